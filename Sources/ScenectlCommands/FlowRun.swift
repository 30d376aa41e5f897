import Diagnostics
import FileSystem
import SceneExplore
import SceneFrontend
import SceneModel
import SceneRuntime

/// Running one flow file on its storyboard (`FlowInput`), step by step: what `test` reports
/// and what `explore --against` counts as exercised.
enum FlowRun {
  /// What happened to one step of a flow.
  struct StepResult {
    enum Status: String {
      case passed, failed, skipped
    }

    var step: FlowStep
    var status: Status
    var error: String? = nil
    /// Where the failure is: in the scene file for an action's error, else the step.
    var errorLocation: Diagnostic.Location? = nil
  }

  /// What happened to one flow.
  struct Result {
    var file: String
    var storyboard: String?
    var device: String
    var steps: [StepResult]
    /// Why the flow could not run at all (unreadable or invalid files), as lines.
    var problems: [String]
    /// The storyboard's warnings, when they did not stop the flow.
    var warnings: [Diagnostic] = []
    /// The storyboard, and what the flow's events used of it (`--coverage`).
    var model: Storyboard? = nil
    var exercised: Set<Exercised> = []

    var passed: Bool { problems.isEmpty && steps.allSatisfy { $0.status == .passed } }

    /// The failing step's text, for reports: "step 3 'tap: doneButton' at FILE:L:C: MESSAGE".
    var failureMessage: String? {
      if let problem = problems.first { return problem }
      guard let index = steps.firstIndex(where: { $0.status == .failed }) else { return nil }
      let failed = steps[index]
      return "step \(index + 1) '\(FlowRun.describe(failed.step))' at "
        + "\(failed.errorLocation ?? failed.step.location): \(failed.error ?? "failed")"
    }
  }

  /// Loads a flow and its storyboard (`FlowInput.load`), then runs the flow's steps;
  /// `snapshots` takes each `snapshot:` step (`test --record`, `--verify`).
  static func run(
    _ bytes: [UInt8], file: String, root: ReadRoot? = nil, device override: String?,
    strict: Bool = false, allowErrors: Bool = false, checks: FileCheck.Cache = FileCheck.Cache(),
    snapshots: SnapshotSteps? = nil
  ) -> Result {
    let loaded = FlowInput.load(
      bytes, file: file, root: root, device: override, strict: strict,
      allowErrors: allowErrors, checks: checks)
    var result = Result(
      file: file, storyboard: loaded.storyboardPath, device: loaded.deviceName, steps: [],
      problems: loaded.problems, warnings: loaded.warnings)
    guard let flow = loaded.flow, let storyboard = loaded.storyboard, let device = loaded.device
    else { return result }
    let simulator = Simulator(storyboard: storyboard, device: device)
    simulator.layout = SimulateLayout(storyboard: storyboard)
    simulator.pathToShow = ShowingPath.events(from:toShow:of:)
    let outcomes = FlowRunner.run(flow, on: simulator) { step, simulator in
      guard case .snapshot(let name) = step.kind else { return nil }
      return snapshots?.take(name, of: simulator, flow: file)
    }
    result.model = storyboard
    result.exercised = simulator.exercised
    result.steps = flow.steps.enumerated().map { index, step in
      guard index < outcomes.count else { return StepResult(step: step, status: .skipped) }
      guard let error = outcomes[index].error else {
        return StepResult(step: step, status: .passed)
      }
      return StepResult(
        step: step, status: .failed, error: error.message,
        errorLocation: error.location ?? step.location)
    }
    return result
  }

  /// A step as written in the flow, e.g. `tap: info` or `expect: top authorInfo`.
  static func describe(_ step: FlowStep) -> String {
    switch step.kind {
    case .event(let event): return describe(event)
    case .snapshot(let name): return "snapshot: \(name)"
    case .expect(let expectation):
      var parts: [String] = []
      if let top = expectation.top { parts.append("top \(top.value)") }
      if let alert = expectation.alert {
        parts.append(alert.value.map { "alert \"\($0)\"" } ?? "no alert")
      }
      if let stack = expectation.stack {
        parts.append("stack " + stack.map(\.value).joined(separator: " > "))
      }
      if !expectation.visible.isEmpty {
        parts.append("visible " + expectation.visible.map(\.value).joined(separator: ", "))
      }
      for (view, text) in expectation.text { parts.append("text \(view.value) \"\(text.value)\"") }
      for (view, frame) in expectation.frames {
        parts.append("frame \(view.value) \(SimulationReport.rect(frame.value))")
      }
      return "expect: " + parts.joined(separator: ", ")
    }
  }

  /// An event as a flow step writes it, e.g. `tap: info` or `type: Alice into name`.
  static func describe(_ event: Event) -> String {
    switch event {
    case .tap(let id): "tap: \(id)"
    case .type(let id, let text): "type: \(text) into \(id)"
    case .select(let target): "select: \(target)"
    case .accessory(let target): "accessory: \(target)"
    case .back: "back"
    case .swipe(let direction): "swipe: \(direction.rawValue)"
    case .swipeOn(let id, let direction): "swipe: \(id):\(direction.rawValue)"
    case .longPress(let id): "longPress: \(id)"
    case .pullToRefresh(let id): "pullToRefresh: \(id)"
    case .endRefreshing(let id): "endRefreshing: \(id)"
    // Never flow steps: the flow loader makes neither.
    case .launch, .code: event.description
    }
  }
}

extension String {
  var trimmingTrailingNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}

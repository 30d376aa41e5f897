import Diagnostics
import SceneExplore
import SceneModel
import ScenePictures
import SceneRuntime

/// One flow run step by step for a report (Playwright's trace viewer, for scenes): the
/// screen after launch and after each step, each step's transcript lines, and the step
/// that failed.
public struct FlowTrace: Sendable {
  /// What happened to one step.
  public struct Step: Sendable {
    public enum Status: String, Sendable {
      case passed, failed, skipped
    }

    /// The step as written (`tap: info`).
    public var title: String
    public var location: Diagnostic.Location
    public var status: Status
    /// The failure's message and place (in the scene file for an action's error).
    public var error: String?
    public var errorLocation: Diagnostic.Location?
    /// The transcript lines of the events the step sent.
    public var transcript: [String]
    /// The screen before and after it, as indexes into `screens`; nil for a skipped step.
    public var before: Int?
    public var after: Int?
  }

  /// The flow file, as given.
  public var file: String
  /// The storyboard it runs on, as its path normalized; nil when it names none.
  public var storyboard: String?
  public var device: String
  /// Why the flow could not run at all, as lines (`FILE:LINE:COL: error: …`).
  public var problems: [String]
  /// The launch's transcript lines.
  public var launch: [String]
  /// The screens as SVG documents: after launch first, then one per step that changed it.
  public var screens: [String]
  public var steps: [Step]
  /// What the flow's events used of the storyboard (for coverage).
  public var exercised: Set<Exercised>

  public var passed: Bool { problems.isEmpty && steps.allSatisfy { $0.status == .passed } }
}

/// Runs flows with `FlowRunner`, drawing the screen after launch and after each step
/// (`ScreenBuilder`, `ScreenDrawing`), for `FlowTrace`.
public enum FlowTracer {
  /// Runs a loaded flow (`FlowInput.load`) as `scenectl test` does (`FlowRunner.run`),
  /// drawing the screen after launch and after each step.
  ///
  /// - Parameters:
  ///   - layout: what lays the scenes out while it runs (`expect: frame` reads it).
  ///   - describe: a step as written, for its title.
  public static func trace(
    file: String, storyboardPath: String?, deviceName: String, problems: [String],
    flow: Flow?, storyboard: Storyboard?, device: Device?,
    layout: (Storyboard) -> any LayoutProvider, describe: (FlowStep) -> String
  ) -> FlowTrace {
    var trace = FlowTrace(
      file: file, storyboard: storyboardPath, device: deviceName, problems: problems,
      launch: [], screens: [], steps: [], exercised: [])
    guard let flow, let storyboard, let device else { return trace }
    let simulator = Simulator(storyboard: storyboard, device: device)
    simulator.layout = layout(storyboard)
    simulator.pathToShow = ShowingPath.events(from:toShow:of:)
    let name = storyboard.name?.value ?? "storyboard"
    // The caption names no step, so that a step that changes nothing (an `expect`) shows
    // the screen before it again, drawn once.
    func draw() -> Int {
      let svg = ScreenDrawing.svg(
        ScreenBuilder.screen(of: simulator, caption: "\(name) · \(device.name)"))
      if trace.screens.last == svg { return trace.screens.count - 1 }
      trace.screens.append(svg)
      return trace.screens.count - 1
    }
    do throws(SimulationError) {
      try simulator.launch()
    } catch {
      trace.launch = lines(simulator.events.flatMap(\.entries))
      trace.steps = flow.steps.enumerated().map { index, step in
        Self.step(
          step, describe, status: index == 0 ? .failed : .skipped,
          error: index == 0 ? error : nil)
      }
      return trace
    }
    trace.launch = lines(simulator.events.flatMap(\.entries))
    // The screen after launch, then after each step run; the events sent by then.
    var shown = [draw()]
    var sent = [simulator.events.count]
    let outcomes = FlowRunner.run(flow, on: simulator) { _, simulator in
      shown.append(draw())
      sent.append(simulator.events.count)
      return nil
    }
    if outcomes.last?.error != nil {
      shown.append(draw())
      sent.append(simulator.events.count)
    }
    trace.steps = flow.steps.enumerated().map { index, step in
      guard index < outcomes.count else {
        return Self.step(step, describe, status: .skipped, error: nil)
      }
      let error = outcomes[index].error
      var record = Self.step(step, describe, status: error == nil ? .passed : .failed, error: error)
      record.transcript = lines(simulator.events[sent[index]..<sent[index + 1]].flatMap(\.entries))
      record.before = shown[index]
      record.after = shown[index + 1]
      return record
    }
    trace.exercised = simulator.exercised
    return trace
  }

  private static func step(
    _ step: FlowStep, _ describe: (FlowStep) -> String, status: FlowTrace.Step.Status,
    error: SimulationError?
  ) -> FlowTrace.Step {
    FlowTrace.Step(
      title: describe(step), location: step.location, status: status,
      error: error?.message, errorLocation: error.map { $0.location ?? step.location },
      transcript: [], before: nil, after: nil)
  }

  private static func lines(_ entries: [TranscriptEntry]) -> [String] {
    entries.map { "\($0.kind.rawValue): \($0.text)" }
  }
}

import Diagnostics
import FileSystem
import SceneExplore
import SceneModel
import SceneRuntime
import YAML

/// `scenectl test FLOW...`: runs flow files as tests and reports each step as
/// passed, failed or skipped, as text, JSON or JUnit XML (SCENE-FORMAT.md §9).
enum TestCommand {
  static let spec = CommandSpec(
    name: "test",
    abstract: "Run flow files as tests; report each step, as text, JSON or JUnit XML.",
    positional: "flow",
    positionalHelp: "Flow files, folders of flow files, or '-' for standard input.",
    options: [
      .init(
        name: "--device", valueName: "name",
        help: "Run every flow on this device (a built-in name or WIDTHxHEIGHT).",
        choices: nil),
      .init(
        name: "--format", valueName: "format",
        help: "Output as 'text' (default), 'json' or 'junit'.",
        choices: ["text", "json", "junit"]),
      .init(
        name: "--coverage",
        help:
          "Report which scenes, segues, actions, alert actions and controls the flows exercised, with the place of each one left out."
      ),
      .strict,
      .allowErrors,
      InputRoot.option,
    ],
    discussion: """
      FLOW is a flow file, a folder (its flow files, those with a 'steps:'
      line, found recursively in sorted order) or '-' for standard input. A
      flow names its storyboard (relative to the flow file; to the working
      folder for '-'), which must lie under the folder given, else the flow
      file's folder (or --root), and its device (default 'iphone'). A flow stops at its
      first failing step; the steps after it are reported as skipped. Exit
      status: 0 when every flow passes (warnings in its storyboard alone
      pass), 1 when any fails (or its files have errors, or warnings with
      --strict), 2 for bad usage or an unreadable flow file.
      """)

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
  struct FlowResult {
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
      return "step \(index + 1) '\(TestCommand.describe(failed.step))' at "
        + "\(failed.errorLocation ?? failed.step.location): \(failed.error ?? "failed")"
    }
  }

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    var output = CommandOutput()
    var results: [FlowResult] = []
    var root: ReadRoot?
    if let given = arguments.value("--root") {
      root = InputRoot.named(given, into: &output)
      if root == nil { return output }
    }
    let (files, folderProblems, notes) = InputArguments.expand(
      arguments.positionals, finding: .flows, root: root)
    output.stderr += notes.map { $0 + "\n" }.joined()
    for problem in folderProblems {
      output.stderr += "scenectl: error: \(problem.reason)\n"
      output.escalate(to: .usageOrInput)
    }
    // Flows of one app name the same storyboards: each is checked once for the whole run.
    let checks = FileCheck.Cache()
    for input in files {
      if let bytes = StoryboardInput.bytes(of: input.path, what: "a flow file", into: &output) {
        results.append(
          runFlow(
            bytes, file: StoryboardInput.displayName(input.path), root: input.root,
            device: arguments.value("--device"), strict: arguments.has("--strict"),
            allowErrors: arguments.has("--allow-errors"), checks: checks))
      }
    }
    var counted = Set<String>()
    for result in results where !result.warnings.isEmpty {
      guard let storyboard = result.storyboard, counted.insert(storyboard).inserted else {
        continue
      }
      output.stderr += StoryboardInput.warningCount(result.warnings, file: storyboard)
    }
    switch arguments.value("--format") {
    case "json":
      var report = TestReport.json(results)
      if arguments.has("--coverage"), case .object(let fields) = report {
        report = .object(fields + [("coverage", FlowCoverage.json(results))])
      }
      output.stdout = report.rendered() + "\n"
    case "junit": output.stdout = TestReport.junit(results)
    default:
      output.stdout = TestReport.text(results)
      if arguments.has("--coverage") { output.stdout += FlowCoverage.text(results) }
    }
    if results.contains(where: { !$0.passed }) { output.escalate(to: .problemsFound) }
    return output
  }

  /// Loads a flow and its storyboard, then runs the flow's steps. The storyboard, and the
  /// files it references, are read only under `root` (default: the flow file's folder).
  /// A storyboard `validate` rejects (`FileCheck`) fails the flow with its diagnostics as
  /// problems; with `allowErrors` the steps still run, and the flow still fails.
  static func runFlow(
    _ bytes: [UInt8], file: String, root: ReadRoot? = nil, device override: String?,
    strict: Bool = false, allowErrors: Bool = false, checks: FileCheck.Cache = FileCheck.Cache()
  ) -> FlowResult {
    let root = root ?? InputRoot.ofFile(file)
    let printer = DiagnosticPrinter()
    var result = FlowResult(
      file: file, storyboard: nil, device: override ?? "iphone", steps: [], problems: [])
    let loaded = FlowLoader.load(bytes, file: file)
    let flowErrors = errors(in: loaded.diagnostics)
    guard let flow = loaded.flow, flowErrors.isEmpty else {
      result.problems = printer.render(flowErrors).map(\.trimmingTrailingNewline)
      return result
    }
    result.device = override ?? flow.device?.value ?? "iphone"
    result.storyboard = flow.storyboardPath.map(normalized)
    guard let path = flow.storyboardPath else {
      result.problems = ["\(file):1:1: error: the flow names no 'storyboard'"]
      return result
    }
    guard let device = Device.named(result.device) else {
      let place = flow.device?.location.description ?? "\(file):1:1"
      result.problems = ["\(place): error: \(DeviceArgument.unknown(result.device))"]
      return result
    }
    let storyboard: Storyboard
    let place = flow.storyboard?.location.description ?? "\(file):1:1"
    let written = MessageText.escaped(flow.storyboard?.value ?? path)
    switch InputRoot.read(path, under: root, what: .scenes) {
    case .failure(.outside(let folder)):
      result.problems = [
        "\(place): error: the flow's storyboard '\(written)' is outside "
          + "'\(MessageText.escaped(folder))', the folder this run may read; name a file under "
          + "it, or give --root a folder that holds both"
      ]
      return result
    case .failure(.notOfKind):
      result.problems = [
        "\(place): error: the flow's storyboard '\(written)' is not a scene file (it has no "
          + "'format:' line) nor a storyboard; name a scene file or a .storyboard"
      ]
      return result
    case .failure(.unreadable(let failure)):
      let problem = StoryboardInput.problem(reading: path, failure, what: "a scene file")
      result.problems = ["\(place): error: the flow's storyboard: \(problem)"]
      return result
    case .success(let sceneBytes):
      let checked = checks.result(of: path, root: root) {
        FileCheck.run(sceneBytes, file: path, root: root)
      }
      let sorted = Diagnostic.sortedForOutput(checked.diagnostics)
      guard let loaded = checked.storyboard, !checked.hasBlocking(strict: strict) else {
        // As `validate` prints them; with --allow-errors the flow still runs, and fails.
        result.problems = printer.render(sorted).map(\.trimmingTrailingNewline)
        guard allowErrors, let loaded = checked.storyboard else { return result }
        storyboard = loaded
        break
      }
      result.warnings = sorted.filter { $0.severity == .warning }
      storyboard = loaded
    }
    let simulator = Simulator(storyboard: storyboard, device: device)
    simulator.layout = SimulateLayout(storyboard: storyboard)
    simulator.pathToShow = ShowingPath.events(from:toShow:of:)
    let outcomes = FlowRunner.run(flow, on: simulator)
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

  static func errors(in diagnostics: [Diagnostic]) -> [Diagnostic] {
    Diagnostic.sortedForOutput(diagnostics).filter { $0.severity == .error }
  }

  /// A step as written in the flow, e.g. `tap: info` or `expect: top authorInfo`.
  static func describe(_ step: FlowStep) -> String {
    switch step.kind {
    case .tap(let id): return "tap: \(id)"
    case .type(let id, let text): return "type: \(text) into \(id)"
    case .select(let id, let index): return "select: \(id):\(index)"
    case .accessory(let id, let index): return "accessory: \(id):\(index)"
    case .back: return "back"
    case .swipe(let direction): return "swipe: \(direction)"
    case .swipeOn(let id, let direction): return "swipe: \(id):\(direction.rawValue)"
    case .longPress(let id): return "longPress: \(id)"
    case .pullToRefresh(let id): return "pullToRefresh: \(id)"
    case .endRefreshing(let id): return "endRefreshing: \(id)"
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
}

/// A path with `.` and `name/..` folded away, for display: `Scenes/Flows/../A.yaml` is `Scenes/A.yaml`.
func normalized(_ path: String) -> String {
  var parts: [Substring] = []
  for part in path.split(separator: "/", omittingEmptySubsequences: false) {
    if part == "." { continue }
    if part == "..", let last = parts.last, last != "..", !last.isEmpty {
      parts.removeLast()
    } else {
      parts.append(part)
    }
  }
  return parts.joined(separator: "/")
}

extension String {
  var trimmingTrailingNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}

import Diagnostics
import SceneModel
import ScenePictures
import SceneRuntime

/// `scenectl simulate FILE [events]`: launches the initial scene on a device,
/// applies the events in command-line order and prints the transcript
/// (SCENE-FORMAT.md §9–10).
enum SimulateCommand {
  static let spec = CommandSpec(
    name: "simulate",
    abstract: "Run a scene file as UIKit would and print what happens.",
    positional: "file",
    positionalRepeats: false,
    options: [
      .init(
        name: "--device", valueName: "name", help: "The device (default 'iphone').",
        choices: Device.builtIn.map(\.name)),
      .init(
        name: "--tap", valueName: "id", help: "Tap a view, bar item, tab:TITLE or action:TITLE."),
      .init(name: "--type", valueName: "id=text", help: "Type text into a text field or view."),
      .init(name: "--select", valueName: "id:n", help: "Select row or segment N (from 0)."),
      .init(
        name: "--accessory", valueName: "id:n",
        help: "Tap the accessory button of table row N (from 0)."),
      .init(name: "--back", valueName: nil, help: "Tap the navigation bar's back button."),
      .init(
        name: "--swipe", valueName: "direction", help: "Swipe the page view controller.",
        choices: SwipeDirection.allCases.map(\.rawValue)),
      .init(name: "--flow", valueName: "file", help: "Apply the steps of a flow file."),
      .init(
        name: "--snapshots", valueName: "dir",
        help: "Write an SVG of the screen after each step (and at a failure) into DIR."),
      .init(
        name: "--format", valueName: "format", help: "Output as 'text' (default) or 'json'.",
        choices: ["text", "json"]),
    ],
    discussion: """
      Events apply in the order given. Exit status: 0 when every event and
      expectation succeeds, 1 when the scene file has errors or a step fails,
      2 for bad usage or an unreadable file.
      """)

  /// One thing to do, from an option or a flow step.
  enum Action {
    case event(Event)
    case flowStep(FlowStep)
  }

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    guard let file = arguments.positionals.first else {
      return CommandOutput(status: .usageOrInput)
    }
    let json = arguments.value("--format") == "json"
    var output = CommandOutput()
    var actions: [Action] = []
    var flowDevice: String?
    for option in arguments.options {
      do throws(UsageError) {
        switch option.name {
        case "--flow":
          let flow = try loadFlow(option.value ?? "", into: &output)
          guard let flow else { return output }
          flowDevice = flowDevice ?? flow.device?.value
          actions += flow.steps.map(Action.flowStep)
        case "--device", "--format", "--snapshots":
          continue
        default:
          if let event = try event(option.name, option.value) {
            actions.append(.event(event))
          }
        }
      } catch {
        return Scenectl.usageError(error)
      }
    }
    let deviceName = arguments.value("--device") ?? flowDevice ?? "iphone"
    guard let device = Device.named(deviceName) else {
      output.stderr += "scenectl: error: unknown device '\(deviceName)'\n"
      output.escalate(to: .usageOrInput)
      return output
    }
    guard let storyboard = StoryboardInput.load(file, verb: "simulated", into: &output) else {
      return output
    }
    let simulator = Simulator(storyboard: storyboard, device: device)
    var snapshots = arguments.value("--snapshots").map { SnapshotRecorder(folder: $0) }
    let failure = simulate(simulator, actions, snapshots: &snapshots)
    if let problem = snapshots?.problem {
      output.stderr += "scenectl: error: cannot write snapshots: \(problem)\n"
      output.escalate(to: .usageOrInput)
    }
    let layout = SimulateLayout(storyboard: storyboard)
    if json {
      output.stdout =
        SimulateOutput.json(simulator, failure: failure, layout: layout).rendered() + "\n"
    } else {
      output.stdout = SimulationReport.text(of: simulator, file: file, layout: layout)
      if let failure {
        let place = failure.location.map { "\($0): " } ?? ""
        output.stderr += "\(place)error: \(failure.message)\n"
      }
    }
    if failure != nil { output.escalate(to: .problemsFound) }
    return output
  }

  /// Launches and applies every action; returns the first failure. With a
  /// recorder, the screen is drawn after each step and at a failure.
  static func simulate(
    _ simulator: Simulator, _ actions: [Action], snapshots: inout SnapshotRecorder?
  ) -> SimulationError? {
    var label = "launch"
    do throws(SimulationError) {
      try simulator.launch()
      snapshots?.record(simulator, event: label)
      for action in actions {
        switch action {
        case .event(let event):
          label = event.description
          try simulator.apply(event)
        case .flowStep(let step):
          label = TestCommand.describe(step)
          try FlowRunner.apply(step, to: simulator)
        }
        snapshots?.record(simulator, event: label)
      }
      return nil
    } catch {
      snapshots?.record(simulator, event: label, failed: true)
      return error
    }
  }

  /// The event an option stands for; nil for options that are not events.
  static func event(_ name: String, _ value: String?) throws(UsageError) -> Event? {
    let value = value ?? ""
    func bad(_ expected: String) -> UsageError {
      UsageError(
        message: "The value '\(value)' is invalid for '\(name)': expected \(expected)",
        command: spec)
    }
    switch name {
    case "--tap":
      guard !value.isEmpty else { throw bad("an id") }
      return .tap(value)
    case "--type":
      guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
        throw bad("ID=TEXT")
      }
      return .type(
        into: String(value[..<equals]), text: String(value[value.index(after: equals)...]))
    case "--select", "--accessory":
      let select = name == "--select"
      guard let colon = value.lastIndex(of: ":"), colon != value.startIndex,
        let index = Int(value[value.index(after: colon)...]), index >= 0
      else { throw bad("ID:N with N a \(select ? "row or segment" : "row") number from 0") }
      let id = String(value[..<colon])
      return select ? .select(id, index) : .accessory(id, index)
    case "--back":
      return .back
    case "--swipe":
      guard let direction = SwipeDirection(rawValue: value) else { throw bad("left or right") }
      return .swipe(direction)
    default:
      return nil
    }
  }

  /// Reads a flow file; on failure writes its diagnostics and returns nil.
  static func loadFlow(_ path: String, into output: inout CommandOutput) throws(UsageError) -> Flow?
  {
    guard let bytes = StoryboardInput.bytes(of: path, into: &output) else { return nil }
    let result = FlowLoader.load(bytes, file: path)
    let errors = Diagnostic.sortedForOutput(result.diagnostics).filter { $0.severity == .error }
    guard let flow = result.flow, errors.isEmpty else {
      output.stderr += errors.map(DiagnosticPrinter(useColor: false).render).joined()
      output.escalate(to: .problemsFound)
      return nil
    }
    return flow
  }
}

import Diagnostics
import SceneModel
import ScenePictures
import SceneRuntime
import SourceChecks

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
      InputRoot.option,
      .init(
        name: "--device", valueName: "name",
        help:
          "The device: a built-in name or WIDTHxHEIGHT (default 'iphone'; a storyboard's canvas).",
        choices: nil),
      .init(
        name: "--tap", valueName: "id", help: "Tap a view, bar item, tab:TITLE or action:TITLE."),
      .init(name: "--type", valueName: "id=text", help: "Type text into a text field or view."),
      .init(name: "--select", valueName: "id:n", help: "Select row or segment N (from 0)."),
      .init(
        name: "--accessory", valueName: "id:n",
        help: "Tap the accessory button of table row N (from 0)."),
      .init(name: "--back", valueName: nil, help: "Tap the navigation bar's back button."),
      .init(
        name: "--swipe", valueName: "direction|id[:direction]",
        help:
          "Swipe the page view controller (left, right), the sheet on top (down), or a view "
          + "with a swipe gesture."),
      .init(
        name: "--long-press", valueName: "id", help: "Long-press a view with a long-press gesture."
      ),
      .init(
        name: "--pull-to-refresh", valueName: "id",
        help: "Pull a table, collection or scroll view down: its refresh control refreshes."),
      .init(
        name: "--end-refreshing", valueName: "id",
        help: "As the app's code: end the refresh of a refresh control (or of a view's)."),
      .init(name: "--flow", valueName: "file", help: "Apply the steps of a flow file."),
      .init(
        name: "--snapshots", valueName: "dir",
        help: "Write an SVG of the screen after each step (and at a failure) into DIR."),
      .init(
        name: "--force", valueName: nil,
        help: "Let --snapshots replace the old snapshots in a folder that is not empty."),
      IOSArgument.option,
      SourceInput.option,
      .init(
        name: "--format", valueName: "format", help: "Output as 'text' (default) or 'json'.",
        choices: ["text", "json"]),
      .strict,
    ],
    discussion: """
      With --sources, the unwind actions the classes implement are declared, the
      log says which segues an action's code may perform (it is never run), and
      the source checks' errors stop the run as the file's own do.
      Events apply in the order given. The --snapshots folder must be new or
      empty; with --force, its old snapshots (NNN-*.svg) are removed first. Exit
      status: 0 when every event and expectation succeeds, 1 when the scene file
      has errors or a step fails, 2 for bad usage or an unreadable or unwritable
      file.
      """)

  /// The first step that failed: its number (0 for the launch), what it did and why.
  struct Failure {
    var step: Int
    var label: String
    var error: SimulationError

    /// `FILE:LINE:COL: error: step 3 (tap go): MESSAGE`, or `scenectl: error: step 3 ...`
    /// when the error has no place in a file.
    var line: String {
      let place = error.location.map { MessageText.escaped("\($0): ") } ?? "scenectl: "
      return place + "error: "
        + MessageText.printable("step \(step) (\(label)): \(error.message)") + "\n"
    }
  }

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
    if arguments.value("--snapshots") == "" {
      return Scenectl.usageError(
        UsageError(
          message: "The snapshot folder is empty; give a folder after '--snapshots'",
          command: spec))
    }
    var output = CommandOutput()
    var actions: [Action] = []
    var flowDevice: String?
    var flowFiles: [String] = []
    for option in arguments.options {
      do throws(UsageError) {
        switch option.name {
        case "--flow":
          let flow = try loadFlow(option.value ?? "", into: &output)
          guard let flow else { return output }
          flowDevice = flowDevice ?? flow.device?.value
          flowFiles.append(option.value ?? "")
          actions += flow.steps.map(Action.flowStep)
        case "--device", "--format", "--snapshots", "--force", "--sources":
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
    let (sources, failed) = SourceInput.read(arguments, into: &output)
    if failed { return output }
    guard
      var storyboard = StoryboardInput.load(
        file, verb: "simulated", strict: arguments.has("--strict"), sources: sources,
        root: arguments.value("--root"), into: &output)
    else {
      return output
    }
    let deviceName =
      arguments.value("--device") ?? flowDevice ?? DeviceArgument.defaultName(for: storyboard)
    guard let device = Device.named(deviceName) else {
      output.stderr += "scenectl: error: \(DeviceArgument.unknown(deviceName))\n"
      output.escalate(to: .usageOrInput)
      return output
    }
    let ios = IOSArgument.parse(arguments.value("--ios"), into: &output)
    if ios.given && ios.version == nil { return output }
    IOSArgument.apply(ios.version, to: &storyboard)
    let simulator = Simulator(storyboard: storyboard, device: device)
    if let sources {
      simulator.seguesInCode = SourceChecks.seguesPerformed(storyboard, index: sources.index)
    }
    var inputs = InputFiles(storyboard: storyboard)
    for flow in flowFiles { inputs.add(flow) }
    var snapshots = arguments.value("--snapshots").map { folder in
      SnapshotRecorder(
        folder: folder, steps: actions.count,
        force: arguments.options.contains { $0.name == "--force" }, inputs: inputs)
    }
    let failure = simulate(simulator, actions, snapshots: &snapshots)
    if let problem = snapshots?.problem {
      output.stderr += "scenectl: error: cannot write snapshots: \(problem)\n"
      output.escalate(to: .usageOrInput)
    }
    let layout = SimulateLayout(storyboard: storyboard)
    if json {
      output.stdout =
        SimulateOutput.json(simulator, failure: failure?.error, layout: layout).rendered() + "\n"
    } else {
      output.stdout = MessageText.escaped(
        lines: SimulationReport.text(of: simulator, file: file, layout: layout))
      if let failure { output.stderr += failure.line }
    }
    if failure != nil { output.escalate(to: .problemsFound) }
    return output
  }

  /// Launches and applies every action; returns the first failure. With a
  /// recorder, the screen is drawn after each step and at a failure.
  static func simulate(
    _ simulator: Simulator, _ actions: [Action], snapshots: inout SnapshotRecorder?
  ) -> Failure? {
    var label = "launch"
    var step = 0
    do throws(SimulationError) {
      try simulator.launch()
      snapshots?.record(simulator, event: label)
      for action in actions {
        step += 1
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
      return Failure(step: step, label: label, error: error)
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
    // No id holds a control character, and one would start a line of its own in the
    // transcript.
    let id = name == "--type" ? String(value.prefix { $0 != "=" }) : value
    if name != "--swipe", id.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    {
      throw bad("an id without control characters")
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
      if let direction = SwipeDirection(rawValue: value) { return .swipe(direction) }
      guard let (id, direction) = Gesture.swipeTarget(value) else {
        throw bad(
          "left or right (the page view controller), down (the sheet on top), or "
            + "ID[:DIRECTION] with DIRECTION right (the default), left, up or down")
      }
      return .swipeOn(id, direction)
    case "--long-press":
      guard !value.isEmpty else { throw bad("an id") }
      return .longPress(value)
    case "--pull-to-refresh":
      guard !value.isEmpty else { throw bad("an id") }
      return .pullToRefresh(value)
    case "--end-refreshing":
      guard !value.isEmpty else { throw bad("an id") }
      return .endRefreshing(value)
    default:
      return nil
    }
  }

  /// Reads a flow file; on failure writes its diagnostics and returns nil.
  static func loadFlow(_ path: String, into output: inout CommandOutput) throws(UsageError) -> Flow?
  {
    guard let bytes = StoryboardInput.bytes(of: path, what: "a flow file", into: &output) else {
      return nil
    }
    let result = FlowLoader.load(bytes, file: path)
    let errors = Diagnostic.sortedForOutput(result.diagnostics).filter { $0.severity == .error }
    guard let flow = result.flow, errors.isEmpty else {
      output.stderr += DiagnosticPrinter(useColor: false).render(errors).joined()
      output.escalate(to: .problemsFound)
      return nil
    }
    return flow
  }
}

import Diagnostics
import FileSystem
import SceneExplore
import SceneModel
import SceneRuntime

/// `scenectl explore FILE [--device NAME ...] [--max-states N] [--max-depth N]
/// [--format text|json|dot]`: every state the app can reach, breadth first, with the shortest
/// taps to each scene and to each finding (docs/Explore.md).
enum ExploreCommand {
  static let spec = CommandSpec(
    name: "explore",
    abstract: "Reach every state of the app: scenes, dead ends, errors, what is never used.",
    positional: "file",
    positionalHelp: "The scene file or storyboard to explore.",
    positionalRepeats: false,
    options: [
      InputRoot.option,
      .init(
        name: "--device", valueName: "name",
        help:
          "Explore on this device: a built-in name or WIDTHxHEIGHT; repeat for more (default 'iphone'; a storyboard's canvas)."
      ),
      .init(name: "--max-states", valueName: "n", help: "Explore at most N states (default 5000)."),
      .init(
        name: "--max-depth", valueName: "n", help: "Follow paths of at most N events (default 40)."),
      .init(
        name: "--flows", valueName: "dir",
        help:
          "Write a flow file per reached scene and per finding into this folder, for 'scenectl test'."
      ),
      .init(
        name: "--against", valueName: "flow",
        help:
          "List the reachable scenes and segues these flows (files or folders; repeatable) miss, with the shortest path to each."
      ),
      .init(
        name: "--format", valueName: "format",
        help:
          "Output as 'text' (default), 'json' or 'dot' (the screens and the events between them).",
        choices: ["text", "json", "dot"]),
      IOSArgument.option,
      SourceInput.option,
      .strict,
    ],
    discussion: """
      Events are taps on visible, enabled, uncovered controls, bar items, tabs and
      alert actions; back and swipes; rows, accessory buttons and segments; typing
      a sample into fields. A bound hit is reported ('complete: false').
      Exit status: 0 when no event failed (other findings are warnings), 1 when one
      did, or the file has errors, or with --strict any finding; 2 for bad usage or an
      unreadable file. With --sources, the unwind actions the classes implement are
      declared, and the source checks' errors stop it as the file's own do.
      """)

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    guard let file = arguments.positionals.first else {
      return CommandOutput(status: .usageOrInput)
    }
    var options = ExploreOptions()
    for (name, bound) in [("--max-states", 1_000_000), ("--max-depth", 10_000)] {
      guard let text = arguments.value(name) else { continue }
      guard let value = Int(text), (1...bound).contains(value) else {
        return Scenectl.usageError(
          UsageError(
            message: "\(name) takes a whole number from 1 to \(bound), not '\(text)'", command: spec
          ))
      }
      if name == "--max-states" { options.maxStates = value } else { options.maxDepth = value }
    }
    var output = CommandOutput()
    let ios = IOSArgument.parse(arguments.value("--ios"), into: &output)
    if ios.given && ios.version == nil { return output }
    let (sources, failed) = SourceInput.read(arguments, into: &output)
    if failed { return output }
    guard
      var storyboard = StoryboardInput.load(
        file, verb: "explored", strict: arguments.has("--strict"), sources: sources,
        root: arguments.value("--root"), into: &output)
    else {
      return output
    }
    IOSArgument.apply(ios.version, to: &storyboard)
    var names = arguments.values("--device")
    if names.isEmpty { names = [DeviceArgument.defaultName(for: storyboard)] }
    var devices: [Device] = []
    for name in names {
      guard let device = storyboard.device(named: name) else {
        output.stderr += "scenectl: error: \(DeviceArgument.unknown(name))\n"
        output.escalate(to: .usageOrInput)
        return output
      }
      devices.append(device)
    }
    var against: Set<Exercised>? = nil
    let flows = arguments.values("--against")
    if !flows.isEmpty {
      guard
        let exercised = ExploreAgainst.exercised(
          by: flows, file: file, root: arguments.value("--root").map { ReadRoot(folder: $0) },
          into: &output)
      else {
        return output
      }
      against = exercised
    }
    let results = devices.map { Explorer.explore(storyboard, device: $0, options: options) }
    if let folder = arguments.value("--flows") {
      for result in results {
        if let problem = ExploreFlows.write(
          result, file: file, into: folder, devicePrefix: results.count > 1)
        {
          output.stderr += "scenectl: error: \(problem)\n"
          output.escalate(to: .usageOrInput)
          return output
        }
      }
    }
    switch arguments.value("--format") {
    case "json":
      let objects = results.map { result in
        guard let against, case .object(let fields) = ExploreOutput.json(result) else {
          return ExploreOutput.json(result)
        }
        return .object(
          fields + [("missedByFlows", ExploreAgainst.json(result, storyboard, against))])
      }
      output.stdout = (objects.count == 1 ? objects[0] : .array(objects)).rendered() + "\n"
    case "dot":
      output.stdout = results.map(ExploreOutput.dot).joined()
    default:
      output.stdout = results.map { result in
        ExploreOutput.text(result, file: StoryboardInput.displayName(file))
          + (against.map { flows in ExploreAgainst.text(result, storyboard, flows) } ?? "")
      }
      .joined(separator: "\n")
    }
    // As compilers do: an event that fails is an error; the other findings are warnings,
    // which fail only with --strict.
    let strict = arguments.has("--strict")
    if results.contains(where: { $0.findings.contains { $0.kind == "error" || strict } }) {
      output.escalate(to: .problemsFound)
    }
    return output
  }
}

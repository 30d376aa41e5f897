import Diagnostics

/// The `scenectl` command line: parses arguments, runs a subcommand and
/// returns what it printed and its exit status.
///
///     let output = Scenectl.run(["validate", "Scenes/Wonderland.yaml"])
///     print(output.stdout, terminator: "")
public enum Scenectl {
  public static let version = "0.1.0"

  /// The facts about the process a command may depend on.
  public struct Environment: Sendable {
    /// Whether standard output is a terminal (colour is used only then).
    public var stdoutIsTerminal: Bool
    public var variables: [String: String]
    /// Whether a command keeps what it loaded (a scene file's YAML tree and model) instead of
    /// freeing it when it ends. The `scenectl` process exits right after the command, and
    /// freeing a large file's many small objects would only delay that exit, which is why
    /// the executable sets this (as clang's `-disable-free` does). Library callers leave it
    /// off.
    public var keepsInputsUntilExit: Bool
    /// The folder `.scenectl.yml` is searched for from, upwards (the process's working
    /// folder, `.`, unless a caller stands in another).
    public var workingFolder: String

    public init(
      stdoutIsTerminal: Bool = false, variables: [String: String] = [:],
      keepsInputsUntilExit: Bool = false, workingFolder: String = "."
    ) {
      self.stdoutIsTerminal = stdoutIsTerminal
      self.variables = variables
      self.keepsInputsUntilExit = keepsInputsUntilExit
      self.workingFolder = workingFolder
    }

    /// Colour on a terminal, unless `NO_COLOR` is set to something (https://no-color.org:
    /// an empty `NO_COLOR` does not count) or `TERM` is `dumb`.
    var useColor: Bool {
      stdoutIsTerminal && (variables["NO_COLOR"] ?? "").isEmpty && variables["TERM"] != "dumb"
    }

    /// Colour as `--color auto|always|never` asks (auto, or none given: `useColor`).
    func useColor(_ choice: String?) -> Bool {
      switch choice {
      case "always": true
      case "never": false
      default: useColor
      }
    }
  }

  static let commands: [CommandSpec] = [
    ValidateCommand.spec, SimulateCommand.spec, TestCommand.spec, LayoutCommand.spec,
    RenderCommand.spec, GraphCommand.spec, ImportCommand.spec, ExploreCommand.spec,
    SchemaCommand.spec, AuditCommand.spec, DiffCommand.spec, MergeCommand.spec, ReportCommand.spec,
  ]

  static let overview = "Validate and simulate storyboard-like scene files without a screen."

  public static func run(_ arguments: [String], environment: Environment = Environment())
    -> CommandOutput
  {
    guard let first = arguments.first else {
      return CommandOutput(stdout: mainHelp())
    }
    switch first {
    case "-h", "--help":
      return CommandOutput(stdout: mainHelp())
    case "--version":
      return CommandOutput(stdout: "scenectl \(version)\n")
    case "help":
      guard arguments.count > 1 else { return CommandOutput(stdout: mainHelp()) }
      guard let spec = commands.first(where: { $0.name == arguments[1] }) else {
        return usageError(UsageError(message: "Unknown subcommand '\(arguments[1])'", command: nil))
      }
      return CommandOutput(stdout: help(spec))
    default:
      break
    }
    guard let spec = commands.first(where: { $0.name == first }) else {
      let names = commands.map(\.name)
      let hint =
        ArgumentParser.closestOption(to: "--" + first, in: names.map { "--" + $0 })
        .map { " Did you mean '\($0.dropFirst(2))'?" } ?? ""
      return usageError(UsageError(message: "Unknown subcommand '\(first)'.\(hint)", command: nil))
    }
    let parsed: ParsedCommandLine
    do {
      parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), as: spec)
    } catch {
      return usageError(error)
    }
    if parsed.wantsHelp { return CommandOutput(stdout: help(spec)) }
    // The configuration's defaults (validate and audit read it with its rules: CheckRun).
    var configured = parsed
    var preamble = CommandOutput()
    if ![ValidateCommand.spec.name, AuditCommand.spec.name].contains(spec.name),
      spec.options.contains(.config),
      case .refused = ConfigurationDefaults.load(
        &configured, spec: spec, environment: environment, into: &preamble)
    {
      return preamble
    }
    var output = run(spec, configured, environment: environment)
    output.stderr = preamble.stderr + output.stderr
    return output
  }

  /// Runs the command `spec` names.
  private static func run(
    _ spec: CommandSpec, _ parsed: ParsedCommandLine, environment: Environment
  ) -> CommandOutput {
    switch spec.name {
    case ValidateCommand.spec.name:
      return ValidateCommand.run(parsed, environment: environment)
    case SimulateCommand.spec.name:
      return SimulateCommand.run(parsed, environment: environment)
    case TestCommand.spec.name:
      return TestCommand.run(parsed, environment: environment)
    case LayoutCommand.spec.name:
      return LayoutCommand.run(parsed, environment: environment)
    case GraphCommand.spec.name:
      return GraphCommand.run(parsed, environment: environment)
    case RenderCommand.spec.name:
      return RenderCommand.run(parsed, environment: environment)
    case ExploreCommand.spec.name:
      return ExploreCommand.run(parsed, environment: environment)
    case ImportCommand.spec.name:
      return ImportCommand.run(parsed, environment: environment)
    case SchemaCommand.spec.name:
      return SchemaCommand.run(parsed)
    case AuditCommand.spec.name:
      return AuditCommand.run(parsed, environment: environment)
    case DiffCommand.spec.name:
      return DiffCommand.run(parsed, environment: environment)
    case MergeCommand.spec.name:
      return MergeCommand.run(parsed, environment: environment)
    case ReportCommand.spec.name:
      return ReportCommand.run(parsed, environment: environment)
    default:
      return usageError(UsageError(message: "Unknown subcommand '\(spec.name)'", command: nil))
    }
  }

  static func usageError(_ error: UsageError) -> CommandOutput {
    // One prefix for every error without a place, as a compiler driver writes it.
    let message = MessageText.escaped(error.message)
    var text = "scenectl: error: \(message.prefix(1).lowercased() + message.dropFirst())\n"
    if let command = error.command {
      text += "Usage: \(command.usage)\n"
      text += "  See 'scenectl \(command.name) --help' for more information.\n"
    } else {
      text += "Usage: scenectl <subcommand>\n"
      text += "  See 'scenectl --help' for more information.\n"
    }
    return CommandOutput(stderr: text, status: .usageOrInput)
  }

  static func mainHelp() -> String {
    var text = "OVERVIEW: \(overview)\n\n"
    text += "USAGE: scenectl <subcommand>\n\n"
    text += "OPTIONS:\n"
    text += column("--version", "Show the version.")
    text += column("-h, --help", "Show help information.")
    text += "\nSUBCOMMANDS:\n"
    for command in commands { text += column(command.name, command.abstract) }
    text += "\n  See 'scenectl help <subcommand>' for detailed help.\n"
    return text
  }

  static func help(_ spec: CommandSpec) -> String {
    var text = "OVERVIEW: \(spec.abstract)\n\n"
    if let discussion = spec.discussion { text += discussion + "\n\n" }
    text += "USAGE: \(spec.usage)\n\n"
    if let positional = spec.positional {
      text += "ARGUMENTS:\n" + column("<\(positional)>", spec.positionalHelp) + "\n"
    }
    text += "OPTIONS:\n"
    for option in spec.options {
      let names = ([option.name] + option.aliases).joined(separator: ", ")
      let head = option.valueName.map { "\(names) <\($0)>" } ?? names
      text += column(head, option.help)
    }
    text += column("-h, --help", "Show help information.")
    return text
  }

  private static func column(_ head: String, _ help: String) -> String {
    let padded =
      head.count < 22 ? head + String(repeating: " ", count: 22 - head.count) : head + " "
    return "  \(padded)  \(help)\n"
  }
}

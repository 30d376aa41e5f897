import Diagnostics
import FileSystem
import SceneFrontend
import SceneModel

/// `scenectl validate FILE...`: loads each file, runs every check, and
/// prints each problem as `FILE:LINE:COL: error: MESSAGE [CODE]`, then a summary.
enum ValidateCommand {
  static let spec = CommandSpec(
    name: "validate",
    abstract: "Check scene files and report every problem with file, line and column.",
    positional: "file",
    positionalHelp: "Scene files or storyboards, folders of them, or '-' for standard input.",
    options: [
      .init(
        name: "--format", valueName: "format",
        help:
          "Output as 'text' (default), 'json', 'sarif' (SARIF 2.1.0) or 'github' (GitHub Actions annotations).",
        choices: ["text", "json", "sarif", "github"]),
      .strict,
      .init(
        name: "--device", valueName: "name",
        help:
          "Lay out on this device instead of the file's: a built-in name or WIDTHxHEIGHT; repeat for more."
      ),
      SourcesArgument.option,
      RootArgument.option,
      IOSArgument.option,
      .init(
        name: "--stdin-name", valueName: "path",
        help:
          "The path a file read from standard input ('-') stands for: its name in messages, and where its data files are."
      ),
      .init(
        name: "--color", valueName: "when",
        help:
          "Colour the output: 'auto' (on a terminal, unless NO_COLOR or TERM=dumb), 'always' or 'never'.",
        choices: ["auto", "always", "never"]),
    ],
    discussion: """
      FILE is a scene file, an Interface Builder .storyboard, a folder (its
      scene files, those with a 'format:' line, and storyboards, found
      recursively in sorted order) or '-' for standard input.
      Exit status: 0 when there is no error (warnings alone pass), 1 when there
      is an error (or a warning, with --strict), 2 for bad usage or an input
      that cannot be read; an unreadable input is counted as an error and never
      reported as "0 errors".
      """)

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    var output = CommandOutput()
    let devices = arguments.values("--device")
    for name in devices where Device.named(name) == nil {
      output.stderr += "scenectl: error: \(DeviceNames.unknown(name))\n"
      output.escalate(to: .usageOrInput)
      return output
    }
    let ios = IOSArgument.parse(arguments.value("--ios"), into: &output)
    if ios.given && ios.version == nil { return output }
    // The code is read and scanned on other cores while the files are parsed (the first
    // use of the index waits for it); its notes still come first on standard error.
    let (sources, failed) = SourcesArgument.start(arguments, into: &output)
    if failed { return output }
    var root: ReadRoot?
    if let given = arguments.value("--root") {
      root = RootArgument.named(given, into: &output)
      if root == nil { return output }
    }
    let checked = InputsCheck.run(
      arguments.positionals,
      options: InputsCheck.Options(
        root: root, devices: devices, ios: ios.version, sources: sources,
        standardInputName: arguments.value("--stdin-name"),
        keep: environment.keepsInputsUntilExit))
    output.stderr += checked.notes.map { $0 + "\n" }.joined()
    for problem in checked.unreadable {
      output.stderr += "scenectl: error: \(problem.reason)\n"
      output.escalate(to: .usageOrInput)
    }
    if let sources { output.stderr = sources.notes + output.stderr }
    output.stdout = render(checked, arguments: arguments, environment: environment)
    if checked.errors > 0 || (checked.warnings > 0 && arguments.has("--strict")) {
      output.escalate(to: .problemsFound)
    }
    return output
  }

  /// The report in the format `--format` asks for.
  static func render(
    _ checked: InputsCheck.Result, arguments: ParsedCommandLine,
    environment: Scenectl.Environment
  ) -> String {
    let (sorted, unreadable) = (checked.diagnostics, checked.unreadable)
    let (errors, warnings) = (checked.errors, checked.warnings)
    switch arguments.value("--format") {
    case "json":
      return DiagnosticJSON.report(
        sorted, unreadable: unreadable, errors: errors, warnings: warnings
      ).rendered() + "\n"
    case "sarif":
      return SARIFFormat.render(sorted, unreadable: unreadable)
    case "github":
      return GitHubFormat.render(
        sorted, unreadable: unreadable,
        summary: DiagnosticPrinter(useColor: false).summary(
          errors: errors, warnings: warnings, files: checked.inputCount))
    default:
      let printer = DiagnosticPrinter(useColor: environment.useColor(arguments.value("--color")))
      var summary = printer.summary(errors: errors, warnings: warnings, files: checked.inputCount)
      if !unreadable.isEmpty {
        summary.removeLast()
        let count = unreadable.count
        summary += " (\(count) \(count == 1 ? "file" : "files") could not be read)\n"
      }
      return printer.render(sorted).joined() + summary
    }
  }
}

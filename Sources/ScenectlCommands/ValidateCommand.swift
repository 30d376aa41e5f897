import Diagnostics
import FileSystem
import SceneFrontend
import SceneModel
import ScenectlConfig

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
    ] + ValidateSettings.options,
    discussion: """
      FILE is a scene file, an Interface Builder .storyboard, a folder (its
      scene files, those with a 'format:' line, and storyboards, found
      recursively in sorted order) or '-' for standard input.
      Exit status: 0 when there is no error (warnings alone pass), 1 when there
      is an error (or a warning, with --strict), 2 for bad usage or an input
      that cannot be read; an unreadable input is counted as an error and never
      reported as "0 errors".
      """)

  static func run(_ given: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    var output = CommandOutput()
    var arguments = given
    guard var settings = ValidateSettings.load(&arguments, environment: environment, into: &output)
    else { return output }
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
        keep: environment.keepsInputsUntilExit, includes: settings.checks,
        keepsText: Suppressions.applies(to:)))
    for text in checked.keptTexts { settings.scan(text.bytes, file: text.file) }
    output.stderr += checked.notes.map { $0 + "\n" }.joined()
    for problem in checked.unreadable {
      output.stderr += "scenectl: error: \(problem.reason)\n"
      output.escalate(to: .usageOrInput)
    }
    if let sources { output.stderr = sources.notes + output.stderr }
    let diagnostics = settings.filter(checked.diagnostics)
    settings.writeBaseline(
      diagnostics, arguments: arguments, inputs: checked.inputs, into: &output)
    // With a baseline, only what it does not hold is reported and counted.
    let report = Report(
      diagnostics: diagnostics, baseline: settings.match(diagnostics), checked: checked)
    output.stdout = render(report, arguments: arguments, environment: environment)
    if (arguments.value("--format") ?? "text") == "text" {
      output.stdout += settings.summary(report.baseline)
    }
    if report.errors > 0 || (report.warnings > 0 && arguments.has("--strict")) {
      output.escalate(to: .problemsFound)
    }
    return output
  }

  /// What a run reports: the diagnostics as configured, with the baseline's verdict.
  struct Report {
    /// Every diagnostic as configured and suppressed, in output order.
    var diagnostics: [Diagnostic]
    var baseline: Baseline.Match?
    var checked: InputsCheck.Result

    /// What is reported and counted: with a baseline, only what it does not hold.
    var reported: [Diagnostic] { baseline?.new ?? diagnostics }
    /// An input that cannot be read is an error of its own: never "0 errors".
    var errors: Int {
      reported.filter { $0.severity == .error }.count + checked.unreadable.count
    }
    var warnings: Int { reported.filter { $0.severity == .warning }.count }
  }

  /// The report in the format `--format` asks for. JSON and SARIF hold every diagnostic,
  /// each with its baseline state; the text formats show only the new ones.
  static func render(
    _ report: Report, arguments: ParsedCommandLine, environment: Scenectl.Environment
  ) -> String {
    let (sorted, unreadable) = (report.reported, report.checked.unreadable)
    let (errors, warnings) = (report.errors, report.warnings)
    let checked = report.checked
    switch arguments.value("--format") {
    case "json":
      return DiagnosticJSON.report(
        report.diagnostics, unreadable: unreadable, errors: errors, warnings: warnings,
        baseline: report.baseline
      ).rendered() + "\n"
    case "sarif":
      return SARIFFormat.render(
        report.diagnostics, unreadable: unreadable, baseline: report.baseline)
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

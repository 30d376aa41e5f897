import Diagnostics
import SceneFrontend
import ScenectlConfig

/// What a run of `validate` or `audit` reports: the diagnostics as configured, with the
/// baseline's verdict, and how to write them in each format.
struct CheckReport {
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

  /// The report in the format `--format` asks for. JSON and SARIF hold every diagnostic,
  /// each with its baseline state; the text formats show only the new ones.
  func render(arguments: ParsedCommandLine, environment: Scenectl.Environment) -> String {
    let (sorted, unreadable) = (reported, checked.unreadable)
    switch arguments.value(.format) {
    case "json":
      return DiagnosticJSON.report(
        diagnostics, unreadable: unreadable, errors: errors, warnings: warnings,
        baseline: baseline
      ).rendered() + "\n"
    case "sarif":
      return SARIFFormat.render(diagnostics, unreadable: unreadable, baseline: baseline)
    case "github":
      return GitHubFormat.render(
        sorted, unreadable: unreadable,
        summary: DiagnosticPrinter(useColor: false).summary(
          errors: errors, warnings: warnings, files: checked.inputCount))
    default:
      let printer = DiagnosticPrinter(useColor: environment.useColor(arguments.value(.color)))
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

import Diagnostics
import FileSystem
import SceneAudit
import SceneFrontend
import SceneModel
import ScenectlConfig

/// One run of the checks over files, as `validate` and `audit` make it: the configuration,
/// the inputs through the front end (`InputsCheck`), the audit when asked for, suppressions
/// and the baseline, then the report in the format asked for and the exit status.
enum CheckRun {
  /// What the audit (`SceneAudit`) adds to a run.
  struct AuditScope {
    /// The variants and codes to audit.
    var options = Audit.Options()
    /// Whether only the audit's findings and the errors are reported (`audit`), or every
    /// diagnostic as well (`validate --audit`).
    var reportsOnlyAudit = false
  }

  static func run(
    _ given: ParsedCommandLine, environment: Scenectl.Environment, audit: AuditScope?
  ) -> CommandOutput {
    var output = CommandOutput()
    var arguments = given
    guard var settings = ValidateSettings.load(&arguments, environment: environment, into: &output)
    else { return output }
    let devices = arguments.values(.device)
    for name in devices where Device.named(name) == nil {
      output.stderr += "scenectl: error: \(DeviceNames.unknown(name))\n"
      output.escalate(to: .usageOrInput)
      return output
    }
    guard let versions = IOSArgument.versions(arguments, into: &output) else { return output }
    // The code is read and scanned on other cores while the files are parsed (the first
    // use of the index waits for it); its notes still come first on standard error.
    let (sources, failed) = SourcesArgument.start(arguments, into: &output)
    if failed { return output }
    var root: ReadRoot?
    if let given = arguments.value(.root) {
      root = RootArgument.named(given, into: &output)
      if root == nil { return output }
    }
    // The audit runs when asked for, or for the rules of it the configuration opts in.
    let optedIn = Set(settings.configuration?.optInRules ?? [])
      .intersection(AuditRule.allCodes.map(\.name))
    var auditing: (@Sendable (Storyboard) -> [Diagnostic])?
    var assets = AssetColors()
    if var options = audit?.options ?? (optedIn.isEmpty ? nil : Audit.Options(codes: optedIn)) {
      assets = readAssetColors(arguments, sources: sources, root: root, options: &options)
      let options = options
      auditing = { storyboard in SceneAudit.Audit.run(storyboard, options: options) }
    }
    let checked = InputsCheck.run(
      arguments.positionals,
      options: InputsCheck.Options(
        root: root, devices: devices, ios: versions.ios, sdk: versions.sdk,
        sources: sources,
        standardInputName: arguments.value(.stdinName),
        keep: environment.keepsInputsUntilExit, includes: settings.checks,
        keepsText: Suppressions.applies(to:),
        moreChecks: auditing))
    for text in checked.keptTexts { settings.scan(text.bytes, file: text.file) }
    output.stderr += (assets.notes + checked.notes).map { $0 + "\n" }.joined()
    for problem in checked.unreadable {
      output.stderr += "scenectl: error: \(problem.reason)\n"
      output.escalate(to: .usageOrInput)
    }
    if let sources { output.stderr = sources.notes + output.stderr }
    var diagnostics = settings.filter(
      Diagnostic.sortedForOutput(assets.diagnostics + checked.diagnostics),
      auditing: audit != nil)
    if let audit, audit.reportsOnlyAudit {
      let codes = Set(AuditRule.allCodes.map(\.name) + [AssetColors.unreadableCode.name])
      diagnostics.removeAll { $0.severity != Diagnostic.Severity.error && !codes.contains($0.code) }
    }
    settings.writeBaseline(
      diagnostics, arguments: arguments, inputs: checked.inputs, into: &output)
    // With a baseline, only what it does not hold is reported and counted.
    let report = CheckReport(
      diagnostics: diagnostics, baseline: settings.match(diagnostics), checked: checked)
    output.stdout = report.render(arguments: arguments, environment: environment)
    if (arguments.value(.format) ?? "text") == "text" {
      output.stdout += settings.summary(report.baseline)
    }
    if report.errors > 0 || (report.warnings > 0 && arguments.has(.strict)) {
      output.escalate(to: .problemsFound)
    }
    return output
  }

  /// The colours of the app's asset catalogues, for the contrast rule when the audit runs it:
  /// those under the `--sources` folders and the folders given to check, set in `options`
  /// when there is one such folder (docs/Audit.md, "Asset catalogue colours").
  static func readAssetColors(
    _ arguments: ParsedCommandLine, sources: AppSources?, root: ReadRoot?,
    options: inout Audit.Options
  ) -> AssetColors {
    guard options.readsAssetColors else { return AssetColors() }
    let folders =
      (sources?.folders ?? [])
      + arguments.positionals.filter { $0 != "-" && FileSystem.kind(of: $0) == .folder }
    guard !folders.isEmpty else { return AssetColors() }
    let assets = AssetColors.read(folders: folders, root: root)
    options.assetColors = assets.colors
    return assets
  }
}

import Diagnostics
import FileSystem
import SceneFrontend
import ScenectlConfig
import YAML

/// What shapes one `validate` run beyond its files: the configuration (`.scenectl.yml`,
/// `--config`, `--no-config`), the suppression comments of the scene files read and the
/// baseline (`--baseline`, `--write-baseline`). The logic is ScenectlConfig's; this parses
/// the options, reports what cannot be used, and applies the rest in order.
struct ValidateSettings {
  static let options: [CommandSpec.Option] =
    ConfigurationDefaults.options + [
      .baseline,
      .writeBaseline,
    ]

  var configuration: Configuration?
  var baseline: (file: String, content: Baseline)?
  private var suppressions: [Suppressions] = []

  /// The settings of a command line, with the configuration's defaults put into `arguments`
  /// where no option gives them; nil after reporting what cannot be used (status 2).
  static func load(
    _ arguments: inout ParsedCommandLine, environment: Scenectl.Environment,
    into output: inout CommandOutput
  ) -> ValidateSettings? {
    var settings = ValidateSettings()
    func refuse(_ text: String) -> ValidateSettings? {
      output.stderr += text
      output.escalate(to: .usageOrInput)
      return nil
    }
    switch ConfigurationDefaults.load(
      &arguments, spec: ValidateCommand.spec, environment: environment, into: &output)
    {
    case .none: break
    case .loaded(let configuration): settings.configuration = configuration
    case .refused: return nil
    }
    // The configuration's baseline, unless the run writes one.
    let configured = settings.configuration.flatMap { configuration in
      configuration.baseline.map(configuration.resolve)
    }
    let baselineFile =
      arguments.value(.baseline) ?? (arguments.has(.writeBaseline) ? nil : configured)
    if let file = baselineFile {
      switch FileSystem.read(file, limit: YAMLLimits.default.maxBytes) {
      case .failure(let failure):
        return refuse(
          "scenectl: error: cannot read baseline '\(MessageText.escaped(file))': "
            + "\(failure.reason); write one with 'scenectl validate --write-baseline FILE'\n")
      case .success(let bytes):
        switch Baseline.read(bytes, file: file) {
        case .failure(let problem):
          return refuse(DiagnosticPrinter(useColor: false).render([problem.diagnostic]).joined())
        case .success(let content): settings.baseline = (file, content)
        }
      }
    }
    return settings
  }

  /// Whether a file found in a folder is checked: it must pass the configuration's `included`
  /// and `excluded` (a file named on the command line always is: `InputsCheck`).
  var checks: @Sendable (InputPaths.Input) -> Bool {
    let configuration = configuration
    return { input in configuration?.checks(input.path) ?? true }
  }

  /// Reads the suppression comments of a scene file (not of a storyboard).
  mutating func scan(_ bytes: [UInt8], file: String) {
    guard Suppressions.applies(to: bytes) else { return }
    let found = Suppressions(scanning: bytes, file: file, rules: RuleCatalogue.vocabulary)
    if !found.isEmpty { suppressions.append(found) }
  }

  /// The diagnostics to report: the rules as configured, without those the comments
  /// silence, with the comments' own warnings, in output order. `auditing`: the run asked
  /// for the audit, whose rules are then on unless switched off.
  func filter(_ diagnostics: [Diagnostic], auditing: Bool = false) -> [Diagnostic] {
    var kept = diagnostics
    for file in suppressions { kept = file.apply(to: kept) }
    // The comments' own warnings are a rule like any other: configured too.
    let rules = auditing ? RuleCatalogue.auditingVocabulary : RuleCatalogue.vocabulary
    kept = Configuration.apply(configuration, to: kept, rules: rules)
    return Diagnostic.sortedForOutput(kept)
  }

  /// The working folder, ending in `/`, that fingerprints make paths relative to (as the
  /// SARIF output does).
  static var base: String? {
    FileSystem.resolved(".").map { $0.hasSuffix("/") ? $0 : $0 + "/" }
  }

  /// The run's diagnostics against the baseline, if one is used.
  func match(_ diagnostics: [Diagnostic]) -> Baseline.Match? {
    baseline?.content.match(diagnostics, base: Self.base)
  }

  /// The line after the summary that counts what the baseline hid and what of it is gone.
  func summary(_ match: Baseline.Match?) -> String {
    guard let match, let baseline else { return "" }
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    var text =
      "baseline '\(MessageText.escaped(baseline.file))': "
      + "\(plural(match.unchanged.count, "finding")) not shown"
    if !match.absent.isEmpty {
      text += ", \(match.absent.count) no longer found (write it again to drop them)"
    }
    return text + "\n"
  }

  /// Writes the baseline of a run's diagnostics to `--write-baseline`'s file, if given,
  /// never onto an input nor over a file scenectl did not write (`OutputRule`).
  func writeBaseline(
    _ diagnostics: [Diagnostic], arguments: ParsedCommandLine, inputs: [String],
    into output: inout CommandOutput
  ) {
    guard let path = arguments.value(.writeBaseline) else { return }
    var files = InputFiles.none
    for input in inputs + [configuration?.file].compactMap({ $0 }) { files.add(input) }
    let rule = OutputRule(inputs: files, force: true)
    let text = Baseline(recording: diagnostics, base: Self.base).text
    let problem: String?
    switch rule.check(path) {
    case .failure(let refusal): problem = refusal.message
    case .success(let target):
      problem = rule.write(
        GeneratedHeader.marked(text, .yaml, by: "validate --write-baseline"), to: target)
    }
    guard let problem else { return }
    output.stderr += "scenectl: error: \(problem)\n"
    output.escalate(to: .usageOrInput)
  }
}

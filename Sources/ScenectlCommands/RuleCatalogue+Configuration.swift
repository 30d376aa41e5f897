import Diagnostics
import ScenectlConfig

extension RuleCatalogue {
  /// The rules of the configuration, the suppression comments and the baseline
  /// (docs/Validation.md, "Configuration, suppressions and the baseline").
  static let configurationRules: [Rule] = [
    Rule(
      code: ConfigurationCodes.unknownKey, level: .error, page: "docs/Validation.md",
      summary: "a key .scenectl.yml does not have, with a did-you-mean"),
    Rule(
      code: ConfigurationCodes.unknownRule, level: .error, page: "docs/Validation.md",
      summary: "a rule code in .scenectl.yml that names no rule, with a did-you-mean"),
    Rule(
      code: ConfigurationCodes.invalidValue, level: .error, page: "docs/Validation.md",
      summary: "a value of .scenectl.yml of the wrong kind (a severity, a glob, a device, an "
        + "iOS version, a folder), or a rule of reading a file switched off or lowered"),
    Rule(
      code: ConfigurationCodes.redundant, level: .warning, page: "docs/Validation.md",
      summary: "an entry of .scenectl.yml that changes nothing: a rule in opt_in_rules that is "
        + "on by default"),
    Rule(
      code: ConfigurationCodes.superfluousDisable, level: .warning, page: "docs/Validation.md",
      summary: "a '# scenectl:disable…' comment that silences nothing, names an unknown rule or "
        + "directive, disables a rule twice, or an 'enable' without its 'disable'"),
    Rule(
      code: ConfigurationCodes.invalidBaseline, level: .error, page: "docs/Validation.md",
      summary: "a baseline file that is not one scenectl wrote: no 'version: 1', no list "
        + "'findings', a finding without a 16-digit fingerprint"),
  ]

  /// What a configuration may do with each rule: the rules of reading a file (its syntax,
  /// its limits) and of the configuration itself stay on as errors; the audit's rules
  /// (docs/Audit.md) are off unless `opt_in_rules` names them.
  static let vocabulary = vocabulary(auditing: false)

  /// The vocabulary of a run that asks for the audit (`audit`, `validate --audit`): its rules
  /// are on, as the others are.
  static let auditingVocabulary = vocabulary(auditing: true)

  private static func vocabulary(auditing: Bool) -> RuleVocabulary {
    RuleVocabulary(
      rules.map { rule in
        let reading = (loadingRules + storyboardRules + configurationRules).contains {
          $0.code == rule.code && $0.level == .error
        }
        let fixed =
          reading || rule.code == DiagnosticJSON.unreadableCode
          || rule.code == DiagnosticCap.omittedCode
        if fixed { return (rule.code, .fixed) }
        let optIn = !auditing && auditRules.contains { $0.code == rule.code }
        return (rule.code, optIn ? .optIn : .onByDefault)
      })
  }
}

import Diagnostics
import ScenectlConfig

extension RuleCatalogue {
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
        let reading =
          DiagnosticCode.loadingCodes + DiagnosticCode.storyboardCodes
          + DiagnosticCode.configurationCodes
        let fixed =
          reading.contains { $0 == rule && $0.level == .error }
          || rule == .unreadableInput || rule.name == DiagnosticCap.omittedCode
        if fixed { return (rule.name, .fixed) }
        let optIn = !auditing && DiagnosticCode.auditCodes.contains(rule)
        return (rule.name, optIn ? .optIn : .onByDefault)
      })
  }
}

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
    // The names of the codes that stay on and of the opt-in ones, found once: every run reads
    // the vocabulary at its start, and comparing each rule with each reading code (four texts
    // each) took about 3.4 M instructions of it.
    let reading =
      DiagnosticCode.loadingCodes + DiagnosticCode.storyboardCodes
      + DiagnosticCode.configurationCodes
    var fixedNames = Set(reading.filter { $0.level == .error }.map(\.name))
    fixedNames.insert(DiagnosticCode.unreadableInput.name)
    fixedNames.insert(DiagnosticCap.omittedCode)
    let optInNames = auditing ? [] : Set(DiagnosticCode.auditCodes.map(\.name))
    return RuleVocabulary(
      rules.map { rule in
        if fixedNames.contains(rule.name) { return (rule.name, .fixed) }
        return (rule.name, optInNames.contains(rule.name) ? .optIn : .onByDefault)
      })
  }
}

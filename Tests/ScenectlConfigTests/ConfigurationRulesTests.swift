import Diagnostics
import Testing

@testable import ScenectlConfig

/// `Configuration.apply`: rules off by default stay off unless `opt_in_rules` names them;
/// `disabled_rules` and `severity` act on the rest.
@Suite struct ConfigurationRulesTests {
  let rules = RuleVocabulary([
    ("quiet-rule", .optIn), ("loud-rule", .onByDefault), ("yaml-syntax", .fixed),
  ])
  let found: [Diagnostic] = [
    .warning("quiet-rule", "a", at: .init(file: "a.yaml", line: 1, column: 1)),
    .warning("loud-rule", "b", at: .init(file: "a.yaml", line: 2, column: 1)),
  ]

  @Test func optInRulesAreOffUnlessNamed() {
    #expect(Configuration.apply(nil, to: found, rules: rules).map(\.code) == ["loud-rule"])
    var configuration = Configuration(file: ".scenectl.yml", folder: ".")
    configuration.optInRules = ["quiet-rule"]
    #expect(
      Configuration.apply(configuration, to: found, rules: rules).map(\.code)
        == ["quiet-rule", "loud-rule"])
  }

  @Test func disabledWinsOverASeverity() {
    var configuration = Configuration(file: ".scenectl.yml", folder: ".")
    configuration.disabledRules = ["loud-rule"]
    configuration.severities = ["loud-rule": .error]
    #expect(Configuration.apply(configuration, to: found, rules: rules).isEmpty)
    configuration.disabledRules = []
    #expect(
      Configuration.apply(configuration, to: found, rules: rules).map(\.severity) == [.error])
  }
}

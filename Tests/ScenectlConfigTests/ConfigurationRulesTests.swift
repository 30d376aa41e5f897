import Diagnostics
import Testing

@testable import ScenectlConfig

/// `Configuration.apply`: rules off by default stay off unless `opt_in_rules` names them;
/// `disabled_rules` and `severity` act on the rest.
@Suite struct ConfigurationRulesTests {
  let rules = RuleVocabulary([
    ("touch-target-size", .optIn), ("layout-ambiguous", .onByDefault), ("yaml-syntax", .fixed),
  ])
  let found: [Diagnostic] = [
    .warning(.touchTargetSize, "a", at: .init(file: "a.yaml", line: 1, column: 1)),
    .warning(.layoutAmbiguous, "b", at: .init(file: "a.yaml", line: 2, column: 1)),
  ]

  @Test func optInRulesAreOffUnlessNamed() {
    #expect(Configuration.apply(nil, to: found, rules: rules).map(\.code) == ["layout-ambiguous"])
    var configuration = Configuration(file: ".scenectl.yml", folder: ".")
    configuration.optInRules = ["touch-target-size"]
    #expect(
      Configuration.apply(configuration, to: found, rules: rules).map(\.code)
        == ["touch-target-size", "layout-ambiguous"])
  }

  @Test func disabledWinsOverASeverity() {
    var configuration = Configuration(file: ".scenectl.yml", folder: ".")
    configuration.disabledRules = ["layout-ambiguous"]
    configuration.severities = ["layout-ambiguous": .error]
    #expect(Configuration.apply(configuration, to: found, rules: rules).isEmpty)
    configuration.disabledRules = []
    #expect(
      Configuration.apply(configuration, to: found, rules: rules).map(\.severity) == [.error])
  }
}

import Diagnostics
import Testing

@testable import ScenectlConfig

/// `ConfigurationReader` on its own: the did-you-mean budget that keeps 10,000 misspelt names
/// cheap, and a configuration that is empty, only comments, or no mapping.
@Suite struct ConfigurationReaderTests {
  let rules = RuleVocabulary([("layout-offscreen", .onByDefault), ("yaml-syntax", .fixed)])

  func read(_ text: String) -> ConfigurationReader.Read {
    ConfigurationReader.read(Array(text.utf8), file: "c.yml", folder: ".", rules: rules)
  }

  @Test func onlyTheFirstHundredNamesGetADidYouMean() {
    let text = "disabled_rules:\n" + (0..<150).map { "  - layout-ofscreen\($0)\n" }.joined()
    let messages = read(text).diagnostics.map(\.message)
    #expect(messages.count == 150)
    #expect(messages.filter { $0.contains("did you mean 'layout-offscreen'?") }.count == 100)
    #expect(
      messages.last
        == "unknown rule 'layout-ofscreen149' in 'disabled_rules'; the rules are the codes of "
        + "docs/Validation.md and docs/Layout.md")
  }

  @Test func anEmptyConfigurationSetsNothing() {
    for text in ["", "# only a comment\n"] {
      let read = read(text)
      #expect(read.diagnostics.isEmpty)
      #expect(read.configuration == Configuration(file: "c.yml", folder: "."))
    }
  }

  @Test func aScalarIsNoConfiguration() {
    #expect(
      read("disabled_rules\n").diagnostics.map {
        "\($0.location?.description ?? ""): \($0.severity): \($0.message) [\($0.code)]"
      } == [
        "c.yml:1:1: error: the configuration is not a mapping; write keys such as "
          + "'disabled_rules:' at the top [config-invalid-value]"
      ])
  }
}

import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// `scenectl audit` and `validate --audit`: the findings in each output format, and the exit
/// status.
@Suite struct AuditCommandTests {
  static let scene = """
    format: 1
    storyboard: Test
    initial: s
    devices: [iphone-se]
    scenes:
      s:
        kind: viewController
        views:
          - { id: narrow, type: button, title: A, frame: [20, 100, 43.5, 44] }
          - { id: caption, type: label, text: Hi, frame: [20, 200, 100, 20] }
    """

  /// Runs scenectl on the scene written to a temporary file, named `scene.yaml` in the output.
  func run(_ arguments: [String]) throws -> CommandOutput {
    try withTemporaryFile(Self.scene) { path in
      var output = Scenectl.run(arguments.map { $0 == "FILE" ? path : $0 })
      output.stdout = output.stdout.replacingOccurrences(of: path, with: "scene.yaml")
      return output
    }
  }

  static let finding =
    "scene.yaml:9:15: warning: button 'narrow' has a hit area 43.5 pt wide on iphone-se "
    + "(content size large, locale base), under the 44 x 44 pt minimum; make it at least 44 "
    + "points wide and high [touch-target-size]"

  @Test func textNamesTheVariantAndExitsZero() throws {
    let output = try run(["audit", "FILE", "--no-config"])
    #expect(output.stdout == Self.finding + "\n0 errors, 1 warning in 1 file\n")
    #expect(output.stderr == "")
    #expect(output.status == .success)
  }

  @Test func strictFailsOnAFinding() throws {
    let output = try run(["audit", "FILE", "--no-config", "--strict"])
    #expect(output.status == .problemsFound)
  }

  @Test func variantsAreNamedAsAsked() throws {
    let output = try run([
      "audit", "FILE", "--no-config", "--device", "ipad", "--content-size", "xxxLarge",
      "--content-size", "large",
    ])
    #expect(
      output.stdout
        == "scene.yaml:9:15: warning: button 'narrow' has a hit area 43.5 pt wide on ipad "
        + "(content size xxxLarge and large, locale base), under the 44 x 44 pt minimum; make "
        + "it at least 44 points wide and high [touch-target-size]"
        + "\n0 errors, 1 warning in 1 file\n")
  }

  @Test func anUnknownContentSizeIsAUsageError() throws {
    let output = try run(["audit", "FILE", "--content-size", "huge"])
    #expect(output.status == .usageOrInput)
    #expect(output.stderr.hasPrefix("scenectl: error: "))
  }

  @Test func githubAnnotatesTheFinding() throws {
    let output = try run(["audit", "FILE", "--no-config", "--format", "github"])
    #expect(
      output.stdout.hasPrefix(
        "::warning file=scene.yaml,line=9,col=15,title=touch-target-size::button 'narrow' has "
          + "a hit area 43.5 pt wide on iphone-se"))
  }

  @Test func sarifHoldsTheFindingAndItsRule() throws {
    let output = try run(["audit", "FILE", "--no-config", "--format", "sarif"])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["touch-target-size"])
    #expect(results.first?["level"] as? String == "warning")
  }

  /// `validate` leaves the audit out unless `--audit` asks for it.
  @Test func validateAuditsOnlyWhenAsked() throws {
    let plain = try run(["validate", "FILE", "--no-config"])
    #expect(plain.stdout == "0 errors, 0 warnings in 1 file\n")
    let audited = try run(["validate", "FILE", "--no-config", "--audit"])
    #expect(audited.stdout == Self.finding + "\n0 errors, 1 warning in 1 file\n")
  }

  /// Runs scenectl with the configuration `config` (`--config`) on the scene.
  func run(_ arguments: [String], config: String) throws -> CommandOutput {
    try withTemporaryFile(config, suffix: ".yml") { configPath in
      try run(arguments + ["--config", configPath])
    }
  }

  /// `opt_in_rules` switches an audit rule on in `validate`, which then audits for it alone.
  @Test func theConfigurationOptsAnAuditRuleIn() throws {
    let output = try run(["validate", "FILE"], config: "opt_in_rules: [touch-target-size]\n")
    #expect(output.stdout == Self.finding + "\n0 errors, 1 warning in 1 file\n")
    #expect(output.stderr == "")
    let other = try run(["validate", "FILE"], config: "opt_in_rules: [touch-target-overlap]\n")
    #expect(other.stdout == "0 errors, 0 warnings in 1 file\n")
  }

  /// `disabled_rules` switches an audit rule off in `audit` too.
  @Test func theConfigurationSwitchesAnAuditRuleOff() throws {
    let output = try run(["audit", "FILE"], config: "disabled_rules: [touch-target-size]\n")
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
  }

  /// A storyboard's accessibility and colours are imported: an image-only button with no
  /// label is found and one with a label is not, a decorative image view is not and one that
  /// is an element is, and secondaryLabel text on the root view's systemBackground is checked
  /// light and dark.
  @Test func aStoryboardIsAuditedWithItsAccessibilityAndColours() throws {
    let file = "Tests/SceneAuditTests/Fixtures/Accessibility.storyboard"
    var output = Scenectl.run(["audit", "\(repositoryRoot)/\(file)", "--no-config"])
    output.stdout = output.stdout.replacingOccurrences(of: repositoryRoot + "/", with: "")
    let variant = "on iphone-se (content size large, locale base)"
    #expect(
      output.stdout == """
        \(file):12:29: warning: button 'close' shows only the image 'xmark' and has no \
        accessibility label \(variant); VoiceOver has no words to read for it: give it an \
        'accessibilityLabel' that says what it does [accessibility-label-missing]
        \(file):26:29: warning: imageView 'portrait' shows an image and has no accessibility \
        label \(variant); VoiceOver has no words to read for it: give it an \
        'accessibilityLabel' that says what it does [accessibility-label-missing]
        \(file):32:29: warning: label 'faint' has text at 3.43:1 against the root view \
        (#8a8a8e on #ffffff) in the light appearance \(variant), under the 4.5:1 WCAG 2.x asks \
        of text under 18 pt (14 pt bold); make the text or the background darker or lighter \
        [contrast-low]
        0 errors, 3 warnings in 1 file

        """)
  }
}

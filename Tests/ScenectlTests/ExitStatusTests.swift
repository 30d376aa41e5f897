import ScenectlCommands
import Testing

/// The README's exit status table, for every command: 0 when there is no error (warnings
/// alone pass), 1 for errors, or warnings with `--strict`, 2 for an input that cannot be read.
@Suite struct ExitStatusTests {
  /// A file with no problem, one with a warning only, one with an error, and none at all.
  static let clean = "Scenes/Wonderland.yaml"
  static let warnings = "Scenes/Broken/unreachable-scene.yaml"
  static let errors = "Scenes/Broken/format-version.yaml"
  static let missing = "Scenes/NoSuchFile.yaml"

  /// Each command's arguments for an input file, with the scene `layout` and `render` draw.
  static func arguments(_ command: String, _ file: String, scene: String = "book") -> [String] {
    switch command {
    case "layout", "render": [command, file, "--scene", scene]
    default: [command, file]
    }
  }

  @Test(arguments: ["validate", "simulate", "layout", "render", "graph", "explore"])
  func statusFollowsTheTable(_ name: String) {
    let clean = Self.arguments(name, Self.clean, scene: "tabs")
    #expect(scenectl(clean).status == .success)
    #expect(scenectl(clean + ["--strict"]).status == .success)
    let warnings = Self.arguments(name, Self.warnings)
    #expect(scenectl(warnings).status == .success)
    #expect(scenectl(warnings + ["--strict"]).status == .problemsFound)
    #expect(scenectl(warnings + ["--warnings-as-errors"]).status == .problemsFound)
    let errors = Self.arguments(name, Self.errors)
    #expect(scenectl(errors).status == .problemsFound)
    #expect(scenectl(errors + ["--strict"]).status == .problemsFound)
    let missing = Self.arguments(name, Self.missing)
    #expect(scenectl(missing).status == .usageOrInput)
    #expect(scenectl(missing + ["--strict"]).status == .usageOrInput)
  }

  @Test func commandsOtherThanValidateCountWarningsOnStandardError() {
    let output = scenectl("simulate", Self.warnings)
    #expect(output.status == .success)
    #expect(
      output.stderr == "scenectl: warning: 'Scenes/Broken/unreachable-scene.yaml' has 1 warning;"
        + " 'scenectl validate Scenes/Broken/unreachable-scene.yaml' lists them\n")
    let strict = scenectl("graph", Self.warnings, "--strict")
    #expect(
      strict.stderr == "Scenes/Broken/unreachable-scene.yaml:10:3: warning: scene 'authorInfo' is"
        + " unreachable: no relationship or segue leads to it from the initial scene 'book'"
        + " [unreachable-scene]\n"
        + "scenectl: error: 'Scenes/Broken/unreachable-scene.yaml' has warnings (--strict);"
        + " nothing was drawn\n")
  }

  @Test func testPassesOnWarningsAndFailsWithStrict() {
    let flow = "Tests/ScenectlTests/Fixtures/warnings-only-flow.yaml"
    let output = scenectl("test", flow, "--root", ".")
    #expect(output.status == .success)
    #expect(output.stderr.hasPrefix("scenectl: warning: '"))
    #expect(output.stderr.hasSuffix("unreachable-scene.yaml' lists them\n"))
    #expect(scenectl("test", flow, "--strict", "--root", ".").status == .problemsFound)
    #expect(
      scenectl("test", "Tests/ScenectlTests/Fixtures/no-such-flow.yaml").status == .usageOrInput)
  }

  @Test func importFollowsTheTable() {
    #expect(
      scenectl("import", "Tests/StoryboardImportTests/Fixtures/Small.storyboard").status == .success
    )
    // Not XML a storyboard can be: a located error, status 1.
    let broken = scenectl("import", "Tests/ScenectlTests/Fixtures/unknown-class.yaml")
    #expect(broken.status == .problemsFound)
    #expect(broken.stderr.hasPrefix("Tests/ScenectlTests/Fixtures/unknown-class.yaml:1:1: error: "))
    #expect(scenectl("import", "Tests/NoSuchFile.storyboard").status == .usageOrInput)
  }
}

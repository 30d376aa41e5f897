import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

@Suite struct ValidateCommandTests {
  @Test func theExamplesAreFound() {
    #expect(yamlFiles(in: "Scenes").count == 4)
    #expect(yamlFiles(in: "Scenes/Broken").count >= 30)
  }

  @Test(arguments: yamlFiles(in: "Scenes"))
  func shippedAppsValidateCleanly(_ file: String) {
    let output = scenectl("validate", file)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
    #expect(output.stderr == "")
    #expect(output.status == .success)
  }

  /// Each Scenes/Broken file lists the diagnostics it must produce, as
  /// `# expect: CODE LINE:COLUMN` lines, and produces nothing else.
  @Test(arguments: yamlFiles(in: "Scenes/Broken"))
  func brokenFileReportsWhatItExpects(_ file: String) throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/\(file)", encoding: .utf8)
    let expected = text.split(separator: "\n")
      .filter { $0.hasPrefix("# expect: ") }
      .map { $0.dropFirst("# expect: ".count).split(separator: " ") }
      .map { "\(file):\($0[1]): [\($0[0])]" }
    let output = scenectl("validate", file)
    let lines = output.stdout.split(separator: "\n")
    let found = lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }
      .map { line -> String in
        let place = line.split(separator: ":").prefix(3).joined(separator: ":")
        let code = line.split(separator: " ").last ?? ""
        return "\(place): \(code)"
      }
    #expect(found == expected)
    // Warnings alone pass; with --strict they fail as errors do.
    let hasErrors = lines.contains { $0.contains(": error: ") }
    #expect(output.status == (hasErrors ? .problemsFound : .success))
    #expect(scenectl("validate", "--strict", file).status == .problemsFound)
  }

  @Test func textOutputHasNotesAndSummary() {
    let output = scenectl("validate", "Scenes/Broken/duplicate-id.yaml")
    #expect(
      output.stdout == """
        Scenes/Broken/duplicate-id.yaml:15:13: error: id 'nameLabel' is used twice in scene \
        'main'; give each view and bar item its own id [duplicate-id]
        Scenes/Broken/duplicate-id.yaml:11:13: note: 'nameLabel' first defined here
        1 error, 0 warnings in 1 file

        """)
    #expect(output.status == .problemsFound)
  }

  @Test func jsonOutput() {
    let output = scenectl("validate", "--format", "json", "Scenes/Broken/unreachable-scene.yaml")
    #expect(
      output.stdout == """
        {
          "diagnostics": [
            {
              "severity": "warning",
              "code": "unreachable-scene",
              "message": "scene 'authorInfo' is unreachable: no relationship or segue leads to it from the initial scene 'book'",
              "file": "Scenes/Broken/unreachable-scene.yaml",
              "line": 10,
              "column": 3
            }
          ],
          "errors": 0,
          "warnings": 1
        }

        """)
    #expect(output.status == .success)
  }

  @Test func severalFilesShareOneSummary() {
    let output = scenectl(
      "validate", "Scenes/Wonderland.yaml", "Scenes/Broken/format-version.yaml")
    #expect(output.stdout.hasSuffix("1 error, 0 warnings in 2 files\n"))
    #expect(output.status == .problemsFound)
  }

  @Test func unreadableFileIsExitTwo() {
    let output = scenectl("validate", "Scenes/NoSuchFile.yaml")
    #expect(
      output.stderr
        == "scenectl: error: cannot read 'Scenes/NoSuchFile.yaml': No such file or directory\n")
    #expect(output.stdout == "1 error, 0 warnings in 1 file (1 file could not be read)\n")
    #expect(output.status == .usageOrInput)
  }

  @Test func unreadableFileHasAJSONEntry() {
    let output = scenectl(
      "validate", "--format", "json", "Scenes/NoSuchFile.yaml", "Scenes/Broken/format-version.yaml")
    #expect(
      output.stdout.hasPrefix(
        """
        {
          "diagnostics": [
            {
              "severity": "error",
              "code": "unreadable-input",
              "message": "cannot read 'Scenes/NoSuchFile.yaml': No such file or directory",
              "file": "Scenes/NoSuchFile.yaml"
            },
        """))
    #expect(output.stdout.hasSuffix("  \"errors\": 2,\n  \"warnings\": 0\n}\n"))
    #expect(output.status == .usageOrInput)
  }
}

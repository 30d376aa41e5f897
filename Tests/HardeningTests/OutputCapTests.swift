import Foundation
import ScenectlCommands
import Testing

/// JSON, SARIF and GitHub output list at most 1,000 diagnostics per file, as text does, then
/// one `more-diagnostics` entry that counts the rest; `import` lists at most 1,000 elements
/// not carried (issue 28, item 5).
@Suite struct OutputCapTests {
  static let rest = "… and 500 more errors in F/a.yaml"

  /// Runs `validate --format FORMAT` on a file of 1,500 invalid views.
  static func validate(format: String) throws -> CommandOutput {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try DiagnosticCapTests.badViews(1_500).write(
      toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    return scenectl(["validate", "--format", format, "\(folder)/a.yaml"], in: folder)
  }

  @Test func jsonListsAThousandThenCountsTheRest() throws {
    let output = try Self.validate(format: "json")
    #expect(output.status == .problemsFound)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let entries = try #require(report["diagnostics"] as? [[String: Any]])
    #expect(entries.count == 1_001)
    #expect(report["errors"] as? Int == 1_500)
    let last = try #require(entries.last)
    #expect(last["severity"] as? String == "note")
    #expect(last["code"] as? String == "more-diagnostics")
    #expect(last["message"] as? String == Self.rest)
    #expect(last["file"] as? String == "F/a.yaml")
    #expect(
      (last["omitted"] as? [String: Int]) == ["errors": 500, "warnings": 0, "notes": 0])
  }

  @Test func sarifListsAThousandThenCountsTheRest() throws {
    let output = try Self.validate(format: "sarif")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 1_001)
    let last = try #require(results.last)
    #expect(last["ruleId"] as? String == "more-diagnostics")
    #expect(last["level"] as? String == "note")
    #expect((last["message"] as? [String: Any])?["text"] as? String == Self.rest)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let index = try #require(last["ruleIndex"] as? Int)
    #expect(rules[index]["id"] as? String == "more-diagnostics")
  }

  @Test func githubListsAThousandThenCountsTheRest() throws {
    let output = try Self.validate(format: "github")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 1_000 + 1 + 1)
    #expect(lines.filter { $0.hasPrefix("::error ") }.count == 1_000)
    #expect(
      lines.suffix(2) == [
        "::notice file=F/a.yaml,title=more-diagnostics::\(Self.rest)",
        "1500 errors, 0 warnings in 1 file",
      ])
  }

  /// A storyboard of one scene with `count` custom objects of a kind the format lacks.
  static func storyboard(objects count: Int) -> String {
    let objects = (0..<count).map { #"<unknownThing id="u\#($0)"/>"# }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="vc">
      <scenes><scene sceneID="s"><objects>
      <viewController id="vc" sceneMemberID="viewController"><view key="view" id="r"/></viewController>
      \(objects)
      </objects></scene></scenes>
      </document>

      """
  }

  @Test func importListsAThousandNotCarriedThenCountsTheRest() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/Many.storyboard"
    try Self.storyboard(objects: 1_005).write(toFile: path, atomically: true, encoding: .utf8)
    let text = scenectl(["import", path, "-o", "\(folder)/Many.yaml"], in: folder)
    #expect(text.status == .success)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines[1] == "not carried (1005):")
    #expect(lines.count == 2 + 1_000 + 1)
    #expect(lines.last == "… and 5 more not carried in F/Many.storyboard")
    let json = scenectl(["import", path, "--format", "json"], in: folder)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let entries = try #require(report["notCarried"] as? [[String: Any]])
    #expect(entries.count == 1_001)
    #expect(entries.last?["message"] as? String == "… and 5 more not carried in F/Many.storyboard")
    #expect(entries.last?["omitted"] as? Int == 5)
  }
}

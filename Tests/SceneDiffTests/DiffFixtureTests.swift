import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// A change made to the fixture storyboard by replacing text, and the report it must give.
struct DiffCase: Sendable, CustomTestStringConvertible {
  let name: String
  let edits: [(String, String)]
  let expected: String

  init(_ name: String, edits: [(String, String)], expected: String) {
    self.name = name
    self.edits = edits
    self.expected = expected
  }

  var testDescription: String { name }
}

/// Text joined by newlines (and ending in one with `end`): a multi-line edit of the fixture.
func lines(_ parts: String..., end: Bool = false) -> String {
  parts.joined(separator: "\n") + (end ? "\n" : "")
}

/// `scenectl diff` on the fixture storyboard and edited copies of it: each kind of change
/// alone, Xcode's churn, and the command's usage.
@Suite struct DiffFixtureTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path
  static let base: String =
    (try? String(contentsOfFile: "\(fixtures)/Notes.storyboard", encoding: .utf8)) ?? ""

  /// The Info scene, comment to closing tag.
  static let infoScene: String = {
    guard let start = base.range(of: "        <!--Info-->"),
      let end = base.range(of: "    </scenes>")
    else { return "" }
    return String(base[start.lowerBound..<end.lowerBound])
  }()

  /// The fixture with each edit made, each of whose old texts must occur exactly once.
  static func edited(
    _ edits: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    var text = base
    for (old, new) in edits {
      #expect(
        text.components(separatedBy: old).count == 2, "edit must match once: \(old)",
        sourceLocation: sourceLocation)
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text
  }

  /// `scenectl diff` of the fixture and `new` (both named Notes.storyboard), with `options`.
  static func diff(_ new: String, options: [String] = []) throws -> CommandOutput {
    try withTemporaryFolder { folder in
      try write(base, to: "\(folder)/old/Notes.storyboard")
      try write(new, to: "\(folder)/new/Notes.storyboard")
      return Scenectl.run(
        ["diff"] + options + ["\(folder)/old/Notes.storyboard", "\(folder)/new/Notes.storyboard"])
    }
  }

  @Test(arguments: cases) func eachChangeAloneIsReported(_ change: DiffCase) throws {
    let output = try Self.diff(Self.edited(change.edits))
    #expect(output.stdout == change.expected + "\n")
    #expect(output.stderr == "")
    #expect(output.status == .problemsFound)
  }

  @Test func theSameFileHasNoSemanticChange() throws {
    let output = try Self.diff(Self.base)
    #expect(output.stdout == "no semantic change\n")
    #expect(output.status == .success)
  }

  /// What Xcode rewrites when it merely opens a file: stored frames (and what the import
  /// derives from them: a cell's row height, the sizes measured on the canvas),
  /// `toolsVersion`, the plug-in's version and capabilities, the canvas device (simulated
  /// metrics), resources, and the order of scenes, constraints and connections.
  @Test func xcodeChurnIsNoSemanticChange() throws {
    var churned = Self.edited([
      (#"toolsVersion="22505""#, #"toolsVersion="23504""#),
      (#"version="22504""#, #"version="23504""#),
      (#"minToolsVersion="9.0""#, #"minToolsVersion="11.0""#),
      (#"<device id="retina4_7""#, #"<device id="retina6_1""#),
      (#"x="16" y="80" width="343" height="200""#, #"x="20" y="92" width="374" height="200""#),
      (#"x="8" y="8" width="327" height="21""#, #"x="8" y="8" width="358" height="20.5""#),
      (#"x="16" y="296" width="60" height="30""#, #"x="20" y="308" width="34" height="30""#),
      (#"<color white="1" alpha="1""#, #"<color white="1" alpha="0.5""#),
      // A cell's canvas height is its row height when it has no `rowHeight` of its own.
      (#"x="0.0" y="28" width="375" height="44""#, #"x="0.0" y="28" width="414" height="60""#),
      (
        lines(
          #"                        <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>"#,
          #"                        <outlet property="saveButton" destination="btn-00-001" id="out-00-002"/>"#
        ),
        lines(
          #"                        <outlet property="saveButton" destination="btn-00-001" id="out-00-002"/>"#,
          #"                        <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>"#
        )
      ),
      (
        lines(
          #"                            <constraint firstItem="btn-00-001" firstAttribute="top" secondItem="crd-00-001" secondAttribute="bottom" constant="16" id="c08-00-001"/>"#,
          #"                            <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="crd-00-001" secondAttribute="leading" id="c09-00-001"/>"#
        ),
        lines(
          #"                            <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="crd-00-001" secondAttribute="leading" id="c09-00-001"/>"#,
          #"                            <constraint firstItem="btn-00-001" firstAttribute="top" secondItem="crd-00-001" secondAttribute="bottom" constant="16" id="c08-00-001"/>"#
        )
      ),
    ])
    // The Info scene moves first.
    churned = churned.replacingOccurrences(of: Self.infoScene, with: "")
      .replacingOccurrences(
        of: "        <!--Navigation Controller-->",
        with: Self.infoScene + "        <!--Navigation Controller-->")
    #expect(churned != Self.base)
    let output = try Self.diff(churned)
    #expect(output.stdout == "no semantic change\n")
    #expect(output.stderr == "")
    #expect(output.status == .success)
  }

  @Test func jsonCarriesEachChangeWithItsLine() throws {
    let output = try Self.diff(
      Self.edited([
        (
          #"secondAttribute="bottom" constant="16" id="c08-00-001""#,
          #"secondAttribute="bottom" constant="24" id="c08-00-001""#
        )
      ]), options: ["--format", "json"])
    #expect(output.status == .problemsFound)
    #expect(output.stdout.contains(#""semanticChange": true"#))
    #expect(
      output.stdout.contains(#""text": "~ constraint saveButton.top = card.bottom + 16 → + 24""#))
    #expect(output.stdout.contains(#""before": "saveButton.top = card.bottom + 16""#))
    let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    let file = (json?["files"] as? [[String: Any]])?.first
    let scene = (file?["scenes"] as? [[String: Any]])?.first
    let effect = (scene?["layoutEffects"] as? [[String: Any]])?.first
    #expect(scene?["name"] as? String == "NoteDetail")
    #expect(effect?["device"] as? String == "iphone-se")
    #expect(effect?["view"] as? String == "saveButton")
    #expect(effect?["before"] as? [Double] == [16, 296, 38, 30])
    #expect(effect?["after"] as? [Double] == [16, 304, 38, 30])
  }

  @Test func oneFileIsAUsageError() {
    let output = Scenectl.run(["diff", "\(Self.fixtures)/Notes.storyboard"])
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr.hasPrefix(
        "scenectl: error: diff takes two files (OLD NEW), the seven arguments git passes a diff "
          + "driver, or --git REV1 REV2 [PATH ...]\n"))
  }

  @Test func aRevisionStartingWithADashIsRefused() {
    let output = Scenectl.run(["diff", "--git", "--", "--output=/tmp/scenectl-x", "HEAD"])
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr.hasPrefix(
        "scenectl: error: '--output=/tmp/scenectl-x' is not a revision: a revision does not "
          + "start with '-'\n"))
  }

  @Test func aDeletedFileOfNoScenesIsAChange() throws {
    let empty = try withTemporaryFile("format: 1\nscenes: {}\n") {
      Scenectl.run(["diff", $0, "/dev/null"])
    }
    #expect(empty.stdout == "- storyboard (file deleted)\n1 change\n")
    #expect(empty.status == .problemsFound)
  }

  @Test func anUnreadableVersionExitsTwo() throws {
    let output = try Self.diff("<document><scenes>")
    #expect(output.status == .usageOrInput)
    #expect(output.stdout == "")
    #expect(output.stderr.contains("/new/Notes.storyboard:1:"))
    #expect(output.stderr.contains(": error: "))
  }

  @Test func devNullIsAnAbsentVersion() {
    let output = Scenectl.run(["diff", "/dev/null", "\(Self.fixtures)/Notes.storyboard"])
    #expect(
      output.stdout == """
        + storyboard (new file)
        ~ storyboard initial: (none) → 'navigationController_nav_00_001'
        + scene 'navigationController_nav_00_001' (nav-00-001): navigationController, 1 segue
        + scene 'noteListViewController' (lst-00-001): tableViewController, 2 views, 1 segue
        + scene 'NoteDetail' (det-00-001): viewController, 3 views, 1 segue
        + scene 'infoViewController' (inf-00-001): viewController, 1 view
        6 changes in 4 scenes

        """)
    #expect(output.status == .problemsFound)
  }
}

/// Two versions with the same bytes once the old frames are kept are no change without a
/// comparison, but the old version is still read: one that cannot be read exits 2.
@Suite struct SameBytesDiffTests {
  @Test func framesOnlyMovedIsNoChangeAndAnUnreadableSameFileExitsTwo() throws {
    let base = DiffFixtureTests.base
    let moved = base.replacingOccurrences(
      of: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/>",
      with: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"390\" height=\"844\"/>")
    #expect(moved != base)
    let (same, broken) = try withTemporaryFolder { folder in
      let paths = ["old", "new", "bad"].map { "\(folder)/\($0).storyboard" }
      try base.write(toFile: paths[0], atomically: true, encoding: .utf8)
      try moved.write(toFile: paths[1], atomically: true, encoding: .utf8)
      try "<document><scenes>".write(toFile: paths[2], atomically: true, encoding: .utf8)
      var broken = Scenectl.run(["diff", paths[2], paths[2]])
      broken.stderr = broken.stderr.replacingOccurrences(of: folder + "/", with: "")
      return (Scenectl.run(["diff", paths[0], paths[1]]), broken)
    }
    #expect(same.stdout == "no semantic change\n")
    #expect(same.status == .success)
    #expect(broken.status == .usageOrInput)
    #expect(broken.stdout == "")
    #expect(broken.stderr.hasPrefix("bad.storyboard:1:"), "\(broken.stderr)")
  }
}

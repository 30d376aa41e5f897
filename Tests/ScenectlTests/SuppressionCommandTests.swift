import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

/// `# scenectl:disable-next-line`, `# scenectl:disable` … `# scenectl:enable` in scene files,
/// through `validate` (issue 32, item 3).
@Suite struct SuppressionCommandTests {
  /// `shopScene` with comments: its duplicate id silenced on its line, its unreachable scene
  /// in a stretch, and one comment that silences nothing.
  static let commented = """
    format: 1
    storyboard: Shop
    initial: home
    scenes:
      home:
        kind: viewController
        views:
          - id: title
            type: label
            text: Shop
            frame: [20, 120, 200, 30]
          # scenectl:disable-next-line duplicate-id, layout-offscreen
          - id: title
            type: label
            text: Again
            frame: [20, 160, 200, 30]
      # scenectl:disable unreachable-scene
      orphan:
        kind: viewController
      # scenectl:enable unreachable-scene

    """

  @Test func commentsSilenceTheirLinesAndReportWhatSilencesNothing() throws {
    try withTemporaryFolder { top in
      try write(Self.commented, to: "\(top)/Shop.yaml")
      let output = scenectl(in: top, top: top, ["validate", "Shop.yaml", "--no-config"])
      #expect(output.status == .success)
      #expect(
        output.stdout == """
          Shop.yaml:12:50: warning: 'scenectl:disable-next-line' finds no 'layout-offscreen' diagnostic on line 13 to silence; remove 'layout-offscreen' from the comment [superfluous-disable]
          0 errors, 1 warning in 1 file

          """)
    }
  }

  @Test func theConfigurationCanSwitchTheWarningOff() throws {
    try withTemporaryFolder { top in
      try write(Self.commented, to: "\(top)/Shop.yaml")
      try write("disabled_rules: [superfluous-disable]\n", to: "\(top)/.scenectl.yml")
      let output = scenectl(in: top, top: top, ["validate", "Shop.yaml"])
      #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
    }
  }

  @Test func aCommentInOneFileSilencesNothingInAnother() throws {
    try withTemporaryFolder { top in
      try write(Self.commented, to: "\(top)/Shop.yaml")
      try write(shopScene, to: "\(top)/Plain.yaml")
      let output = scenectl(
        in: top, top: top,
        ["validate", "Plain.yaml", "Shop.yaml", "--no-config", "--format", "json"])
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      let codes = (json["diagnostics"] as? [[String: Any]])?.map {
        "\($0["file"] ?? ""):\($0["line"] ?? ""): \($0["code"] ?? "")"
      }
      #expect(
        codes == [
          "Plain.yaml:12: duplicate-id", "Plain.yaml:16: unreachable-scene",
          "Shop.yaml:12: superfluous-disable",
        ])
    }
  }
}

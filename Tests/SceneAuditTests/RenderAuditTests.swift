import ScenectlCommands
import TestSupport
import Testing

/// `scenectl render --audit`: each finding drawn on the screen, its view outlined in red and
/// the finding as its caption.
@Suite struct RenderAuditTests {
  func render(_ arguments: String...) -> CommandOutput {
    Scenectl.run(["render", "\(repositoryRoot)/Scenes/Wonderland.yaml"] + arguments)
  }

  /// Wonderland's Done button (41 x 34) is outlined, its caption on a band above it moved left
  /// to stay on the 393-point screen and cut with an ellipsis. Its scene is only a sheet: laid
  /// out in the page sheet's card, 69 points down (docs/Layout.md §3, "Sheets").
  @Test func aFindingIsOutlinedWithItsCaption() {
    let output = render("--scene", "authorInfo", "--audit")
    #expect(output.status == .success)
    let caption =
      "[touch-target-size] button &apos;doneButton&apos; has a 41 x 34 pt hit area on iphone "
      + "(content size large, locale base), under the 44 x 44 pt minimum; make it at least 44 "
      + "points wide and high"
    #expect(
      output.stdout.contains(
        """
            <g data-finding="\(caption)">
              <title>\(caption)</title>
              <rect x="331" y="76" width="43" height="36" fill="none" stroke="#ff3b30" stroke-width="2"/>
              <rect x="0" y="62" width="393" height="14" fill="#ffffff" fill-opacity="0.9" stroke="#ff3b30"/>
              <text x="2" y="73" font-size="10" fill="#ff3b30">[touch-target-size] button &apos;doneButton&apos; has a 41 x 34 pt hit area on…</text>
            </g>
        """))
  }

  /// Without --audit the picture has no findings.
  @Test func withoutAuditNothingIsDrawn() {
    let output = render("--scene", "book")
    #expect(output.status == .success)
    #expect(!output.stdout.contains("data-finding"))
  }
}

import ScenectlCommands
import TestSupport
import Testing

/// `scenectl render --audit`: each finding drawn on the screen, its view outlined in red and
/// the finding as its caption.
@Suite struct RenderAuditTests {
  func render(_ arguments: String...) -> CommandOutput {
    Scenectl.run(["render", "\(repositoryRoot)/Scenes/Wonderland.yaml"] + arguments)
  }

  /// Wonderland's info button (22 x 22) is outlined, its caption on a band above it moved left
  /// to stay on the 393-point screen and cut with an ellipsis.
  @Test func aFindingIsOutlinedWithItsCaption() {
    let output = render("--scene", "book", "--audit")
    #expect(output.status == .success)
    let caption =
      "[touch-target-size] button &apos;info&apos; has a 22 x 22 pt hit area on iphone "
      + "(content size large, locale base), under the 44 x 44 pt minimum; make it at least 44 "
      + "points wide and high"
    #expect(
      output.stdout.contains(
        """
            <g data-finding="\(caption)">
              <title>\(caption)</title>
              <rect x="350" y="726" width="24" height="24" fill="none" stroke="#ff3b30" stroke-width="2"/>
              <rect x="0" y="712" width="393" height="14" fill="#ffffff" fill-opacity="0.9" stroke="#ff3b30"/>
              <text x="2" y="723" font-size="10" fill="#ff3b30">[touch-target-size] button &apos;info&apos; has a 22 x 22 pt hit area on iphon…</text>
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

import Testing

@testable import ScenectlCommands

/// `Fixtures/embedded-child.yaml`: `layout` lays an embedded child out in its container
/// view's frame, as `simulate` places it.
@Suite struct EmbeddedLayoutCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/embedded-child.yaml"

  @Test func anEmbeddedChildIsLaidOutInItsContainer() {
    let layout = scenectl("layout", file, "--scene", "badge", "--device", "iphone-se")
    #expect(layout.status == .success)
    #expect(
      layout.stdout == """
        scene 'badge' on iphone-se (375 x 667), safe area [20, 120, 335, 120], embedded in 'container' of 'profile' [20, 120, 335, 120]
        badgeLabel [170.5, 128, 34, 21]

        """)
    let simulate = scenectl("simulate", file, "--device", "iphone-se")
    #expect(simulate.stdout.contains("  badge.badgeLabel label \"Gold\" [170.5, 128, 34, 21]\n"))
  }
}

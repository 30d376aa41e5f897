import SceneModel
import SceneSyntax
import Testing

@testable import SceneLayout

/// `LayoutMemo`: a scene is solved again only when what it measures changes, and gives the
/// frames a fresh layout gives.
@Suite struct LayoutMemoTests {
  @Test func aChangedTextIsSolvedAgainAndAnUnchangedOneIsNot() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - { id: status, type: label, text: "Not signed in" }
          constraints:
            - status.top = safeArea.top + 8
            - status.leading = superview.leading + 20
      """)
    let scene = try #require(storyboard.scenes.first)
    let device = try #require(Device.named("iphone"))
    let memo = LayoutMemo(storyboard: storyboard)
    let bars = ContainerContext(navigationBar: false, tabBar: false, toolbar: false)
    let signedIn = [
      PropertyValue(view: "status", property: "text", value: .string("Signed in as me@x.org"))
    ]
    let before = memo.frames(of: scene, device: device, container: bars, values: [])
    let after = memo.frames(of: scene, device: device, container: bars, values: signedIn)
    let again = memo.frames(of: scene, device: device, container: bars, values: signedIn)
    #expect(before["status"] == Rect(x: 20, y: 67, width: 111, height: 21))
    #expect(after["status"] == Rect(x: 20, y: 67, width: 179, height: 21))
    #expect(again == after)
    #expect(memo.solved == 2)
    #expect(memo.reused == 1)
    #expect(
      after
        == SceneLayoutEngine.frames(
          for: scene, in: storyboard, device: device, container: bars, values: signedIn))
  }
}

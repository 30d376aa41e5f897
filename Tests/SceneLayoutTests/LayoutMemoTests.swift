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
    #expect(memo.moved == 1)
    #expect(
      after
        == SceneLayoutEngine.frames(
          for: scene, in: storyboard, device: device, container: bars, values: signedIn))
  }

  /// A label that starts empty, then takes two lines, then a long line: each layout moves the
  /// kept system to the new intrinsic size and gives the frames a fresh layout gives; hiding an
  /// arranged view changes the constraints, so that layout is solved from scratch.
  @Test func movedSystemsGiveTheFramesOfAFreshLayout() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - { id: title, type: label, lines: 0 }
            - { id: status, type: label, text: "Not signed in" }
            - id: column
              type: stackView
              axis: vertical
              spacing: 10
              arrangedSubviews:
                - { id: warning, type: label, text: Check }
                - { id: name, type: label, text: Name }
          constraints:
            - title.top = safeArea.top + 64
            - title.leading = superview.leading + 20
            - status.top = title.bottom + 8
            - status.centerX = superview.centerX
            - column.top = status.bottom + 8.3
            - column.leading = superview.leading + 20
      """)
    let scene = try #require(storyboard.scenes.first)
    let device = try #require(Device.named("iphone"))
    let memo = LayoutMemo(storyboard: storyboard)
    let bars = ContainerContext(navigationBar: true, tabBar: false, toolbar: false)
    func text(_ view: String, _ text: String) -> PropertyValue {
      PropertyValue(view: view, property: "text", value: .string(text))
    }
    let steps: [[PropertyValue]] = [
      [],
      [text("title", "Ideas\nand notes")],
      [text("title", "Ideas\nand notes"), text("status", "Signed in as me@x.org")],
      [text("title", "A title much longer than before"), text("status", "Out")],
      [text("title", "A"), PropertyValue(view: "warning", property: "hidden", value: .bool(true))],
    ]
    for values in steps {
      let frames = memo.frames(of: scene, device: device, container: bars, values: values)
      // The memo's frames are the solver's exact ones (the runtime puts them on the grid in
      // window coordinates); on the grid they are what `layout` gives.
      let fresh = SceneLayoutEngine.layouts(
        scene, devices: [device], container: bars, values: values, isFreeView: false)
      #expect(frames == fresh.first?.framesByID)
      #expect(
        frames.mapValues { $0.pixelAligned(scale: device.scale) }
          == SceneLayoutEngine.frames(
            for: scene, in: storyboard, device: device, container: bars, values: values))
    }
    #expect(memo.solved == 5)
    #expect(memo.moved == 3)
  }
}

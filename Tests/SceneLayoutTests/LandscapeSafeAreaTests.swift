import SceneModel
import Testing

@testable import SceneLayout

/// A phone with a notch lying on its side is unsafe at its left and right too
/// (`Device.safeAreaSide`), modelled on xdrip's 844 x 390 landscape scenes: a stack pinned 5
/// points inside the safe area is drawn by Xcode at x = 52, 740 wide.
@Suite struct LandscapeSafeAreaTests {
  @Test func theSidesAreTheNotchsDepth() throws {
    #expect(try Fixture.device("844x390").safeAreaSide == 47)
    #expect(try Fixture.device("iphone-landscape").safeAreaSide == 59)
    #expect(try Fixture.device("812x375+0+21").safeAreaSide == 44)
    // Upright, an iPad, or a screen that is no phone (a 320 x 110 widget): no sides.
    #expect(try Fixture.device("390x844").safeAreaSide == 0)
    #expect(try Fixture.device("ipad-landscape").safeAreaSide == 0)
    #expect(try Fixture.device("320x110").safeAreaSide == 0)
  }

  func frames(on device: String) throws -> [String] {
    let storyboard = try Fixture.scene(
      """
          views:
            - { id: values, type: view }
            - { id: note, type: view }
          constraints:
            - values.leading = safeArea.leading + 5
            - safeArea.trailing = values.trailing + 5
            - values.top = safeArea.top + 25
            - values.height = 50
            - note.leading = superview.leadingMargin
            - note.top = values.bottom
            - note.width = 10
            - note.height = 10
      """)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
    #expect(layout.diagnostics.isEmpty)
    return describe(layout)
  }

  @Test func viewsPinnedToTheSafeAreaKeepClearOfTheNotch() throws {
    // The root's margins are inside the sides too: 47 + 16.
    #expect(try frames(on: "844x390") == ["values [52, 25, 740, 50]", "note [63, 75, 10, 10]"])
    // Near miss: the same screen size that is no notched phone has no sides.
    #expect(try frames(on: "800x390") == ["values [5, 25, 790, 50]", "note [16, 75, 10, 10]"])
  }
}

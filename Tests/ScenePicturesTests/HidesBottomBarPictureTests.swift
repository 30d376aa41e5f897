import Foundation
import SceneModel
import SceneRuntime
import Testing

@testable import ScenePictures

/// A scene pushed with `hidesBottomBarWhenPushed` is drawn without the tab bar, by `render`
/// (from the file) and in `simulate` snapshots (from the live stack).
@Suite struct HidesBottomBarPictureTests {
  static func storyboard() throws -> Storyboard {
    let url = PictureTestSupport.scenesFolder.deletingLastPathComponent()
      .appendingPathComponent("Tests/ScenectlTests/Fixtures/hides-bottom-bar.yaml")
    return try PictureTestSupport.inline(try String(contentsOf: url, encoding: .utf8))
  }

  /// The `data-bar` groups of a picture, in drawing order.
  static func bars(_ svg: String) throws -> [String] {
    try #require(PictureTestSupport.elements(of: svg)).compactMap { $0.attributes["data-bar"] }
  }

  @Test(arguments: [
    ("list", ["navigation", "tab", "home-indicator", "status"]),
    ("detail", ["navigation", "home-indicator", "status"]),
    ("more", ["navigation", "home-indicator", "status"]),
    ("home", ["navigation", "tab", "home-indicator", "status"]),
    ("next", ["navigation", "home-indicator", "status"]),
  ])
  func renderDrawsNoTabBarForAPushedFlaggedScene(scene: String, bars: [String]) throws {
    let device = try #require(Device.named("iphone"))
    let screen = try #require(
      ScreenBuilder.screen(of: scene, in: try Self.storyboard(), device: device))
    let drawn = try Self.bars(ScreenDrawing.svg(screen))
    #expect(drawn == bars)
  }

  @Test func snapshotsDropTheTabBarUntilThePop() throws {
    let simulator = Simulator(
      storyboard: try Self.storyboard(), device: try #require(Device.named("iphone")))
    try simulator.launch()
    try simulator.apply(.tap(.view(.id("openButton"))))
    let pushed = SnapshotWriter.svg(simulator, step: 1, event: "tap openButton", failed: false)
    let pushedBars = try Self.bars(pushed)
    #expect(pushedBars == ["navigation", "home-indicator", "status"])
    let footer = try #require(
      PictureTestSupport.elements(of: pushed)?.first { $0.attributes["data-view"] == "footer" })
    #expect(footer.attributes["data-y"] == "774")
    try simulator.apply(.back)
    let popped = SnapshotWriter.svg(simulator, step: 2, event: "back", failed: false)
    let poppedBars = try Self.bars(popped)
    #expect(poppedBars == ["navigation", "tab", "home-indicator", "status"])
  }
}

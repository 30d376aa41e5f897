import Foundation
import SceneModel
import SceneRuntime
import Testing

@testable import ScenePictures

/// An expanded split view controller is drawn as two columns with a 1 pt separator, each
/// with its own bars, by `render` and in `simulate` snapshots; collapsed, as one column.
@Suite struct SplitColumnPictureTests {
  /// The fixture shared with the layout and command tests.
  static func storyboard() throws -> Storyboard {
    let url = PictureTestSupport.scenesFolder.deletingLastPathComponent()
      .appendingPathComponent("Tests/ScenectlTests/Fixtures/split-columns.yaml")
    return try PictureTestSupport.inline(try String(contentsOf: url, encoding: .utf8))
  }

  /// What a picture shows: columns (`role:scene`), views with `data-x y width height`, the
  /// separator's box, and the bars.
  struct Drawn: Equatable {
    var columns: [String] = []
    var views: [String: [String]] = [:]
    var separator: [String]? = nil
    var bars: [String] = []
  }

  static func drawn(_ svg: String) throws -> Drawn {
    var result = Drawn()
    for element in try #require(PictureTestSupport.elements(of: svg)) {
      let a = element.attributes
      if let column = a["data-column"], let scene = a["data-scene"] {
        result.columns.append("\(column):\(scene)")
      }
      if let view = a["data-view"] {
        result.views[view] = ["data-x", "data-y", "data-width", "data-height"].compactMap { a[$0] }
      }
      if a["data-separator"] != nil {
        result.separator = ["x", "y", "width", "height"].compactMap { a[$0] }
      }
      if let bar = a["data-bar"] { result.bars.append(bar) }
    }
    return result
  }

  func render(_ device: String) throws -> (Screen, Drawn) {
    let storyboard = try Self.storyboard()
    let target = try #require(Device.named(device))
    let screen = try #require(ScreenBuilder.screen(of: "split", in: storyboard, device: target))
    return (screen, try Self.drawn(ScreenDrawing.svg(screen)))
  }

  /// iPad: master's navigation stack in [0, 0, 320, 1180], the placeholder in
  /// [321, 0, 499, 1180]; views at window coordinates; the separator at x = 320.
  @Test func renderDrawsBothColumnsOnIPad() throws {
    let (screen, drawn) = try render("ipad")
    #expect(
      screen.caption == "Split · split › masterNav › master | placeholder · ipad (820 × 1180)")
    #expect(drawn.columns == ["primary:master", "secondary:placeholder"])
    #expect(drawn.views["openButton"] == ["20", "88", "41", "34"])
    #expect(drawn.views["emptyLabel"] == ["502.5", "579.5", "136", "21"])
    #expect(drawn.separator == ["320", "0", "1", "1180"])
    #expect(drawn.bars == ["navigation", "home-indicator", "status"])
    let frames = screen.layers[0].columns.map(\.frame)
    #expect(
      frames == [
        Rect(x: 0, y: 0, width: 320, height: 1180), Rect(x: 321, y: 0, width: 499, height: 1180),
      ])
  }

  @Test func renderDrawsBothColumnsInLandscape() throws {
    let (_, drawn) = try render("ipad-landscape")
    #expect(drawn.views["emptyLabel"] == ["682.5", "399.5", "136", "21"])
    #expect(drawn.separator == ["320", "0", "1", "820"])
  }

  /// iPhone: collapsed, the master fills the screen; no columns, no separator.
  @Test func renderShowsTheMasterOnIPhone() throws {
    let (screen, drawn) = try render("iphone")
    #expect(screen.caption == "Split · split › masterNav › master · iphone (393 × 852)")
    #expect(drawn.columns == [])
    #expect(drawn.separator == nil)
    #expect(drawn.views == ["openButton": ["20", "123", "41", "34"]])
  }

  /// A snapshot after a showDetail on iPad: the page replaces the placeholder in the
  /// secondary column (no navigation bar there), the master stays.
  @Test func snapshotAfterShowDetail() throws {
    let ipad = try #require(Device.named("ipad"))
    let simulator = Simulator(storyboard: try Self.storyboard(), device: ipad)
    try simulator.launch()
    try simulator.apply(.tap(.view(.id("openButton"))))
    let drawn = try Self.drawn(
      ScreenDrawing.svg(ScreenBuilder.screen(of: simulator, caption: "after")))
    #expect(drawn.columns == ["primary:master", "secondary:page"])
    #expect(drawn.views["openButton"] == ["20", "88", "41", "34"])
    #expect(drawn.views["pageLabel"] == ["341", "44", "51", "21"])
    #expect(drawn.views["emptyLabel"] == nil)
    #expect(drawn.separator == ["320", "0", "1", "1180"])
  }

  /// On iPhone the snapshot follows the collapsed split view: the master's stack.
  @Test func snapshotOnIPhoneShowsTheMaster() throws {
    let iphone = try #require(Device.named("iphone"))
    let simulator = Simulator(
      storyboard: try Self.storyboard(), device: iphone)
    try simulator.launch()
    let drawn = try Self.drawn(
      ScreenDrawing.svg(ScreenBuilder.screen(of: simulator, caption: "launch")))
    #expect(drawn.columns == [])
    #expect(drawn.views == ["openButton": ["20", "123", "41", "34"]])
  }
}

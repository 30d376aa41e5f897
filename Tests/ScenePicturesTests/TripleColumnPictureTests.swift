import Foundation
import SceneModel
import Testing

@testable import ScenePictures

/// A triple-column split view controller is drawn as three columns, a 1 pt separator right
/// of the primary and of the supplementary; collapsed, as its primary column.
@Suite struct TripleColumnPictureTests {
  func render(_ device: String) throws -> (Screen, [String], [[String]]) {
    let url = PictureTestSupport.scenesFolder.deletingLastPathComponent()
      .appendingPathComponent("Tests/ScenectlTests/Fixtures/triple-column.yaml")
    let storyboard = try PictureTestSupport.inline(try String(contentsOf: url, encoding: .utf8))
    let target = try #require(Device.named(device))
    let screen = try #require(ScreenBuilder.screen(of: "mail", in: storyboard, device: target))
    var columns: [String] = []
    var separators: [[String]] = []
    for element in try #require(PictureTestSupport.elements(of: ScreenDrawing.svg(screen))) {
      let a = element.attributes
      if let column = a["data-column"], let scene = a["data-scene"] {
        columns.append("\(column):\(scene)")
      }
      if a["data-separator"] != nil {
        separators.append(["x", "y", "width", "height"].compactMap { a[$0] })
      }
    }
    return (screen, columns, separators)
  }

  @Test func renderDrawsThreeColumnsOnIPad() throws {
    let (screen, columns, separators) = try render("ipad")
    #expect(
      screen.caption
        == "Mail · mail › mailboxesNav › mailboxes | messages | welcome · ipad (820 × 1180)")
    #expect(columns == ["primary:mailboxes", "supplementary:messages", "secondary:welcome"])
    #expect(separators == [["320", "0", "1", "1180"], ["641", "0", "1", "1180"]])
    #expect(
      screen.layers[0].columns.map(\.frame) == [
        Rect(x: 0, y: 0, width: 320, height: 1180), Rect(x: 321, y: 0, width: 320, height: 1180),
        Rect(x: 642, y: 0, width: 178, height: 1180),
      ])
  }

  @Test func renderShowsThePrimaryOnIPhone() throws {
    let (screen, columns, separators) = try render("iphone")
    #expect(screen.caption == "Mail · mail › mailboxesNav › mailboxes · iphone (393 × 852)")
    #expect(columns == [])
    #expect(separators == [])
  }
}

import SceneModel
import Testing

@testable import ScenePictures

/// A collection view is drawn as a grid of item boxes, one per row of its data, placed by its
/// flow layout and clipped to the view, each with its row as text.
@Suite struct CollectionPictureTests {
  @Test func itemsAreAGridOfBoxes() throws {
    let storyboard = try PictureTestSupport.inline(
      """
      format: 1
      storyboard: Grid
      initial: grid
      scenes:
        grid:
          kind: viewController
          views:
            - id: photos
              type: collectionView
              frame: [0, 100, 250, 200]
              itemSize: [100, 80]
              minimumInteritemSpacing: 20
              minimumLineSpacing: 5
              rows: [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }, { n: 5 }, { n: 6 }, { n: 7 }]
              items: [ { id: PhotoCell } ]
      """)
    let device = try #require(Device.named("iphone"))
    let screen = try #require(ScreenBuilder.screen(of: "grid", in: storyboard, device: device))
    let elements = try #require(PictureTestSupport.elements(of: ScreenDrawing.svg(screen)))
    let boxes = elements.indices.filter { elements[$0].attributes["data-collection-item"] != nil }
    // Two items a line (100 + 20 + 100 ≤ 250); lines 85 apart; the 200-point view shows three.
    #expect(
      boxes.map { elements[$0].attributes["data-collection-item"] } == [
        "0", "1", "2", "3", "4", "5",
      ])
    let rects: [String] = boxes.compactMap { index in
      guard let rect = elements[index...].first(where: { $0.name == "rect" }) else { return nil }
      let sides = ["x", "y", "width", "height"].map { rect.attributes[$0] ?? "?" }
      return sides.joined(separator: " ")
    }
    #expect(
      rects == [
        "0 100 100 80", "120 100 100 80", "0 185 100 80", "120 185 100 80", "0 270 100 80",
        "120 270 100 80",
      ])
    let texts = boxes.compactMap { index in elements[index...].first { $0.name == "text" }?.text }
    #expect(texts == ["{n: 1}", "{n: 2}", "{n: 3}", "{n: 4}", "{n: 5}", "{n: 6}"])
  }
}

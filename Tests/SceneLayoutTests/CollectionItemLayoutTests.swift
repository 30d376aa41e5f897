import SceneModel
import Testing

@testable import SceneLayout

/// Collection views: an item prototype's content view lies at its collection's top-left (the
/// first item's place), `itemSize` large (50 × 50 by default), and its views are laid out in
/// it; items in a grid follow the flow layout's spacings and scroll direction.
@Suite struct CollectionItemLayoutTests {
  @Test func itemContentIsAtTheCollectionsTopLeftAtItemSize() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: photos
              type: collectionView
              frame: [20, 100, 300, 400]
              itemSize: [80, 90]
              items:
                - id: PhotoCell
                  subviews: [ { id: caption, type: label, text: Beach } ]
                - id: PlainCell
                  subviews: [ { id: badge, type: view, frame: [5, 5, 10, 10] } ]
          constraints:
            - caption.centerX = superview.centerX
            - caption.bottom = superview.bottom - 4
      """)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(
      describe(layout) == [
        "photos [20, 100, 300, 400]", "PhotoCell [20, 100, 80, 90]",
        "caption [38.5, 165, 43, 21]", "PlainCell [20, 100, 80, 90]", "badge [25, 105, 10, 10]",
      ])
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func itemsFlowInLinesAcrossTheScrollDirection() throws {
    let vertical = try Fixture.scene(
      """
          views:
            - id: photos
              type: collectionView
              itemSize: [100, 40]
              minimumInteritemSpacing: 5
              minimumLineSpacing: 8
      """)
    let view = try #require(vertical.scenes.first?.view("photos"))
    let frames = CollectionItems.frames(view.property, count: 4, width: 320, height: 200)
    #expect(
      frames.map(LayoutFormat.rect) == [
        "[0, 0, 100, 40]", "[105, 0, 100, 40]", "[210, 0, 100, 40]", "[0, 48, 100, 40]",
      ])
    let horizontal = try Fixture.scene(
      """
          views:
            - id: photos
              type: collectionView
              scrollDirection: horizontal
      """)
    let across = try #require(horizontal.scenes.first?.view("photos"))
    #expect(
      CollectionItems.frames(across.property, count: 3, width: 320, height: 110).map(
        LayoutFormat.rect) == ["[0, 0, 50, 50]", "[0, 60, 50, 50]", "[60, 0, 50, 50]"])
  }

  /// A view too wide (or not finite) for its line count to be a whole number is no trap.
  @Test func hugeViewsPutEveryItemOnOneLine() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - { id: photos, type: collectionView }
      """)
    let view = try #require(storyboard.scenes.first?.view("photos"))
    for width in [1e308, .infinity, .nan, -5] {
      let frames = CollectionItems.frames(view.property, count: 2, width: width, height: 100)
      #expect(frames.count == 2)
    }
    let wide = CollectionItems.frames(view.property, count: 2, width: 1e308, height: 100)
    #expect(wide.map(LayoutFormat.rect) == ["[0, 0, 50, 50]", "[60, 0, 50, 50]"])
  }
}

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
        "caption [38.667, 165, 43, 21]", "PlainCell [20, 100, 80, 90]", "badge [25, 105, 10, 10]",
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

  /// A section inset moves the items in from the edges and narrows the lines; the item
  /// prototype sits at the first item's place inside it.
  @Test func aSectionInsetMovesTheItemsIn() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: photos
              type: collectionView
              frame: [0, 100, 320, 400]
              itemSize: [100, 40]
              minimumInteritemSpacing: 5
              minimumLineSpacing: 8
              sectionInset: [7, 10, 7, 10]
              items:
                - { id: PhotoCell, subviews: [ { id: dot, type: view, frame: [0, 0, 4, 4] } ] }
      """)
    let scene = try #require(storyboard.scenes.first)
    let view = try #require(scene.view("photos"))
    #expect(
      CollectionItems.frames(view.property, count: 4, width: 320, height: 400).map(
        LayoutFormat.rect) == [
          "[10, 7, 100, 40]", "[115, 7, 100, 40]", "[10, 55, 100, 40]", "[115, 55, 100, 40]",
        ])
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(describe(layout).prefix(2) == ["photos [0, 100, 320, 400]", "PhotoCell [10, 107, 100, 40]"])
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

  /// Item content taller than `itemSize` conflicts with it, and the note names the collection
  /// view placing the item.
  @Test func contentTallerThanItsItemConflicts() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: photos
              type: collectionView
              frame: [0, 0, 300, 300]
              items:
                - id: PhotoCell
                  subviews: [ { id: box, type: view } ]
          constraints:
            - box.leading = superview.leading
            - box.width = 10
            - box.top = superview.top
            - box.bottom = superview.bottom
            - box.height = 80
      """)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(
      render(layout.diagnostics) == [
        "test.yaml:20:9: error: unable to simultaneously satisfy constraints on iphone: "
          + "constraint 'box.height = 80' conflicts with 3 other constraints; it is left out "
          + "[layout-conflict]\n"
          + "test.yaml:18:9: note: conflicting constraint 'box.top = superview.top'\n"
          + "test.yaml:19:9: note: conflicting constraint 'box.bottom = superview.bottom'\n"
          + "test.yaml:20:9: note: conflicting constraint 'box.height = 80'\n"
          + "test.yaml:13:17: note: collection view 'photos' places its item 'PhotoCell'\n"
      ])
  }
}

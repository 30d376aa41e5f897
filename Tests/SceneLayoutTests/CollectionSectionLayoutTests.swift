import SceneModel
import SceneSyntax
import Testing

@testable import SceneLayout

/// A collection view's section header and footer: the header spans the view at its top, as
/// deep as `headerReferenceSize` along the scroll direction, the items follow it inside the
/// section inset, and the footer comes after the first line of items and the inset.
@Suite struct CollectionSectionLayoutTests {
  static func body(scrolling direction: String) -> String {
    """
        views:
          - id: grid
            type: collectionView
            frame: [0, 100, 393, 600]
            scrollDirection: \(direction)
            itemSize: [100, 120]
            sectionInset: [10, 16, 10, 16]
            headerReferenceSize: [50, 60]
            footerReferenceSize: [40, 30]
            rows: [{ title: Beach }, { title: Hills }]
            sectionHeader:
              id: Header
              subviews: [ { id: title, type: label, text: Photos } ]
            sectionFooter:
              id: Footer
              subviews: [ { id: count, type: view } ]
            items:
              - id: PhotoCell
                subviews: [ { id: thumbnail, type: view } ]
        constraints:
          - title.leading = superview.leadingMargin
          - title.centerY = superview.centerY
          - count.top = superview.top
          - count.leading = superview.leading
          - count.trailing = superview.trailing
          - count.bottom = superview.bottom
          - thumbnail.top = superview.top
          - thumbnail.leading = superview.leading
          - thumbnail.trailing = superview.trailing
          - thumbnail.bottom = superview.bottom
    """
  }

  @Test func verticalSectionsStackHeaderItemsFooter() throws {
    let layout = try SafeAreaMarginTests.laidOut(Self.body(scrolling: "vertical"), on: "iphone")
    #expect(
      describe(layout) == [
        "grid [0, 100, 393, 600]", "PhotoCell [16, 170, 100, 120]", "thumbnail [16, 170, 100, 120]",
        "Header [0, 100, 393, 60]", "title [8, 119.667, 51, 21]", "Footer [0, 300, 393, 30]",
        "count [0, 300, 393, 30]",
      ])
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func horizontalSectionsRunLeftToRight() throws {
    let layout = try SafeAreaMarginTests.laidOut(Self.body(scrolling: "horizontal"), on: "iphone")
    // The header is 50 wide and as high as the view; the items start after it and the
    // leading inset, the footer after the first column and the trailing inset.
    #expect(
      describe(layout) == [
        "grid [0, 100, 393, 600]", "PhotoCell [66, 110, 100, 120]", "thumbnail [66, 110, 100, 120]",
        "Header [0, 100, 50, 600]", "title [8, 389.667, 51, 21]", "Footer [182, 100, 40, 600]",
        "count [182, 100, 40, 600]",
      ])
  }

  @Test func theGridOfRowsStartsBelowTheHeader() {
    let properties: [String: Value] = [
      "itemSize": .list([.number(100), .number(120)]),
      "headerReferenceSize": .list([.number(0), .number(60)]),
      "footerReferenceSize": .list([.number(0), .number(30)]),
    ]
    let value = { (name: String) in properties[name] }
    let items = CollectionItems.frames(value, count: 4, width: 393, height: 600)
    #expect(items.map(\.y) == [60, 60, 60, 190])
    let ends = CollectionItems.supplementaryFrames(value, count: 4, width: 393, height: 600)
    #expect(ends.header == Rect(x: 0, y: 0, width: 393, height: 60))
    #expect(ends.footer == Rect(x: 0, y: 310, width: 393, height: 30))
  }
}

import Diagnostics
import Testing

@testable import SceneModel

/// Collection views (an extension, docs/SceneFormat.md): item prototypes with views, a class
/// and outlets, flow layout properties, and each mistake with its exact text and place.
@Suite struct CollectionViewTests {
  static func file(_ content: String) -> String {
    storyboard(
      """
          views:
            - id: photos
              type: collectionView
      \(content)
      """)
  }

  @Test func itemsLoadAsCellsOfTheCollection() throws {
    let yaml = Self.file(
      """
              itemSize: [100, 120]
              minimumInteritemSpacing: 0
              minimumLineSpacing: 100000
              scrollDirection: horizontal
              rows: [{ title: Beach }]
              items:
                - id: PhotoCell
                  class: PhotoCell
                  subviews: [ { id: thumbnail, type: imageView } ]
                  outlets: { thumbnailView: thumbnail }
      """)
    let result = StoryboardLoader.load(Array(yaml.utf8), file: "test.yaml")
    let storyboard = try #require(result.storyboard)
    #expect(result.diagnostics.isEmpty)
    #expect(Validator.validate(storyboard).isEmpty)
    let scene = try #require(storyboard.scene("a"))
    let photos = try #require(scene.view("photos"))
    #expect(photos.property("itemSize") == .list([.number(100), .number(120)]))
    #expect(photos.property("minimumLineSpacing") == .number(100_000))
    #expect(photos.string("scrollDirection") == "horizontal")
    #expect(photos.prototypes.map(\.contentType) == [.collectionViewCell])
    #expect(scene.allViews.map(\.id.value) == ["photos", "PhotoCell", "thumbnail"])
    #expect(scene.view("PhotoCell")?.type.value == .collectionViewCell)
  }

  @Test func badLayoutValuesAreReportedAtTheirValues() {
    let lines = diagnosticLines(
      Self.file(
        """
                itemSize: [0, 120]
                minimumInteritemSpacing: -1
                minimumLineSpacing: 100001
                scrollDirection: diagonal
        """))
    #expect(
      lines == [
        "10:20: error: item size 0 is out of range: an item is more than 0 and at most 100000 "
          + "points on each side [invalid-value]",
        "11:34: error: minimumInteritemSpacing -1 is out of range: give 0 to 100000 points "
          + "[invalid-value]",
        "12:29: error: minimumLineSpacing 100001 is out of range: give 0 to 100000 points "
          + "[invalid-value]",
        "13:26: error: 'diagonal' is not a valid scrollDirection; expected one of: vertical, "
          + "horizontal [invalid-value]",
      ])
    #expect(
      diagnosticLines(Self.file("        itemSize: [50]")) == [
        "10:19: error: expected [width, height] for 'itemSize', found a list of 1 [wrong-type]"
      ])
  }

  @Test func badSectionHeadersAndFootersAreReported() {
    let lines = diagnosticLines(
      Self.file(
        """
                headerReferenceSize: [0, -1]
                footerReferenceSize: [0, 100001]
                sectionHeader: { class: HeaderView }
                sectionFooter: { id: Footer, text: Hi }
        """))
    #expect(
      lines == [
        "10:34: error: reference size -1 is out of range: give 0 to 100000 points "
          + "[invalid-value]",
        "11:34: error: reference size 100001 is out of range: give 0 to 100000 points "
          + "[invalid-value]",
        "12:24: error: a section header has no 'id'; add it [missing-key]",
        "13:38: error: unknown key 'text' in a section footer; expected one of: id, ib, class, "
          + "subviews, outlets, layoutMargins [unknown-key]",
      ])
  }

  @Test func badItemsAreReported() {
    let lines = diagnosticLines(
      Self.file(
        """
                items:
                  - { id: PhotoCell, text: Hi }
                  - { class: Other }
        """))
    #expect(
      lines == [
        "11:30: error: unknown key 'text' in an item prototype; expected one of: id, ib, class, "
          + "subviews, outlets, layoutMargins [unknown-key]",
        "12:13: error: an item prototype has no 'id'; add it [missing-key]",
      ])
    let asView = diagnosticLines(
      storyboard("    views: [ { id: cell, type: collectionViewCell } ]"))
    #expect(
      asView == [
        "7:32: error: view 'cell' is a 'collectionViewCell', which is not a view type: write "
          + "the item in its collection view's 'items' [invalid-value]"
      ])
  }

  @Test func aSegueFromAnItemIsASelectionSegue() {
    let yaml = storyboard(
      """
          views:
            - id: photos
              type: collectionView
              rows: [{ title: Beach }]
              items: [ { id: PhotoCell } ]
          segues:
            - { kind: modal, from: PhotoCell, to: b, pass: { name: row.titel } }
        b:
          kind: viewController
          properties: { name: "" }
      """)
    #expect(
      diagnosticLines(yaml).filter { $0.hasSuffix("[unknown-row-field]") } == [
        "13:62: error: no row of 'photos' has a field 'titel'; did you mean 'title'? "
          + "[unknown-row-field]"
      ])
  }
}

import SceneLayout
import SceneModel
import Testing

@testable import StoryboardImport

/// Collection views on a small storyboard of our own: a collection view controller whose flow
/// layout gives the item size, spacings and scroll direction, an item prototype with its own
/// views, class, outlets and a segue, pinned as reviewed scene-file text; nothing is left out,
/// and the item's content lays out as on the canvas.
@Suite struct CollectionImportTests {
  @Test func collectionsImportToTheReviewedSceneFile() throws {
    let result = try #require(
      imported(fixture("Collections.storyboard"), file: "Collections.storyboard"))
    #expect(result.yaml == String(decoding: fixture("Collections.yaml"), as: UTF8.self))
    #expect(result.notCarried.isEmpty)
    #expect(
      result.carried
        == CarriedCounts(scenes: 3, views: 2, segues: 2, outlets: 4, actions: 0, constraints: 8))
    #expect(
      result.inFile
        == CarriedCounts(scenes: 3, views: 2, segues: 2, outlets: 4, actions: 0, constraints: 8))
  }

  @Test func itemContentLaysOutAsOnTheCanvas() throws {
    let loaded = StoryboardImport.load(
      fixture("Collections.storyboard"), file: "Collections.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    #expect(Validator.validate(storyboard).isEmpty)
    let scene = try #require(storyboard.scene("photosViewController"))
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try #require(Device.named("iphone-se")))
    #expect(layout.diagnostics.isEmpty)
    #expect(
      layout.frames.map { "\($0.id) \(LayoutFormat.rect($0.frame))" } == [
        "collectionView_col_00_001 [0, 0, 375, 667]", "PhotoCell [8, 4, 100, 120]",
        "imageView [8, 4, 100, 100]", "titleLabel [8, 104, 100, 20]",
      ])
  }
}

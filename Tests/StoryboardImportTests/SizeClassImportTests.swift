import SceneLayout
import SceneModel
import Testing

@testable import StoryboardImport

/// Install masks and constants per size class on a small storyboard of our own: a constant
/// for regular width and height, one for compact height, constraints swapped at compact height
/// and at regular width and height, a view not installed at compact height and a font for
/// regular width and height. Each of the four pairs of classes gets its own lines, pinned as
/// reviewed scene-file text, and lays out as Interface Builder's variations say.
@Suite struct SizeClassImportTests {
  @Test func masksAndConstantsImportToTheReviewedSceneFile() throws {
    let result = try #require(
      imported(fixture("SizeClasses.storyboard"), file: "SizeClasses.storyboard"))
    #expect(result.yaml == String(decoding: fixture("SizeClasses.yaml"), as: UTF8.self))
    #expect(result.notCarried.isEmpty)
    #expect(result.carried.constraints == 6)
    #expect(result.carried.views == 3)
  }

  @Test(arguments: [
    ("iphone-se", "[10, 20, 100, 100]"),  // compact width, regular height
    ("iphone-landscape", "[10, 4, 100, 50]"),  // compact, compact
    ("932x430", "[10, 4, 100, 50]"),  // regular width, compact height
    ("ipad", "[40, 20, 300, 100]"),  // regular, regular
  ])
  func eachPairOfClassesLaysOutItsOwnLines(_ name: String, _ frame: String) throws {
    let loaded = StoryboardImport.load(
      fixture("SizeClasses.storyboard"), file: "SizeClasses.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try #require(Device.named(name)))
    #expect(layout.diagnostics.isEmpty)
    #expect(layout.frame(of: "view_box_00_001").map(LayoutFormat.rect) == frame)
    // The small view is not installed at compact height (a subviews mask).
    let compactHeight = Device.named(name)?.verticalClass == .compact
    #expect((layout.frame(of: "view_hid_00_001") == nil) == compactHeight)
  }

  @Test(arguments: [
    (["cc", "cr", "rc", "rr"], [String]()),
    (["cc", "cr"], ["compact"]),
    (["rc", "rr"], ["regular"]),
    (["cc", "rc"], ["heightClass=compact"]),
    (["cr", "rr"], ["heightClass=regular"]),
    (["rr"], ["heightClass=regular-widthClass=regular"]),
    (
      ["cc", "rr"],
      ["heightClass=compact-widthClass=compact", "heightClass=regular-widthClass=regular"]
    ),
    (["cc", "cr", "rc"], ["compact", "heightClass=compact-widthClass=regular"]),
    (["cr", "rc", "rr"], ["regular", "heightClass=regular-widthClass=compact"]),
  ])
  func conditionsCoverExactlyTheirPairs(_ pairs: [String], _ conditions: [String]) {
    let byCode = Dictionary(
      uniqueKeysWithValues: Classes.all.map { ("\($0.width.prefix(1))\($0.height.prefix(1))", $0) })
    let set = pairs.compactMap { byCode[$0] }
    #expect(set.count == pairs.count)
    #expect(SizeClassMasks.conditions(for: set) == conditions)
  }
}

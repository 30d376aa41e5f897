import SceneLayout
import SceneModel
import StoryboardXML
import Testing

@testable import StoryboardImport

/// Cells with content on a small storyboard of our own: a static table's sections and cells,
/// a switch inside a static cell with the controller's outlet to it, a segue from a static
/// cell, and a prototype with its own views, class, canvas row height and outlets, pinned as
/// reviewed scene-file text; nothing is left out, and the cells lay out as on the canvas.
@Suite struct CellImportTests {
  @Test func cellsImportToTheReviewedSceneFile() throws {
    let result = try #require(imported(fixture("Cells.storyboard"), file: "Cells.storyboard"))
    #expect(result.yaml == String(decoding: fixture("Cells.yaml"), as: UTF8.self))
    #expect(result.notCarried.isEmpty)
    #expect(
      result.carried
        == CarriedCounts(scenes: 2, views: 4, segues: 1, outlets: 2, actions: 0, constraints: 6))
    #expect(
      result.inFile
        == CarriedCounts(scenes: 2, views: 4, segues: 1, outlets: 2, actions: 0, constraints: 6))
  }

  /// The switch and label of the static cell, and the prototype's label, where Interface
  /// Builder's canvas (iPhone SE, 375 points wide, Xcode 15's iOS 17) puts them relative to
  /// their cell: the switch's frame reaches 2 points past the margin it is pinned to.
  @Test func cellContentLaysOutAsOnTheCanvas() throws {
    let loaded = StoryboardImport.load(fixture("Cells.storyboard"), file: "Cells.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    var device = try #require(Device.named("iphone-se"))
    device.ios = 17
    var relative: [String] = []
    for scene in storyboard.scenes {
      let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: device)
      #expect(layout.diagnostics.isEmpty)
      var frames: [String: Rect] = [:]
      for entry in layout.frames { frames[entry.id] = entry.frame }
      for view in scene.allViews where view.type.value == .tableViewCell {
        guard let cell = frames[view.id.value] else { continue }
        for child in Scene.flattened(view.subviews) {
          guard let f = frames[child.id.value] else { continue }
          relative.append(
            "\(child.id.value) \(LayoutFormat.rect(Rect(x: f.x - cell.x, y: f.y - cell.y, width: f.width, height: f.height)))"
          )
        }
      }
    }
    #expect(
      relative == [
        "label_lab_00_001 [16, 19.5, 36, 21]", "syncSwitch [310, 14.5, 51, 31]",
        "nameLabel [16, 11, 44, 21]",
      ])
  }
}

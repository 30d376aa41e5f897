import Foundation
import SceneModel
import Testing

@testable import StoryboardImport

/// Free-standing views on a small storyboard of our own: a `CAAVParameterView` panel among the
/// scene's objects, with a label and a slider, its constraints, the controller's outlets to it
/// and its slider and the slider's action, becomes the scene's `freeViews:` entry; the custom
/// object beside it becomes an entry of `objects:`.
@Suite struct FreeViewImportTests {
  @Test func freeViewsImportToTheReviewedSceneFile() throws {
    let result = try #require(
      imported(fixture("FreeViews.storyboard"), file: "FreeViews.storyboard"))
    #expect(result.yaml == String(decoding: fixture("FreeViews.yaml"), as: UTF8.self))
    #expect(
      result.carried
        == CarriedCounts(scenes: 1, views: 4, segues: 0, outlets: 3, actions: 2, constraints: 7))
    #expect(result.notCarried.isEmpty)
  }

  @Test func theImportedFreeViewLoadsAndValidatesClean() throws {
    let loaded = StoryboardImport.load(
      fixture("FreeViews.storyboard"), file: "FreeViews.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    #expect(Validator.validate(storyboard).filter { $0.severity != .note }.isEmpty)
    let mixer = try #require(storyboard.scene("mixerViewController"))
    #expect(mixer.treeViews.map(\.id.value) == ["playButton"])
    let panel = try #require(mixer.freeViews.first)
    #expect(panel.view.id.value == "reverbPanel")
    #expect(panel.size?.value == FreeView.Size(width: 300, height: 80))
    #expect(panel.allViews.map(\.id.value) == ["reverbPanel", "label_lbl_00_001", "wetDrySlider"])
    #expect(panel.constraints.count == 5)
    #expect(mixer.freeView(holding: "wetDrySlider")?.view.id.value == "reverbPanel")
    #expect(mixer.actions.map(\.from.value) == ["playButton", "wetDrySlider"])
    // Located at the storyboard's lines: the panel's size is its frame's.
    #expect(panel.size?.location.line == 34)
  }
}

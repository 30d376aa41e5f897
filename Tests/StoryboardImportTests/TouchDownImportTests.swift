import Foundation
import SceneModel
import Testing

@testable import StoryboardImport

/// `eventType="touchDown"` actions on a small storyboard of our own (a slider's, as AVAE's
/// `sequencerPositionSliderTouchDown:`, and a button's beside its touchUpInside) import as
/// actions with `event: touchDown`.
@Suite struct TouchDownImportTests {
  @Test func touchDownActionsImportToTheReviewedSceneFile() throws {
    let result = try #require(
      imported(fixture("TouchDown.storyboard"), file: "TouchDown.storyboard"))
    #expect(result.yaml == String(decoding: fixture("TouchDown.yaml"), as: UTF8.self))
    #expect(
      result.carried
        == CarriedCounts(scenes: 1, views: 2, segues: 0, outlets: 2, actions: 4, constraints: 0))
    #expect(result.notCarried.isEmpty)
  }

  @Test func theImportedActionsKeepTheirEventAndPlace() throws {
    let loaded = StoryboardImport.load(
      fixture("TouchDown.storyboard"), file: "TouchDown.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    #expect(Validator.validate(storyboard).isEmpty)
    let scene = try #require(storyboard.scene("playerViewController"))
    #expect(
      scene.actions.map { "\($0.name.value) \($0.event?.value.rawValue ?? "-")" } == [
        "positionSliderTouchDown touchDown", "positionSliderValueChanged valueChanged",
        "playTouchDown touchDown", "play touchUpInside",
      ])
    let event = try #require(scene.actions.first?.event)
    #expect("\(event.location.line):\(event.location.column)" == "13:106")
  }
}

import Foundation
import SceneModel
import Testing

@testable import StoryboardImport

/// Gesture recognizers on a small storyboard of our own: a tap, a double tap and a swipe on an
/// image view, a long press on a label, each attached by the view's `gestureRecognizers`
/// outlet collection, become the views' `gestures:` with their actions and segues (a popover
/// anchored at the gesture's view), and the root view's recognizer the scene's `gestures:`,
/// whose action is sent from `rootView`; one attached to no view is listed as not carried. The
/// controller's outlet to a recognizer names it (`id: flipRecognizer`) and is carried.
@Suite struct GestureImportTests {
  @Test func gesturesImportToTheReviewedSceneFile() throws {
    let result = try #require(
      imported(fixture("Gestures.storyboard"), file: "Gestures.storyboard"))
    #expect(result.yaml == String(decoding: fixture("Gestures.yaml"), as: UTF8.self))
    #expect(
      result.carried
        == CarriedCounts(scenes: 2, views: 3, segues: 3, outlets: 8, actions: 3, constraints: 0))
    #expect(
      result.inFile
        == CarriedCounts(scenes: 2, views: 3, segues: 3, outlets: 8, actions: 4, constraints: 0))
    #expect(
      result.notCarried.map { "\($0.position): \($0.what): \($0.reason)" } == [
        "63:17: pan gesture recognizer 'pan-00-001': no view lists it in its "
          + "gestureRecognizers, so it is attached to none; its 1 action is lost with it"
      ])
  }

  @Test func theImportedGesturesLoadAndValidateClean() throws {
    let loaded = StoryboardImport.load(fixture("Gestures.storyboard"), file: "Gestures.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    #expect(Validator.validate(storyboard).filter { $0.severity != .note }.isEmpty)
    let game = try #require(storyboard.scene("gameViewController"))
    let card = try #require(game.view("cardView"))
    #expect(card.gestures.map(\.displayName) == ["tap", "double tap", "swipe left"])
    #expect(card.gestures.map { $0.action?.value } == ["flipCard", "turnBack", nil])
    #expect(game.view("scoreLabel")?.gestures.first?.segue?.value == "segue_sg2_00_001")
    #expect(game.gestures.map(\.displayName) == ["tap"])
    #expect(game.gestures.first?.action?.value == "dismissKeyboard")
    #expect(
      game.actions.first { $0.name.value == "dismissKeyboard" }?.from.value == Scene.rootViewID)
  }

  /// A popover a gesture presents is anchored at the gesture's view: another anchor is listed.
  @Test func aPopoverAnchoredElsewhereIsAnchoredAtTheGestureView() throws {
    let text = String(decoding: fixture("Gestures.storyboard"), as: UTF8.self)
      .replacingOccurrences(
        of: "popoverAnchorView=\"lbl-00-001\"", with: "popoverAnchorView=\"img-00-001\"")
    let result = try #require(imported(Array(text.utf8), file: "Gestures.storyboard"))
    #expect(
      result.notCarried.map { "\($0.position): \($0.what): \($0.reason)" }.first
        == "55:25: popover anchor 'cardView': the format anchors a gesture's popover at the "
        + "gesture's view, 'scoreLabel' here")
  }
}

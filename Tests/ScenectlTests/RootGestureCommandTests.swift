import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

/// Gesture recognizers on a scene's root view (the scene's `gestures:`, an extension), after
/// LootLogger's detail screen: a tap on the background ends editing, a swipe left on it shows
/// the notes. `--tap rootView`, `--swipe rootView:left` and `--long-press rootView` drive them,
/// a tap on a view that takes no taps itself reaches the root's tap gesture, `explore` offers
/// them, and each mistake is reported at its value.
@Suite struct RootGestureCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/root-gestures.yaml"

  @Test func tapsOnTheRootViewAndOnAnImageSendTheRootsTapGesture() {
    let output = scenectl(
      "simulate", file, "--tap", "nameField", "--tap", "photo", "--tap", "saveButton", "--tap",
      "nameField", "--tap", "rootView", "--swipe", "rootView:left")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap nameField
          'nameField' becomes the first responder

        tap photo
          action 'backgroundTapped' of 'detail' (tap gesture of 'rootView')
          'nameField' resigns the first responder

        tap saveButton
          action 'save' of 'detail' (touchUpInside from 'saveButton')
          calls 'save:' on DetailViewController (code, not run)

        tap nameField
          'nameField' becomes the first responder

        tap rootView
          action 'backgroundTapped' of 'detail' (tap gesture of 'rootView')
          'nameField' resigns the first responder

        swipe rootView:left
          segue modal 'showNotes': detail → notes, presented as pageSheet (automatic)
          notes viewDidLoad
          notes viewWillAppear
          notes viewDidAppear

        hierarchy:
        """))
  }

  @Test func aGestureTheRootViewLacksFailsNamingWhatItRecognizes() {
    let output = scenectl("simulate", file, "--long-press", "rootView")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout.contains(
        """
        long-press rootView
          error: no long press gesture is attached to 'rootView' or its superviews, so nothing \
        recognizes the long press; add one to the scene's 'gestures:' (scene 'detail'); \
        'rootView' and its superviews recognize: tap, swipe left

        """))
  }

  /// `rootView` is the root view of the topmost scene whose root view has gestures: under the
  /// notes sheet, the detail's, which the sheet covers.
  @Test func aRootViewUnderAPresentationIsCovered() {
    let output = scenectl("simulate", file, "--swipe", "rootView:left", "--tap", "rootView")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout.contains(
        "tap rootView\n  error: 'rootView' is covered by the presented 'notes'\n"))
  }

  /// Matchismo's game (gestures.yaml) has gestures on its views, none on its root view.
  @Test func aTapOnARootViewWithoutGesturesDoesNothing() {
    let output = scenectl(
      "simulate", "Tests/ScenectlTests/Fixtures/gestures.yaml", "--tap", "rootView")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        "tap rootView\n  the root view of 'game' has no tap gesture and sends no actions; "
          + "nothing happens\n"))
  }

  @Test func exploreOffersTheRootViewsGestures() {
    let output = scenectl("explore", file)
    #expect(
      output.stdout == """
        explore Tests/ScenectlTests/Fixtures/root-gestures.yaml on iphone: 4 states, 11 transitions, complete

        scenes reached (2):
          detail: launch
          notes: swipe rootView:left

        findings (0):

        """)
  }

  @Test func flowsTapAndSwipeTheRootView() throws {
    let output = try testFlow(
      on: file,
      steps: ["tap: nameField", "tap: rootView", "swipe: rootView:left", "expect: { top: notes }"])
    #expect(output.status == .success)
    #expect(output.stdout.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test func mistakesInRootGesturesAreReportedAtTheirValues() {
    let place = "Tests/ScenectlTests/Fixtures/root-gesture-mistakes.yaml"
    let output = scenectl("validate", place)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        \(place):9:30: error: the tap gesture of 'rootView' sends action 'backgroundTaped', but no action of that name is sent from 'rootView'; add '{ name: backgroundTaped, from: rootView }' to the scene's actions; did you mean 'backgroundTapped'? [gesture-unknown-action]
        \(place):10:48: error: the swipe left gesture of 'rootView' performs segue 'showNots', but no segue with that identifier starts from 'rootView'; give the segue 'id: showNots' and 'from: rootView'; did you mean 'showNotes'? [gesture-unknown-segue]
        \(place):12:17: error: 'rotate' is not a valid gesture type; expected one of: tap, swipe, longPress, pan, pinch, rotation, screenEdgePan [invalid-value]
        \(place):16:41: error: action 'backgroundTapped' starts from 'rootView', the scene's root view, which is not a control, and no gesture of the root view names it; add a gesture naming it ('action: backgroundTapped') to the scene's 'gestures:', or start it from a control [action-not-a-control]
        \(place):17:47: error: a gesture of 'rootView' sends this action, and a gesture sends no control event such as 'touchUpInside'; remove 'event:' [action-bad-event-for-control]
        \(place):19:45: error: segue 'showNotes' starts from 'rootView', the scene's root view, which is not a control, and no gesture of the root view names it; add a gesture naming it ('segue: showNotes') to the scene's 'gestures:', or start it from a control [segue-bad-source]
        \(place):23:7: error: 'gestures' on a scene is its root view's; scene 'notes' is a tableViewController, and its root view is its table view: put the gestures in that view's 'gestures:' [invalid-value]
        \(place):34:15: error: 'gestures' on a scene is its root view's; scene 'nav' is a navigationController, and a container shows its children's views, not its own: remove it, or put it on the scene of the child that is touched [invalid-value]
        8 errors, 0 warnings in 1 file

        """)
  }

  /// LootLogger's detail screen dismisses the keyboard on a tap on its background
  /// (`backgroundTapped:`, code): imported as the scene's gesture, reached once its items
  /// table has a row. Read in place; skipped with a note when the corpus is absent.
  @Test func lootLoggersBackgroundTapIsReachable() throws {
    let storyboard =
      "\(StoryboardCorpusTests.folder)/"
      + "mkramar7__iOS_Programming_BigNerdRanch7_Projects__LootLogger-Main.storyboard"
    guard FileManager.default.fileExists(atPath: storyboard) else {
      print("note: \(storyboard) is absent; LootLogger's background tap is not checked")
      return
    }
    let imported = scenectl("import", storyboard)
    #expect(imported.status == .success)
    let withRow = imported.stdout.replacingOccurrences(
      of: "        style: plain\n", with: "        style: plain\n        rows: [{ name: Lamp }]\n")
    let output = try withTemporaryFile(withRow) {
      scenectl(
        "simulate", $0, "--select", "tableView_9Ks_q8_kcT:0", "--tap", "nameField", "--tap",
        "rootView")
    }
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap rootView
          action 'backgroundTapped' of 'detailViewController' (tap gesture of 'rootView')
          calls 'backgroundTapped:' on DetailViewController (code, not run)
        """))
  }
}

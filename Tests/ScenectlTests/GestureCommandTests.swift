import Foundation
import Testing

@testable import ScenectlCommands

/// Gesture recognizers on views (`gestures:`, an extension): Matchismo's card, which a tap
/// flips, a double tap turns back and a swipe left deals; a swipe up on the board behind it
/// shows the history, a long press on the score the rules. `--tap`, `--tap ID:N`, `--swipe
/// ID:DIRECTION` and `--long-press` drive them, `explore` and flows too; a gesture on a hidden
/// view cannot be driven, and each mistake in `gestures:` is reported at its value.
@Suite struct GestureCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/gestures.yaml"

  @Test func tapsAndSwipesOnTheCardSendTheirGesturesActions() {
    let output = scenectl(
      "simulate", file, "--tap", "card", "--tap", "card:2", "--swipe", "card:left", "--tap",
      "dealButton")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap card
          action 'flipCard' of 'game' (tap gesture of 'card')
          set flipsLabel.text = "Face up"
          set card.image = "cardfront"

        tap card:2
          action 'turnBack' of 'game' (double tap gesture of 'card')
          set flipsLabel.text = "Face down"
          set card.image = "cardback"

        swipe card:left
          action 'deal' of 'game' (swipe left gesture of 'card')
          calls 'deal:' on CardGameViewController (code, not run)

        tap dealButton
          action 'deal' of 'game' (touchUpInside from 'dealButton')
          calls 'deal:' on CardGameViewController (code, not run)

        hierarchy:
        """))
  }

  /// Without its single-tap gesture, a tap on the card does nothing: its double tap needs two.
  @Test func aSingleTapOnAViewWhoseTapGestureNeedsMoreSaysHowMany() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenectl-gestures-\(UInt32.random(in: 0...UInt32.max)).yaml").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = try String(contentsOfFile: file, encoding: .utf8)
      .replacingOccurrences(of: "              - { type: tap, action: flipCard }\n", with: "")
      .replacingOccurrences(of: "      - name: flipCard\n        from: card\n", with: "")
      .replacingOccurrences(
        of: "        do:\n          - { set: flipsLabel.text, to: \"'Face up'\" }\n", with: ""
      )
      .replacingOccurrences(of: "          - { set: card.image, to: \"'cardfront'\" }\n", with: "")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let output = scenectl("simulate", path, "--tap", "card")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        "tap card\n  'card' has no single-tap gesture: its tap gesture needs 2 taps ('--tap "
          + "card:2'); nothing happens\n"))
  }

  @Test func aSwipeOnALabelIsRecognizedByItsSuperviewsGesture() {
    let output = scenectl("simulate", file, "--swipe", "flipsLabel:up", "--tap", "doneButton")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        swipe flipsLabel:up
          segue modal 'showHistory': game → history, presented as pageSheet (automatic)
          history viewDidLoad
          history viewWillAppear
          history viewDidAppear

        tap doneButton
          action 'done' of 'history' (touchUpInside from 'doneButton')
        """))
  }

  @Test func aLongPressPresentsAPopoverAnchoredAtTheGesturesView() {
    let output = scenectl("simulate", file, "--device", "ipad", "--long-press", "scoreLabel")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        long-press scoreLabel
          segue popover 'showRules': game → rules, presented as popover anchored at 'scoreLabel'
          rules viewDidLoad
          rules viewWillAppear
          rules viewDidAppear

        hierarchy:
          window
          └─ game (CardGameViewController)
             └─ presents rules (presented as popover, anchored at 'scoreLabel')

        """))
  }

  @Test func picturesNameTheGesturesOfAView() {
    let picture = scenectl("render", file, "--scene", "game")
    #expect(picture.status == .success)
    #expect(
      picture.stdout.contains(
        "<g data-view=\"card\" data-type=\"imageView\" data-gestures=\"tap, double tap, swipe "
          + "left\" data-x=\"136.67\" data-y=\"79\" data-width=\"120\" data-height=\"180\">"))
  }

  @Test func aGestureOnAHiddenViewCannotBeDriven() {
    let output = scenectl("simulate", file, "--tap", "secret")
    #expect(output.status == .problemsFound)
    #expect(output.stdout.contains("tap secret\n  error: 'secret' is hidden\n"))
    #expect(output.stderr == "scenectl: error: step 1 (tap secret): 'secret' is hidden\n")
  }

  /// Full screen on iPhone, the rules cover the card; a popover on iPad, a swipe outside it
  /// dismisses it and does nothing else, as a tap does.
  @Test func aGestureOnACoveredViewCannotBeDriven() {
    let covered = scenectl("simulate", file, "--long-press", "scoreLabel", "--swipe", "card:left")
    #expect(covered.status == .problemsFound)
    #expect(
      covered.stderr
        == "scenectl: error: step 2 (swipe card:left): 'card' is covered by the presented 'rules'; "
        + "the shortest way to show it: tap closeButton\n")
    let outside = scenectl(
      "simulate", file, "--device", "ipad", "--long-press", "scoreLabel", "--swipe", "card:left")
    #expect(outside.status == .success)
    #expect(
      outside.stdout.contains(
        """
        swipe card:left
          the tap lands outside the popover 'rules': it dismisses the popover and does nothing else
          dismiss 'rules' (presented by 'game')
          rules viewWillDisappear
          rules viewDidDisappear

        """))
  }

  @Test func aSwipeNothingRecognizesFailsNamingWhatIs() {
    let output = scenectl("simulate", file, "--swipe", "card:down")
    #expect(output.status == .problemsFound)
    #expect(
      output.stderr
        == "scenectl: error: step 1 (swipe card:down): no swipe down gesture is attached to "
        + "'card' or its superviews, so nothing recognizes the swipe down; add one to the "
        + "'gestures:' of 'card'; 'card' and its superviews recognize: tap, double tap, swipe "
        + "left, swipe up (on 'board')\n")
    let direction = scenectl("simulate", file, "--swipe", "card:sideways")
    #expect(direction.status == .usageOrInput)
    #expect(
      direction.stderr.hasPrefix(
        "scenectl: error: the value 'card:sideways' is invalid for '--swipe': expected left or right (the "
          + "page view controller), down (the sheet on top), or ID[:DIRECTION] with DIRECTION "
          + "right (the default), left, up or down\n"))
  }

  /// The hidden `secret` is never offered: its gesture is never driven, nor its action sent.
  @Test func exploreDrivesEveryGestureOfTheViewsOnScreen() {
    let output = scenectl("explore", file)
    #expect(
      output.stdout == """
        explore Tests/ScenectlTests/Fixtures/gestures.yaml on iphone: 6 states, 20 transitions, complete

        scenes reached (3):
          game: launch
          history: swipe board:up
          rules: long-press scoreLabel

        findings (2):
        Tests/ScenectlTests/Fixtures/gestures.yaml:31:17: never-tappable: 'secret' of 'game' is never on screen, enabled and uncovered
        Tests/ScenectlTests/Fixtures/gestures.yaml:51:17: never-performed: action 'reveal' of 'game' is never sent

        """)
  }

  @Test func flowsTakeSwipeAndLongPressSteps() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenectl-gestures-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let flow = folder.appendingPathComponent("rules.yaml").path
    let storyboard = FileManager.default.currentDirectoryPath + "/" + file
    try """
    storyboard: "\(storyboard)"
    steps:
      - swipe: card:left
      - tap: card:2
      - longPress: scoreLabel
      - expect: { top: rules }
    """.write(toFile: flow, atomically: true, encoding: .utf8)
    let output = scenectl("test", flow, "--root", "/")
    #expect(output.status == .success)
    #expect(output.stdout.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test func eachMistakeInGesturesIsReportedAtItsValue() {
    let output = scenectl("validate", "Tests/ScenectlTests/Fixtures/gesture-mistakes.yaml")
    #expect(output.status == .problemsFound)
    let place = "Tests/ScenectlTests/Fixtures/gesture-mistakes.yaml"
    #expect(
      output.stdout == """
        \(place):13:21: error: 'tapp' is not a valid gesture type; did you mean 'tap'? [invalid-value]
        \(place):14:39: error: 'sideways' is not a valid swipe direction; expected one of: right, left, up, down [invalid-value]
        \(place):15:37: error: 'direction' is a swipe gesture's; the tap gesture of view 'card' takes none: remove it, or make the gesture 'type: swipe' [invalid-value]
        \(place):16:32: error: taps 11 is out of range; give 1 to 10 taps (UITapGestureRecognizer's numberOfTapsRequired) [invalid-value]
        \(place):17:38: error: 'taps' is a tap gesture's; the long press gesture of view 'card' takes none: remove it, or make the gesture 'type: tap' [invalid-value]
        \(place):18:34: error: the tap gesture of 'card' sends action 'flipCrad', but no action of that name is sent from 'card'; add '{ name: flipCrad, from: card }' to the scene's actions; did you mean 'flipCard'? [gesture-unknown-action]
        \(place):19:35: error: the swipe right gesture of 'card' performs segue 'showHistroy', but no segue with that identifier starts from 'card'; give the segue 'id: showHistroy' and 'from: card'; did you mean 'showHistory'? [gesture-unknown-segue]
        \(place):20:13: error: a gesture of view 'card' has no 'type'; add it [missing-key]
        \(place):21:28: error: unknown key 'speed' in a gesture of view 'card'; expected one of: type, action, segue, direction, taps, id [unknown-key]
        \(place):22:71: error: expected a list for the gestures of view 'board', found a string [wrong-type]
        \(place):24:33: error: action 'flipCard' is sent from 'card', an imageView, which is not a control, and none of its gestures names it; add 'action: flipCard' to the gesture of 'card' that sends it [action-not-a-control]
        \(place):26:47: error: segue 'showHistory' starts from 'card', an imageView, which is not a control, and none of its gestures performs it; name 'showHistory' in 'segue:' of the gesture of 'card' that performs it [segue-bad-source]
        12 errors, 0 warnings in 1 file

        """)
  }
}

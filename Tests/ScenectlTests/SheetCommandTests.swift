import TestSupport
import Testing

@testable import ScenectlCommands

/// Sheets as iOS 13 and later present them (`Fixtures/sheets.yaml`, docs/Runtime.md §2.1): a
/// card over the presenter on an iPhone upright, swiped down unless `modalInPresentation`;
/// full screen on its side, and before iOS 13 (`--ios 12`, `ios: 12`).
@Suite struct SheetCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/sheets.yaml"

  func steps(_ output: CommandOutput) -> [String] {
    output.stdout.components(separatedBy: "\n\n").filter {
      $0.hasPrefix("tap ") || $0.hasPrefix("swipe ")
    }
  }

  @Test func aSheetIsSwipedDownUnlessItIsModalInPresentation() {
    let output = scenectl(
      "simulate", file, "--tap", "composeButton", "--swipe", "down", "--tap", "signInButton",
      "--swipe", "down")
    #expect(output.status == .success)
    #expect(
      steps(output) == [
        """
        tap composeButton
          segue modal: inbox → compose, presented as pageSheet (automatic)
          compose viewDidLoad
          compose viewWillAppear
          compose viewDidAppear
        """,
        """
        swipe down
          swipe down: the sheet 'compose' is dismissed (presentationControllerDidDismiss)
          dismiss 'compose' (presented by 'inbox')
          compose viewWillDisappear
          compose viewDidDisappear
        """,
        """
        tap signInButton
          segue modal: inbox → signIn, presented as pageSheet (formSheet adapted to compact width)
          signIn viewDidLoad
          signIn viewWillAppear
          signIn viewDidAppear
        """,
        """
        swipe down
          'signIn' is modalInPresentation: the sheet stays (presentationControllerDidAttemptToDismiss)
        """,
      ])
    // The card starts 10 points below the top inset (59 + 10, `SheetCard`): Done sits 8
    // points into it.
    #expect(
      output.stdout.hasSuffix(
        """
        on screen: top 'signIn', stack inbox > signIn
          inbox.composeButton button "Compose" [160.667, 79, 72, 34] (under 'signIn')
          inbox.signInButton button "Sign In" [160.667, 121, 72, 34] (under 'signIn')
          signIn.doneButton button "Done" [336, 77, 41, 34]

        """))
  }

  @Test(arguments: [
    ["--device", "iphone-landscape"], ["--ios", "12"],
  ])
  func onItsSideAndBeforeIOS13ASheetIsFullScreen(_ options: [String]) {
    let output = scenectl(["simulate", file] + options + ["--tap", "composeButton"])
    #expect(output.status == .success)
    // Before iOS 13 `automatic` is full screen as it is (it came with iOS 13).
    let how =
      options.first == "--ios"
      ? "(automatic)" : "(automatic: pageSheet adapted to compact height)"
    #expect(
      steps(output) == [
        """
        tap composeButton
          segue modal: inbox → compose, presented as fullScreen \(how)
          compose viewDidLoad
          inbox viewWillDisappear
          compose viewWillAppear
          compose viewDidAppear
          inbox viewDidDisappear
        """
      ])
    let swiped = scenectl(
      ["simulate", file] + options + ["--tap", "composeButton", "--swipe", "down"])
    #expect(swiped.status == .problemsFound)
    #expect(
      swiped.stderr
        == "scenectl: error: step 2 (swipe down): 'compose' is presented as fullScreen, not a "
        + "sheet: only a page or form sheet is swiped down\n")
  }

  @Test func theFilesIOSVersionChoosesTheRulesAndIsChecked() throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/\(file)", encoding: .utf8)
    let old = text.replacingOccurrences(
      of: "storyboard: Sheets\n", with: "storyboard: Sheets\nios: 12\n")
    let output = try withTemporaryFile(old) { scenectl("simulate", $0, "--tap", "composeButton") }
    #expect(
      output.stdout.contains(
        "presented as fullScreen (automatic)"))
    let bad = text.replacingOccurrences(
      of: "storyboard: Sheets\n", with: "storyboard: Sheets\nios: 7\n")
    let checked = try withTemporaryFile(bad) { scenectl("validate", $0) }
    #expect(checked.status == .problemsFound)
    #expect(
      checked.stdout.contains(
        ".yaml:5:6: error: ios 7 is out of range: write the deployment target's major version, 9 "
          + "to 99 [invalid-value]"))
  }

  @Test func nothingToSwipeAndABadVersionAreReported() {
    let nothing = scenectl("simulate", file, "--swipe", "down")
    #expect(nothing.status == .problemsFound)
    #expect(
      nothing.stderr
        == "scenectl: error: step 1 (swipe down): there is no sheet on screen to swipe down\n")
    let version = scenectl("simulate", file, "--ios", "4")
    #expect(version.status == .usageOrInput)
    #expect(
      version.stderr
        == "scenectl: error: the value '4' is invalid for '--ios': expected a major version from "
        + "9 to 99, such as 12\n")
  }
}

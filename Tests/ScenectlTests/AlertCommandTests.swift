import Foundation
import Testing

@testable import ScenectlCommands

/// Alerts and action sheets are presented over their presenter (issue 30, item 4): `top`
/// and the stack stay the scene that presented the alert, the report shows the alert with
/// its title and actions, an action dismisses it, flows expect it with `expect: {alert:}`,
/// and explore counts it as a state of its scene, not as a scene.
@Suite struct AlertCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/alerts.yaml"

  /// The alert is presented from the tab bar controller, the root of the pushed scene's chain,
  /// as UIKit does; the pushed scene stays on top and the navigation stack stays in the report.
  @Test func anAlertLeavesTheTopAndTheStack() {
    let output = scenectl("simulate", file, "--tap", "openButton", "--tap", "deleteButton")
    #expect(output.status == .success)
    #expect(output.stderr == "")
    #expect(
      output.stdout == """
        simulate \(file) on iphone (393 x 852, compact width, regular height)

        launch
          tabs viewDidLoad
          tabs viewWillAppear
          notesNav viewDidLoad
          notesNav viewWillAppear
          noteList viewDidLoad
          noteList viewWillAppear
          tabs viewDidAppear
          notesNav viewDidAppear
          noteList viewDidAppear

        tap openButton
          segue push: noteList → noteDetail, pushed onto 'notesNav'
          noteDetail viewDidLoad
          noteList viewWillDisappear
          noteDetail viewWillAppear
          noteList viewDidDisappear
          noteDetail viewDidAppear

        tap deleteButton
          action 'delete' of 'noteDetail' (touchUpInside from 'deleteButton')
          present alert 'confirmDelete' from 'noteDetail'

        hierarchy:
          window
          └─ tabs (tabBarController, tab bar: [Notes] Account)
             ├─ notesNav (navigationController)
             │  ├─ noteList (not on screen)
             │  └─ noteDetail (navigation bar: ‹ Notes | Note)
             ├─ account (not loaded)
             └─ presents confirmDelete (alert from 'noteDetail')

        on screen: top 'noteDetail', stack tabs > notesNav > noteDetail
          noteDetail.titleLabel label "Ideas" [16, 111, 43, 21] (under 'confirmDelete')
          noteDetail.deleteButton button "Delete" [16, 140, 62, 34] (under 'confirmDelete')
          noteDetail.shareButton button "Share" [16, 182, 51, 34] (under 'confirmDelete')
          noteDetail.confirmDelete alert "Delete Note?", message "This cannot be undone.", actions ["Cancel", "Delete"]

        """)
  }

  /// Tapping an action dismisses the alert, then runs the action's steps in its scene.
  @Test func anActionDismissesTheAlert() {
    let output = scenectl(
      "simulate", file, "--tap", "openButton", "--tap", "deleteButton", "--tap", "action:Delete")
    #expect(output.status == .success)
    let tail = output.stdout.components(separatedBy: "tap action:Delete\n").last ?? ""
    #expect(
      tail == """
          alert action 'Delete' of 'confirmDelete'
          dismiss 'confirmDelete' (presented by 'tabs')
          set titleLabel.text = "Deleted"

        hierarchy:
          window
          └─ tabs (tabBarController, tab bar: [Notes] Account)
             ├─ notesNav (navigationController)
             │  ├─ noteList (not on screen)
             │  └─ noteDetail (navigation bar: ‹ Notes | Note)
             └─ account (not loaded)

        on screen: top 'noteDetail', stack tabs > notesNav > noteDetail
          noteDetail.titleLabel label "Deleted" [16, 111, 60, 21]
          noteDetail.deleteButton button "Delete" [16, 140, 62, 34]
          noteDetail.shareButton button "Share" [16, 182, 51, 34]

        """)
  }

  /// A tap on a view under an alert fails and names the actions that can be tapped.
  @Test func aTapUnderAnAlertNamesItsActions() {
    let output = scenectl(
      "simulate", file, "--tap", "openButton", "--tap", "deleteButton", "--tap", "titleLabel")
    #expect(output.status == .problemsFound)
    #expect(
      output.stderr
        == "scenectl: error: step 3 (tap titleLabel): 'titleLabel' is covered by the presented "
        + "'confirmDelete'; tap one of its actions first: 'action:Cancel', 'action:Delete'\n")
  }

  /// In regular width an action sheet is a popover at the button that sent it: the hierarchy
  /// says so, and the views beside it are not covered.
  @Test func anActionSheetOnIPadIsAPopover() {
    let output = scenectl(
      "simulate", file, "--device", "ipad", "--tap", "openButton", "--tap", "shareButton")
    #expect(output.status == .success)
    let lines = output.stdout.split(separator: "\n").suffix(6).map(String.init)
    #expect(
      lines == [
        "     └─ presents shareMenu (action sheet from 'noteDetail', presented as popover "
          + "(actionSheet), anchored at 'shareButton')",
        "on screen: top 'noteDetail', stack tabs > notesNav > noteDetail",
        "  noteDetail.titleLabel label \"Ideas\" [20, 76, 43, 21]",
        "  noteDetail.deleteButton button \"Delete\" [20, 105, 62, 34]",
        "  noteDetail.shareButton button \"Share\" [20, 147, 51, 34]",
        "  noteDetail.shareMenu actionSheet actions [\"Copy Link\", \"Cancel\"]",
      ])
  }

  /// `--format json` gives the alert as an object beside `top` and `stack`.
  @Test func theJSONHasTheAlert() throws {
    let output = scenectl(
      "simulate", file, "--tap", "openButton", "--tap", "deleteButton", "--format", "json")
    #expect(output.status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(object["top"] as? String == "noteDetail")
    #expect(object["stack"] as? [String] == ["tabs", "notesNav", "noteDetail"])
    let alert = try #require(object["alert"] as? [String: Any])
    #expect(alert["id"] as? String == "confirmDelete")
    #expect(alert["scene"] as? String == "noteDetail")
    #expect(alert["style"] as? String == "alert")
    #expect(alert["title"] as? String == "Delete Note?")
    #expect(alert["message"] as? String == "This cannot be undone.")
    #expect(alert["actions"] as? [String] == ["Cancel", "Delete"])
  }

  /// A flow expects the alert by its title (an untitled action sheet by its id) and no alert
  /// with `alert: null`, with `top` still the presenting scene.
  @Test func aFlowExpectsTheAlert() throws {
    let output = try testFlow(
      on: file,
      steps: [
        "tap: openButton",
        "expect: { alert: null }",
        "tap: deleteButton",
        "expect: { top: noteDetail, alert: Delete Note? }",
        "tap: \"action:Cancel\"",
        "expect: { alert: null, top: noteDetail }",
        "tap: shareButton",
        "expect: { alert: shareMenu }",
      ])
    #expect(output.status == .success)
    #expect(output.stderr == "")
    #expect(output.stdout.contains("  ok   4. expect: top noteDetail, alert \"Delete Note?\"\n"))
    #expect(output.stdout.contains("  ok   6. expect: top noteDetail, no alert\n"))
  }

  /// A wrong or missing alert fails with what was expected and what shows.
  @Test(arguments: [
    (
      ["tap: openButton", "expect: { alert: Delete Note? }"],
      "expect failed: expected alert \"Delete Note?\", found no alert"
    ),
    (
      ["tap: openButton", "tap: shareButton", "expect: { alert: null }"],
      "expect failed: expected no alert, found action sheet 'shareMenu' (no title)"
    ),
    (
      ["tap: openButton", "tap: deleteButton", "expect: { alert: Rename }"],
      "expect failed: expected alert \"Rename\", found alert \"Delete Note?\""
    ),
  ])
  func aFlowFailsOnTheWrongAlert(steps: [String], message: String) throws {
    let output = try testFlow(on: file, steps: steps)
    #expect(output.status == .problemsFound)
    let line = output.stdout.split(separator: "\n").first { $0.contains(": error: ") }
    #expect(line.map { String($0.split(separator: " error: ", maxSplits: 1)[1]) } == message)
    #expect(line?.contains(":\(steps.count + 2):5: error: ") == true)
  }

  /// Explore reaches no scene through an alert: the alerts are listed as states of the scene
  /// that shows them.
  @Test func exploreCountsAnAlertAsAStateOfItsScene() {
    let output = scenectl("explore", file)
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        explore \(file) on iphone: 14 states, 42 transitions, complete

        scenes reached (3):
          noteList: launch
          noteDetail: tap openButton
          account: tap tab:Account

        alerts shown (2):
          noteDetail.confirmDelete: tap openButton, tap deleteButton
          noteDetail.shareMenu: tap openButton, tap shareButton

        findings (0):

        """)
  }
}

import Foundation
import Testing

@testable import ScenectlCommands

/// Tapping what the user sees (issue 30, item 5): events name a view by its scene file id,
/// by the Interface Builder id of the storyboard element (`ib:`), or by `text:"..."`, the
/// title, label or accessibility label on screen; an unknown id gets a did-you-mean, a
/// prototype cell's id the `--select TABLE:N` to use, and a view not on screen the shortest
/// sequence of events that shows it.
@Suite struct TapTargetCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/tap-targets.yaml"

  /// The transcript notes what an Interface Builder id and a text stand for.
  @Test func anInterfaceBuilderIdAndATextNameTheirView() {
    let output = scenectl(
      "simulate", file, "--tap", "tab:Account", "--tap", "mQv-3O-Y2d", "--tap", "text:Notes",
      "--tap", "text:Settings")
    #expect(output.status == .success)
    #expect(output.stderr == "")
    let events = output.stdout.components(separatedBy: "\ntap mQv-3O-Y2d\n").last ?? ""
    #expect(
      events == """
          'mQv-3O-Y2d' is the Interface Builder id of 'button_mQv_3O_Y2d'
          action 'addAccount' of 'account' (touchUpInside from 'button_mQv_3O_Y2d')
          set statusLabel.text = "Signed in"

        tap text:Notes
          text:"Notes" is 'tab:Notes' (tab of 'tabs')
          select tab 0 'Notes' ('notesNav') of 'tabs'
          notesNav viewWillAppear
          noteList viewWillAppear
          account viewWillDisappear
          account viewDidDisappear
          notesNav viewDidAppear
          noteList viewDidAppear

        tap text:Settings
          text:"Settings" is 'gearButton' (button "⚙" in 'noteList')

        hierarchy:
          window
          └─ tabs (tabBarController, tab bar: [Notes] Account)
             ├─ notesNav (navigationController)
             │  └─ noteList (navigation bar: Notes | [Add])
             └─ account (not on screen)

        on screen: top 'noteList', stack tabs > notesNav > noteList
          noteList.addButton button "Add" [16, 111, 31, 34]
          noteList.gearButton button "⚙" [347, 111, 30, 34]
          noteList.noteTable tableView 2 rows: "Ideas", "Plans" [0, 153, 393, 616]
          noteList.addItem barItem "Add"

        """)
  }

  /// Each way of naming a target that fails, with the whole message: `simulate` prints it
  /// after the step's number and exits 1.
  @Test(arguments: [
    (
      ["--tap", "text:Add"],
      "step 1 (tap text:Add): text:\"Add\" matches 2 things on screen: 'addButton' (button "
        + "\"Add\" in 'noteList'), 'addItem' (barItem \"Add\" in 'noteList'); name one by its id"
    ),
    (
      ["--tap", "addButon"],
      "step 1 (tap addButon): there is no view or bar item 'addButon' in any scene; did you "
        + "mean 'addButton'?"
    ),
    (
      ["--tap", "text:\"Add Acount\""],
      "step 1 (tap text:\"Add Acount\"): no view, bar item, tab, alert action or table row on screen "
        + "shows \"Add Acount\"; did you mean text:\"Add Account\"?"
    ),
    (
      ["--tap", "NoteCell"],
      "step 1 (tap NoteCell): 'NoteCell' is a prototype cell, a template each row of "
        + "'noteTable' copies, not a view on screen: select a row with '--select noteTable:N'"
    ),
    (
      ["--select", "w9a-0F-Gkt:0"],
      "step 1 (select w9a-0F-Gkt:0): 'NoteCell' is a prototype cell, a template each row of "
        + "'noteTable' copies, not a view on screen: select a row with '--select noteTable:N'"
    ),
    (
      ["--tap", "mQv-3O-Y2d"],
      "step 1 (tap mQv-3O-Y2d): 'button_mQv_3O_Y2d' is not on screen: scene 'account' is not "
        + "shown; the shortest way to show it: tap tab:Account"
    ),
    (
      ["--tap", "text:\"Add Account\""],
      "step 1 (tap text:\"Add Account\"): no view, bar item, tab, alert action or table row on screen "
        + "shows \"Add Account\"; 'button_mQv_3O_Y2d' of scene 'account' does, which is not "
        + "shown; the shortest way to show it: tap tab:Account"
    ),
    (
      ["--tap", "noteLabel"],
      "step 1 (tap noteLabel): 'noteLabel' is not on screen: scene 'noteDetail' is not shown; "
        + "the shortest way to show it: select noteTable:0"
    ),
    (
      ["--type", "text:Add=x"],
      "step 1 (type text:Add=\"x\"): text:\"Add\" matches 2 things on screen: 'addButton' "
        + "(button \"Add\" in 'noteList'), 'addItem' (barItem \"Add\" in 'noteList'); name one "
        + "by its id"
    ),
  ])
  func aTargetThatFailsSaysWhy(arguments: [String], message: String) {
    let output = scenectl(["simulate", file] + arguments)
    #expect(output.status == .problemsFound)
    #expect(output.stderr == "scenectl: error: \(message)\n")
  }

  /// A flow takes the same targets: a text and an Interface Builder id in `tap:`, an
  /// Interface Builder id in `select:`.
  @Test func aFlowTakesTheSameTargets() throws {
    let output = try testFlow(
      on: file,
      steps: [
        "tap: \"text:Account\"",
        "tap: mQv-3O-Y2d",
        "expect: { text: { statusLabel: Signed in } }",
        "tap: \"tab:Notes\"",
        "select: \"0oa-Kv-TxJ:1\"",
        "expect: { top: noteDetail }",
      ])
    #expect(output.status == .success)
    #expect(output.stdout.hasSuffix("1 passed, 0 failed\n"))
  }

  /// A misspelt id in a flow gets its did-you-mean, placed at the step.
  @Test func aFlowStepWithAMisspeltIdGetsADidYouMean() throws {
    let output = try testFlow(on: file, steps: ["tap: addButon"])
    #expect(output.status == .problemsFound)
    let line = output.stdout.split(separator: "\n").first { $0.contains(": error: ") }
    #expect(
      line.map { String($0.split(separator: ": error: ", maxSplits: 1)[1]) }
        == "there is no view or bar item 'addButon' in any scene; did you mean 'addButton'?")
    #expect(line?.contains(".yaml:3:5: error: ") == true)
  }

  /// In a flow, a view not on screen comes with the shortest way to show it.
  @Test func aFlowStepNamesTheShortestWayToShowAView() throws {
    let output = try testFlow(on: file, steps: ["tap: \"text:Notes\"", "tap: noteLabel"])
    #expect(output.status == .problemsFound)
    let line = output.stdout.split(separator: "\n").first { $0.contains(": error: ") }
    #expect(
      line.map { String($0.split(separator: ": error: ", maxSplits: 1)[1]) }
        == "'noteLabel' is not on screen: scene 'noteDetail' is not shown; the shortest way to "
        + "show it: select noteTable:0")
    #expect(line?.contains(".yaml:4:5: error: ") == true)
  }
}

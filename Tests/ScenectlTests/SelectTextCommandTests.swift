import SceneModel
import Testing

@testable import ScenectlCommands

/// Selecting a row by what its cell shows (issue 30, item 5): `--select 'text:"Buy milk"'`
/// with no number is `--select TABLE:N` for the one row of a table on screen whose cell
/// shows the text; a text shown twice lists its matches, a text not shown gets a did-you-mean
/// among the views' and rows' texts.
@Suite struct SelectTextCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/select-text.yaml"

  /// The transcript notes which row the text is, then selects it as `--select list:0` would.
  @Test func aTextSelectsTheRowShowingIt() {
    let output = scenectl("simulate", file, "--select", "text:\"Buy milk\"")
    #expect(output.status == .success)
    #expect(output.stderr == "")
    let events = output.stdout.components(separatedBy: "\n\n").dropFirst(2).joined(
      separator: "\n\n")
    #expect(
      events == """
        select text:"Buy milk"
          text:"Buy milk" is row 0 of 'list'
          select row 0 of 'list' ("Buy milk")
          segue push: todo → task, pushed onto 'nav'
          task viewDidLoad
          todo viewWillDisappear
          task viewWillAppear
          todo viewDidDisappear
          task viewDidAppear

        hierarchy:
          window
          └─ nav (navigationController)
             ├─ todo (not on screen)
             └─ task (navigation bar: ‹ To do | Task)

        on screen: top 'task', stack nav > task
          task.taskLabel label "A task" [16, 111, 51, 21]

        """)
  }

  /// A tap on a row's text selects the row, as the user's tap on it does in UIKit.
  @Test func aTapOnARowsTextSelectsTheRow() {
    let output = scenectl("simulate", file, "--tap", "text:\"Buy milk\"")
    #expect(output.status == .success)
    #expect(output.stderr == "")
    let events = output.stdout.components(separatedBy: "\n\n").dropFirst(2).first
    #expect(
      events == """
        tap text:"Buy milk"
          text:"Buy milk" is row 0 of 'list'
          select row 0 of 'list' ("Buy milk")
          segue push: todo → task, pushed onto 'nav'
          task viewDidLoad
          todo viewWillDisappear
          task viewWillAppear
          todo viewDidDisappear
          task viewDidAppear
        """)
  }

  /// `--accessory` takes the same target: the accessory button of the row showing the text.
  @Test func anAccessoryTakesTheRowShowingATextToo() {
    let output = scenectl("simulate", file, "--accessory", "text:\"Buy milk\"")
    #expect(output.status == .success)
    let event = output.stdout.components(separatedBy: "\n\n").dropFirst(2).first
    #expect(
      event == """
        accessory text:"Buy milk"
          text:"Buy milk" is row 0 of 'list'
          accessory button of row 0 of 'list' ("Buy milk")
          no accessory segue leaves the cell of 'list'; nothing happens
        """)
  }

  /// A text two rows show, or a row and a view, lists them; a text nothing shows gets the
  /// nearest text on screen; a view's text with no number is no row. `simulate` prints the
  /// message after the step's number and exits 1.
  @Test(arguments: [
    (
      ["--select", "text:\"Walk dog\""],
      "step 1 (select text:\"Walk dog\"): text:\"Walk dog\" matches 2 things on screen: "
        + "'list:1' (row of 'list'), 'list:3' (row of 'list'); name one by its id, a row by "
        + "TABLE:N"
    ),
    (
      ["--select", "text:\"Call mom\""],
      "step 1 (select text:\"Call mom\"): text:\"Call mom\" matches 2 things on screen: "
        + "'callButton' (button \"Call mom\" in 'todo'), 'list:2' (row of 'list'); name one by "
        + "its id, a row by TABLE:N"
    ),
    (
      ["--select", "text:\"Buy mlk\""],
      "step 1 (select text:\"Buy mlk\"): no view, bar item or table row on screen shows "
        + "\"Buy mlk\"; did you mean text:\"Buy milk\"?"
    ),
    (
      ["--select", "text:Done"],
      "step 1 (select text:Done): text:\"Done\" is 'doneButton' (button \"Done\" in 'todo'), "
        + "not a row of a table; write text:\"Done\":N for its row, segment or page N"
    ),
  ])
  func aTextThatNamesNoOneRowSaysWhy(arguments: [String], message: String) {
    let output = scenectl(["simulate", file] + arguments)
    #expect(output.status == .problemsFound)
    #expect(output.stderr == "scenectl: error: \(message)\n")
  }

  /// A text only a view shows is no row: its event shows the error alone, no note.
  @Test func aViewsTextWithNoNumberIsNoRow() {
    let output = scenectl("simulate", file, "--select", "text:Done")
    #expect(output.status == .problemsFound)
    let event = output.stdout.components(separatedBy: "\n\n").dropFirst(2).first
    #expect(
      event == """
        select text:Done
          error: text:"Done" is 'doneButton' (button "Done" in 'todo'), not a row of a table; \
        write text:"Done":N for its row, segment or page N
        """)
  }

  /// A flow's `select:` takes the text alone; an ambiguous one fails at its step.
  @Test func aFlowSelectsTheRowShowingAText() throws {
    let output = try testFlow(
      on: file, steps: ["select: text:\"Buy milk\"", "expect: { top: task }"])
    #expect(output.status == .success)
    #expect(
      output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        == [
          "  ok   1. select: text:\"Buy milk\"", "  ok   2. expect: top task", "",
          "1 passed, 0 failed", "",
        ])
    let ambiguous = try testFlow(on: file, steps: ["select: text:\"Walk dog\""])
    #expect(ambiguous.status == .problemsFound)
    let line = ambiguous.stdout.split(separator: "\n").first { $0.contains(": error: ") }
    #expect(
      line?.hasSuffix(
        ".yaml:3:5: error: text:\"Walk dog\" matches 2 things on screen: 'list:1' (row of "
          + "'list'), 'list:3' (row of 'list'); name one by its id, a row by TABLE:N") == true)
  }
}

/// `--select` and `--accessory` values parsed once into the event's `RowTarget`; a missing or
/// bad number is a usage error.
@Suite struct SelectTargetOptionTests {
  @Test func optionsParseTheirTargets() throws {
    #expect(
      try SimulateCommand.event(.select, "text:\"a:b\":2")
        == .select(.row(.shownText(ShownText("a:b")), 2)))
    #expect(
      try SimulateCommand.event(.accessory, "text:Add")
        == .accessory(.rowShowing(ShownText("Add", isQuoted: false))))
    #expect(try SimulateCommand.event(.select, "list:3") == .select(.row(.id("list"), 3)))
    #expect(
      try SimulateCommand.event(.type, "text:\"Your name\"=Al")
        == .type(into: .shownText(ShownText("Your name")), text: "Al"))
    #expect(
      try SimulateCommand.event(.pullToRefresh, "text:News")
        == .pullToRefresh(.shownText(ShownText("News", isQuoted: false))))
  }

  @Test(arguments: [
    ("--select", "list", "row or segment"), ("--select", "list:x", "row or segment"),
    ("--accessory", "list:-1", "row"), ("--accessory", "text:", "row"),
  ])
  func aValueWithNoRowIsAUsageError(_ option: String, _ value: String, _ what: String) {
    let output = scenectl("simulate", "Scenes/TinyPix.yaml", option, value)
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr.hasPrefix(
        "scenectl: error: the value '\(value)' is invalid for '\(option)': expected ID:N with N "
          + "a \(what) number from 0\n"))
  }

  /// The transcript writes a text target as the user wrote it, quoted or not.
  @Test func theTranscriptWritesTheTargetAsGiven() {
    let file = "Tests/ScenectlTests/Fixtures/select-text.yaml"
    let output = scenectl("simulate", file, "--accessory", "text:Buy milk")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains("\naccessory text:Buy milk\n  text:\"Buy milk\" is row 0 of 'list'\n"))
  }
}

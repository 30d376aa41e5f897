import Diagnostics
import SceneModel
import Testing

/// Select, accessory and view targets (`--select VALUE`, `select: VALUE`, `text:"..."`)
/// parsed once into `RowTarget` and `ViewName`, and written back as given in transcripts
/// and flow steps.
@Suite struct EventTargetTests {
  static let rows: [(String, RowTarget)] = [
    ("list:3", .row(.id("list"), 3)),
    ("mQv-3O-Y2d:0", .row(.id("mQv-3O-Y2d"), 0)),
    // The last colon splits: the text may hold colons.
    ("text:\"a:b\":2", .row(.shownText(ShownText("a:b")), 2)),
    ("text:Add:1", .row(.shownText(ShownText("Add", isQuoted: false)), 1)),
    ("text:\"Buy milk\"", .rowShowing(ShownText("Buy milk"))),
    ("text:Add", .rowShowing(ShownText("Add", isQuoted: false))),
    // Quotes are taken off only as a pair around the whole text.
    ("text:\"Add", .rowShowing(ShownText("\"Add", isQuoted: false))),
    // `text` is an id here: a number follows the last colon.
    ("text:5", .row(.id("text"), 5)),
  ]

  @Test(arguments: rows)
  func aRowTargetParsesAndWritesBackAsGiven(_ value: String, _ target: RowTarget) {
    #expect(RowTarget(parsing: value) == target)
    #expect(target.description == value)
    #expect(Event.select(target).description == "select \(value)")
    #expect(Event.accessory(target).description == "accessory \(value)")
  }

  /// A missing number, a bad number and a bare `text:` name no row.
  @Test(arguments: ["list", "list:x", "list:-1", "list:", ":2", "text:", ""])
  func aValueWithNoRowIsNoTarget(_ value: String) {
    #expect(RowTarget(parsing: value) == nil)
  }

  @Test func aViewNameIsATextOrAnId() {
    #expect(ViewName(parsing: "name") == .id("name"))
    #expect(ViewName(parsing: "text:\"Your name\"") == .shownText(ShownText("Your name")))
    #expect(ViewName(parsing: "text:") == .shownText(ShownText("", isQuoted: false)))
    for value in ["name", "text:\"Your name\"", "text:Name", "text:\"\"", "text:\""] {
      #expect(ViewName(parsing: value).description == value)
    }
    let typed = Event.type(into: ViewName(parsing: "text:Name"), text: "Al")
    #expect(typed.description == "type text:Name=\"Al\"")
  }

  static func flow(_ steps: String) -> FlowLoader.Result {
    FlowLoader.load(Array("storyboard: App.yaml\nsteps:\n\(steps)".utf8), file: "flow.yaml")
  }

  @Test func flowStepsParseTheirTargets() throws {
    let result = Self.flow(
      """
        - select: 'text:"a:b":2'
        - select: text:Add
        - accessory: list:3
        - type: { into: 'text:"Your name"', text: Al }
        - longPress: card
        - tap: 'text:"Buy milk"'
      """)
    #expect(result.diagnostics.isEmpty)
    let flow = try #require(result.flow)
    #expect(
      flow.steps.compactMap(\.event) == [
        .select(.row(.shownText(ShownText("a:b")), 2)),
        .select(.rowShowing(ShownText("Add", isQuoted: false))),
        .accessory(.row(.id("list"), 3)),
        .type(into: .shownText(ShownText("Your name")), text: "Al"),
        .longPress(.id("card")),
        .tap(.view(.shownText(ShownText("Buy milk")))),
      ])
  }

  @Test(arguments: [
    (
      "  - select: list\n",
      "flow.yaml:3:13: error: expected 'ID:N' (a table view or segmented control and a number "
        + "from 0) for 'select', found 'list' [wrong-type]\n"
    ),
    (
      "  - accessory: list:x\n",
      "flow.yaml:3:16: error: expected 'ID:N' (a table view and a number from 0) for "
        + "'accessory', found 'list:x' [wrong-type]\n"
    ),
    (
      "  - select: 'text:'\n",
      "flow.yaml:3:13: error: expected 'ID:N' (a table view or segmented control and a number "
        + "from 0) for 'select', found 'text:' [wrong-type]\n"
    ),
  ])
  func aFlowStepWithNoRowIsAnError(_ step: String, _ message: String) {
    let result = Self.flow(step)
    #expect(result.diagnostics.map(DiagnosticPrinter(useColor: false).render) == [message])
  }
}

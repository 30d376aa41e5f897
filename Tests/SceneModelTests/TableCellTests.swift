import Diagnostics
import Testing

@testable import SceneModel

/// Table cells with content (docs/SceneFormat.md, cells): static sections and prototypes with
/// their own views, class, row height and outlets; what loads, and each mistake with its exact
/// text and place, beside a near miss that is fine.
@Suite struct TableCellTests {
  /// Scene `a` with a table whose content is `content` (indented for the table's keys), and
  /// `extra` scene keys.
  static func file(_ content: String, extra: String = "") -> String {
    storyboard(
      """
          views:
            - id: table
              type: tableView
      \(content)
      \(extra)
      """)
  }

  static let staticTable = """
            sections:
              - header: Account
                footer: Synced
                cells:
                  - id: syncCell
                    class: SwitchCell
                    rowHeight: 60
                    subviews: [ { id: syncSwitch, type: switch } ]
    """

  @Test func staticSectionsLoadAsViewsOfTheScene() throws {
    let result = StoryboardLoader.load(
      Array(Self.file(Self.staticTable, extra: "    outlets: { sync: syncSwitch }").utf8),
      file: "test.yaml")
    let storyboard = try #require(result.storyboard)
    #expect(result.diagnostics.isEmpty)
    #expect(Validator.validate(storyboard).isEmpty)
    let scene = try #require(storyboard.scene("a"))
    let table = try #require(scene.view("table"))
    #expect(table.sections.map(\.header?.value) == ["Account"])
    #expect(table.sections.map(\.footer?.value) == ["Synced"])
    let cell = try #require(table.sections.first?.cells.first)
    #expect(cell.className?.value == "SwitchCell")
    #expect(cell.rowHeight?.value == 60)
    #expect(scene.allViews.map(\.id.value) == ["table", "syncCell", "syncSwitch"])
    #expect(scene.view("syncCell")?.type.value == .tableViewCell)
  }

  @Test func aPrototypeWithoutViewsIsNoViewOfTheScene() throws {
    let yaml = Self.file(
      """
              prototypes:
                - { id: Plain }
                - { id: Rich, style: custom, subviews: [ { id: nameLabel, type: label } ] }
      """)
    let result = StoryboardLoader.load(Array(yaml.utf8), file: "test.yaml")
    let scene = try #require(result.storyboard?.scene("a"))
    #expect(scene.allViews.map(\.id.value) == ["table", "Rich", "nameLabel"])
  }

  /// A prototype's outlet to a named constraint of its own label (ResearchKit's
  /// `textLabelWidthConstraint`) is the cell class's to hold; one to a constraint of a view
  /// outside the cell is not. (An item `superview` is the content view: the constraint counts
  /// as the cell's when its other item is a view of the cell.)
  static func constraintOutlet(_ constraint: String) -> String {
    file(
      """
              prototypes:
                - id: Cell
                  class: NameCell
                  style: custom
                  subviews: [ { id: nameLabel, type: label } ]
                  outlets: { widthConstraint: nameWidth }
      """,
      extra: "      - { id: badge, type: view }\n    constraints:\n"
        + "      - { id: nameWidth, constraint: \"\(constraint)\" }")
  }

  @Test func aCellOutletMayKeepAConstraintOfItsViews() throws {
    for constraint in ["nameLabel.width = 91", "superview.centerY = nameLabel.centerY + 9.5"] {
      let inside = StoryboardLoader.load(
        Array(Self.constraintOutlet(constraint).utf8), file: "test.yaml")
      #expect(inside.diagnostics.isEmpty)
      #expect(Validator.validate(try #require(inside.storyboard)).isEmpty)
    }
    let outside = StoryboardLoader.load(
      Array(Self.constraintOutlet("badge.width = 91").utf8), file: "test.yaml")
    let codes = Validator.validate(try #require(outside.storyboard)).map(\.code)
    #expect(codes == ["cell-outlet-outside-cell"])
  }

  static let mistakes: [DiagnosticCase] = [
    DiagnosticCase(
      code: "outlet-to-repeating-content",
      yaml: file(
        """
                prototypes:
                  - { id: Cell, style: custom, subviews: [ { id: nameLabel, type: label } ] }
        """, extra: "    outlets: { name: nameLabel }"),
      expected: [
        "12:22: error: outlet 'name' connects to 'nameLabel', a view of prototype cell 'Cell', "
          + "which each row copies, so the controller cannot hold it; connect it from the cell's "
          + "class, in the cell's 'outlets' [outlet-to-repeating-content]"
      ]),
    DiagnosticCase(
      code: "cell-outlets-need-class",
      yaml: file(
        """
                prototypes:
                  - id: Cell
                    style: custom
                    subviews: [ { id: nameLabel, type: label } ]
                    outlets: { name: nameLabel }
        """),
      expected: [
        "14:24: error: cell 'Cell' has outlets but no 'class', the cell class that declares "
          + "them; add 'class: NAME' [cell-outlets-need-class]"
      ]),
    DiagnosticCase(
      code: "cell-outlet-outside-cell",
      yaml: file(
        """
                prototypes:
                  - id: Cell
                    class: NameCell
                    style: custom
                    subviews: [ { id: nameLabel, type: label } ]
                    outlets: { name: nameLabl }
        """),
      expected: [
        "15:30: error: outlet 'name' of cell 'Cell' connects to 'nameLabl', which is not a view "
          + "of the cell; did you mean 'nameLabel'? [cell-outlet-outside-cell]"
      ]),
    DiagnosticCase(
      code: "static-table-with-rows",
      yaml: file(
        """
                rows: [ { name: A } ]
                sections: [ { cells: [ { id: only } ] } ]
        """),
      expected: [
        "11:19: error: table view 'table' has static 'sections' and also 'prototypes' or 'rows': "
          + "a static table's rows are its sections' cells; remove one or the other "
          + "[static-table-with-rows]"
      ]),
    DiagnosticCase(
      code: "missing-key",
      yaml: file(
        """
                sections: [ { cells: [ { text: Anonymous } ] } ]
        """),
      expected: ["10:32: error: a static cell has no 'id'; add it [missing-key]"]),
    DiagnosticCase(
      code: "invalid-value",
      yaml: storyboard("    views: [ { id: c, type: tableViewCell } ]\n"),
      expected: [
        "7:29: error: view 'c' is a 'tableViewCell', which is not a view type: write the cell in "
          + "its table's 'prototypes' or in a cell list of its 'sections' [invalid-value]"
      ]),
    DiagnosticCase(
      code: "invalid-value",
      yaml: file(
        """
                sections: [ { cells: [ { id: tall, rowHeight: 0 } ] } ]
        """),
      expected: [
        "10:55: error: rowHeight 0 is out of range: a row is more than 0 and at most 100000 "
          + "points high [invalid-value]"
      ]),
    DiagnosticCase(
      code: "invalid-value",
      yaml: storyboard("    views: [ { id: t, type: tableView, rowHeight: 1e300 } ]\n"),
      expected: [
        "7:51: error: rowHeight 1e300 is out of range: a row is more than 0 and at most 100000 "
          + "points high [invalid-value]"
      ]),
  ]

  @Test(arguments: mistakes)
  func eachMistakeIsReportedAtItsPlace(_ mistake: DiagnosticCase) {
    #expect(diagnosticLines(mistake.yaml) == mistake.expected)
  }

  /// The near misses: a cell's outlet inside its own cell with its class, and a scene's
  /// outlet into a static cell (not repeated), are fine.
  @Test func nearMissesAreClean() {
    let cellOutlet = Self.file(
      """
              prototypes:
                - id: Cell
                  class: NameCell
                  style: custom
                  subviews: [ { id: nameLabel, type: label } ]
                  outlets: { name: nameLabel }
      """)
    #expect(diagnosticLines(cellOutlet) == [])
    #expect(
      diagnosticLines(Self.file(Self.staticTable, extra: "    outlets: { sync: syncSwitch }"))
        == [])
  }
}

import Foundation
import SceneModel
import Testing

/// `row.x` and the bare names of cell templates checked against the table's rows, inline or
/// from a data file, and the `row.` hint for a row's field written bare (issue "The user
/// contract", item 3).
@Suite struct RowFieldTests {
  /// The repository's top folder, from this file's path.
  static let root = String(#filePath.split(separator: "/Tests/").first ?? "")

  /// A table of `characters` with a prototype `Cell` whose text is `TEXT`, and a segue from
  /// the cell passing `PASS` to `detail`.
  static func file(text: String, pass: String = "row.name", rows: String = "characters")
    -> String
  {
    """
    format: 1
    storyboard: T
    initial: nav
    data:
      characters:
        - { name: Alice, age: 7 }
        - { name: White Rabbit, watch: true }
    scenes:
      nav:
        kind: navigationController
        segues: [ { kind: relationship, relationship: rootViewController, to: list } ]
      list:
        kind: tableViewController
        views:
          - id: table
            type: tableView
            rows: \(rows)
            prototypes: [ { id: Cell, text: "\(text)" } ]
        segues:
          - { kind: push, from: Cell, to: detail, pass: { who: '\(pass)' } }
      detail:
        kind: viewController
        properties: { who: null }

    """
  }

  @Test func knownFieldsPass() {
    #expect(diagnosticLines(Self.file(text: "{name} ({row.age}, {watch})")) == [])
  }

  @Test func aTemplateFieldNoRowHas() {
    #expect(
      diagnosticLines(Self.file(text: "{nmae}")) == [
        "18:43: error: no row of 'table' has a field 'nmae'; did you mean 'name'? "
          + "[unknown-row-field]"
      ])
    #expect(
      diagnosticLines(Self.file(text: "{row.colour}")) == [
        "18:43: error: no row of 'table' has a field 'colour'; the rows have 'name', 'age', "
          + "'watch' [unknown-row-field]"
      ])
  }

  @Test func aPassedRowFieldNoRowHas() {
    #expect(
      diagnosticLines(Self.file(text: "{name}", pass: "row.agee")) == [
        "20:61: error: no row of 'table' has a field 'agee'; did you mean 'age'? "
          + "[unknown-row-field]"
      ])
  }

  @Test func aRowFieldWrittenBareGetsTheRowHint() {
    #expect(
      diagnosticLines(Self.file(text: "{name}", pass: "name")) == [
        "20:61: error: 'name' is not a view of scene 'list', nor 'state' or 'self'; did you "
          + "mean 'row.name'? (the tapped row's fields are read through 'row') "
          + "[unknown-reference]"
      ])
  }

  @Test func inlineRowsAreCheckedToo() {
    #expect(
      diagnosticLines(
        Self.file(text: "{titel}", pass: "row.title", rows: "[ { title: A }, { title: B } ]")) == [
          "18:43: error: no row of 'table' has a field 'titel'; did you mean 'title'? "
            + "[unknown-row-field]"
        ])
  }

  /// Rows a step replaces are not known statically: nothing is checked against them.
  @Test func rowsSetByAStepAreNotChecked() {
    let yaml = Self.file(text: "{anything}").replacingOccurrences(
      of: "    segues:\n      - { kind: push",
      with: "    onAppear: [ { set: table.rows, to: state.list } ]\n"
        + "    segues:\n      - { kind: push"
    )
    .replacingOccurrences(of: "data:\n", with: "state: { list: [] }\ndata:\n")
    #expect(diagnosticLines(yaml) == [])
  }

  @Test func aDataFileIsChecked() throws {
    let yaml = """
      format: 1
      storyboard: T
      initial: list
      data:
        characters: Data/Characters.yaml
      scenes:
        list:
          kind: viewController
          views:
            - id: table
              type: tableView
              frame: [0, 0, 100, 100]
              rows: characters
              prototypes: [ { id: Cell, text: "{name}", detail: "{descripton}" } ]
      """
    let result = StoryboardLoader.load(
      Array(yaml.utf8), file: "Scenes/test.yaml",
      dataFiles: DataFileReader(sceneFile: "/\(Self.root)/Scenes/test.yaml"))
    let storyboard = try #require(result.storyboard)
    #expect(result.diagnostics.isEmpty)
    #expect(
      Validator.validate(storyboard).map(\.message) == [
        "no row of 'table' has a field 'descripton'; did you mean 'description'?"
      ])
  }
}

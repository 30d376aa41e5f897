import SceneModel
import SceneRuntime
import Testing

/// `--accessory ID:N`: the accessory button of a table row runs the cell's
/// accessory segue only, and fails where there is no button to tap.
@Suite struct AccessoryTests {
  /// Cells with a detail button and an accessory segue only, and a table
  /// whose cells have a detail button and no segue at all.
  static let accessoryOnly = """
    format: 1
    storyboard: AccessoryOnly
    initial: list
    scenes:
      list:
        kind: viewController
        views:
          - id: names
            type: tableView
            rows: [ { name: Alice }, { name: Dinah } ]
            prototypes: [ { id: NameCell, text: "{name}", accessory: detailButton } ]
          - id: plain
            type: tableView
            rows: [ { name: Bill } ]
            prototypes: [ { id: PlainCell, text: "{name}", accessory: detailButton } ]
          - { id: go, type: button, title: Go }
        segues:
          - { kind: modal, from: NameCell, trigger: accessory, to: about, pass: { name: row.name } }
      about:
        kind: viewController
        properties: { name: null }
        views: [ { id: close, type: button, title: Close } ]
        actions: [ { name: close, from: close, do: [dismiss] } ]
    """

  @Test func theAccessoryButtonRunsOnlyTheAccessorySegue() throws {
    let storyboard = try Harness.storyboard(Catalog.cells)
    let (simulator, error) = Harness.simulate(storyboard, [.accessory(.row(.id("books"), 1))])
    #expect(error == nil)
    #expect(simulator.stack == ["nav", "bookInfo"])
    let lines = simulator.events.last?.entries.map(\.text) ?? []
    #expect(
      Array(lines.prefix(3)) == [
        "accessory button of row 1 of 'books' (\"Looking-Glass\")",
        "segue modal 'info': list → bookInfo, presented as pageSheet "
          + "(formSheet adapted to compact width)",
        "pass bookInfo.book = {title: Looking-Glass, pages: 112}",
      ])
  }

  @Test func selectingARowOfAnAccessoryOnlyCellDoesNothing() throws {
    let storyboard = try Harness.storyboard(Self.accessoryOnly)
    let (simulator, error) = Harness.simulate(storyboard, [.select(.row(.id("names"), 1))])
    #expect(error == nil)
    #expect(simulator.stack == ["list"])
    #expect(
      simulator.events.last?.entries.map(\.text) == [
        "select row 1 of 'names' (\"Dinah\")",
        "no selection segue leaves the cell of 'names'; nothing happens",
      ])
    let (tapped, _) = Harness.simulate(storyboard, [.accessory(.row(.id("names"), 1))])
    #expect(tapped.stack == ["list", "about"])
    #expect(tapped.events.last?.entries.map(\.text).contains("pass about.name = \"Dinah\"") == true)
  }

  @Test func anAccessoryButtonWithNoSegueDoesNothing() throws {
    let storyboard = try Harness.storyboard(Self.accessoryOnly)
    let (simulator, error) = Harness.simulate(storyboard, [.accessory(.row(.id("plain"), 0))])
    #expect(error == nil)
    #expect(
      simulator.events.last?.entries.map(\.text) == [
        "accessory button of row 0 of 'plain' (\"Bill\")",
        "no accessory segue leaves the cell of 'plain'; nothing happens",
      ])
  }

  @Test(arguments: [
    (
      Event.accessory(.row(.id("go"), 0)),
      "'go' is a button; accessory takes a table view"
    ),
    (.accessory(.row(.id("names"), 2)), "row 2 is out of range: 'names' has 2 rows"),
    (.accessory(.row(.id("nowhere"), 0)), "there is no view or bar item 'nowhere' in any scene"),
  ])
  func accessoryFailure(event: Event, message: String) throws {
    let (_, error) = Harness.simulate(try Harness.storyboard(Self.accessoryOnly), [event])
    #expect(error?.message == message)
  }

  @Test func aRowWithoutAnAccessoryButtonCannotBeTapped() throws {
    let (simulator, error) = Harness.simulate(
      try Harness.app("Wonderland"),
      [.tap(.tab("Characters")), .accessory(.row(.id("characterTable"), 1))])
    #expect(
      error?.message
        == "there is no accessory button on row 1 of 'characterTable': prototype 'Cell' has "
        + "'accessory: disclosureIndicator'; only detailButton and detailDisclosureButton "
        + "have one")
    #expect(simulator.stack == ["tabs", "charactersNav", "characterList"])
    #expect(simulator.events.last?.event.description == "accessory characterTable:1")
  }
}

import TestSupport
import Testing

/// Issue 30's consistency: one error prefix, did-you-mean for a missing file and for
/// `--scene`, and report lines without a double space or an unbalanced bar.
@Suite struct ConsistencyTests {
  @Test func aMissingFileSuggestsTheNearestName() {
    let output = scenectl("validate", "Scenes/Wonderlnd.yaml")
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr
        == "scenectl: error: cannot read 'Scenes/Wonderlnd.yaml': No such file or directory;"
        + " did you mean 'Scenes/Wonderland.yaml'?\n")
  }

  @Test(arguments: ["render", "layout"])
  func anUnknownSceneSuggestsTheNearestId(command: String) {
    let output = scenectl(command, "Scenes/Wonderland.yaml", "--scene", "charcterList")
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr
        == "scenectl: error: 'Scenes/Wonderland.yaml' has no scene 'charcterList'; its scenes:"
        + " 'tabs', 'book', 'authorInfo', 'charactersNav', 'characterList', 'characterDetail',"
        + " 'pageBook', 'pageOne', 'pageTwo'; did you mean 'characterList'?\n")
  }

  @Test func usageErrorsHaveTheToolsPrefix() {
    let output = scenectl("simulate", "Scenes/Wonderland.yaml", "--allow-nothing")
    #expect(output.stderr.hasPrefix("scenectl: error: unknown option '--allow-nothing'"))
  }

  /// An empty table shows `0 rows` and its frame after one space; a navigation bar with
  /// no title and no items says so.
  @Test func emptyTablesAndUntitledBarsReadCleanly() throws {
    let text = """
      format: 1
      storyboard: X
      initial: nav
      scenes:
        nav:
          kind: navigationController
          segues:
            - { id: r, kind: relationship, relationship: rootViewController, to: list }
        list:
          kind: viewController
          views:
            - { id: table, type: tableView, frame: [0, 0, 320, 400] }

      """
    let output = try withTemporaryFile(text) { scenectl("simulate", $0) }
    #expect(output.stdout.contains("  list.table tableView 0 rows [0, 0, 320, 400]\n"))
    #expect(output.stdout.contains("└─ list (navigation bar: no title)\n"))
  }
}

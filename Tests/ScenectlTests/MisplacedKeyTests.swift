import ScenectlCommands
import Testing

/// Cause first: a key indented too far, which is a key of the mapping around its own (or
/// of the one around that), gets an error that says so and names the column to write it at;
/// what follows only from it becomes its notes (issue 30, item 8).
@Suite struct MisplacedKeyTests {
  @Test func alertsUnderAnActionBelongToTheScene() {
    let file = "Tests/ScenectlTests/Fixtures/misplaced-alerts.yaml"
    let output = scenectl("validate", file)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        \(file):17:9: error: unknown key 'alerts' in an action; 'alerts' is a key of scene \
        'account': is it indented too far? write it at column 5 [unknown-key]
        \(file):16:22: note: follows from the misplaced 'alerts': scene 'account' has no alert \
        'missingEmail'
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func seguesUnderAViewBelongToTheScene() {
    let file = "Tests/ScenectlTests/Fixtures/misplaced-segues.yaml"
    let output = scenectl("validate", file)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        \(file):15:9: error: unknown key 'segues' in view 'openButton' (a button); 'segues' \
        is a key of scene 'list': is it indented too far? write it at column 5 [unknown-key]
        \(file):20:3: note: follows from the misplaced 'segues': scene 'detail' is \
        unreachable: no relationship or segue leads to it from the initial scene 'nav'
        1 error, 0 warnings in 1 file

        """)
  }

  /// The other commands print the same cause first, and refuse the file.
  @Test func simulatePrintsTheCauseFirst() {
    let file = "Tests/ScenectlTests/Fixtures/misplaced-alerts.yaml"
    let output = scenectl("simulate", file)
    #expect(output.status == .problemsFound)
    #expect(
      output.stderr.hasPrefix(
        "\(file):17:9: error: unknown key 'alerts' in an action; 'alerts' is a key of scene "))
  }

  /// A key that is no key of the mappings around it keeps its did-you-mean.
  @Test func aMisspeltKeyKeepsItsSuggestion() {
    let output = scenectl("validate", "Scenes/Broken/unknown-key.yaml")
    #expect(
      output.stdout.hasPrefix(
        "Scenes/Broken/unknown-key.yaml:10:5: error: unknown key 'titel' in scene 'library'; "
          + "did you mean 'title'? [unknown-key]\n"))
  }
}

import Testing

@testable import ScenectlCommands

/// `Fixtures/extended-layout.yaml`: a scene whose `edgesForExtendedLayout` is `[]` has its
/// root view between its navigation bar and its tab bar, where its views lay out, in `layout`
/// and in `simulate`; a scene without the key runs under its bars.
@Suite struct ExtendedLayoutCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/extended-layout.yaml"

  @Test func theRootViewStopsAtTheBars() {
    let notes = scenectl("layout", file, "--scene", "notes")
    #expect(
      notes.stdout == """
        scene 'notes' on iphone (393 x 852), safe area [0, 103, 393, 666], navigation bar, tab \
        bar, root view [0, 103, 393, 666]
        text [0, 103, 393, 666]

        """)
    let inbox = scenectl("layout", file, "--scene", "inbox")
    #expect(
      inbox.stdout == """
        scene 'inbox' on iphone (393 x 852), safe area [0, 59, 393, 710], tab bar
        list [0, 0, 393, 852]

        """)
  }

  @Test func simulatePlacesItsViewsThere() {
    let output = scenectl("simulate", file)
    #expect(output.status == .success)
    #expect(output.stdout.hasSuffix("  notes.text textView \"\" [0, 103, 393, 666]\n"))
  }
}

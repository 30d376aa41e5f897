import Testing

@testable import SceneModel

/// Segue ids are any text, as UIKit's segue identifiers are (`Show Sale Artwork Details`), but
/// not empty, not over 256 bytes and without control characters.
@Suite struct SegueIdentifierTests {
  @Test func anyTextIsASegueID() throws {
    let yaml = storyboard(
      """
          views: [ { id: go, type: button, title: Go, frame: [0, 0, 10, 10] } ]
          actions: [ { name: tapped, from: go, do: [ { segue: "Show Sale Artwork Details" } ] } ]
          segues:
            - { id: "Show Sale Artwork Details", kind: push, to: b }
            - { id: "Zoom: 2×", kind: push, to: b }
        b: { kind: viewController }
        nav:
          kind: navigationController
          segues: [ { kind: relationship, relationship: rootViewController, to: a } ]
      """, extra: "")
      .replacingOccurrences(of: "initial: a", with: "initial: nav")
    #expect(diagnosticLines(yaml) == [])
    let loaded = try #require(StoryboardLoader.load(Array(yaml.utf8), file: "test.yaml").storyboard)
    #expect(
      loaded.scene("a")?.segues.compactMap(\.id?.value)
        == ["Show Sale Artwork Details", "Zoom: 2×"])
  }

  @Test(arguments: [
    (
      "\"\"",
      "9:15: error: '' is not a valid segue id: give the identifier code performs it by, a "
        + "non-empty text without control characters [invalid-id]"
    ),
    (
      "\"Show\\tDetails\"",
      "9:15: error: 'Show\\tDetails' is not a valid segue id: give the identifier code performs "
        + "it by, a non-empty text without control characters [invalid-id]"
    ),
  ])
  func emptyOrControlCharactersAreRefused(_ id: String, _ message: String) {
    let yaml = storyboard(
      """
          onAppear: [ dismiss ]
          segues:
            - { id: \(id), kind: modal, to: a }
      """)
    // Only the id's own error: the segue is not also taken for one without an id.
    #expect(diagnosticLines(yaml) == [message])
  }
}

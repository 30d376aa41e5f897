import Diagnostics
import SceneModel
import Testing

@testable import SceneReport

/// Which scene and view a diagnostic is pinned on (`DiagnosticPlaces`).
@Suite struct DiagnosticPlacesTests {
  let yaml = """
    format: 1
    storyboard: Pins
    initial: first
    scenes:
      first:
        kind: viewController
        views:
          - { id: title, type: label, text: A, frame: [20, 100, 200, 30] }
          - { id: done, type: button, title: Done, frame: [20, 200, 100, 44] }
      second:
        kind: viewController
        views:
          - { id: other, type: label, text: B, frame: [20, 100, 200, 30] }
    """

  func storyboard() throws -> Storyboard {
    let loaded = StoryboardLoader.load(Array(yaml.utf8), file: "pins.yaml")
    return try #require(loaded.storyboard)
  }

  func at(_ line: Int, _ message: String) -> Diagnostic {
    .error(.layoutConflict, message, at: Diagnostic.Location(file: "pins.yaml", line: line, column: 40))
  }

  @Test func theViewDeclaredBeforeThePlace() throws {
    let places = DiagnosticPlaces(try storyboard())
    let place = places.place(of: at(9, "something about this line"))
    #expect(place.scene == "first")
    #expect(place.view == "done")
  }

  @Test func aViewTheMessageNamesWins() throws {
    let places = DiagnosticPlaces(try storyboard())
    let place = places.place(of: at(9, "constraint refers to 'title', which is wrong"))
    #expect(place.view == "title")
  }

  @Test func aPlaceBeforeEveryViewIsTheScenesOwn() throws {
    let places = DiagnosticPlaces(try storyboard())
    let place = places.place(of: at(12, "the scene"))
    #expect(place.scene == "second")
    #expect(place.view == nil)
  }

  @Test func anotherFileHasNoPlace() throws {
    let places = DiagnosticPlaces(try storyboard())
    let diagnostic = Diagnostic.error(
      .layoutConflict, "m", at: Diagnostic.Location(file: "other.yaml", line: 9, column: 1))
    #expect(places.place(of: diagnostic).scene == nil)
  }

  @Test func quotedNames() {
    #expect(DiagnosticPlaces.quotedNames("a 'b' c 'd' e 'f") == ["b", "d"])
  }
}

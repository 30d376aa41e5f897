import Testing

@testable import SceneModel

/// A gesture's `id:` (issue 29, connections accounted for): the controller's outlet to a
/// recognizer (xDrip's chart pan, kept to turn it on and off) connects to it; the id is one of
/// the scene's view ids, and an outlet to a misspelt one still dangles.
@Suite struct GestureIDTests {
  static func file(outlet: String, viewID: String = "chart") -> String {
    storyboard(
      """
          views:
            - id: \(viewID)
              type: view
              gestures:
                - { id: chartPan, type: pan }
          outlets: { chartPanGestureRecognizer: \(outlet) }
      """)
  }

  @Test func anOutletConnectsToAGesture() throws {
    #expect(diagnosticLines(Self.file(outlet: "chartPan")) == [])
    let result = StoryboardLoader.load(Array(Self.file(outlet: "chartPan").utf8), file: "test.yaml")
    let scene = try #require(result.storyboard?.scene("a"))
    #expect(Gesture.all(in: scene).map { $0.id?.value } == ["chartPan"])
  }

  @Test func aMisspeltGestureIDDangles() {
    #expect(
      diagnosticLines(Self.file(outlet: "chartPann")) == [
        "12:43: error: outlet 'chartPanGestureRecognizer' connects to 'chartPann', which is not "
          + "a view or bar item of scene 'a'; did you mean 'chartPan'? "
          + "[outlet-dangling-destination]"
      ])
  }

  @Test func aGestureIDIsAViewID() {
    #expect(
      diagnosticLines(Self.file(outlet: "chartPan", viewID: "chartPan")) == [
        "11:19: error: id 'chartPan' is used twice in scene 'a'; give each view and bar item its "
          + "own id [duplicate-id]"
      ])
  }
}

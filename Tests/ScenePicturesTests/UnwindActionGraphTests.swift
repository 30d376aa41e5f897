import SceneModel
import Testing

@testable import ScenePictures

/// An unwind by action on the storyboard map: one dashed edge to each other scene that lists
/// the action (docs/SceneFormat.md, docs/Pictures.md).
@Suite struct UnwindActionGraphTests {
  static let yaml = """
    format: 1
    storyboard: Meals
    initial: nav
    scenes:
      nav:
        kind: navigationController
        segues:
          - { kind: relationship, relationship: rootViewController, to: list }
      list:
        kind: viewController
        unwindActions: ["unwindToMealListWithSender:", "unwindHere:"]
        views: [ { id: addButton, type: button, title: Add } ]
        segues: [ { kind: modal, from: addButton, to: editor } ]
      editor:
        kind: viewController
        unwindActions: ["unwindHere:"]
        views: [ { id: saveButton, type: button, title: Save } ]
        segues:
          - { kind: unwind, from: saveButton, action: "unwindToMealListWithSender:" }
          - { id: here, kind: unwind, action: "unwindHere:" }
          - { id: lost, kind: unwind, action: "unwindToNowhere:" }
    """

  @Test func edgesGoToTheScenesThatListTheAction() throws {
    let result = StoryboardLoader.load(Array(Self.yaml.utf8), file: "t.yaml")
    let graph = StoryboardGraph(try #require(result.storyboard))
    let unwinds = graph.edges.filter(\.isDashed).map {
      "\($0.from) -> \($0.to): \($0.labelLines.joined(separator: " / "))"
    }
    #expect(
      unwinds == [
        "editor -> list: unwind unwindToMealListWithSender: / from saveButton",
        "editor -> list: unwind unwindHere: / manual 'here'",
      ])
    // Unwinds never place a scene: the editor is in the column after the list.
    #expect(graph.nodes.map(\.column) == [0, 1, 2])
  }
}

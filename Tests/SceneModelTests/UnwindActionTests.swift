import Diagnostics
import Testing

@testable import SceneModel

/// Unwind segues by action and the scenes' `unwindActions` (docs/SceneFormat.md, extensions):
/// what loads, and each mistake with its exact text and place.
@Suite struct UnwindActionTests {
  /// A scene `a` that presents `b`, whose button `done` unwinds with `SEGUE`.
  static func file(segue: String, actions: String = "[\"unwindToA:\"]") -> String {
    """
    format: 1
    storyboard: T
    initial: a
    scenes:
      a:
        kind: viewController
        unwindActions: \(actions)
        views: [ { id: go, type: button, title: Go, frame: [0, 0, 10, 10] } ]
        segues: [ { kind: modal, from: go, to: b } ]
      b:
        kind: viewController
        views: [ { id: done, type: button, title: Done, frame: [0, 0, 10, 10] } ]
        segues:
          - \(segue)

    """
  }

  @Test func anUnwindByActionLoads() throws {
    let yaml = Self.file(
      segue: "{ kind: unwind, from: done, action: \"unwindToA:\" }",
      actions: "[\"unwindToA:\", \"unwindToList:animated:\", refresh]")
    let result = StoryboardLoader.load(Array(yaml.utf8), file: "test.yaml")
    let storyboard = try #require(result.storyboard)
    #expect(result.diagnostics.isEmpty)
    #expect(Validator.validate(storyboard).isEmpty)
    let a = try #require(storyboard.scene("a"))
    #expect(a.unwindActions.map(\.value) == ["unwindToA:", "unwindToList:animated:", "refresh"])
    #expect(a.implementsUnwind("unwindToA:"))
    #expect(!a.implementsUnwind("unwindToA"))
    let segue = try #require(storyboard.scene("b")?.segues.first)
    #expect(segue.action?.value == "unwindToA:")
    #expect(segue.action?.location == Diagnostic.Location(file: "test.yaml", line: 14, column: 45))
    #expect(segue.to.isEmpty)
  }

  static let mistakes: [DiagnosticCase] = [
    DiagnosticCase(
      code: "invalid-value",
      yaml: file(segue: "{ kind: unwind, from: done, action: \"unwind to a\" }"),
      expected: [
        "14:45: error: 'unwind to a' is not a valid unwind action: a selector is a name, or "
          + "names each followed by ':' (unwindToList:, unwindToMealListWithSender:) "
          + "[invalid-value]"
      ]),
    DiagnosticCase(
      code: "invalid-value",
      yaml: file(
        segue: "{ kind: unwind, from: done, action: \"unwindToA:\" }",
        actions: "[\"unwindToA:\", \"a:b\", \":\"]"),
      expected: [
        "7:35: error: 'a:b' is not a valid unwind action: a selector is a name, or names each "
          + "followed by ':' (unwindToList:, unwindToMealListWithSender:) [invalid-value]",
        "7:42: error: ':' is not a valid unwind action: a selector is a name, or names each "
          + "followed by ':' (unwindToList:, unwindToMealListWithSender:) [invalid-value]",
      ]),
    DiagnosticCase(
      code: "duplicate-unwind-action",
      yaml: file(
        segue: "{ kind: unwind, from: done, action: \"unwindToA:\" }",
        actions: "[\"unwindToA:\", \"unwindToA:\"]"),
      expected: [
        "7:35: error: unwind action 'unwindToA:' is listed twice in 'unwindActions'; remove "
          + "this one [duplicate-unwind-action]"
      ]),
    DiagnosticCase(
      code: "segue-action-not-unwind",
      yaml: storyboard(
        "    onAppear: [dismiss]\n    segues:\n"
          + "      - { id: s, kind: modal, to: a, action: \"unwindToA:\" }\n"),
      expected: [
        "9:38: error: 'action' applies only to unwind segues, but this is a modal segue; name "
          + "its destination with 'to:' instead [segue-action-not-unwind]"
      ]),
    DiagnosticCase(
      code: "unwind-to-and-action",
      yaml: file(segue: "{ kind: unwind, from: done, to: a, action: \"unwindToA:\" }"),
      expected: [
        "14:44: error: an unwind segue takes 'to:' or 'action:', not both; keep 'action:' to "
          + "let the unwind find the controller that implements it, or 'to:' to name the scene "
          + "[unwind-to-and-action]"
      ]),
    DiagnosticCase(
      code: "missing-key",
      yaml: file(segue: "{ kind: unwind, from: done }"),
      expected: [
        "14:9: error: an unwind segue has no 'action' and no 'to'; add 'action: SELECTOR' (an "
          + "unwind action a scene lists in 'unwindActions') or 'to: SCENE' [missing-key]"
      ]),
    DiagnosticCase(
      code: "unwind-unknown-action",
      yaml: file(segue: "{ kind: unwind, from: done, action: \"unwindTooA:\" }"),
      expected: [
        "14:45: error: no scene implements the unwind action 'unwindTooA:'; list it in the "
          + "'unwindActions' of the scene the segue returns to; did you mean 'unwindToA:'? "
          + "[unwind-unknown-action]"
      ]),
    // Swift's `unwindToList(sender:)` is the selector `unwindToListWithSender:`.
    DiagnosticCase(
      code: "unwind-unknown-action",
      yaml: file(
        segue: "{ kind: unwind, from: done, action: \"unwindToList:\" }",
        actions: "[\"unwindToA:\", \"unwindToListWithSender:\"]"),
      expected: [
        "14:45: error: no scene implements the unwind action 'unwindToList:'; list it in the "
          + "'unwindActions' of the scene the segue returns to; did you mean "
          + "'unwindToListWithSender:'? [unwind-unknown-action]"
      ]),
    DiagnosticCase(
      code: "unwind-unknown-action",
      yaml: file(segue: "{ kind: unwind, from: done, action: \"save:\" }", actions: "[]"),
      expected: [
        "14:45: error: no scene implements the unwind action 'save:'; list it in the "
          + "'unwindActions' of the scene the segue returns to [unwind-unknown-action]"
      ]),
  ]

  @Test(arguments: mistakes)
  func eachMistakeNamesItsCause(_ testCase: DiagnosticCase) {
    #expect(diagnosticLines(testCase.yaml) == testCase.expected)
  }

  @Test func aDuplicateActionNotesTheFirst() throws {
    let yaml = Self.file(
      segue: "{ kind: unwind, from: done, action: \"unwindToA:\" }",
      actions: "[\"unwindToA:\", \"unwindToA:\"]")
    let result = StoryboardLoader.load(Array(yaml.utf8), file: "test.yaml")
    let notes = result.diagnostics.flatMap(\.notes)
    #expect(notes.map(\.message) == ["'unwindToA:' first declared here"])
    #expect(notes.first?.location == Diagnostic.Location(file: "test.yaml", line: 7, column: 21))
  }
}

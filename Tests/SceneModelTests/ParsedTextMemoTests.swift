import SceneSyntax
import Testing

@testable import SceneModel

/// A load reads each expression, template and dotted path text once and reuses what it read
/// where the text comes again (`LoadContext.parsedExpressions`, `parsedPaths`): a text that
/// does not read is still reported at each place it is written, and one that reads gives the
/// same steps wherever it is.
@Suite struct ParsedTextMemoTests {
  static let yaml = """
    format: 1
    storyboard: T
    initial: a
    state:
      taps: 0
    scenes:
      a:
        kind: viewController
        views:
          - { id: count, type: label, text: "0" }
          - { id: bump, type: button, title: Bump }
        actions:
          - name: bump
            from: bump
            do:
              - { set: state.taps, to: state.taps + 1 }
              - { set: count.text, to: "text(state.taps" }
              - { set: nope, to: "1" }
        segues:
          - { kind: push, from: bump, to: b }
      b:
        kind: viewController
        views:
          - { id: count, type: label, text: "0" }
          - { id: bump, type: button, title: Bump }
        actions:
          - name: bump
            from: bump
            do:
              - { set: state.taps, to: state.taps + 1 }
              - { set: count.text, to: "text(state.taps" }
              - { set: nope, to: "1" }
    """

  @Test func aTextThatDoesNotReadIsReportedWhereverItIsWritten() throws {
    let result = StoryboardLoader.load(Array(Self.yaml.utf8), file: "memo.yaml")
    let found = result.diagnostics.map { "\($0.location?.description ?? ""): \($0.code)" }
    #expect(
      found == [
        "memo.yaml:17:52: expression-syntax", "memo.yaml:18:20: expression-syntax",
        "memo.yaml:31:52: expression-syntax", "memo.yaml:32:20: expression-syntax",
      ])
  }

  @Test func aTextThatReadsGivesTheSameStepInEveryScene() throws {
    let result = StoryboardLoader.load(Array(Self.yaml.utf8), file: "memo.yaml")
    let scenes = try #require(result.storyboard?.scenes)
    #expect(scenes.count == 2)
    for (scene, line) in zip(scenes, [16, 30]) {
      let step = try #require(scene.actions.first?.steps.first)
      guard case .set(let target, let value) = step.operation else {
        Issue.record("not a set step: \(step.operation)")
        continue
      }
      #expect(target.value == ["state", "taps"])
      #expect(target.location.description == "memo.yaml:\(line):20")
      #expect(value.value == (try Expression.parse("state.taps + 1")))
      #expect(value.location.description == "memo.yaml:\(line):36")
    }
  }

  /// Constraint texts repeated across scenes are parsed once (`LoadContext.parsedConstraints`):
  /// a text that does not read is reported at each place it is written, and the others, a
  /// `when:` block's among them, give the same constraints in every scene.
  static let constraintsYAML = """
    format: 1
    storyboard: T
    initial: a
    scenes:
      a:
        kind: viewController
        views:
          - { id: title, type: label }
        constraints:
          - title.top = safeArea.top + 8
          - title.leading = superview.leading +
          - title.trailing = superview.trailing - 20
      b:
        kind: viewController
        views:
          - { id: title, type: label }
        constraints:
          - title.top = safeArea.top + 8
          - title.leading = superview.leading +
          - title.centerX = superview.centerX
          - when: regular
            constraints:
              - title.width = 300
      c:
        kind: viewController
        views:
          - { id: title, type: label }
        constraints:
          - title.top = safeArea.top + 8
          - title.leading = superview.leading +
          - title.centerX = superview.centerX
          - when: regular
            constraints:
              - title.width = 300
    """

  @Test func constraintsRepeatedAcrossScenesReadAsAlone() throws {
    let result = StoryboardLoader.load(Array(Self.constraintsYAML.utf8), file: "memo.yaml")
    let found = result.diagnostics.map { "\($0.location?.description ?? ""): \($0.code)" }
    #expect(
      found == [
        "memo.yaml:11:44: constraint-syntax", "memo.yaml:19:44: constraint-syntax",
        "memo.yaml:30:44: constraint-syntax",
      ])
    let scenes = try #require(result.storyboard?.scenes)
    let written = scenes.map { scene in
      scene.constraints.map { entry in
        let first = entry.syntax.first
        return "\(first.item).\(first.attribute) \(entry.conditions.map(\.value))"
      }
    }
    #expect(
      written == [
        ["title.top []", "title.trailing []"],
        ["title.top []", "title.centerX []", "title.width [\"regular\"]"],
        ["title.top []", "title.centerX []", "title.width [\"regular\"]"],
      ])
  }
}


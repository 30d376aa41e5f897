import Testing

/// Named constraints (`{ id:, constraint: }`, an extension): outlets connect to them as to
/// views; their ids share the scene's view id space; each mistake is located.
@Suite struct NamedConstraintTests {
  static let yaml = """
    format: 1
    storyboard: T
    initial: a
    scenes:
      a:
        kind: viewController
        views:
          - { id: box, type: view }
        outlets:
          boxHeight: boxHeightConstraint
          wrong: { view: boxTop, type: label }
          typo: boxHeightConstrain
        constraints:
          - box.leading = safeArea.leading + 20
          - box.width = 100
          - { id: boxTop, constraint: "box.top = safeArea.top + 10" }
          - { id: boxHeightConstraint, constraint: "box.height = 50" }
          - { id: box, constraint: "box.trailing <= superview.trailing" }
          - { constraint: "box.bottom <= superview.bottom" }
          - { id: extra, constraint: "box.top >= superview.top", when: compact }
    """

  @Test func outletsConnectToNamedConstraintsAndMistakesAreLocated() {
    #expect(
      diagnosticLines(Self.yaml) == [
        "11:36: error: outlet 'wrong' expects a label, but 'boxTop' is a constraint "
          + "[outlet-type-mismatch]",
        "12:13: error: outlet 'typo' connects to 'boxHeightConstrain', which is not a view, bar "
          + "item, named constraint or object of scene 'a'; did you mean 'boxHeightConstraint'? "
          + "[outlet-dangling-destination]",
        "18:15: error: id 'box' is used twice in scene 'a'; give each view and bar item its own "
          + "id [duplicate-id]",
        "19:9: error: a named constraint has no 'id'; add it [missing-key]",
        "20:62: error: unknown key 'when' in a named constraint; expected one of: id, "
          + "constraint, placeholder [unknown-key]",
      ])
  }
}

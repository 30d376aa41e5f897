import Testing

/// Mistakes a new user makes, each with the message that names its cause (issue "The user
/// contract"): the whole output is pinned, so a cascade or a misleading first line shows.
@Suite struct UserMistakeTests {
  static let views =
    "    views:\n      - { id: s, type: switch, frame: [0, 20, 50, 30] }\n"
    + "      - { id: l, type: label, frame: [0, 60, 50, 20] }\n"

  @Test(arguments: ["state", "self", "row"])
  func aViewCannotBeNamedAfterAnExpressionNamespace(_ name: String) {
    let meaning =
      name == "state"
      ? "the app's state" : name == "self" ? "the scene's properties" : "a table row"
    #expect(
      diagnosticLines(
        storyboard("    views: [{ id: \(name), type: label, frame: [0, 0, 9, 9] }]\n"))
        == [
          "7:19: error: '\(name)' cannot be a view id: expressions read '\(name).x' as \(meaning), "
            + "so the view would be hidden; give it another id [invalid-id]"
        ])
  }

  @Test func aBareWordInToSaysHowToQuoteText() {
    let body =
      Self.views + "    actions:\n      - { name: go, from: s, do: [{ set: l.text, to: On }] }\n"
    #expect(
      diagnosticLines(storyboard(body)) == [
        "11:54: error: 'On' is not a view of scene 'a', nor 'state' or 'self'; to set the text On, "
          + "quote it inside the YAML value: \"'On'\" [unknown-reference]"
      ])
  }

  @Test func aNearMissInToStillGetsItsSuggestion() {
    let body =
      Self.views + "    actions:\n      - { name: go, from: s, do: [{ set: l.text, to: ll }] }\n"
    #expect(
      diagnosticLines(storyboard(body)) == [
        "11:54: error: 'll' is not a view of scene 'a', nor 'state' or 'self'; did you mean 'l'? "
          + "[unknown-reference]"
      ])
  }

  @Test func aDottedCellIdOffersTheCellsOwnId() {
    let body = "    segues:\n      - { kind: modal, from: characterTable.Cell, to: a, id: g }\n"
    #expect(
      diagnosticLines(storyboard(body)).first
        == "8:30: error: 'characterTable.Cell' is not a valid segue 'from': ids have no '.' (a "
        + "scene's views, bar items and prototype cells share one space of ids); write 'Cell' "
        + "[invalid-id]")
  }

  /// A scene whose `kind` is misspelt is still a scene: the segue to it and `initial` are not
  /// also reported as dangling.
  @Test func aSceneWithABadKindIsStillKnown() {
    let yaml = """
      format: 1
      storyboard: X
      initial: d
      scenes:
        a:
          kind: viewController
          views: [{ id: b, type: button, title: B, frame: [0, 0, 50, 30] }]
          segues: [{ kind: modal, from: b, to: d }]
        d:
          kind: viewControler

      """
    #expect(
      diagnosticLines(yaml) == [
        "10:11: error: 'viewControler' is not a valid scene kind; did you mean 'viewController'? "
          + "[invalid-value]"
      ])
  }
}

extension RuleCatalogue {
  /// The codes of the layout checks, docs/Layout.md §6, in its table's order.
  static let layoutRules: [Rule] = [
    Rule(
      code: "layout-conflict", level: .error, page: "docs/Layout.md",
      summary: "required constraints that cannot all hold: the last of the set is left out"),
    Rule(
      code: "layout-hidden-conflict", level: .warning, page: "docs/Layout.md",
      summary: "a hidden arranged subview keeps a required size, which UIStackView's hiding "
        + "constraint breaks (logged and recovered)"),
    Rule(
      code: "layout-ambiguous", level: .error, page: "docs/Layout.md",
      summary: "the constraints leave a view's size or position free"),
    Rule(
      code: "layout-scroll-content-from-code", level: .note, page: "docs/Layout.md",
      summary: "no constraint places a scroll view's content: the app's code sizes it"),
    Rule(
      code: "layout-placeholder-from-code", level: .note, page: "docs/Layout.md",
      summary: "a view only a placeholder constraint (removed at build time) fixes: the app's "
        + "code makes that constraint"),
    Rule(
      code: "layout-offscreen", level: .warning, page: "docs/Layout.md",
      summary: "a view lies wholly or partly outside the screen"),
    Rule(
      code: "layout-negative-size", level: .warning, page: "docs/Layout.md",
      summary: "the constraints give a view a negative width or height"),
    Rule(
      code: "layout-misplaced", level: .warning, page: "docs/Layout.md",
      summary: "a view's declared frame is not where the constraints put it"),
    Rule(
      code: "layout-too-costly", level: .error, page: "docs/Layout.md",
      summary: "the scene's constraints take more solver work than the budget; its layout is not "
        + "checked"),
  ]
}

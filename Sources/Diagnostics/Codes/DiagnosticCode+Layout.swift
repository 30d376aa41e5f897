extension DiagnosticCode {
  /// The codes of the layout checks, docs/Layout.md §6, in its table's order.
  public static let layoutCodes: [DiagnosticCode] = [
    .layoutConflict, .layoutHiddenConflict, .layoutAmbiguous, .layoutScrollContentFromCode,
    .layoutPlaceholderFromCode, .layoutOffscreen, .layoutNegativeSize, .layoutMisplaced,
    .layoutTooCostly,
  ]

  public static let layoutConflict = DiagnosticCode(
    name: "layout-conflict", level: .error, page: "docs/Layout.md",
    summary: "required constraints that cannot all hold: the last of the set is left out")

  public static let layoutHiddenConflict = DiagnosticCode(
    name: "layout-hidden-conflict", level: .warning, page: "docs/Layout.md",
    summary: "a hidden arranged subview keeps a required size, which UIStackView's hiding "
      + "constraint breaks (logged and recovered)")

  public static let layoutAmbiguous = DiagnosticCode(
    name: "layout-ambiguous", level: .error, page: "docs/Layout.md",
    summary: "the constraints leave a view's size or position free")

  public static let layoutScrollContentFromCode = DiagnosticCode(
    name: "layout-scroll-content-from-code", level: .note, page: "docs/Layout.md",
    summary: "no constraint places a scroll view's content: the app's code sizes it")

  public static let layoutPlaceholderFromCode = DiagnosticCode(
    name: "layout-placeholder-from-code", level: .note, page: "docs/Layout.md",
    summary: "a view only a placeholder constraint (removed at build time) fixes: the app's "
      + "code makes that constraint")

  public static let layoutOffscreen = DiagnosticCode(
    name: "layout-offscreen", level: .warning, page: "docs/Layout.md",
    summary: "a view lies wholly or partly outside the screen")

  public static let layoutNegativeSize = DiagnosticCode(
    name: "layout-negative-size", level: .warning, page: "docs/Layout.md",
    summary: "the constraints give a view a negative width or height")

  public static let layoutMisplaced = DiagnosticCode(
    name: "layout-misplaced", level: .warning, page: "docs/Layout.md",
    summary: "a view's declared frame is not where the constraints put it")

  public static let layoutTooCostly = DiagnosticCode(
    name: "layout-too-costly", level: .error, page: "docs/Layout.md",
    summary: "the scene's constraints take more solver work than the budget; its layout is not "
      + "checked")
}

extension DiagnosticCode {
  /// The codes `scenectl merge` reports (docs/Merge.md's table, in its order). They are
  /// not rules of `validate`, so they are not in ``rules`` nor in its SARIF output.
  public static let mergeCodes: [DiagnosticCode] = [
    .mergeConflict, .mergeDeleteConflict, .mergeNewError,
  ]

  public static let mergeConflict = DiagnosticCode(
    name: "merge-conflict", level: .error, page: "docs/Merge.md",
    summary: "both sides changed one attribute, or one text, of an element to different values"
  )

  public static let mergeDeleteConflict = DiagnosticCode(
    name: "merge-delete-conflict", level: .error, page: "docs/Merge.md",
    summary:
      "one side deleted an element that the other side changed or moved, or the sides moved it to different places"
  )

  public static let mergeNewError = DiagnosticCode(
    name: "merge-new-error", level: .error, page: "docs/Merge.md",
    summary:
      "the merged file would have an error of `validate` that neither side has (an outlet to a view the other side deleted)"
  )
}

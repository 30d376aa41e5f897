extension RuleCatalogue {
  /// The codes `scenectl merge` reports (docs/Merge.md's table, in its order). They are
  /// not rules of `validate`, so they are not in ``rules`` nor in its SARIF output.
  static let mergeRules: [Rule] = [
    Rule(
      code: "merge-conflict", level: .error, page: "docs/Merge.md",
      summary: "both sides changed one attribute, or one text, of an element to different values"
    ),
    Rule(
      code: "merge-delete-conflict", level: .error, page: "docs/Merge.md",
      summary: "one side deleted or moved an element that the other side changed"),
    Rule(
      code: "merge-new-error", level: .error, page: "docs/Merge.md",
      summary:
        "the merged file would have an error of `validate` that neither side has (an outlet to a view the other side deleted)"
    ),
  ]
}

extension RuleCatalogue {
  /// The codes of the audit (`scenectl audit`, `validate --audit`), docs/Audit.md, in its
  /// table's order.
  static let auditRules: [Rule] = [
    Rule(
      code: "touch-target-size", level: .warning, page: "docs/Audit.md",
      summary: "a control's hit area is under 44 x 44 points (Apple's Human Interface "
        + "Guidelines)"),
    Rule(
      code: "touch-target-overlap", level: .warning, page: "docs/Audit.md",
      summary: "two controls' hit areas overlap: the one on top takes the touches"),
    Rule(
      code: "accessibility-label-missing", level: .warning, page: "docs/Audit.md",
      summary: "an image-only button or bar item, or an image view that is an accessibility "
        + "element, has no accessibility label"),
    Rule(
      code: "accessibility-label-duplicate", level: .warning, page: "docs/Audit.md",
      summary: "two controls of one screen read the same label"),
    Rule(
      code: "accessibility-label-trait", level: .warning, page: "docs/Audit.md",
      summary: "a label repeats its trait ('Close button' on a button)"),
    Rule(
      code: "contrast-low", level: .warning, page: "docs/Audit.md",
      summary: "declared text and background colours under WCAG 2.x's contrast minimum "
        + "(4.5:1; 3:1 for text of 18 pt, or 14 pt bold)"),
    Rule(
      code: "asset-color-missing", level: .note, page: "docs/Audit.md",
      summary: "a view names an asset catalogue colour that no catalogue read holds: its dark "
        + "value is not known"),
    Rule(
      code: "asset-color-unreadable", level: .warning, page: "docs/Audit.md",
      summary: "an asset catalogue's colour set (Contents.json) cannot be read"),
  ] + auditTextRules
}

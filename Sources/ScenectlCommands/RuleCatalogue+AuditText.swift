extension RuleCatalogue {
  /// The codes of the audit's text rules (docs/Audit.md, "Text"), in its table's order.
  static let auditTextRules: [Rule] = [
    Rule(
      code: "text-clipped", level: .warning, page: "docs/Audit.md",
      summary: "a label, button title or placeholder is wider or taller than the frame the "
        + "layout gives it, as written or under a locale or content size"),
    Rule(
      code: "text-truncated", level: .warning, page: "docs/Audit.md",
      summary: "a multi-line label's text wraps to more lines than its 'lines' limit shows"),
    Rule(
      code: "text-pushes-offscreen", level: .warning, page: "docs/Audit.md",
      summary: "text that grows under a locale or content size pushes a view off the screen"),
    Rule(
      code: "text-overlap", level: .warning, page: "docs/Audit.md",
      summary: "text that grows under a locale or content size makes two views overlap"),
    Rule(
      code: "rtl-fixed-side", level: .warning, page: "docs/Audit.md",
      summary: "a constraint pins a view by 'left' or 'right', which do not flip right to left"),
    Rule(
      code: "text-fixed-size", level: .warning, page: "docs/Audit.md",
      summary: "a label's font does not follow the content size (no text style, or a text "
        + "style that does not adjust)"),
  ]
}

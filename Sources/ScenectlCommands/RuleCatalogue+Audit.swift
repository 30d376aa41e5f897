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
  ] + auditTextRules
}

extension DiagnosticCode {
  /// The codes of the audit (`scenectl audit`, `validate --audit`), docs/Audit.md, in its
  /// table's order.
  public static let auditCodes: [DiagnosticCode] = [
    .touchTargetSize, .touchTargetOverlap, .accessibilityLabelMissing,
    .accessibilityLabelDuplicate, .accessibilityLabelTrait, .contrastLow, .assetColorMissing,
    .assetColorUnreadable,
  ] + auditTextCodes

  public static let touchTargetSize = DiagnosticCode(
    name: "touch-target-size", level: .warning, page: "docs/Audit.md",
    summary: "a control's hit area is under 44 x 44 points (Apple's Human Interface "
      + "Guidelines)")

  public static let touchTargetOverlap = DiagnosticCode(
    name: "touch-target-overlap", level: .warning, page: "docs/Audit.md",
    summary: "two controls' hit areas overlap: the one on top takes the touches")

  public static let accessibilityLabelMissing = DiagnosticCode(
    name: "accessibility-label-missing", level: .warning, page: "docs/Audit.md",
    summary: "an image-only button or bar item, or an image view that is an accessibility "
      + "element, has no accessibility label")

  public static let accessibilityLabelDuplicate = DiagnosticCode(
    name: "accessibility-label-duplicate", level: .warning, page: "docs/Audit.md",
    summary: "two controls of one screen read the same label")

  public static let accessibilityLabelTrait = DiagnosticCode(
    name: "accessibility-label-trait", level: .warning, page: "docs/Audit.md",
    summary: "a label repeats its trait ('Close button' on a button)")

  public static let contrastLow = DiagnosticCode(
    name: "contrast-low", level: .warning, page: "docs/Audit.md",
    summary: "declared text and background colours under WCAG 2.x's contrast minimum "
      + "(4.5:1; 3:1 for text of 18 pt, or 14 pt bold)")

  public static let assetColorMissing = DiagnosticCode(
    name: "asset-color-missing", level: .note, page: "docs/Audit.md",
    summary: "a view names an asset catalogue colour that no catalogue read holds: its dark "
      + "value is not known")

  public static let assetColorUnreadable = DiagnosticCode(
    name: "asset-color-unreadable", level: .warning, page: "docs/Audit.md",
    summary: "an asset catalogue's colour set (Contents.json) cannot be read")
}

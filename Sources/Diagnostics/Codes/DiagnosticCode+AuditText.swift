extension DiagnosticCode {
  /// The codes of the audit's text rules (docs/Audit.md, "Text"), in its table's order.
  public static let auditTextCodes: [DiagnosticCode] = [
    .textClipped, .textTruncated, .textPushesOffscreen, .textOverlap, .rtlFixedSide,
    .textFixedSize,
  ]

  public static let textClipped = DiagnosticCode(
    name: "text-clipped", level: .warning, page: "docs/Audit.md",
    summary: "a label, button title or placeholder is wider or taller than the frame the "
      + "layout gives it, as written or under a locale or content size")

  public static let textTruncated = DiagnosticCode(
    name: "text-truncated", level: .warning, page: "docs/Audit.md",
    summary: "a multi-line label's text wraps to more lines than its 'lines' limit shows")

  public static let textPushesOffscreen = DiagnosticCode(
    name: "text-pushes-offscreen", level: .warning, page: "docs/Audit.md",
    summary: "text that grows under a locale or content size pushes a view off the screen")

  public static let textOverlap = DiagnosticCode(
    name: "text-overlap", level: .warning, page: "docs/Audit.md",
    summary: "text that grows under a locale or content size makes two views overlap")

  public static let rtlFixedSide = DiagnosticCode(
    name: "rtl-fixed-side", level: .warning, page: "docs/Audit.md",
    summary: "a constraint pins a view by 'left' or 'right', which do not flip right to left")

  public static let textFixedSize = DiagnosticCode(
    name: "text-fixed-size", level: .warning, page: "docs/Audit.md",
    summary: "a label's font does not follow the content size (no text style, or a text "
      + "style that does not adjust)")
}

import Diagnostics
import SceneLayout
import SceneModel
import SceneSyntax

/// Labels whose text does not grow with Dynamic Type, reported on the screens laid out at an
/// accessibility content size (docs/Audit.md, "Dynamic Type"): a fixed-size font (no text
/// style), or a text style without `adjustsFontForContentSizeCategory` (its size is the one
/// the app started with, and does not follow a change of the setting).
enum TextSizes {
  /// A label's font does not follow the content size.
  static let fixedSizeCode = DiagnosticCode.textFixedSize

  /// The findings on one screen: none but at an accessibility content size.
  static func findings(on screen: AuditScreen) -> [AuditFinding] {
    guard LayoutVariant(screen.variant).contentSize.isAccessibility else { return [] }
    return screen.views.compactMap { view in
      guard view.isShown, view.spec.type.value == .label,
        case .string(let text)? = view.spec.property("text"), !text.isEmpty
      else { return nil }
      let font = view.spec.property("font")
      guard case .string(let style)? = font?[field: "style"] else {
        var size = "17"
        if case .number(let points)? = font?[field: "size"] { size = LayoutFormat.number(points) }
        return AuditFinding(
          code: fixedSizeCode,
          template: "\(view.name) has a fixed \(size) pt font, which stays \(size) pt"
            + "\(AuditFinding.on); give it a text style (font: {style: body}) and "
            + "adjustsFontForContentSizeCategory: true",
          location: view.spec.id.location)
      }
      guard view.spec.property("adjustsFontForContentSizeCategory") != .bool(true) else {
        return nil
      }
      return AuditFinding(
        code: fixedSizeCode,
        template: "\(view.name) has the '\(style)' text style but does not adjust to the "
          + "content size\(AuditFinding.on): it keeps the size the app started with; set "
          + "adjustsFontForContentSizeCategory: true",
        location: view.spec.id.location)
    }
  }
}

extension AuditRule {
  /// Fonts that do not follow Dynamic Type: `TextSizes`.
  static let textSizes = AuditRule(
    codes: [TextSizes.fixedSizeCode], readsVariant: true, check: TextSizes.findings(on:))
}

import Diagnostics
import SceneLayout
import SceneModel

/// Views pinned by `left` or `right`, which stay where they are in a right-to-left language
/// while the rest of the layout mirrors (docs/Audit.md, "Right to left"). Reported on the
/// screens laid out in the `rtl` locale, at the constraint's attribute.
enum TextDirection {
  /// A constraint pins a view by `left` or `right` (or their margins).
  static let fixedSideCode = DiagnosticCode.rtlFixedSide

  /// The findings on one screen: none but in the right-to-left locale.
  static func findings(on screen: AuditScreen) -> [AuditFinding] {
    guard LayoutVariant(screen.variant).locale.isRightToLeft else { return [] }
    return FixedSideConstraint.all(in: screen.scene).map { fixed in
      let side = fixed.attribute.rawValue
      let flipping = side.hasPrefix("left") ? "leading" : "trailing"
      let suffix = side.hasSuffix("Margin") ? "Margin" : ""
      return AuditFinding(
        code: fixedSideCode,
        template: "'\(fixed.view)' is pinned by '\(side)', which does not flip right to left"
          + "\(AuditFinding.on); pin '\(flipping)\(suffix)' instead",
        location: fixed.location)
    }
  }
}

extension AuditRule {
  /// Sides that do not flip right to left: `TextDirection`.
  static let textDirection = AuditRule(
    codes: [TextDirection.fixedSideCode], check: TextDirection.findings(on:))
}

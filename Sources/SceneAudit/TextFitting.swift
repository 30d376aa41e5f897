import Diagnostics
import SceneLayout
import SceneModel

/// Clipped and truncated text: a label, button title or text field placeholder that does not
/// fit the frame the layout gave it, as written and under each layout variant (docs/Audit.md,
/// "Clipped and truncated text").
///
/// The layout of each variant is solved again with its texts and font sizes
/// (`SceneLayoutEngine.layouts(_:devices:container:variant:)`), multi-line labels wrapped at
/// their width, and each shown view's text measured against its frame (`TextFit`), with the
/// metric the layout uses.
enum TextFitting {
  /// Text wider or taller than its view: clipped, or cut with an ellipsis.
  static let clippedCode = DiagnosticCode.textClipped
  /// A multi-line label whose text wraps to more lines than its `lines:` limit shows.
  static let truncatedCode = DiagnosticCode.textTruncated

  /// The findings on one screen, in document order.
  static func findings(on screen: AuditScreen) -> [AuditFinding] {
    let variant = LayoutVariant(screen.variant)
    let values = variant.values(for: screen.scene)
    let ios = screen.variant.device.ios
    // The exact frames: a text's measure is in points, and the pixel grid moves a width that
    // is not a whole number of pixels by part of one, up or down with where the view lies.
    let fits = TextFit.check(
      screen.views.map(\.spec), frames: screen.views.map(\.solvedFrame), values: values,
      ios: ios)
    return zip(screen.views, fits).compactMap { view, fit in
      guard view.isShown, let fit else { return nil }
      return finding(fit, view: view)
    }
  }

  static func finding(_ fit: TextFit, view: AuditScreen.View) -> AuditFinding {
    let needed = LayoutFormat.number(fit.needed)
    let has = LayoutFormat.number(fit.available)
    let template: String
    switch fit.problem {
    case .clippedWidth:
      template =
        "\(view.name) is \(has) pt wide\(AuditFinding.on), short of the \(needed) pt its text "
        + "takes on one line; let it grow, allow more lines (lines: 0) or shorten the text"
    case .clippedHeight:
      template =
        "\(view.name) is \(has) pt high\(AuditFinding.on), short of the \(needed) pt its lines "
        + "take; drop its fixed height so that it grows with its text"
    case .truncatedLines:
      var limit = "line"
      if case .number(let lines)? = view.spec.property("lines") {
        limit = "'lines: \(LayoutFormat.number(lines))'"
      }
      return AuditFinding(
        code: truncatedCode,
        template: "\(view.name) needs \(needed) pt of lines\(AuditFinding.on), past the "
          + "\(has) pt its \(limit) limit shows, so its text ends in an ellipsis; "
          + "set lines: 0 or give it more width",
        location: view.spec.id.location)
    case .buttonTitle:
      template =
        "\(view.name) is \(has) pt wide\(AuditFinding.on), short of the \(needed) pt its title "
        + "takes, so the title is cut; let the button grow or shorten the title"
    case .placeholder:
      template =
        "\(view.name) is \(has) pt wide\(AuditFinding.on), short of the \(needed) pt its "
        + "placeholder takes, so the placeholder is cut; widen the field or shorten the text"
    }
    return AuditFinding(code: clippedCode, template: template, location: view.spec.id.location)
  }
}

extension AuditRule {
  /// Clipped and truncated text: `TextFitting`.
  static let textFitting = AuditRule(
    codes: [TextFitting.clippedCode, TextFitting.truncatedCode],
    check: TextFitting.findings(on:))
}

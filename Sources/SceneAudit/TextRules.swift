import SceneLayout
import SceneModel

extension AuditRule {
  /// The text rules (docs/Audit.md, "Text"), in the order of its table.
  static let textRules: [AuditRule] = [.textFitting, .textGrowth, .textDirection, .textSizes]
}

extension LayoutVariant {
  /// The layout variant of an audit's locale (`PseudoLocale`) and content size
  /// (`DynamicType.Category`); a name neither knows is the text as written at `large`
  /// (`AuditCommand` accepts only the names they know).
  init(locale: String, contentSize: String) {
    self.init(
      locale: PseudoLocale(rawValue: locale) ?? .base,
      contentSize: DynamicType.Category(rawValue: contentSize) ?? .large)
  }

  /// The layout variant a screen is laid out on.
  init(_ variant: AuditVariant) {
    self.init(locale: variant.locale, contentSize: variant.contentSize)
  }
}

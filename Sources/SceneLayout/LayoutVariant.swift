import SceneModel
import SceneSyntax

/// What a scene is laid out again under to find text that does not fit: a locale
/// (`PseudoLocale`) and a Dynamic Type content size (docs/Audit.md).
///
/// A variant is run-time property values laid over the file's (`PropertyValue`): every text,
/// title, placeholder and segment title in the locale's form, and every font with a text
/// style (`font: {style: body}`) at the content size's point size (`DynamicType`). The
/// right-to-left locale mirrors the layout as well (`RightToLeft`).
///
///     let variant = LayoutVariant(locale: .double, contentSize: .accessibility3)
///     print(variant.name)
///     // Prints "locale double, content size accessibility3"
public struct LayoutVariant: Sendable, Hashable {
  /// The locale the texts are shown in.
  public var locale: PseudoLocale
  /// The content size category text styles are sized for.
  public var contentSize: DynamicType.Category

  /// A variant; `large` is iOS's default content size.
  public init(locale: PseudoLocale = .base, contentSize: DynamicType.Category = .large) {
    self.locale = locale
    self.contentSize = contentSize
  }

  /// The text as written, at the default content size.
  public static let asWritten = LayoutVariant()

  /// How findings name the variant: `locale double, content size accessibility3`.
  public var name: String { "locale \(locale.rawValue), content size \(contentSize.rawValue)" }

  /// The properties whose text a locale changes.
  static let textProperties = ["text", "title", "placeholder"]

  /// The run-time values of the scene's views under this variant, after `values` (which
  /// they are applied to: a text a step set is shown in the locale too).
  public func values(for scene: Scene, over values: [PropertyValue] = []) -> [PropertyValue] {
    guard self != .asWritten else { return values }
    var out = values
    var latest: [String: [String: Value]] = [:]
    for value in values { latest[value.view, default: [:]][value.property] = value.value }
    for view in scene.treeViews {
      let id = view.id.value
      func current(_ name: String) -> Value? { latest[id]?[name] ?? view.property(name) }
      if locale != .base {
        for name in Self.textProperties {
          if case .string(let text)? = current(name), !text.isEmpty {
            out.append(PropertyValue(view: id, property: name, value: .string(locale.text(text))))
          }
        }
        if case .list(let items)? = current("segments") {
          let shown = items.map { item -> Value in
            if case .string(let title) = item { return .string(locale.text(title)) }
            return item
          }
          out.append(PropertyValue(view: id, property: "segments", value: .list(shown)))
        }
      }
      if let font = current("font"), let sized = scaled(font) {
        out.append(PropertyValue(view: id, property: "font", value: sized))
      }
    }
    return out
  }

  /// A font record with a text style, at this variant's content size; nil for a fixed-size
  /// font (no `style`) or one already at that size.
  func scaled(_ font: Value) -> Value? {
    guard case .record(var fields) = font,
      case .string(let name)? = font[field: "style"],
      let style = DynamicType.TextStyle(rawValue: name)
    else { return nil }
    let size = DynamicType.pointSize(style, at: contentSize)
    guard let k = fields.firstIndex(where: { $0.name == "size" }) else { return nil }
    guard fields[k].value != .number(size) else { return nil }
    fields[k].value = .number(size)
    return .record(fields)
  }
}

/// Colours of an app's asset catalogues (`Name.colorset`), which a file names as
/// `BrandBlue`, or as `BrandBlue #1f4fff` with the value Xcode kept for it in the storyboard
/// (its light or any-appearance value, `<resources><namedColor>`).
///
///     let assets = ["BrandBlue": DeclaredColor(light: blue, dark: paleBlue)]
///     DeclaredColor.parse("BrandBlue #1f4fff", assets: assets)  // both appearances
///     DeclaredColor.parse("BrandBlue #1f4fff", assets: [:])     // #1f4fff, light only
///     DeclaredColor.parse("BrandBlue", assets: [:])             // nil: not guessed
///
/// A UIKit colour's name is UIKit's colour, whatever the catalogues hold.
extension DeclaredColor {
  /// An asset catalogue's colour: its light and dark values, both known.
  public static func asset(light: RGBA, dark: RGBA) -> DeclaredColor {
    DeclaredColor(light: light, dark: dark)
  }

  /// The colour a file's text names, with the asset catalogues' colours by name: a UIKit
  /// colour or `#rrggbb` as `parse(_:)` reads it; an asset colour from `assets`, else from
  /// the value written after its name (its dark value unknown); nil otherwise.
  public static func parse(_ text: String, assets: [String: DeclaredColor]) -> DeclaredColor? {
    guard let named = assetReference(text) else { return parse(text) }
    if let color = assets[named.name] { return color }
    return named.kept.flatMap(parse)
  }

  /// The asset colour a text names, and the `#rrggbb` value written after the name (what the
  /// storyboard kept); nil for a UIKit colour, a `#rrggbb` value, or a text that is none.
  public static func assetReference(_ text: String) -> (name: String, kept: String?)? {
    guard !text.isEmpty, !text.hasPrefix("#"), parse(text) == nil else { return nil }
    if let space = text.lastIndex(of: " "), text[text.index(after: space)...].hasPrefix("#") {
      let name = String(text[..<space])
      let kept = String(text[text.index(after: space)...])
      guard !name.isEmpty, parse(kept) != nil else { return nil }
      return (name, kept)
    }
    return (text, nil)
  }
}

/// A colour a file declares (`backgroundColor:`, `textColor:`), in each appearance:
/// `#rrggbb`, `#rrggbbaa` (the last byte its opacity), a UIKit system colour's name
/// (`systemBackground`, `label`, `systemBlue`: light and dark values) or a fixed UIKit
/// colour's (`white`, `black`, `clear`, `lightGray`).
///
///     let color = DeclaredColor.parse("secondaryLabel")
///     print(color?.light.alpha, color?.dark.red)
///     // Prints "Optional(0.6) Optional(0.9215686274509803)"
///
/// The system colours' values are those UIKit resolves in the light and dark trait
/// collections (iOS 13 to 18; Apple's Human Interface Guidelines, "Color", lists the tints),
/// docs/Audit.md lists them.
public struct DeclaredColor: Sendable, Hashable {
  /// One colour: sRGB components and opacity, each from 0 to 1.
  public struct RGBA: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// `0xRRGGBB` with an opacity.
    init(_ hex: Int, alpha: Double = 1) {
      self.init(
        red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
        blue: Double(hex & 0xff) / 255, alpha: alpha)
    }

    /// Whether nothing shows through it.
    public var isOpaque: Bool { alpha >= 1 }

    /// `#rrggbb`, its opacity left out.
    public var hex: String {
      "#"
        + [red, green, blue].map { component in
          let byte = Int((min(max(component, 0), 1) * 255).rounded())
          let digits = String(byte, radix: 16)
          return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
  }

  /// The colour in the light appearance.
  public var light: RGBA
  /// The colour in the dark appearance (the light one for a colour that does not change).
  public var dark: RGBA
  /// Whether the colour changes with the appearance (a system colour that does).
  public var isDynamic: Bool { light != dark }
  /// Whether its dark value is known: a UIKit colour's name. A `#rrggbb` colour may be an
  /// asset catalogue's colour, whose dark value a storyboard does not keep.
  public var knowsDark = true

  /// The colour a file's text names, or nil for text that is none.
  public static func parse(_ text: String) -> DeclaredColor? {
    if text.hasPrefix("#") { return hex(text.dropFirst()) }
    if let dynamic = system[text] { return DeclaredColor(light: dynamic.0, dark: dynamic.1) }
    if let fixed = fixed[text] { return DeclaredColor(light: fixed, dark: fixed) }
    return nil
  }

  private static func hex(_ digits: Substring) -> DeclaredColor? {
    guard digits.count == 6 || digits.count == 8, let value = Int(digits, radix: 16) else {
      return nil
    }
    let rgb = digits.count == 8 ? value >> 8 : value
    let alpha = digits.count == 8 ? Double(value & 0xff) / 255 : 1
    let color = RGBA(rgb, alpha: alpha)
    return DeclaredColor(light: color, dark: color, knowsDark: false)
  }

  /// UIKit's system colours that change with the appearance: light, then dark.
  public static let systemColors: [(name: String, light: RGBA, dark: RGBA)] = [
    ("label", RGBA(0x000000), RGBA(0xffffff)),
    ("secondaryLabel", RGBA(0x3c3c43, alpha: 0.6), RGBA(0xebebf5, alpha: 0.6)),
    ("tertiaryLabel", RGBA(0x3c3c43, alpha: 0.3), RGBA(0xebebf5, alpha: 0.3)),
    ("quaternaryLabel", RGBA(0x3c3c43, alpha: 0.18), RGBA(0xebebf5, alpha: 0.16)),
    ("placeholderText", RGBA(0x3c3c43, alpha: 0.3), RGBA(0xebebf5, alpha: 0.3)),
    ("link", RGBA(0x007aff), RGBA(0x0984ff)),
    ("systemBackground", RGBA(0xffffff), RGBA(0x000000)),
    ("secondarySystemBackground", RGBA(0xf2f2f7), RGBA(0x1c1c1e)),
    ("tertiarySystemBackground", RGBA(0xffffff), RGBA(0x2c2c2e)),
    ("systemGroupedBackground", RGBA(0xf2f2f7), RGBA(0x000000)),
    ("secondarySystemGroupedBackground", RGBA(0xffffff), RGBA(0x1c1c1e)),
    ("tertiarySystemGroupedBackground", RGBA(0xf2f2f7), RGBA(0x2c2c2e)),
    ("systemRed", RGBA(0xff3b30), RGBA(0xff453a)),
    ("systemOrange", RGBA(0xff9500), RGBA(0xff9f0a)),
    ("systemYellow", RGBA(0xffcc00), RGBA(0xffd60a)),
    ("systemGreen", RGBA(0x34c759), RGBA(0x30d158)),
    ("systemMint", RGBA(0x00c7be), RGBA(0x63e6e2)),
    ("systemTeal", RGBA(0x30b0c7), RGBA(0x40c8e0)),
    ("systemCyan", RGBA(0x32ade6), RGBA(0x64d2ff)),
    ("systemBlue", RGBA(0x007aff), RGBA(0x0a84ff)),
    ("systemIndigo", RGBA(0x5856d6), RGBA(0x5e5ce6)),
    ("systemPurple", RGBA(0xaf52de), RGBA(0xbf5af2)),
    ("systemPink", RGBA(0xff2d55), RGBA(0xff375f)),
    ("systemBrown", RGBA(0xa2845e), RGBA(0xac8e68)),
    ("systemGray", RGBA(0x8e8e93), RGBA(0x8e8e93)),
    ("systemGray2", RGBA(0xaeaeb2), RGBA(0x636366)),
    ("systemGray3", RGBA(0xc7c7cc), RGBA(0x48484a)),
    ("systemGray4", RGBA(0xd1d1d6), RGBA(0x3a3a3c)),
    ("systemGray5", RGBA(0xe5e5ea), RGBA(0x2c2c2e)),
    ("systemGray6", RGBA(0xf2f2f7), RGBA(0x1c1c1e)),
  ]

  private static let system: [String: (RGBA, RGBA)] = Dictionary(
    systemColors.map { ($0.name, ($0.light, $0.dark)) }, uniquingKeysWith: { first, _ in first })

  /// UIKit's fixed colours (`UIColor.white`, `.lightGray`, `.darkText`), the same in both
  /// appearances.
  public static let fixed: [String: RGBA] = [
    "white": RGBA(0xffffff), "black": RGBA(0x000000), "clear": RGBA(0x000000, alpha: 0),
    "darkText": RGBA(0x000000), "lightText": RGBA(0xffffff, alpha: 0.6),
    "gray": RGBA(0x808080), "lightGray": RGBA(0xaaaaaa), "darkGray": RGBA(0x555555),
    "red": RGBA(0xff0000), "green": RGBA(0x00ff00), "blue": RGBA(0x0000ff),
    "cyan": RGBA(0x00ffff), "yellow": RGBA(0xffff00), "magenta": RGBA(0xff00ff),
    "orange": RGBA(0xff8000), "purple": RGBA(0x800080), "brown": RGBA(0x996633),
  ]
}

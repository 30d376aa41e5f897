import JSON
import SceneModel

/// One asset catalogue colour (`Name.colorset/Contents.json`, Apple's Asset Catalog Format
/// Reference, "Named Color Type") as a `DeclaredColor`: its light and dark values.
///
/// Of the `colors` array, the universal idiom's entries are read (else the iPhone's), in the
/// sRGB display gamut where an entry gives one, without a high-contrast appearance: the one
/// with no `appearances` is the "any" value, the one with `{appearance: luminosity, value:
/// dark}` the dark one (`light` the light one). A colour with no dark value is the same in
/// both appearances. A component is a number from 0 to 1 (`"0.500"`), an 8-bit integer
/// (`"128"`) or an 8-bit hex value (`"0x80"`), as Xcode's colour panel writes them; `0` and
/// `1` are read as 0 and 1. Colour spaces `srgb`, `extended-srgb`, `display-p3` (converted
/// to sRGB), `extended-linear-srgb`, `gray-gamma-22` and `extended-gray` are read, and a
/// reference to a UIKit system colour (`{"platform": "ios", "reference": "systemBlueColor"}`).
enum ColorSetFile {
  /// Why a colour set could not be read, and where.
  typealias Failure = JSONReader.Failure

  /// How much a colour set's or a group's `Contents.json` may hold: 64 KiB, arrays and
  /// objects 32 deep, 100,000 values.
  static let limits = JSONReader.Limits(bytes: 64 << 10, depth: 32, values: 100_000)

  /// The colour a `Contents.json`'s bytes describe.
  static func color(_ bytes: [UInt8]) -> Result<DeclaredColor, Failure> {
    do throws(Failure) {
      return .success(try color(try JSONReader.node(bytes: bytes, limits: limits)))
    } catch {
      return .failure(error)
    }
  }

  static func failure(_ message: String, at node: JSONNode) -> Failure {
    Failure(line: node.position.line, column: node.position.column, message: message)
  }

  static func color(_ root: JSONNode) throws(Failure) -> DeclaredColor {
    guard let entries = root.member("colors")?.array else {
      throw failure("the colour set has no 'colors' array", at: root.member("colors") ?? root)
    }
    let chosen = try chosenEntries(entries)
    var any: DeclaredColor?
    var light: DeclaredColor?
    var dark: DeclaredColor?
    for entry in chosen {
      guard let color = entry.member("color") else { continue }
      let value = try self.value(color)
      switch luminosity(entry) {
      case "light"?: light = light ?? value
      case "dark"?: dark = dark ?? value
      default: any = any ?? value
      }
    }
    guard let base = light ?? any else {
      throw failure("the colour set has no colour for the light or any appearance", at: root)
    }
    guard let dark = dark ?? any else { return base }
    return DeclaredColor.asset(light: base.light, dark: dark.dark)
  }

  /// The entries that apply to an iPhone app in the sRGB gamut, at normal contrast.
  static func chosenEntries(_ entries: [JSONNode]) throws(Failure) -> [JSONNode] {
    let normal = entries.filter { entry in
      guard let appearances = entry.member("appearances")?.array else { return true }
      return !appearances.contains { $0.member("appearance")?.string == "contrast" }
    }
    let idiom: (JSONNode) -> String = { $0.member("idiom")?.string ?? "universal" }
    var chosen = normal.filter { idiom($0) == "universal" }
    if chosen.isEmpty { chosen = normal.filter { idiom($0) == "iphone" } }
    let srgb = chosen.filter { entry in
      let gamut = entry.member("display-gamut")?.string
      return gamut == nil || gamut == "sRGB"
    }
    return srgb.isEmpty ? chosen : srgb
  }

  /// `light` or `dark` for an entry with a luminosity appearance.
  static func luminosity(_ entry: JSONNode) -> String? {
    guard let appearances = entry.member("appearances")?.array else { return nil }
    return appearances.first { $0.member("appearance")?.string == "luminosity" }?
      .member("value")?.string
  }

  /// An entry's `color`: components in a colour space, or a system colour's reference.
  static func value(_ color: JSONNode) throws(Failure) -> DeclaredColor {
    if let reference = color.member("reference") {
      let name = reference.string ?? ""
      let short = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
      guard let system = DeclaredColor.parse(short), DeclaredColor.assetReference(short) == nil
      else {
        throw failure("'\(name)' is not a UIKit colour scenectl knows", at: reference)
      }
      return system
    }
    guard let components = color.member("components") else {
      throw failure("the colour has no 'components'", at: color)
    }
    let space = color.member("color-space")?.string ?? "srgb"
    let alpha = try component("alpha", of: components, default: 1)
    let rgba: DeclaredColor.RGBA
    switch space {
    case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
      let (r, g, b) = (
        try component("red", of: components), try component("green", of: components),
        try component("blue", of: components)
      )
      rgba = ColorSpaces.sRGB(red: r, green: g, blue: b, alpha: alpha, space: space)
    case "gray-gamma-22", "extended-gray":
      let white = try component("white", of: components)
      rgba = ColorSpaces.sRGB(gray: white, alpha: alpha)
    default:
      throw failure(
        "the colour space '\(space)' is not read; use sRGB, Display P3 or Gray Gamma 2.2",
        at: color.member("color-space") ?? color)
    }
    return DeclaredColor.asset(light: rgba, dark: rgba)
  }

  /// One component: `"0.500"` or `0.5` (0 to 1), `"128"` (8-bit), `"0x80"` (8-bit hex).
  static func component(
    _ key: String, of components: JSONNode, default fallback: Double? = nil
  )
    throws(Failure) -> Double
  {
    guard let node = components.member(key) else {
      if let fallback { return fallback }
      throw failure("the colour has no '\(key)' component", at: components)
    }
    let text: String
    switch node.value {
    case .string(let written): text = written.trimmingSpaces
    case .number(let written): text = written
    default: throw failure("the '\(key)' component is not a number", at: node)
    }
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      guard let byte = Int(text.dropFirst(2), radix: 16), byte <= 0xFF, text.count <= 4 else {
        throw failure("the '\(key)' component '\(text)' is not an 8-bit hex value", at: node)
      }
      return Double(byte) / 255
    }
    guard let value = Double(text), value.isFinite else {
      throw failure("the '\(key)' component '\(text)' is not a number", at: node)
    }
    let isWhole = !text.contains(".") && !text.contains("e") && !text.contains("E")
    if isWhole && value > 1 {
      guard value <= 255 else {
        throw failure("the '\(key)' component '\(text)' is over 255", at: node)
      }
      return value / 255
    }
    return value
  }
}

extension String {
  /// The text without spaces at either end.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

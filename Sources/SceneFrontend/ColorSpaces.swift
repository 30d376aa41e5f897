import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Colours of an asset catalogue's colour spaces as sRGB, clamped to sRGB's range, for the
/// contrast rule (which is defined on sRGB).
///
/// Display P3 is converted through linear light with the P3-to-sRGB matrix (both D65; the
/// matrix of CSS Color 4's sample code, "Converting Display P3 to sRGB"); Gray Gamma 2.2's
/// white is raised to 2.2 to linear light.
enum ColorSpaces {
  /// An RGB colour of `space` (`srgb`, `extended-srgb`, `display-p3`,
  /// `extended-linear-srgb`) in sRGB.
  static func sRGB(red: Double, green: Double, blue: Double, alpha: Double, space: String)
    -> DeclaredColor.RGBA
  {
    var (r, g, b) = (red, green, blue)
    switch space {
    case "display-p3":
      let (lr, lg, lb) = (linear(r), linear(g), linear(b))
      r = encoded(1.2249401763 * lr - 0.2249401763 * lg)
      g = encoded(-0.0420569547 * lr + 1.0420569547 * lg)
      b = encoded(-0.0196375546 * lr - 0.0786360456 * lg + 1.0982736002 * lb)
    case "extended-linear-srgb":
      (r, g, b) = (encoded(r), encoded(g), encoded(b))
    default:
      break
    }
    return DeclaredColor.RGBA(
      red: clamped(r), green: clamped(g), blue: clamped(b), alpha: clamped(alpha))
  }

  /// A Gray Gamma 2.2 white level in sRGB.
  static func sRGB(gray white: Double, alpha: Double) -> DeclaredColor.RGBA {
    let level = clamped(encoded(pow(clamped(white), 2.2)))
    return DeclaredColor.RGBA(red: level, green: level, blue: level, alpha: clamped(alpha))
  }

  static func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }

  /// sRGB's transfer function, from an encoded component to linear light.
  static func linear(_ c: Double) -> Double {
    let a = abs(c)
    let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return c < 0 ? -l : l
  }

  /// sRGB's transfer function, from linear light to an encoded component.
  static func encoded(_ l: Double) -> Double {
    let a = abs(l)
    let c = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
    return l < 0 ? -c : c
  }
}

/// The width of a line of text in the system font, from advance widths calibrated against the
/// labels of the storyboard corpus whose frames Xcode measured (docs/Layout.md §4).
///
/// There are no fonts on the machine that runs `scenectl`. Each printable ASCII character
/// advances by its width in thousandths of an em: least squares over single-line labels in
/// the system font, their stored widths against their texts, drawn towards the advance widths
/// of Helvetica (the core PDF font's metrics) where the corpus has few samples of a
/// character. Other characters advance 0.556 em, or a whole em for wide scripts and emoji. A
/// weight scales the advances (semibold and bold text is wider). The result is rounded up
/// to the pixel grid of a 2x screen, as a label's intrinsic width is.
///
///     SystemFont.width(of: "Label", size: 17)    // 42, as Xcode measures it
///     SystemFont.width(of: "Enabled", size: 17)  // 62.5
public enum SystemFont {
  /// Advances of U+0020 to U+007E, in thousandths of an em.
  static let asciiAdvances: [Int] = [
    274, 278, 355, 556, 556, 893, 667, 191, 333, 333, 389, 584, 278, 331, 280, 283,
    561, 556, 558, 556, 556, 556, 556, 556, 565, 556, 269, 278, 584, 584, 584, 556,
    1005, 686, 662, 742, 718, 667, 593, 758, 719, 281, 500, 667, 562, 841, 730, 776,
    657, 778, 699, 666, 614, 715, 666, 950, 667, 667, 611, 278, 556, 278, 556, 556,
    556, 542, 567, 526, 559, 537, 278, 567, 560, 227, 212, 515, 245, 835, 554, 558,
    558, 556, 355, 501, 324, 562, 494, 736, 502, 513, 496, 556, 260, 556, 584,
  ]

  /// The advance of a character the table does not hold, in thousandths of an em.
  static let otherAdvance = 556
  /// The advance of an ideograph, kana, hangul or emoji: a whole em.
  static let wideAdvance = 1000

  /// How much wider than regular each weight sets text (the corpus's medians).
  static let weightScale: [String: Double] = [
    "ultraLight": 0.85, "thin": 0.94, "light": 1.0, "regular": 1.0, "medium": 1.06,
    "semibold": 1.06, "bold": 1.08, "heavy": 1.1, "black": 1.12,
  ]

  /// The widest line of `text` (lines break at `\n`), in points at `size`, rounded up to
  /// half points; 0 for empty text.
  public static func width(of text: String, size: Double, weight: String = "regular") -> Double {
    var widest = 0
    var current = 0
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        widest = max(widest, current)
        current = 0
      } else {
        current += advance(scalar)
      }
    }
    widest = max(widest, current)
    return width(units: widest, size: size, weight: weight)
  }

  /// The width of a line whose characters' advances (`advance(_:)`) add up to `units`
  /// thousandths of an em, in points at `size` and `weight`, rounded up to half points.
  public static func width(units: Int, size: Double, weight: String = "regular") -> Double {
    let scale = weightScale[weight] ?? 1
    let points = Double(units) / 1000 * size * scale
    return (points * 2).rounded(.up) / 2
  }

  /// The height of a line at `size`: the system font's line height, 1.1934 em (20.29 points
  /// at 17), rounded up to half points (20.5 at 17, 14.5 at 12, as the corpus's labels are).
  public static func lineHeight(size: Double) -> Double {
    (size * lineHeightEms * 2).rounded(.up) / 2
  }

  /// The system font's line height, in ems.
  static let lineHeightEms = 1.1934

  /// The advance of one character, in thousandths of an em.
  public static func advance(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value <= 0x7E { return asciiAdvances[Int(value - 0x20)] }
    if value < 0x20 || (0x300...0x36F).contains(value) || (0xFE00...0xFE0F).contains(value)
      || value == 0x200D
    {
      return 0  // controls, combining marks, variation selectors, joiners
    }
    if value >= 0x2E80 { return wideAdvance }
    return otherAdvance
  }
}

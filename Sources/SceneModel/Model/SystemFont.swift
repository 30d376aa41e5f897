/// The width of a line of text in the system font, from advance widths calibrated against the
/// labels and buttons of the storyboard corpus whose frames Xcode measured (docs/Layout.md §4).
///
/// There are no fonts on the machine that runs `scenectl`. The system font depends on the
/// iOS that draws it (`Era`): Helvetica Neue before iOS 9, San Francisco after, in its Text
/// design below 20 points and its Display design from 20, tracked by point size, and one
/// variable font from iOS 14. Each printable ASCII character advances by its family's width
/// in thousandths of an em (`SystemFont+Metrics.swift`), scaled by the weight (and for
/// Display), plus San Francisco's tracking at the size. Other characters advance 0.556 em, or
/// a whole em for wide scripts and emoji. A line's width is rounded up to whole points, as
/// Xcode stores a label's intrinsic width.
///
///     SystemFont.width(of: "Accounts", size: 16)  // 68, as Xcode 10 stored it
///     SystemFont.width(of: "Latitude:", size: 17, era: .helveticaNeue)  // 68, Xcode 6
public enum SystemFont {
  /// Which system font draws the text: the one of the iOS Xcode drew a storyboard's canvas
  /// with (`init(toolsVersion:)`), or of the iOS an app runs on (`init(ios:)`).
  public enum Era: Sendable, Equatable {
    /// Helvetica Neue, the system font of iOS 7 and 8 (Xcode 5 and 6).
    case helveticaNeue
    /// San Francisco in two designs, SF Pro Text and SF Pro Display (iOS 9 to 13, Xcode 7
    /// to 11).
    case sanFrancisco
    /// San Francisco as one variable font with optical sizes (iOS 14 and later, Xcode 12
    /// and later).
    case sanFranciscoVariable

    /// The system font of iOS `ios`.
    public init(ios: Int) {
      self = ios < 9 ? .helveticaNeue : ios < 14 ? .sanFrancisco : .sanFranciscoVariable
    }

    /// The system font Xcode drew the canvas with, by the `toolsVersion` it wrote in a
    /// storyboard: its build number's leading digits, below 8000 for Xcode 6 and earlier,
    /// below 17000 for Xcode 11 and earlier; today's for a missing or unreadable one.
    public init(toolsVersion: String?) {
      let build = toolsVersion?.split(separator: ".", omittingEmptySubsequences: false).first
        .flatMap { $0.utf8.count <= 9 ? Int($0) : nil }
      guard let build else {
        self = .sanFranciscoVariable
        return
      }
      self = build < 8000 ? .helveticaNeue : build < 17000 ? .sanFrancisco : .sanFranciscoVariable
    }
  }

  /// The advance of a character the tables do not hold, in thousandths of an em.
  static let otherAdvance = 556
  /// The advance of an ideograph, kana, hangul or emoji: a whole em.
  static let wideAdvance = 1000

  /// The widest line of `text` (lines break at `\n`), in points at `size`, rounded up to
  /// whole points; 0 for empty text.
  public static func width(
    of text: String, size: Double, weight: String = "regular", era: Era = .sanFranciscoVariable
  ) -> Double {
    let spacing = Spacing(size: size, weight: weight, era: era)
    var widest = 0
    var current = 0
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        widest = max(widest, current)
        current = 0
      } else {
        current += spacing.units(scalar)
      }
    }
    widest = max(widest, current)
    return width(units: widest, size: size)
  }

  /// The width of a line whose characters' units (`Spacing.units(_:)`) add up to `units`
  /// thousandths of an em, in points at `size`, rounded up to whole points.
  public static func width(units: Int, size: Double) -> Double {
    (Double(units) / 1000 * size - 1e-6).rounded(.up)
  }

  /// How far each character advances in one font: size, weight and era.
  public struct Spacing: Sendable {
    let advances: [Int]
    let scale: Double
    let tracking: Double

    public init(size: Double, weight: String, era: Era) {
      var scale = SystemFont.weightScale[weight] ?? 1
      switch era {
      case .helveticaNeue:
        advances = SystemFont.helveticaNeueAdvances
        tracking = 0
      case .sanFrancisco, .sanFranciscoVariable:
        advances = SystemFont.sanFranciscoAdvances
        let display = size >= SystemFont.displaySize
        if display { scale *= SystemFont.displayScale(era) }
        let table =
          display && era == .sanFrancisco ? SystemFont.displayTracking : SystemFont.textTracking
        tracking = SystemFont.tracking(table, at: size)
      }
      self.scale = scale
    }

    /// The advance of one character with its tracking, in thousandths of an em rounded to
    /// the nearest; 0 for controls, combining marks, variation selectors and joiners.
    public func units(_ scalar: Unicode.Scalar) -> Int {
      let value = scalar.value
      let advance: Int
      if value >= 0x20 && value <= 0x7E {
        advance = advances[Int(value - 0x20)]
      } else if value < 0x20 || (0x300...0x36F).contains(value)
        || (0xFE00...0xFE0F).contains(value) || value == 0x200D
      {
        return 0
      } else {
        advance = value >= 0x2E80 ? SystemFont.wideAdvance : SystemFont.otherAdvance
      }
      return Int((Double(advance) * scale + tracking).rounded())
    }
  }

  /// The height of a line at `size`: the system font's line height, 1.1934 em (20.29 points
  /// at 17), rounded up to half points (20.5 at 17, 14.5 at 12, as the corpus's labels are).
  public static func lineHeight(size: Double) -> Double {
    (size * lineHeightEms * 2).rounded(.up) / 2
  }

  /// The system font's line height, in ems.
  static let lineHeightEms = 1.1934
}

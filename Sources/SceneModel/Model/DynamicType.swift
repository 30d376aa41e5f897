/// Dynamic Type: the text styles (`UIFont.TextStyle`) and content size categories
/// (`UIContentSizeCategory`) of iOS, with the point size of each style at each category
/// (docs/Audit.md, "Dynamic Type sizes").
///
/// The sizes are Apple's published table (Human Interface Guidelines, Typography,
/// "iOS, iPadOS Dynamic Type sizes"); the body row agrees with what the simulator's
/// `UIFont.preferredFont(forTextStyle: .body).pointSize` gives at each category.
///
///     DynamicType.pointSize(.body, at: .large)           // 17
///     DynamicType.pointSize(.body, at: .accessibility3)  // 40
public enum DynamicType {
  /// A text style, as a scene file names it (`font: {style: body}`).
  public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
    case caption1, caption2

    /// The style Interface Builder writes as `<fontDescription style="UICTFontTextStyleBody">`.
    public init?(interfaceBuilder name: String) {
      let styles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleLargeTitle": .largeTitle,
        "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline,
        "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
        "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
      ]
      guard let style = styles[name] else { return nil }
      self = style
    }

    /// The style's weight: semibold for the headline, regular for the others.
    public var weight: String { self == .headline ? "semibold" : "regular" }
  }

  /// A content size category, from the smallest to the largest accessibility size, as
  /// `--content-size` names it (SwiftUI's `DynamicTypeSize` names).
  public enum Category: String, CaseIterable, Sendable, Hashable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibility: Bool { self >= .accessibility1 }

    /// Categories compare by size.
    public static func < (a: Category, b: Category) -> Bool {
      order(a) < order(b)
    }

    private static func order(_ category: Category) -> Int {
      allCases.firstIndex(of: category) ?? 0
    }
  }

  /// The point sizes of each style, one per category from `xSmall` to `accessibility5`.
  static let sizes: [TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 53],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// The point size of a style at a category.
  public static func pointSize(_ style: TextStyle, at category: Category) -> Double {
    let row = sizes[style] ?? []
    let index = Category.allCases.firstIndex(of: category) ?? 0
    return index < row.count ? row[index] : 17
  }
}

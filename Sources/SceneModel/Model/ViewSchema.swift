/// Which properties each view type takes and what kind of value each holds
/// (SCENE-FORMAT.md §3). The loader checks files against it, and the
/// validator checks `set:` targets against it.
public enum ViewSchema {
  /// The kind of value a property holds.
  public enum Kind: Sendable, Equatable {
    case string
    case number
    case integer
    case bool
    case choice([String])
    case strings
    case font
    /// A data set name or an inline list of rows.
    case rows
    /// `[width, height]` in points, each at most 100000 (more than 0 for `itemSize`).
    case size
    /// `[top, leading, bottom, trailing]` in points, each 0 to 100000.
    case insets
  }

  /// Properties every view takes, beside its type's own.
  public static let common: [(String, Kind)] = [
    ("backgroundColor", .string), ("hidden", .bool), ("userInteraction", .bool),
    ("accessibilityLabel", .string), ("isAccessibilityElement", .bool),
    ("accessibilityTraits", .strings), ("accessibilityIdentifier", .string),
  ]

  /// `UIAccessibilityTraits`, as a view's `accessibilityTraits:` lists them.
  public static let accessibilityTraits = [
    "button", "link", "image", "header", "searchField", "selected", "notEnabled",
    "staticText", "summaryElement", "keyboardKey", "playsSound", "startsMediaSession",
    "updatesFrequently", "adjustable", "allowsDirectInteraction", "causesPageTurn",
    "tabBar",
  ]

  static let alignments = ["left", "center", "right", "natural"]

  /// A text field's keyboards: `UIKeyboardType` (`email` is `emailAddress`).
  public static let keyboards = [
    "default", "numberPad", "decimalPad", "email", "phonePad", "url", "asciiCapable",
    "numbersAndPunctuation", "namePhonePad", "twitter", "webSearch", "asciiCapableNumberPad",
  ]

  /// The properties of a view type, common ones included, in a stable order.
  public static func properties(of type: ViewType) -> [(String, Kind)] {
    propertiesByType[type] ?? withCommon(type)
  }

  /// Every key a view of the type takes: structure, then properties.
  public static func keys(of type: ViewType) -> [String] {
    keysByType[type] ?? []
  }

  /// The names of the type's whole-number properties (`Kind.integer`), which have ranges
  /// (`PropertyRange`).
  public static func integerProperties(of type: ViewType) -> [String] {
    integersByType[type] ?? []
  }

  private static let integersByType: [ViewType: [String]] = Dictionary(
    uniqueKeysWithValues: ViewType.allCases.map { type in
      // By `kind(of:in:)`: a name listed twice has its first kind.
      let properties = withCommon(type)
      let names = properties.map(\.0).filter { name in
        properties.first { $0.0 == name }?.1 == .integer
      }
      return (type, names)
    })

  private static let propertiesByType: [ViewType: [(String, Kind)]] = Dictionary(
    uniqueKeysWithValues: ViewType.allCases.map { ($0, withCommon($0)) })

  private static let keysByType: [ViewType: [String]] = Dictionary(
    uniqueKeysWithValues: ViewType.allCases.map { type in
      (type, structuralKeys + extraKeys(of: type) + withCommon(type).map(\.0))
    })

  /// The common properties, then the type's own (`ViewTraits.properties`).
  static func withCommon(_ type: ViewType) -> [(String, Kind)] {
    common + type.traits.properties.map { ($0.name, $0.kind) }
  }

  /// The kind of a property of a type, if the type has it.
  public static func kind(of property: String, in type: ViewType) -> Kind? {
    properties(of: type).first { $0.0 == property }?.1
  }

  /// Keys every view takes that are not properties: structure and layout.
  public static let structuralKeys = [
    "id", "type", "subviews", "frame", "contentHugging", "compressionResistance", "ib",
    "intrinsicSize", "layoutMargins", "insetsLayoutMarginsFromSafeArea",
    "preservesSuperviewLayoutMargins", "autoresizing",
    "superviewSize", "class", "installed",
    "variations", "gestures", "runtimeAttributes", "outlets", "delegates",
  ]

  /// Structural keys only some types take (`ViewTraits.structure`).
  public static func extraKeys(of type: ViewType) -> [String] {
    type.traits.structure.map(\.name)
  }

  /// The font weights a `font:` mapping accepts.
  public static let fontWeights = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]
}

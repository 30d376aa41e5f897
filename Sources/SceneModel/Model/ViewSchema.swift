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
    propertiesByType[type] ?? common + own(type)
  }

  /// Every key a view of the type takes: structure, then properties.
  public static func keys(of type: ViewType) -> [String] {
    keysByType[type] ?? []
  }

  private static let propertiesByType: [ViewType: [(String, Kind)]] = Dictionary(
    uniqueKeysWithValues: ViewType.allCases.map { ($0, common + own($0)) })

  private static let keysByType: [ViewType: [String]] = Dictionary(
    uniqueKeysWithValues: ViewType.allCases.map { type in
      (type, structuralKeys + extraKeys(of: type) + (common + own(type)).map(\.0))
    })

  /// The kind of a property of a type, if the type has it.
  public static func kind(of property: String, in type: ViewType) -> Kind? {
    properties(of: type).first { $0.0 == property }?.1
  }

  private static func own(_ type: ViewType) -> [(String, Kind)] {
    switch type {
    case .view:
      []
    case .control:
      [("enabled", .bool)]
    case .label:
      [
        ("text", .string), ("font", .font), ("alignment", .choice(alignments)), ("lines", .integer),
        ("adjustsFontForContentSizeCategory", .bool), ("minimumScaleFactor", .number),
        ("textColor", .string),
      ]
    case .button:
      [
        ("title", .string), ("image", .string), ("enabled", .bool),
        (
          "style",
          .choice(["system", "custom", "infoDark", "infoLight", "contactAdd", "detailDisclosure"])
        ),
        ("font", .font), ("textColor", .string),
      ]
    case .textField:
      [
        ("text", .string), ("placeholder", .string), ("secure", .bool), ("enabled", .bool),
        ("keyboard", .choice(keyboards)),
        ("font", .font), ("alignment", .choice(alignments)), ("samples", .strings),
        ("textColor", .string),
      ]
    case .textView:
      [
        ("text", .string), ("editable", .bool), ("alignment", .choice(alignments)),
        ("font", .font), ("samples", .strings), ("textColor", .string),
      ]
    case .imageView:
      [
        ("image", .string),
        ("contentMode", .choice(["scaleToFill", "aspectFit", "aspectFill", "center"])),
      ]
    case .switch:
      [("on", .bool), ("enabled", .bool)]
    case .slider:
      [("value", .number), ("min", .number), ("max", .number), ("enabled", .bool)]
    case .segmentedControl:
      [("segments", .strings), ("selected", .integer), ("enabled", .bool)]
    case .tableView:
      [
        ("style", .choice(["plain", "grouped", "insetGrouped"])), ("rows", .rows),
        ("rowHeight", .number), ("selfSizingRows", .bool),
      ]
    case .activityIndicator:
      [("style", .choice(["medium", "large"])), ("animating", .bool)]
    case .progressView:
      [("progress", .number)]
    case .stepper:
      [
        ("value", .number), ("min", .number), ("max", .number), ("step", .number),
        ("enabled", .bool),
      ]
    case .pageControl:
      [("pages", .integer), ("currentPage", .integer), ("enabled", .bool)]
    case .searchBar:
      [("text", .string), ("placeholder", .string)]
    case .datePicker:
      [("mode", .choice(["date", "time", "dateAndTime", "countDownTimer"])), ("enabled", .bool)]
    case .pickerView, .mapView, .webView, .visualEffectView, .toolbar, .scrollView,
      .collectionViewCell:
      []
    case .navigationBar:
      [("title", .string)]
    case .collectionView:
      [
        ("rows", .rows), ("itemSize", .size), ("minimumInteritemSpacing", .number),
        ("minimumLineSpacing", .number), ("sectionInset", .insets),
        ("scrollDirection", .choice(["vertical", "horizontal"])), ("headerReferenceSize", .size),
        ("footerReferenceSize", .size),
      ]
    case .tableViewCell:
      [
        ("rowHeight", .number),
        ("accessory", .choice(TableCell.Accessory.allCases.map(\.rawValue))),
      ]
    case .stackView:
      [
        ("axis", .choice(["horizontal", "vertical"])), ("spacing", .number),
        (
          "alignment",
          .choice([
            "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom",
            "lastBaseline",
          ])
        ),
        (
          "distribution",
          .choice(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
        ),
        ("baselineRelativeArrangement", .bool), ("layoutMarginsRelativeArrangement", .bool),
      ]
    }
  }

  /// Keys every view takes that are not properties: structure and layout.
  public static let structuralKeys = [
    "id", "type", "subviews", "frame", "contentHugging", "compressionResistance", "ib",
    "intrinsicSize", "layoutMargins", "insetsLayoutMarginsFromSafeArea",
    "preservesSuperviewLayoutMargins", "autoresizing",
    "superviewSize", "class", "installed",
    "variations", "gestures", "runtimeAttributes", "outlets", "delegates",
  ]

  /// Structural keys only some types take.
  public static func extraKeys(of type: ViewType) -> [String] {
    switch type {
    case .tableView:
      ["prototypes", "sections", "tableHeaderView", "tableFooterView", "refreshControl"]
    case .stackView: ["arrangedSubviews"]
    case .toolbar: ["items"]
    case .collectionView: ["items", "sectionHeader", "sectionFooter", "refreshControl"]
    case .scrollView, .textView: ["refreshControl"]
    case .navigationBar: ["left", "right", "titleView"]
    default: []
    }
  }

  /// The font weights a `font:` mapping accepts.
  public static let fontWeights = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]
}

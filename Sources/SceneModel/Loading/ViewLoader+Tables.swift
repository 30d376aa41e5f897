/// The tables `ViewLoader` looks a view's type and keys up in, built once.
extension ViewLoader {
  /// The keys `ViewLoader.read` reads by name in its `switch`; every other key of a view is a
  /// property of its type, read by its kind (a test checks that this list names every case).
  static let switchedKeys: Set<String> = [
    "id", "type", "ib", "intrinsicSize", "layoutMargins", "autoresizing", "superviewSize",
    "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "class", "installed",
    "variations", "gestures", "refreshControl", "runtimeAttributes", "outlets", "delegates",
    "subviews", "arrangedSubviews", "frame", "contentHugging", "compressionResistance",
    "tableHeaderView", "tableFooterView", "prototypes", "sections", "items", "sectionHeader",
    "sectionFooter", "minimumInteritemSpacing", "minimumLineSpacing", "left", "right",
    "titleView", "rowHeight",
  ]

  /// What the loader asks of one view type's schema.
  struct TypeKeys {
    /// Every key a view of the type takes (`ViewSchema.keys(of:)`).
    let allowed: [String]
    /// Its properties with their kinds (`ViewSchema.properties(of:)`).
    let schema: [(String, ViewSchema.Kind)]
    /// The kind of each property that `switchedKeys` leaves out (the first kind of a name
    /// listed twice, as a lookup in `schema` finds it).
    let plain: [String: ViewSchema.Kind]
    /// Its whole-number properties (`ViewSchema.integerProperties(of:)`).
    let integers: [String]

    init(_ type: ViewType) {
      allowed = ViewSchema.keys(of: type)
      schema = ViewSchema.properties(of: type)
      var plain: [String: ViewSchema.Kind] = [:]
      for (name, kind) in schema where plain[name] == nil {
        if !ViewLoader.switchedKeys.contains(name) { plain[name] = kind }
      }
      self.plain = plain
      integers = ViewSchema.integerProperties(of: type)
    }
  }

  /// Each view type's `TypeKeys`: a view's keys are checked and read with one lookup of its
  /// type, and one lookup per plain property instead of a comparison with every case and key.
  static let typeKeys: [ViewType: TypeKeys] = Dictionary(
    uniqueKeysWithValues: ViewType.allCases.map { ($0, TypeKeys($0)) })

  /// Every view type by its name: what `ViewType(rawValue:)` finds, with one lookup instead
  /// of a comparison with each name.
  static let typesByName: [String: ViewType] = Dictionary(
    uniqueKeysWithValues: ViewType.allCases.map { ($0.rawValue, $0) })
}

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

    /// The same lists as `ViewSchema`'s tables by type, made from the type's traits in one
    /// pass (done for speed: going through those tables built three more tables and compared
    /// every pair of names).
    init(_ type: ViewType) {
      let schema = ViewSchema.withCommon(type)
      allowed = ViewSchema.structuralKeys + ViewSchema.extraKeys(of: type) + schema.map(\.0)
      var plain: [String: ViewSchema.Kind] = [:]
      plain.reserveCapacity(schema.count)
      var integers: [String] = []
      for (index, (name, kind)) in schema.enumerated() {
        // A name listed twice has its first kind (`ViewSchema.kind(of:in:)`): the entry keeps
        // the first, found or inserted with one hash.
        let first =
          ViewLoader.switchedKeys.contains(name)
          ? schema[..<index].first { $0.0 == name }?.1 ?? kind
          : Self.stored(&plain[name, default: kind])
        if first == .integer { integers.append(name) }
      }
      self.schema = schema
      self.plain = plain
      self.integers = integers
    }

    /// The value of an entry reached through a dictionary's `default:` subscript, which
    /// inserts the default when the key is absent.
    private static func stored<Value>(_ value: inout Value) -> Value { value }
  }

  /// Every view type by its name: what `ViewType(rawValue:)` finds, with one lookup instead
  /// of a comparison with each name.
  static let typesByName: [String: ViewType] = Dictionary(
    uniqueKeysWithValues: ViewType.allCases.map { ($0.rawValue, $0) })
}

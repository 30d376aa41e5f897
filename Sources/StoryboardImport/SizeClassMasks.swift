import StoryboardXML

/// Where a scene's constraints are installed, from its `<variation>` masks
/// (IB-STORYBOARD.md §3.5): installed unless `default` excludes it, with each size-class
/// key's include or exclude overriding that where the key matches, the more specific key
/// last. Each of the four pairs of width and height classes is judged apart, and the pairs
/// alike become `when:` blocks (`conditions(for:)`).
struct SizeClassMasks {
  /// A value that holds where every trait of `key` (`("heightClass", "compact")`) holds.
  struct Keyed<Value> {
    var key: [(String, String)]
    var value: Value
  }

  /// Per constraint id: the keys that include or exclude it.
  private var overrides: [String: [Keyed<Bool>]] = [:]
  private var excludedByDefault: Set<String> = []

  init(scene: SceneMapper) {
    for element in scene.index.variations {
      let key = element["key"] ?? ""
      let traits = Self.traits(key)
      for mask in element.children(named: "mask") {
        // Constraints and subviews are installed alike; their ids never collide.
        guard mask["key"] == "constraints" || mask["key"] == "subviews" else {
          scene.skip(
            mask.position, "size-class variation '\(key)' of \(mask["key"] ?? "?")",
            "only constraints and subviews are installed per size class")
          continue
        }
        for entry in mask.children {
          guard let reference = entry["reference"] else { continue }
          let installed = entry.name == "include"
          if key == "default" {
            if !installed { excludedByDefault.insert(reference) }
          } else {
            overrides[reference, default: []].append(Keyed(key: traits, value: installed))
          }
        }
      }
      // A view's font and frame per size class are its `variations:` (`SceneMapper+Variations`).
      for child in element.children
      where child.name != "mask" && !SceneMapper.variedKeys.contains(child["key"] ?? "") {
        scene.skip(
          child.position, "size-class variation '\(key)' of \(child["key"] ?? child.name)",
          "only fonts and frames vary per size class in the scene format")
      }
    }
  }

  /// `heightClass=regular-widthClass=compact` → `[("heightClass", "regular"), ("widthClass", "compact")]`.
  private static func traits(_ key: String) -> [(String, String)] {
    key.split(separator: "-").compactMap { part in
      let pair = part.split(separator: "=")
      return pair.count == 2 ? (String(pair[0]), String(pair[1])) : nil
    }
  }

  /// Whether the constraint is installed for a pair of size classes: `default` first, then
  /// each matching key, the more specific last.
  func installed(_ id: String, at classes: Classes) -> Bool {
    // Most scenes vary nothing per size class: no lookup then.
    if overrides.isEmpty && excludedByDefault.isEmpty { return true }
    var installed = !excludedByDefault.contains(id)
    for value in Self.matching(overrides[id] ?? [], classes) { installed = value }
    return installed
  }

  /// The entries whose keys hold for `classes`, least specific first.
  static func matching<Value>(_ entries: [Keyed<Value>], _ classes: Classes) -> [Value] {
    entries.filter { entry in
      entry.key.allSatisfy { trait in
        trait == ("widthClass", classes.width) || trait == ("heightClass", classes.height)
      }
    }.sorted { $0.key.count < $1.key.count }.map(\.value)
  }

  /// A constraint's constant for a pair of size classes: its own, or that of the most
  /// specific matching `<variation key=... constant=...>` inside it.
  static func constant(of constraint: IBElement, at classes: Classes) -> Double {
    let variations = constraint.children(named: "variation").compactMap {
      variation -> Keyed<Double>? in
      guard let constant = variation.number("constant") else { return nil }
      return Keyed(key: traits(variation["key"] ?? ""), value: constant)
    }
    return matching(variations, classes).last ?? constraint.number("constant") ?? 0
  }

  /// The `when:` conditions under which exactly `set` (some of `Classes.all`, in that order)
  /// holds: none for all four; one width or height class; else each full width class and
  /// then each pair left, as Interface Builder writes keys. The conditions never overlap.
  static func conditions(for set: [Classes]) -> [String] {
    if set.count == Classes.all.count { return [] }
    if set.count == 2, set[0].height == set[1].height {
      return ["heightClass=\(set[0].height)"]
    }
    var conditions: [String] = []
    var left = set
    for width in ["compact", "regular"]
    where left.filter({ $0.width == width }).count == 2 {
      conditions.append(width)
      left.removeAll { $0.width == width }
    }
    return conditions + left.map { "heightClass=\($0.height)-widthClass=\($0.width)" }
  }
}

/// A pair of size classes, `compact` or `regular` on each axis.
struct Classes: Hashable {
  var width: String
  var height: String

  /// The four pairs, in the order conditions list them.
  static let all = ["compact", "regular"].flatMap { width in
    ["compact", "regular"].map { Classes(width: width, height: $0) }
  }
}

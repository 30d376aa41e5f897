import StoryboardXML

/// Where a scene's constraints are installed, from its `<variation>` masks
/// (IB-STORYBOARD.md §3.5): installed unless `default` excludes it, with each size-class
/// key's include or exclude overriding that where the key matches, the more specific key
/// last. The format's `when:` knows the width class, so a constraint is placed for the two
/// width classes at regular height; what differs only at compact height is reported.
struct SizeClassMasks {
  /// Where a constraint is installed, in the format's terms.
  enum Installation: Equatable {
    case everywhere
    case nowhere
    case when(String)
  }

  /// Per constraint id: the keys that include or exclude it.
  private var overrides: [String: [(key: [(String, String)], installed: Bool)]] = [:]
  private var excludedByDefault: Set<String> = []
  private var compactHeightOnly: Set<String> = []

  init(scene: SceneMapper) {
    for element in scene.index.variations {
      let key = element["key"] ?? ""
      let traits = Self.traits(key)
      for mask in element.children(named: "mask") {
        guard mask["key"] == "constraints" else {
          scene.skip(
            mask.position, "size-class variation '\(key)' of \(mask["key"] ?? "?")",
            "views installed per size class are not in the scene format yet")
          continue
        }
        for entry in mask.children {
          guard let reference = entry["reference"] else { continue }
          let installed = entry.name == "include"
          if key == "default" {
            if !installed { excludedByDefault.insert(reference) }
          } else {
            overrides[reference, default: []].append((traits, installed))
          }
        }
      }
      for child in element.children where child.name != "mask" {
        scene.skip(
          child.position, "size-class variation '\(key)' of \(child["key"] ?? child.name)",
          "fonts, constants and other properties per size class are not in the scene format yet")
      }
    }
    for (reference, keys) in overrides
    where keys.contains(where: { $0.key.contains { $0 == ("heightClass", "compact") } }) {
      compactHeightOnly.insert(reference)
    }
  }

  /// `heightClass=regular-widthClass=compact` → `[("heightClass", "regular"), ("widthClass", "compact")]`.
  private static func traits(_ key: String) -> [(String, String)] {
    key.split(separator: "-").compactMap { part in
      let pair = part.split(separator: "=")
      return pair.count == 2 ? (String(pair[0]), String(pair[1])) : nil
    }
  }

  /// Whether the constraint is installed for a width class at regular height.
  private func installed(_ id: String, width: String) -> Bool {
    var installed = !excludedByDefault.contains(id)
    let matching = (overrides[id] ?? []).filter { entry in
      entry.key.allSatisfy { trait in
        trait == ("widthClass", width) || trait == ("heightClass", "regular")
      }
    }
    for entry in matching.sorted(by: { $0.key.count < $1.key.count }) {
      installed = entry.installed
    }
    return installed
  }

  func installation(of id: String) -> Installation {
    guard overrides[id] != nil else {
      return excludedByDefault.contains(id) ? .nowhere : .everywhere
    }
    switch (installed(id, width: "compact"), installed(id, width: "regular")) {
    case (true, true): return .everywhere
    case (true, false): return .when("compact")
    case (false, true): return .when("regular")
    case (false, false): return .nowhere
    }
  }

  /// Whether some key of the constraint is about compact height, which `when:` cannot say.
  func dependsOnCompactHeight(_ id: String) -> Bool {
    compactHeightOnly.contains(id)
  }
}

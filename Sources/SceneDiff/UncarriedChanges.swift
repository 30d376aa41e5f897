import StoryboardXML

/// The changes `UncarriedAttributes` finds between two Interface Builder documents, handed
/// out scene by scene: each element in both versions (by `id`) whose attributes or id-less
/// children differ, named as the new scene file names it.
struct UncarriedChanges {
  /// The changes by the key of the scene they are in; nil for outside any scene (a XIB's).
  private var byScene: [String?: [Change]] = [:]

  init(old: IBElement?, new: IBElement?, snapshot: FileSnapshot) {
    guard let old, let new else { return }
    let same = UncarriedAttributes.sameScenes(old, new)
    let before = UncarriedAttributes.index(old, skipping: same)
    let after = UncarriedAttributes.index(new, skipping: same)
    let differing = after.filter { id, entry in
      guard let previous = before[id], previous.tag == entry.tag else { return false }
      return previous.fields != entry.fields
    }
    // The scenes are read for the names of the elements only when something differs.
    guard !differing.isEmpty else { return }
    var names: [String: String] = [:]
    var sceneOf: [String: String] = [:]
    for scene in snapshot.scenes.map({ $0.read() }) {
      for element in scene.elements where names[element.key] == nil {
        names[element.key] = element.name
        sceneOf[element.key] = scene.key
      }
    }
    let sceneKeys = Set(snapshot.scenes.map(\.key))
    for (id, entry) in differing.sorted(by: { $0.key < $1.key }) {
      guard let previous = before[id] else { continue }
      let isScene = sceneKeys.contains(id)
      for field in Set(previous.fields.keys).union(entry.fields.keys).sorted()
      where previous.fields[field] != entry.fields[field] {
        var change = Change(
          subject: isScene ? .scene : .view, kind: .changed, element: "'\(names[id] ?? id)'",
          field: field, before: previous.fields[field], after: entry.fields[field])
        change.tag = entry.tag
        byScene[sceneOf[id] ?? entry.scene, default: []].append(change)
      }
    }
  }

  /// The changes of one scene (or of none), once, but those the scene-file comparison
  /// already told (`told`): on the same element, or with the same values (a navigation
  /// item's title is its scene's).
  mutating func take(scene: String?, told: [Change] = []) -> [Change] {
    defer { byScene[scene] = nil }
    let elements = Set(told.map(\.element))
    let values = Set(told.map { Self.bare($0.before) + " → " + Self.bare($0.after) })
    return (byScene[scene] ?? []).filter { change in
      !elements.contains(change.element)
        && !values.contains(Self.bare(change.before) + " → " + Self.bare(change.after))
    }
  }

  /// A value without the quotes `FlowText` may have put around it.
  private static func bare(_ value: String?) -> String {
    guard let value else { return "" }
    return value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"")
      ? String(value.dropFirst().dropLast()) : value
  }
}

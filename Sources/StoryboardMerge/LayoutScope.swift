import IBDocument

/// The scenes a merge's check lays out: the scenes the merge changed, and the scenes their
/// segues lead to (a changed navigation or tab bar controller changes its children's bars).
/// A new error of a merge lies in a changed scene, or in a reference into or out of one: the
/// structural checks still run on the whole file, only the layout is limited.
///
///     let scope = LayoutScope.changedScenes(base: base.root, merged: merged.root)
///     // nil: lay out every scene; else the ids (`ib:`) of the scenes to lay out
enum LayoutScope {
  /// The ids of the elements in the storyboard's scenes that differ from BASE (added or
  /// changed), with the destinations of their segues; nil when the whole file is to be laid
  /// out: a XIB, or a change outside the scenes (the canvas device, resources, the
  /// document's settings).
  static func changedScenes(base: IBNode, merged: IBNode) -> Set<String>? {
    guard sameAttributes(base, merged, except: ["toolsVersion", "systemVersion"]) else {
      return nil
    }
    let baseKeys = ElementKey.keys(of: base.children)
    let baseIndex = Dictionary(
      zip(baseKeys, base.children.indices), uniquingKeysWith: { first, _ in first })
    var scenes: (base: IBNode, merged: IBNode)?
    for (key, child) in zip(ElementKey.keys(of: merged.children), merged.children) {
      let old = baseIndex[key].map { base.children[$0] }
      if child.name == "scenes", let old {
        scenes = (old, child)
      } else if child.name == "dependencies" || child.name == "inferredMetricsTieBreakers" {
        continue  // what Xcode writes for itself (versions, inferred metrics)
      } else if old.map({ !child.sameContent(as: $0) }) ?? true {
        return nil
      }
    }
    guard let scenes else { return nil }
    let oldScenes = Dictionary(
      scenes.base.children.compactMap { scene in scene.identifier.map { ($0, scene) } },
      uniquingKeysWith: { first, _ in first })
    var ids: Set<String> = []
    for scene in scenes.merged.children {
      if let id = scene.identifier, let old = oldScenes[id], scene.sameContent(as: old) {
        continue
      }
      collect(scene, into: &ids)
    }
    return ids
  }

  /// The ids of `node` and all it holds, and the destinations of the segues in it.
  private static func collect(_ node: IBNode, into ids: inout Set<String>) {
    if let id = node.identifier { ids.insert(id) }
    if node.name == "segue", let destination = node.rawValue(of: "destination") {
      ids.insert(destination)
    }
    for child in node.children { collect(child, into: &ids) }
  }

  private static func sameAttributes(_ a: IBNode, _ b: IBNode, except: Set<String>) -> Bool {
    let left = a.attributes.filter { !except.contains($0.name) }
    let right = b.attributes.filter { !except.contains($0.name) }
    guard left.count == right.count else { return false }
    return left.allSatisfy { b.rawValue(of: $0.name) == $0.rawValue }
  }
}

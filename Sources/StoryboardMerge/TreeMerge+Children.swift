import IBDocument

extension TreeMerge {
  /// The children of one element, merged: OURS' order; what THEIRS deleted and OURS left
  /// alone goes; what THEIRS added comes after the sibling it follows in THEIRS; elements
  /// in all three are merged in turn. A container (no attributes, such as `<subviews>`)
  /// left empty is dropped, as Xcode never writes one.
  mutating func mergeChildren(
    base: [IBNode], ours: [IBNode], theirs: [IBNode], place: Place
  ) -> [IBNode] {
    let baseKeys = ElementKey.keys(of: base)
    let ourKeys = ElementKey.keys(of: ours)
    let theirKeys = ElementKey.keys(of: theirs)
    let baseIndex = Dictionary(zip(baseKeys, base.indices), uniquingKeysWith: { first, _ in first })
    let ourIndex = Dictionary(zip(ourKeys, ours.indices), uniquingKeysWith: { first, _ in first })
    let theirIndex = Dictionary(
      zip(theirKeys, theirs.indices), uniquingKeysWith: { first, _ in first })
    let scene = ElementNames.sceneSuffix(place.scene)

    var merged: [(key: ElementKey, node: IBNode)] = []
    merged.reserveCapacity(ours.count)
    for (key, child) in zip(ourKeys, ours) {
      let inBase = baseIndex[key].map { base[$0] }
      let inTheirs = theirIndex[key].map { theirs[$0] }
      switch (inBase, inTheirs) {
      case (let old?, let new?):
        let node = merge(base: old, ours: child, theirs: new, place: place)
        if node.attributes.isEmpty, node.children.isEmpty, !child.children.isEmpty { continue }
        merged.append((key, node))
      case (let old?, nil):
        guard !child.sameContent(as: old) else { continue }
        if child.identifier == nil, !old.children.isEmpty {
          // A container THEIRS emptied: what OURS changed in it is merged with nothing.
          let node = merge(base: old, ours: child, theirs: emptied(old), place: place)
          if !node.children.isEmpty || !node.attributes.isEmpty { merged.append((key, node)) }
          continue
        }
        let what = ElementNames.element(child, owner: place.owner)
        conflicts.append(
          MergeConflict(
            .deletedChanged, file: oursFile, at: child.position,
            "theirs deleted or moved \(what)\(scene), which ours changed; "
              + "keep it or delete it by hand"))
        merged.append((key, child))
      case (nil, let new?):
        if child.sameContent(as: new) || key.isIdentifier {
          merged.append((key, child))
        } else {
          let empty = IBNode(
            name: child.name, attributes: [], position: child.position, origin: child.origin)
          merged.append((key, merge(base: empty, ours: child, theirs: new, place: place)))
        }
      case (nil, nil):
        merged.append((key, child))
      }
    }
    var fromTheirs: [ElementKey: IBNode] = [:]
    for (key, old) in zip(baseKeys, base) where ourIndex[key] == nil {
      guard let new = theirIndex[key].map({ theirs[$0] }), !new.sameContent(as: old) else {
        continue
      }
      if new.identifier == nil, !old.children.isEmpty {
        // A container OURS emptied: what THEIRS changed in it is merged with nothing.
        let node = merge(base: old, ours: emptied(old), theirs: new, place: place)
        if !node.children.isEmpty { fromTheirs[key] = node }
        continue
      }
      let what = ElementNames.element(new, owner: place.owner)
      conflicts.append(
        MergeConflict(
          .deletedChanged, file: theirsFile, at: new.position,
          "ours deleted or moved \(what)\(scene), which theirs changed; "
            + "keep it or delete it by hand"))
    }
    // THEIRS' new elements, each after the element it follows in THEIRS (after what OURS
    // added there too: ours' additions, then theirs'), in one pass: O(n).
    let kept = Set(merged.map(\.key))
    var after: [ElementKey?: [IBNode]] = [:]
    var anchor: ElementKey? = nil
    for (key, new) in zip(theirKeys, theirs) {
      if kept.contains(key) {
        anchor = key
      } else if ourIndex[key] == nil, baseIndex[key] == nil || fromTheirs[key] != nil {
        after[anchor, default: []].append(fromTheirs[key] ?? new)
      }
    }
    guard !after.isEmpty else { return merged.map(\.node) }
    var result: [IBNode] = []
    var waiting = after[nil] ?? []
    for (key, node) in merged {
      if baseIndex[key] != nil {
        result += waiting
        waiting = []
      }
      result.append(node)
      waiting += after[key] ?? []
    }
    return result + waiting
  }

  /// A container as one side left it when it deleted it: its attributes, nothing in it.
  private func emptied(_ node: IBNode) -> IBNode {
    var node = node
    node.replaceChildren([], level: 0)
    return node
  }
}

import IBDocument

extension TreeMerge {
  /// The children of one element, merged: paired across the versions by ``ElementPairing``;
  /// OURS' order with THEIRS' moves (``ChildOrder``); what THEIRS deleted and OURS left
  /// alone goes; what THEIRS added comes after the sibling it follows in THEIRS; elements
  /// in all three are merged in turn. A container (no attributes, such as `<subviews>`)
  /// left empty is dropped, as Xcode never writes one.
  mutating func mergeChildren(
    base: [IBNode], ours: [IBNode], theirs: [IBNode], place: Place
  ) -> [IBNode] {
    let pairing = ElementPairing(base: base, ours: ours, theirs: theirs)
    let (baseKeys, ourKeys, theirKeys) = (pairing.base, pairing.ours, pairing.theirs)
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
        // THEIRS moved it: it is merged where THEIRS put it.
        if let id = child.identifier, moves.movedInTheirs(id) { continue }
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
            .mergeDeleteConflict, file: oursFile, at: child.position,
            "theirs deleted \(what)\(scene), which ours changed; "
              + "keep it or delete it by hand"))
        merged.append((key, child))
      case (nil, let new?):
        if let id = child.identifier, let old = moves.base.node(id) {
          // Both sides moved it here.
          merged.append((key, merge(base: old, ours: child, theirs: new, place: place)))
        } else if child.sameContent(as: new) || key.isIdentifier {
          merged.append((key, child))
        } else {
          let empty = IBNode(
            name: child.name, attributes: [], position: child.position, origin: child.origin)
          merged.append((key, merge(base: empty, ours: child, theirs: new, place: place)))
        }
      case (nil, nil):
        if let node = moved(ours: child, place: place) {
          merged.append((key, node))
        } else {
          merged.append((key, withMovesMerged(in: child, ours: true, place: place)))
        }
      }
    }
    var fromTheirs: [ElementKey: IBNode] = [:]
    for (key, old) in zip(baseKeys, base) where ourIndex[key] == nil {
      // OURS moved it: it was merged where OURS put it.
      if let id = old.identifier, moves.movedInOurs(id) { continue }
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
          .mergeDeleteConflict, file: theirsFile, at: new.position,
          "ours deleted \(what)\(scene), which theirs changed; "
            + "keep it or delete it by hand"))
    }
    // THEIRS' new elements, each after the element it follows in THEIRS (after what OURS
    // added there too: ours' additions, then theirs'), in one pass: O(n).
    let kept = Set(merged.map(\.key))
    var after: [ElementKey?: [(key: ElementKey, node: IBNode)]] = [:]
    var anchor: ElementKey? = nil
    for (key, new) in zip(theirKeys, theirs) {
      if kept.contains(key) {
        anchor = key
      } else if ourIndex[key] == nil, baseIndex[key] == nil || fromTheirs[key] != nil {
        if let id = new.identifier, moves.base.places[id] != nil, fromTheirs[key] == nil {
          // THEIRS moved it here.
          if let node = moved(theirs: new, place: place) {
            after[anchor, default: []].append((key, node))
          }
        } else if let node = fromTheirs[key] {
          after[anchor, default: []].append((key, node))
        } else {
          after[anchor, default: []].append(
            (key, withMovesMerged(in: new, ours: false, place: place)))
        }
      }
    }
    var result: [(key: ElementKey, node: IBNode)] = []
    if after.isEmpty {
      result = merged
    } else {
      var waiting = after[nil] ?? []
      for (key, node) in merged {
        if baseIndex[key] != nil {
          result += waiting
          waiting = []
        }
        result.append((key, node))
        waiting += after[key] ?? []
      }
      result += waiting
    }
    return ChildOrder.withTheirMoves(result, base: baseKeys, ours: ourKeys, theirs: theirKeys)
      .map(\.node)
  }

  /// A container as one side left it when it deleted it: its attributes, nothing in it.
  private func emptied(_ node: IBNode) -> IBNode {
    var node = node
    node.replaceChildren([], level: 0)
    return node
  }

  /// An element OURS moved here, merged with THEIRS' version of it; nil when it is not a
  /// move. Both sides moving it to different places, or THEIRS deleting it, is a conflict
  /// (OURS' element is kept).
  private mutating func moved(ours node: IBNode, place: Place) -> IBNode? {
    guard let id = node.identifier, let old = moves.base.node(id) else { return nil }
    let what = ElementNames.element(node, owner: place.owner)
    guard let new = moves.theirs.node(id), !moves.movedInTheirs(id) else {
      let done = moves.theirs.places[id] == nil ? "deleted" : "moved elsewhere"
      conflicts.append(
        MergeConflict(
          .mergeDeleteConflict, file: oursFile, at: node.position,
          "ours moved \(what)\(ElementNames.sceneSuffix(place.scene)), which theirs \(done); "
            + "keep one by hand"))
      return nil
    }
    return placed(merge(base: old, ours: node, theirs: new, place: place), like: node)
  }

  /// An element THEIRS moved here, merged with OURS' version of it; nil when OURS moved it
  /// too (told at OURS' place) or deleted it (a conflict).
  private mutating func moved(theirs node: IBNode, place: Place) -> IBNode? {
    guard let id = node.identifier, let old = moves.base.node(id) else { return node }
    if moves.movedInOurs(id) { return nil }
    guard let mine = moves.ours.node(id) else {
      if node.sameContent(as: old) { return nil }
      let what = ElementNames.element(node, owner: place.owner)
      conflicts.append(
        MergeConflict(
          .mergeDeleteConflict, file: theirsFile, at: node.position,
          "ours deleted \(what)\(ElementNames.sceneSuffix(place.scene)), which theirs moved "
            + "and changed; keep it or delete it by hand"))
      return nil
    }
    return placed(merge(base: old, ours: mine, theirs: node, place: place), like: node)
  }

  /// An element one side added, with the elements of BASE that side moved into it merged
  /// with the other side's versions (a view THEIRS put in a new container keeps what OURS
  /// changed in it).
  private mutating func withMovesMerged(in node: IBNode, ours: Bool, place: Place) -> IBNode {
    guard !node.children.isEmpty else { return node }
    var node = node
    node.children = node.children.compactMap { child in
      guard let id = child.identifier, moves.base.places[id] != nil else {
        return withMovesMerged(in: child, ours: ours, place: place)
      }
      return ours ? (moved(ours: child, place: place) ?? child) : moved(theirs: child, place: place)
    }
    return node
  }

  /// A moved element's merge laid out where the side that moved it put it: that side's
  /// leading bytes, and everything in it indented as there.
  private func placed(_ merged: IBNode, like moved: IBNode) -> IBNode {
    var node = merged.reindented(by: moved.indentation - merged.indentation)
    node.leading = moved.leading
    return node
  }
}

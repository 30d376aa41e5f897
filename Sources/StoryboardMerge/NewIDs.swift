import IBDocument

/// Both sides adding one IB id for different things (two branches copying one view, or
/// Xcode drawing the same id twice): THEIRS' element gets a fresh id in Xcode's form
/// (`xxx-xx-xxx`, letters and digits), and every attribute of THEIRS that named the old
/// id names the new one (constraints' items, outlets' and segues' destinations).
enum NewIDs {
  /// The ids both sides added for different elements, with the fresh id for each, in
  /// THEIRS' document order.
  ///
  /// - Complexity: O(n) in the elements of the subtrees the sides changed: a subtree read
  ///   with the same bytes as BASE's (``IBNode/hasSameSource(as:)``) adds no id.
  static func clashes(base: IBNode, ours: IBNode, theirs: IBNode, baseVersion: Moves.Version)
    -> [(old: String, new: String)]
  {
    var ourIDs: [String] = []
    var theirOrder: [String] = []
    addedCandidates(base: base, side: ours) { ourIDs.append($0) }
    guard !ourIDs.isEmpty else { return [] }
    addedCandidates(base: base, side: theirs) { theirOrder.append($0) }
    let ourSet = Set(ourIDs)
    let baseIDs = baseVersion.places
    let added = theirOrder.filter { ourSet.contains($0) && baseIDs[$0] == nil }
    guard !added.isEmpty else { return [] }
    var taken = Set(baseIDs.keys)
    collect(ours) { taken.insert($0) }
    collect(theirs) { taken.insert($0) }
    var result: [(old: String, new: String)] = []
    var seen: Set<String> = []
    for id in added where seen.insert(id).inserted {
      guard let mine = find(id, in: ours), let other = find(id, in: theirs),
        !mine.sameContent(as: other)
      else { continue }
      let fresh = freshID(for: id, taken: taken)
      taken.insert(fresh)
      result.append((id, fresh))
    }
    return result
  }

  /// Calls `body` with each id of `side` that may be new: the ids of its subtrees that have
  /// no counterpart in `base` (by ``ElementKey``), in document order. Subtrees with the same
  /// bytes as their counterparts are skipped.
  private static func addedCandidates(base: IBNode, side: IBNode, _ body: (String) -> Void) {
    guard !side.hasSameSource(as: base), !side.children.isEmpty else { return }
    let baseKeys = ElementKey.keys(of: base.children)
    let index = Dictionary(
      zip(baseKeys, base.children.indices), uniquingKeysWith: { first, _ in first })
    for (key, child) in zip(ElementKey.keys(of: side.children), side.children) {
      if let paired = index[key] {
        addedCandidates(base: base.children[paired], side: child, body)
      } else {
        collect(child, body)
      }
    }
  }

  /// `node` with every attribute value that is a renamed id replaced.
  static func renamed(_ node: IBNode, _ names: [String: String]) -> IBNode {
    var node = node
    if node.attributes.contains(where: { names[$0.rawValue] != nil }) {
      node.setAttributes(
        node.attributes.map {
          IBNode.Attribute(name: $0.name, rawValue: names[$0.rawValue] ?? $0.rawValue)
        })
    }
    node.children = node.children.map { renamed($0, names) }
    return node
  }

  /// Calls `body` with each id of the tree, in document order.
  private static func collect(_ node: IBNode, _ body: (String) -> Void) {
    if let id = node.identifier { body(id) }
    for child in node.children { collect(child, body) }
  }

  /// The first element of the tree with the id, in document order.
  private static func find(_ id: String, in node: IBNode) -> IBNode? {
    if node.identifier == id { return node }
    for child in node.children {
      if let found = find(id, in: child) { return found }
    }
    return nil
  }

  /// A new id like Xcode's, drawn from a generator seeded by the old id (so a merge gives
  /// the same ids each time it runs), and not among `taken`.
  static func freshID(for old: String, taken: Set<String>) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    var state: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in old.utf8 { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
    while true {
      var id = ""
      for index in 0..<8 {
        if index == 3 || index == 5 { id += "-" }
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        id.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
      }
      if !taken.contains(id) { return id }
    }
  }
}

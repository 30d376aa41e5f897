import IBDocument

/// Both sides adding one IB id for different things (two branches copying one view, or
/// Xcode drawing the same id twice): THEIRS' element gets a fresh id in Xcode's form
/// (`xxx-xx-xxx`, letters and digits), and every attribute of THEIRS that named the old
/// id names the new one (constraints' items, outlets' and segues' destinations).
enum NewIDs {
  /// The ids both sides added for different elements, with the fresh id for each, in
  /// THEIRS' document order.
  static func clashes(base: IBNode, ours: IBNode, theirs: IBNode) -> [(old: String, new: String)] {
    var baseIDs: [String: IBNode] = [:]
    var ourIDs: [String: IBNode] = [:]
    var theirIDs: [String: IBNode] = [:]
    var theirOrder: [String] = []
    var unused: [String] = []
    collect(base, into: &baseIDs, order: &unused)
    collect(ours, into: &ourIDs, order: &unused)
    collect(theirs, into: &theirIDs, order: &theirOrder)
    var taken = Set(baseIDs.keys).union(ourIDs.keys).union(theirIDs.keys)
    var result: [(old: String, new: String)] = []
    for id in theirOrder where baseIDs[id] == nil {
      guard let mine = ourIDs[id], let other = theirIDs[id], !mine.sameContent(as: other) else {
        continue
      }
      let fresh = freshID(for: id, taken: taken)
      taken.insert(fresh)
      result.append((id, fresh))
    }
    return result
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

  private static func collect(
    _ node: IBNode, into ids: inout [String: IBNode], order: inout [String]
  ) {
    if let id = node.identifier, ids[id] == nil {
      ids[id] = node
      order.append(id)
    }
    for child in node.children { collect(child, into: &ids, order: &order) }
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

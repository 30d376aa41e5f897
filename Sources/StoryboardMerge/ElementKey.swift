import IBDocument

/// What identifies a child element among its siblings in the three versions: its IB id
/// (`id`, or a scene's `sceneID`); else its name with the attribute that tells siblings of
/// one name apart (`key`, `keyPath`, `name`, `identifier`, `property`), and its rank among
/// siblings with that same name and attribute (or, in a merge, the key of the BASE child it
/// is paired with by content, ``ElementPairing``).
///
///     <rect key="frame" …/>           →  rect key=frame #0
///     <constraint id="Kx3-aB-9fz" …/> →  #Kx3-aB-9fz
struct ElementKey: Hashable, Sendable {
  let text: String

  /// Whether the key is an IB id, so the same key in two documents is the same object.
  var isIdentifier: Bool { text.hasPrefix("#") }

  /// The keys of `children`, in order, each child without an id by its rank in its group.
  /// (A merge pairs such children by what they hold first: ``ElementPairing``.)
  static func keys(of children: [IBNode]) -> [ElementKey] {
    var ranks: [String: Int] = [:]
    return children.map { child in
      let group = group(of: child)
      if child.identifier != nil { return ElementKey(text: group) }
      let rank = ranks[group, default: 0]
      ranks[group] = rank + 1
      return ElementKey(text: "\(group) #\(rank)")
    }
  }

  /// `#` and the IB id of a child that has one; else its name and the first attribute that
  /// names it (`rect key=frame`, `userDefinedRuntimeAttribute keyPath=cornerRadius`).
  static func group(of child: IBNode) -> String {
    if let id = child.identifier { return "#" + id }
    var group = child.name
    for name in discriminators {
      if let value = child.rawValue(of: name) {
        group += " \(name)=\(value)"
        break
      }
    }
    return group
  }

  /// The attributes that name an element without an id, in the order they are tried.
  private static let discriminators = ["key", "keyPath", "name", "identifier", "property"]
}

extension IBNode {
  /// Whether two elements hold the same: name, attributes (in any order), text and
  /// children, recursively; white space between elements and comments do not count.
  /// Elements read with the same bytes hold the same at once (``IBNode/hasSameSource(as:)``).
  func sameContent(as other: IBNode) -> Bool {
    if hasSameSource(as: other) { return true }
    guard name == other.name, attributes.count == other.attributes.count,
      children.count == other.children.count
    else { return false }
    for attribute in attributes where other.rawValue(of: attribute.name) != attribute.rawValue {
      return false
    }
    if children.isEmpty { return trailing.elementsEqual(other.trailing) }
    for (mine, theirs) in zip(children, other.children) where !mine.sameContent(as: theirs) {
      return false
    }
    return true
  }
}

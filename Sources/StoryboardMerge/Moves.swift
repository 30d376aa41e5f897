import IBDocument

/// Where each element with an id is in each version, so that an element one side moved to
/// another superview (or container) is merged at its new place with what the other side
/// changed in it, instead of being told as deleted on one side and added on the other.
struct Moves {
  /// One version's elements with an id and where each one is: its nearest ancestor with
  /// an id and the names of the containers between (`8bC-Xf-vdC/subviews`).
  struct Version {
    let root: IBNode
    private(set) var places: [String: String] = [:]

    init(_ root: IBNode) {
      self.root = root
      add(root, place: "")
    }

    /// The element with the id, or nil (a search: elements are looked up only when moved).
    func node(_ id: String) -> IBNode? {
      guard places[id] != nil else { return nil }
      return Self.find(id, in: root)
    }

    private static func find(_ id: String, in node: IBNode) -> IBNode? {
      if node.identifier == id { return node }
      for child in node.children {
        if let found = find(id, in: child) { return found }
      }
      return nil
    }

    private mutating func add(_ node: IBNode, place: String) {
      var inside = place
      if let id = node.identifier {
        if places[id] == nil { places[id] = place }
        inside = id
      }
      for child in node.children {
        add(child, place: child.identifier == nil ? inside + "/" + child.name : inside)
      }
    }
  }

  let base: Version
  let ours: Version
  let theirs: Version

  init(base: IBNode, ours: IBNode, theirs: IBNode) {
    self.base = Version(base)
    self.ours = Version(ours)
    self.theirs = Version(theirs)
  }

  /// Whether OURS has the element `id` of BASE at another place.
  func movedInOurs(_ id: String) -> Bool { moved(id, in: ours) }

  /// Whether THEIRS has the element `id` of BASE at another place.
  func movedInTheirs(_ id: String) -> Bool { moved(id, in: theirs) }

  private func moved(_ id: String, in version: Version) -> Bool {
    guard let before = base.places[id], let after = version.places[id] else { return false }
    return before != after
  }
}

import IBDocument

/// Where each element with an id is in each version, so that an element one side moved to
/// another superview (or container) is merged at its new place with what the other side
/// changed in it, instead of being told as deleted on one side and added on the other.
struct Moves {
  /// One version's elements with an id and where each one is: its nearest ancestor with
  /// an id and the names of the containers between (`8bC-Xf-vdC/subviews`).
  final class Version {
    let root: IBNode
    /// Each element's place by id, made at the first lookup: a merge asks only about the
    /// elements a side deleted or added, most merges none.
    private var knownPlaces: [String: String]?
    /// Every element by id, made at the first lookup of one: most merges move nothing.
    private var nodes: [String: IBNode]?

    init(_ root: IBNode) {
      self.root = root
    }

    /// The place of each element with an id (its first occurrence).
    var places: [String: String] {
      if let knownPlaces { return knownPlaces }
      var found: [String: String] = [:]
      Self.add(root, place: "", into: &found)
      knownPlaces = found
      return found
    }

    /// The element with the id, or nil.
    func node(_ id: String) -> IBNode? {
      guard places[id] != nil else { return nil }
      if nodes == nil {
        var all: [String: IBNode] = [:]
        Self.collect(root, into: &all)
        nodes = all
      }
      return nodes?[id]
    }

    private static func collect(_ node: IBNode, into all: inout [String: IBNode]) {
      if let id = node.identifier, all[id] == nil { all[id] = node }
      for child in node.children { collect(child, into: &all) }
    }

    private static func add(_ node: IBNode, place: String, into places: inout [String: String]) {
      var inside = place
      if let id = node.identifier {
        if places[id] == nil { places[id] = place }
        inside = id
      }
      for child in node.children {
        add(
          child, place: child.identifier == nil ? inside + "/" + child.name : inside,
          into: &places)
      }
    }
  }

  let base: Version
  let ours: Version
  let theirs: Version

  init(base: Version, ours: IBNode, theirs: IBNode) {
    self.base = base
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

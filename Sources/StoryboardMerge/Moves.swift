import IBDocument

/// Where each element with an id is in each version, so that an element one side moved to
/// another superview (or container) is merged at its new place with what the other side
/// changed in it, instead of being told as deleted on one side and added on the other.
struct Moves {
  /// One version's elements with an id, and where each one is: its nearest ancestor with
  /// an id and the containers between (`#8bC-Xf-vdC/subviews #0`).
  struct Version {
    var nodes: [String: IBNode] = [:]
    var places: [String: String] = [:]

    init(_ root: IBNode) {
      add(root, place: "")
    }

    private mutating func add(_ node: IBNode, place: String) {
      let inside: String
      if let id = node.identifier {
        if nodes[id] == nil {
          nodes[id] = node
          places[id] = place
        }
        inside = "#" + id
      } else {
        inside = place
      }
      for (key, child) in zip(ElementKey.keys(of: node.children), node.children) {
        add(child, place: child.identifier == nil ? inside + "/" + key.text : inside)
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

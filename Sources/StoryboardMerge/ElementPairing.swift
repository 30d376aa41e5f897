import IBDocument

/// The keys of one element's children in the three versions, so that the same key in two
/// versions is the same child. A child with an IB id is keyed by it. Children without one
/// (segments of a segmented control, strings of an array, a segue Xcode wrote no id for)
/// are grouped by name and naming attribute (``ElementKey``); in a group with more than one
/// child on a side, a side's child is paired with the BASE child that holds the same (its
/// name, attributes, text and children), then the rest in order of rank, so one side
/// inserting or deleting a child does not pair every later one with its neighbour. New
/// children of both sides that hold the same are paired with each other.
///
///     base [First, Second], ours [Zero, First, Second], theirs [First, Two]
///     → ours' Zero is new, theirs' Two is base's Second changed
struct ElementPairing {
  let base: [ElementKey]
  let ours: [ElementKey]
  let theirs: [ElementKey]

  init(base: [IBNode], ours: [IBNode], theirs: [IBNode]) {
    let baseGroups = Self.groups(base)
    let ourGroups = Self.groups(ours)
    let theirGroups = Self.groups(theirs)
    var baseKeys = [ElementKey](repeating: ElementKey(text: ""), count: base.count)
    var ourKeys = [ElementKey](repeating: ElementKey(text: ""), count: ours.count)
    var theirKeys = [ElementKey](repeating: ElementKey(text: ""), count: theirs.count)
    for (group, members) in baseGroups {
      for (rank, index) in members.enumerated() {
        baseKeys[index] =
          group.hasPrefix("#") ? ElementKey(text: group) : ElementKey(text: "\(group) #\(rank)")
      }
    }
    var newOfOurs: [String: [(index: Int, key: ElementKey)]] = [:]
    for (group, members) in ourGroups {
      let paired = Self.pair(members, in: ours, with: baseGroups[group] ?? [], of: base)
      var fresh = 0
      for (member, partner) in zip(members, paired) {
        if group.hasPrefix("#") {
          ourKeys[member] = ElementKey(text: group)
        } else if let partner {
          ourKeys[member] = baseKeys[partner]
        } else {
          ourKeys[member] = ElementKey(text: "\(group) +\(fresh)")
          newOfOurs[group, default: []].append((member, ourKeys[member]))
          fresh += 1
        }
      }
    }
    for (group, members) in theirGroups {
      let paired = Self.pair(members, in: theirs, with: baseGroups[group] ?? [], of: base)
      let newOurs = newOfOurs[group] ?? []
      var matcher = ContentMatcher(newOurs.map { ours[$0.index] })
      var fresh = 0
      for (member, partner) in zip(members, paired) {
        if group.hasPrefix("#") {
          theirKeys[member] = ElementKey(text: group)
        } else if let partner {
          theirKeys[member] = baseKeys[partner]
        } else if let same = matcher.take(theirs[member]) {
          theirKeys[member] = newOurs[same].key
        } else if (ourGroups[group]?.count ?? 0) <= 1, members.count <= 1,
          let only = newOurs.first, !matcher.taken[0]
        {
          // One new child of its kind on each side (a `<connections>` both added): one.
          theirKeys[member] = only.key
        } else {
          theirKeys[member] = ElementKey(text: "\(group) +theirs \(fresh)")
          fresh += 1
        }
      }
    }
    self.base = baseKeys
    self.ours = ourKeys
    self.theirs = theirKeys
  }

  /// The children's indices by group, `#id` for a child with an id, else its name and
  /// naming attribute (the group keeps the children's order).
  private static func groups(_ children: [IBNode]) -> [String: [Int]] {
    var groups: [String: [Int]] = [:]
    for (index, child) in children.enumerated() {
      groups[ElementKey.group(of: child), default: []].append(index)
    }
    return groups
  }

  /// For each of `members` (indices into `side`), the index into `base` of the BASE child
  /// it is paired with, or nil for a new one. A group of at most one child on each side
  /// pairs as it is; else first children that hold the same, then the rest in order.
  private static func pair(
    _ members: [Int], in side: [IBNode], with candidates: [Int], of base: [IBNode]
  ) -> [Int?] {
    if members.count <= 1, candidates.count <= 1 {
      return members.map { _ in candidates.first }
    }
    var result = [Int?](repeating: nil, count: members.count)
    var matcher = ContentMatcher(candidates.map { base[$0] })
    for (position, member) in members.enumerated() {
      result[position] = matcher.take(side[member]).map { candidates[$0] }
    }
    // The rest, in order: a child one side changed keeps its partner.
    var free = candidates.indices.filter { !matcher.taken[$0] }.makeIterator()
    for position in members.indices where result[position] == nil {
      guard let slot = free.next() else { break }
      result[position] = candidates[slot]
    }
    return result
  }
}

/// Elements looked up by what they hold (``IBNode/sameContent(as:)``), each taken once, the
/// first in order first: O(1) a lookup for a run of elements alike, by a hash of their
/// content.
struct ContentMatcher {
  private let nodes: [IBNode]
  /// The positions of the nodes by content hash, in order.
  private var buckets: [Int: [Int]] = [:]
  /// In each bucket, the first position not yet taken.
  private var heads: [Int: Int] = [:]
  private(set) var taken: [Bool]

  init(_ nodes: [IBNode]) {
    self.nodes = nodes
    taken = [Bool](repeating: false, count: nodes.count)
    for (position, node) in nodes.enumerated() {
      buckets[node.contentHash, default: []].append(position)
    }
  }

  /// The position of the first node not taken yet that holds the same as `node`, now
  /// taken; nil when there is none.
  mutating func take(_ node: IBNode) -> Int? {
    let hash = node.contentHash
    guard let bucket = buckets[hash] else { return nil }
    var head = heads[hash, default: 0]
    while head < bucket.count, taken[bucket[head]] { head += 1 }
    heads[hash] = head
    for position in bucket[head...] where !taken[position] && nodes[position].sameContent(as: node)
    {
      taken[position] = true
      return position
    }
    return nil
  }
}

extension IBNode {
  /// A hash of what ``sameContent(as:)`` compares at this level: name, attributes in any
  /// order, text, and the number of children. Equal content gives equal hashes.
  var contentHash: Int {
    var hasher = Hasher()
    hasher.combine(name)
    var attributes = 0
    for attribute in self.attributes {
      var one = Hasher()
      one.combine(attribute.name)
      one.combine(attribute.rawValue)
      attributes ^= one.finalize()
    }
    hasher.combine(attributes)
    hasher.combine(children.count)
    if children.isEmpty { hasher.combine(Array(trailing)) }
    return hasher.finalize()
  }
}

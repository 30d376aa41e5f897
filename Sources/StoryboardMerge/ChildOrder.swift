import IBDocument

/// The order of an element's children merged as a sequence, three ways: each side's moves
/// among the siblings all three versions hold are kept, unless the other side moved the same
/// sibling too (then OURS' place wins). A move is a sibling out of the longest run that
/// keeps BASE's order, so a view sent to the back on THEIRS is one move, whatever OURS
/// changed meanwhile.
///
///     base [a, b, c], ours [a, b', c, d], theirs [c, a, b]  →  [c, a, b', d]
enum ChildOrder {
  /// `merged` (OURS' order, THEIRS' additions placed) with THEIRS' moves applied: each
  /// sibling THEIRS moved and OURS did not, and then each sibling THEIRS added, goes after
  /// the sibling it follows in THEIRS (first when it is first there).
  ///
  /// - Complexity: O(n log n) in the siblings; O(n) when THEIRS moved none.
  static func withTheirMoves(
    _ merged: [(key: ElementKey, node: IBNode)], base: [ElementKey], ours: [ElementKey],
    theirs: [ElementKey]
  ) -> [(key: ElementKey, node: IBNode)] {
    var baseRank: [ElementKey: Int] = [:]
    for (rank, key) in base.enumerated() where baseRank[key] == nil { baseRank[key] = rank }
    let present = Set(merged.map(\.key))
    // A key twice (an id repeated in a malformed file) cannot be placed by key.
    guard present.count == merged.count else { return merged }
    let ourKeys = Set(ours)
    func shared(_ keys: [ElementKey]) -> [ElementKey] {
      keys.filter { baseRank[$0] != nil && present.contains($0) && ourKeys.contains($0) }
    }
    let theirShared = shared(theirs)
    guard !isIncreasing(theirShared.compactMap { baseRank[$0] }) else { return merged }
    let theirMoves = moved(theirShared, baseRank)
    let ourMoves = moved(shared(ours), baseRank)
    var moving = theirMoves.subtracting(ourMoves)
    guard !moving.isEmpty else { return merged }
    // What THEIRS added goes with THEIRS' order too: after what it follows there.
    for key in theirs where present.contains(key) && baseRank[key] == nil && !ourKeys.contains(key)
    {
      moving.insert(key)
    }
    // Each moving sibling hangs after the nearest sibling before it in THEIRS that stays
    // in the list (or another moving one already hung), nil for the front.
    var after: [ElementKey?: [ElementKey]] = [:]
    var anchor: ElementKey? = nil
    for key in theirs where present.contains(key) {
      if moving.contains(key) { after[anchor, default: []].append(key) }
      anchor = key
    }
    var nodes: [ElementKey: IBNode] = [:]
    for (key, node) in merged where moving.contains(key) { nodes[key] = node }
    var result: [(key: ElementKey, node: IBNode)] = []
    result.reserveCapacity(merged.count)
    func hang(after key: ElementKey?) {
      // Iterative: a chain of moved siblings, each after the one before, may be long.
      var stack = Array((after[key] ?? []).reversed())
      while let next = stack.popLast() {
        if let node = nodes[next] { result.append((next, node)) }
        stack += (after[next] ?? []).reversed()
      }
    }
    hang(after: nil)
    for (key, node) in merged where !moving.contains(key) {
      result.append((key, node))
      hang(after: key)
    }
    return result
  }

  private static func isIncreasing(_ ranks: [Int]) -> Bool {
    zip(ranks, ranks.dropFirst()).allSatisfy { $0 < $1 }
  }

  /// The keys of `keys` out of one longest run increasing in BASE's rank: the siblings moved.
  private static func moved(_ keys: [ElementKey], _ baseRank: [ElementKey: Int])
    -> Set<ElementKey>
  {
    let ranks = keys.compactMap { baseRank[$0] }
    guard !isIncreasing(ranks) else { return [] }
    // Patience sorting: tails[l] is the index of the smallest last rank of a run of l + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: ranks.count)
    for (index, rank) in ranks.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if ranks[tails[middle]] < rank { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var staying: Set<Int> = []
    var index = tails.last ?? -1
    while index >= 0 {
      staying.insert(index)
      index = previous[index]
    }
    var result: Set<ElementKey> = []
    for (index, key) in keys.enumerated() where !staying.contains(index) { result.insert(key) }
    return result
  }
}

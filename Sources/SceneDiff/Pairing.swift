/// Matches the connections of two versions of a scene that have no id of their own: first
/// those equal in every respect, then, of the rest, those that agree on each key in turn
/// (a segue's identifier, then its source, ...), each in file order.
///
///     let match = Pairing.match(old: ["a=1", "b=2"], new: ["b=3", "a=1"],
///       exact: { $0 }, keys: [{ String($0.prefix(1)) }])
///     // match.pairs == [(1, 0)], match.added == [], match.removed == []
struct Pairing {
  /// Old and new index of each pair that is the same connection but differs.
  var pairs: [(old: Int, new: Int)] = []
  /// New indices with no counterpart, in order.
  var added: [Int] = []
  /// Old indices with no counterpart, in order.
  var removed: [Int] = []

  static func match<T>(
    old: [T], new: [T], exact: (T) -> String, keys: [(T) -> String?]
  ) -> Pairing {
    var oldLeft = Array(old.indices)
    var newLeft = Array(new.indices)
    var result = Pairing()
    // Equal in every respect: not a change.
    var byValue: [String: [Int]] = [:]
    for index in oldLeft { byValue[exact(old[index]), default: []].append(index) }
    var unchangedOld: Set<Int> = []
    newLeft.removeAll { index in
      guard var waiting = byValue[exact(new[index])], !waiting.isEmpty else { return false }
      unchangedOld.insert(waiting.removeFirst())
      byValue[exact(new[index])] = waiting
      return true
    }
    oldLeft.removeAll { unchangedOld.contains($0) }
    for key in keys {
      var byKey: [String: [Int]] = [:]
      for index in oldLeft {
        if let value = key(old[index]) { byKey[value, default: []].append(index) }
      }
      var paired: Set<Int> = []
      newLeft.removeAll { index in
        guard let value = key(new[index]), var waiting = byKey[value], !waiting.isEmpty else {
          return false
        }
        let match = waiting.removeFirst()
        byKey[value] = waiting
        paired.insert(match)
        result.pairs.append((match, index))
        return true
      }
      oldLeft.removeAll { paired.contains($0) }
    }
    result.pairs.sort { $0.new < $1.new }
    result.added = newLeft
    result.removed = oldLeft
    return result
  }
}

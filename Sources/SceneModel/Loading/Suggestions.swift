/// "Did you mean" suggestions by edit distance.
enum Suggestions {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// A candidate qualifies when its edit distance (case-insensitive) is at
  /// most a third of the longer length, or when it differs only in case.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased().unicodeScalars)
      let distance = editDistance(lowered, other)
      let limit = max(1, max(lowered.count, other.count) / 3)
      guard distance <= limit else { continue }
      if let best, best.distance <= distance { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// " did you mean 'x'?" appended to a message, or nothing.
  static func hint(for word: String, in candidates: [String]) -> String {
    guard let match = closest(to: word, in: candidates) else { return "" }
    return "; did you mean '\(match)'?"
  }

  /// The optimal string alignment distance: insertions, deletions,
  /// substitutions and transpositions of neighbours each cost 1.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    if a.count > 64 || b.count > 64 { return max(a.count, b.count) }
    let width = b.count + 1
    var d = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in 0...a.count { d[i * width] = i }
    for j in 0...b.count { d[j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(
          d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, d[(i - 2) * width + j - 2] + 1)
        }
        d[i * width + j] = best
      }
    }
    return d[a.count * width + b.count]
  }
}

import Synchronization

/// "Did you mean" suggestions by edit distance.
///
/// The work is bounded, so that a file of many misspelt names among many candidates (10,000
/// dangling segues among 10,000 scenes) costs no more than a small file: names longer than
/// 64 characters get no suggestion, a candidate whose length alone puts it out of reach is
/// not compared, and `Validator.validate` gives each file `comparisonBudget` candidates to
/// look at, after which its diagnostics carry no more suggestions (in the file's order of
/// checks, so the output stays the same from run to run).
public enum Suggestions {
  /// Candidates one validation may look at across all its suggestions.
  static let comparisonBudget = 2_000_000

  /// The budget of the validation running on this task or thread; nil means unbounded.
  @TaskLocal static var budget: ComparisonBudget?

  /// Runs `work` with a fresh budget of `comparisonBudget` comparisons.
  static func bounded<T>(_ work: () -> T) -> T {
    $budget.withValue(ComparisonBudget(comparisonBudget), operation: work)
  }

  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// A candidate qualifies when its edit distance (case-insensitive) is at
  /// most a third of the longer length, or when it differs only in case.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    guard lowered.count <= 64, budget?.take(candidates.count) ?? true else { return nil }
    let ascii = word.utf8.allSatisfy { $0 < 0x80 }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      // Lower-casing keeps the length of ASCII text, and the distance is at least the
      // difference of the lengths.
      if ascii, candidate.utf8.allSatisfy({ $0 < 0x80 }) {
        let length = candidate.utf8.count
        guard abs(length - lowered.count) <= max(1, max(length, lowered.count) / 3) else {
          continue
        }
      }
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
  public static func hint(for word: String, in candidates: [String]) -> String {
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

/// What is left of a validation's `Suggestions.comparisonBudget`; shared by the checks of one
/// file, so it is locked.
final class ComparisonBudget: Sendable {
  private let remaining: Mutex<Int>

  init(_ comparisons: Int) { remaining = Mutex(comparisons) }

  /// Spends `count` comparisons if that many are left, and says whether it did.
  func take(_ count: Int) -> Bool {
    remaining.withLock { left in
      guard count <= left else { return false }
      left -= count
      return true
    }
  }
}

import Constraints

/// Maps Auto Layout priorities (1...1000) to solver strengths for one system.
///
/// 1000 is `Strength.required`. The other priorities that occur in the system are ranked, and
/// rank `r` (0 for the lowest) gets the weight `B^r`, where `B = min(1000, 10^(8/(n-1)))` for
/// `n` distinct priorities. Two priorities thus differ by a factor of at least `B`, so one error
/// of a higher priority outweighs up to `B` equal errors of the next priority down; with four
/// or fewer levels (the common case: hugging 250, a 700 or 999 of the user, compression
/// resistance 750) `B` is 1000, which is as many errors as a scene's system ever holds. That is
/// Auto Layout's rule that a higher priority is satisfied first, kept exact where it matters,
/// while the weights stay below 10⁸, far from `required` (about 10⁹) and within the solver's
/// precision. Equal priorities get equal weights, so they compete as in Auto Layout (an
/// ambiguity when they pull apart).
///
///     let map = PriorityMap([250, 750, 700])
///     print(map.strength(250).value, map.strength(700).value, map.strength(750).value)
///     // Prints "1.0 1000.0 1000000.0"
struct PriorityMap {
  /// The distinct non-required priorities, ascending.
  let levels: [Double]
  let base: Double

  init(_ priorities: [Double]) {
    let levels = Array(Set(priorities.filter { $0 < 1000 })).sorted()
    self.levels = levels
    if levels.count <= 1 {
      base = 1000
    } else {
      base = min(1000, Double.pow10(8 / Double(levels.count - 1)))
    }
  }

  /// The strength of a priority.
  func strength(_ priority: Double) -> Strength {
    guard priority < 1000 else { return .required }
    var rank = 0
    while rank < levels.count && levels[rank] < priority { rank += 1 }
    var weight = 1.0
    for _ in 0..<rank { weight *= base }
    return Strength(weight)
  }
}

extension Double {
  /// `10^x` without Foundation: `exp(x · ln 10)` by a Taylor series of a 1/1024 part, then
  /// squared ten times (relative error about 1e-13 for the small `x` used here).
  static func pow10(_ x: Double) -> Double {
    let y = x * 2.302585092994046 / 1024
    var term = 1.0
    var sum = 1.0
    for k in 1...12 {
      term *= y / Double(k)
      sum += term
    }
    for _ in 0..<10 { sum *= sum }
    return sum
  }
}

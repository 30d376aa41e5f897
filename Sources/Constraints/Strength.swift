/// The strength of a constraint, with kiwi's semantics: one double, a weighted sum.
///
/// `Strength.create(a, b, c, weight: w)` is `clip(a·w)·10⁶ + clip(b·w)·10³ + clip(c·w)`, each
/// tier clipped to `0...1000`, so `required` is 1001001000, `strong` 10⁶, `medium` 10³ and
/// `weak` 1. Many weak errors can outweigh one medium error, exactly as in kiwi.
///
///     let hugging = Strength.create(0, 0.25, 0)   // 250
///     print(hugging < .medium)
///     // Prints "true"
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The weight, in `0...Strength.required.value`.
  public let value: Double

  /// A strength of the given weight, clipped to `0...required` as kiwi's `strength::clip`.
  public init(_ value: Double) {
    self.value = value.isNaN ? 0 : min(max(value, 0), 1_001_001_000)
  }

  /// kiwi's `strength::create`: three tiers of `0...1000`, each multiplied by `weight`.
  public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Strength {
    func clip(_ x: Double) -> Double { min(max(x, 0), 1000) }
    return Strength(clip(a * weight) * 1_000_000 + clip(b * weight) * 1000 + clip(c * weight))
  }

  /// A constraint that must hold: 1001001000.
  public static let required = Strength(1_001_001_000)
  /// 1000000.
  public static let strong = Strength(1_000_000)
  /// 1000.
  public static let medium = Strength(1000)
  /// 1.
  public static let weak = Strength(1)

  /// Whether this is `required`.
  public var isRequired: Bool { value >= Strength.required.value }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

  public var description: String {
    switch value {
    case Strength.required.value: return "required"
    case Strength.strong.value: return "strong"
    case Strength.medium.value: return "medium"
    case Strength.weak.value: return "weak"
    default: return "\(value)"
    }
  }
}

/// The kind of a tableau symbol, as in kiwi's `Symbol::Type`.
enum SymbolKind: UInt8 {
  /// No symbol (kiwi's `Invalid`).
  case invalid
  /// The symbol of a user variable; unrestricted in sign.
  case external
  /// The slack of an inequality (also the artificial variable); never negative.
  case slack
  /// An error variable of a non-required constraint; never negative, weighted in the objective.
  case error
  /// The marker of a required equality; always zero, never chosen by the simplex.
  case dummy
}

/// A tableau symbol: a small value with an integer id and a kind.
///
/// Ids grow monotonically from 1 in creation order, as kiwi's `m_id_tick` does, and symbols compare
/// by id only, so every "first symbol" choice of the simplex is the one created first.
struct Symbol: Hashable, Comparable {
  /// The id, also the index of the symbol in the tableau's per-symbol arrays.
  let id: Int32
  /// The kind.
  let kind: SymbolKind

  /// The invalid symbol.
  static let invalid = Symbol(id: 0, kind: .invalid)

  /// Whether this is a real symbol.
  var isValid: Bool { kind != .invalid }

  /// The id as an array index.
  var index: Int { Int(id) }

  static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One non-zero entry of a row: a symbol and its coefficient.
struct Cell {
  /// The symbol.
  var symbol: Symbol
  /// The coefficient, never near zero.
  var coefficient: Double
}

/// The absolute tolerance of kiwi's `nearZero`.
let epsilon = 1.0e-8

/// Whether `value` is within kiwi's tolerance of zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
  value < 0 ? -value < epsilon : value < epsilon
}

/// The relative tolerance below which an unbounded objective coefficient is taken for
/// round-off (see `Tableau.dropRoundOff(_:)`): 1e-10 of the objective's largest coefficient.
let roundOffTolerance = 1.0e-10

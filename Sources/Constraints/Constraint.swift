/// The relation of a constraint `expression OP 0`.
public enum Relation: Hashable, Sendable, CustomStringConvertible {
  /// `expression <= 0`.
  case lessOrEqual
  /// `expression == 0`.
  case equal
  /// `expression >= 0`.
  case greaterOrEqual

  public var description: String {
    switch self {
    case .lessOrEqual: return "<="
    case .equal: return "=="
    case .greaterOrEqual: return ">="
    }
  }
}

/// A linear constraint `expression OP 0` with a strength and a user tag.
///
/// The tag is free for the caller: the layout layer stores an index into its table of source
/// locations, so that a conflict (`SolverError.unsatisfiable`) maps back to lines of a file.
///
///     let c = Constraint(x + 8, .equal, y, strength: .strong, tag: 12)
///     // c.expression is x - y + 8, kept reduced: sorted by variable, duplicates summed
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The reduced expression: terms sorted by variable with duplicates summed.
  public let expression: Expression
  /// The relation to zero.
  public let relation: Relation
  /// The strength.
  public let strength: Strength
  /// A caller-defined identifier, reported back in conflicts.
  public let tag: Int

  /// The constraint `expression OP 0`.
  public init(
    _ expression: Expression, _ relation: Relation, strength: Strength = .required, tag: Int = 0
  ) {
    self.expression = expression.reduced
    self.relation = relation
    self.strength = strength
    self.tag = tag
  }

  /// The constraint `lhs OP rhs`, stored as `lhs - rhs OP 0`.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required,
    tag: Int = 0
  ) {
    self.init(lhs - rhs, relation, strength: strength, tag: tag)
  }

  /// The constraint `lhs OP rhs` for a variable on the left.
  public init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Expression, strength: Strength = .required,
    tag: Int = 0
  ) {
    self.init(Expression(lhs) - rhs, relation, strength: strength, tag: tag)
  }

  /// The same constraint with another constant.
  public func withConstant(_ constant: Double) -> Constraint {
    Constraint(
      Expression(expression.terms, constant: constant), relation, strength: strength, tag: tag)
  }

  /// How far the constraint is from holding for the given variable values (0 when it holds).
  public func violation(_ valueOf: (Variable) -> Double) -> Double {
    let r = expression.value(valueOf)
    switch relation {
    case .equal: return abs(r)
    case .lessOrEqual: return max(0, r)
    case .greaterOrEqual: return max(0, -r)
    }
  }

  public var description: String {
    var parts: [String] = []
    for term in expression.terms { parts.append("\(term.coefficient)*v\(term.variable.index)") }
    parts.append("\(expression.constant)")
    return parts.joined(separator: " + ") + " \(relation) 0 | \(strength)"
  }
}

/// The handle of a constraint added to a solver; never reused by that solver.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index of the constraint in its solver, in order of addition.
  public let index: Int32

  /// The handle with the given index.
  public init(index: Int32) { self.index = index }

  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }

  public var description: String { "#\(index)" }
}

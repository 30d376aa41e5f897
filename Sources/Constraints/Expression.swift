/// A variable of one `Solver`, made by `Solver.makeVariable(_:)`.
///
/// A variable is a small value: the index of the variable in its solver. Variables compare by
/// creation order, which is also the order of terms in a constraint.
public struct Variable: Hashable, Comparable, Sendable {
  /// The index of the variable in its solver, from 0 in creation order.
  public let index: Int32

  /// The variable with the given index.
  public init(index: Int32) { self.index = index }

  public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// One term `coefficient · variable` of a linear expression.
public struct Term: Hashable, Sendable {
  /// The variable.
  public var variable: Variable
  /// The coefficient.
  public var coefficient: Double

  /// The term `coefficient · variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression `Σ coefficient·variable + constant`.
///
///     let e = 2 * x + y - 8   // terms [(x, 2), (y, 1)], constant -8
public struct Expression: Hashable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The terms, in the order given (duplicates allowed).
  public var terms: [Term]
  /// The constant.
  public var constant: Double

  /// The expression `Σ terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 · variable`.
  public init(_ variable: Variable) { self.init([Term(variable)]) }

  /// The constant expression `value`.
  public init(_ value: Double) { self.init([], constant: value) }

  public init(floatLiteral value: Double) { self.init(value) }

  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// The same expression with duplicate variables summed and terms sorted by variable
  /// (kiwi's `reduce`); zero coefficients are kept, as in kiwi.
  public var reduced: Expression {
    let sorted = terms.enumerated().sorted {
      ($0.element.variable, $0.offset) < ($1.element.variable, $1.offset)
    }
    var out: [Term] = []
    out.reserveCapacity(sorted.count)
    for (_, term) in sorted {
      if let last = out.last, last.variable == term.variable {
        out[out.count - 1].coefficient += term.coefficient
      } else {
        out.append(term)
      }
    }
    return Expression(out, constant: constant)
  }

  /// The value of the expression for the given variable values.
  public func value(_ valueOf: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms { sum += term.coefficient * valueOf(term.variable) }
    return sum
  }
}

extension Expression {
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

  public static prefix func - (operand: Expression) -> Expression { -1 * operand }

  public static func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(
      rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
  }

  public static func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }

  public static func / (lhs: Expression, rhs: Double) -> Expression { (1 / rhs) * lhs }

  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }

  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) + Expression(rhs)
  }

  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) - Expression(rhs)
  }

  public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }

  public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }

  public static prefix func - (operand: Variable) -> Expression { -1 * operand }
}

/// A parsed expression of the scene format (SCENE-FORMAT.md §5).
///
/// Every case carries the offset, in Unicode scalars from 0, of where it is written:
/// the start of a literal, reference or call name, and the operator of an operation.
/// The grammar and the semantics are in docs/Expressions.md.
///
///     let e = try Expression.parse("state.calculations + 1")
///     print(e.references.map(\.path))
///     // Prints "[["state", "calculations"]]"
public indirect enum Expression: Sendable, Hashable {
  /// `12`, `3.5`, `1e3`.
  case number(Double, offset: Int)
  /// `'text'` or `"text"`, with its escapes decoded.
  case string(String, offset: Int)
  /// `true` or `false`.
  case bool(Bool, offset: Int)
  /// `null`.
  case null(offset: Int)
  /// A dotted path: `nameLabel.text`, `self.characterInfo.name`, `row.name`.
  case reference(Reference)
  /// `-x` or `!x`; the offset is the operator's.
  case unary(UnaryOperator, Expression, offset: Int)
  /// `x + y`, `x && y`, ...; the offset is the operator's.
  case binary(BinaryOperator, Expression, Expression, offset: Int)
  /// `number(x)`, `text(x)`, `format(fmt, ...)`, `count(x)`.
  case call(Call)

  /// Where the node is written: the operator of an operation, the start of anything else.
  public var offset: Int {
    switch self {
    case .number(_, let offset), .string(_, let offset), .bool(_, let offset), .null(let offset),
      .unary(_, _, let offset), .binary(_, _, _, let offset):
      offset
    case .reference(let reference): reference.offset
    case .call(let call): call.offset
    }
  }

  /// Where the expression's text starts (for `a + b`, the offset of `a`).
  public var startOffset: Int {
    var node = self
    while case .binary(_, let left, _, _) = node { node = left }
    return node.offset
  }
}

/// A prefix operator.
public enum UnaryOperator: String, Sendable, Hashable, CaseIterable {
  case negate = "-"
  case not = "!"
}

/// An infix operator.
public enum BinaryOperator: String, Sendable, Hashable, CaseIterable {
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"
  case remainder = "%"
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case and = "&&"
  case or = "||"
}

/// A reference to a value: a dotted path and where it is written.
public struct Reference: Sendable, Hashable {
  /// The names between the dots: `["self", "characterInfo", "name"]`.
  public var path: [String]
  /// Where the first name starts.
  public var offset: Int
  /// Where each name starts, one per element of `path`.
  public var segmentOffsets: [Int]

  /// Makes a reference; `segmentOffsets` defaults to `offset` for every name.
  public init(path: [String], offset: Int, segmentOffsets: [Int]? = nil) {
    self.path = path
    self.offset = offset
    self.segmentOffsets = segmentOffsets ?? path.map { _ in offset }
  }

  /// `a.b.c`.
  public var text: String { path.joined(separator: ".") }
}

/// A call of one of the built-in functions.
public struct Call: Sendable, Hashable {
  /// The built-in functions.
  public enum Function: String, Sendable, Hashable, CaseIterable {
    case count, format, number, text

    /// How many arguments it takes: exactly that many, or for `format` at least one.
    public var arity: (minimum: Int, maximum: Int?) {
      self == .format ? (1, nil) : (1, 1)
    }
  }

  /// Which function.
  public var function: Function
  /// The arguments, in order.
  public var arguments: [Expression]
  /// Where the function's name starts.
  public var offset: Int

  /// Makes a call.
  public init(function: Function, arguments: [Expression], offset: Int) {
    self.function = function
    self.arguments = arguments
    self.offset = offset
  }
}

extension Expression {
  /// Every reference in the expression, in source order.
  public var references: [Reference] {
    var result: [Reference] = []
    var calls: [Call] = []
    collect(references: &result, calls: &calls)
    return result
  }

  /// Every call in the expression, in source order (a call before the calls in its arguments).
  public var calls: [Call] {
    var result: [Call] = []
    var references: [Reference] = []
    collect(references: &references, calls: &result)
    return result
  }

  private func collect(references: inout [Reference], calls: inout [Call]) {
    switch self {
    case .number, .string, .bool, .null: break
    case .reference(let reference): references.append(reference)
    case .unary(_, let operand, _): operand.collect(references: &references, calls: &calls)
    case .binary(_, let left, let right, _):
      left.collect(references: &references, calls: &calls)
      right.collect(references: &references, calls: &calls)
    case .call(let call):
      calls.append(call)
      for argument in call.arguments { argument.collect(references: &references, calls: &calls) }
    }
  }
}

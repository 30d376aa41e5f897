/// Static checks of `format` calls, for `scenectl validate`.
extension Expression {
  /// The problems of every `format` call whose format string is a string literal: a bad
  /// format string, a wrong number of values, and values whose type is known before running
  /// (literals, `number()`, `count()`, `text()`, `format()`, arithmetic, comparisons) and
  /// does not suit their conversion. Evaluation reports the same problems with the same
  /// messages and offsets.
  ///
  ///     let e = try Expression.parse("format('%d of %d', 3)")
  ///     print(e.formatProblems.map(\.message))
  ///     // Prints "["the format string needs 2 values, found 1"]"
  public var formatProblems: [SyntaxError] {
    calls.flatMap(Self.formatProblems(of:))
  }

  /// The problems of one call (none unless it is `format` with a literal format string).
  public static func formatProblems(of call: Call) -> [SyntaxError] {
    guard call.function == .format,
      case .string(let format, let formatOffset)? = call.arguments.first
    else { return [] }
    let values = Array(call.arguments.dropFirst())
    let pieces: [FormatString.Piece]
    do throws(FormatString.Problem) {
      pieces = try FormatString.parse(format)
      try FormatString.checkCount(pieces, values: values.count)
    } catch {
      return [SyntaxError(message: error.message, offset: formatOffset)]
    }
    var problems: [SyntaxError] = []
    for (index, (directive, value)) in zip(FormatString.directives(pieces), values).enumerated() {
      guard let sample = value.staticSample else { continue }
      do throws(FormatString.Problem) {
        try FormatString.check(sample, for: directive, argument: index)
      } catch {
        problems.append(SyntaxError(message: error.message, offset: value.startOffset))
      }
    }
    return problems
  }

  /// A value of the type the expression always has, when that is known without running it.
  var staticSample: Value? {
    switch self {
    case .number: return .number(0)
    case .string: return .string("")
    case .bool: return .bool(false)
    case .null: return .null
    case .reference: return nil
    case .unary(let op, _, _): return op == .negate ? .number(0) : .bool(false)
    case .binary(let op, _, _, _):
      switch op {
      case .add: return nil
      case .subtract, .multiply, .divide, .remainder: return .number(0)
      default: return .bool(false)
      }
    case .call(let call):
      switch call.function {
      case .number, .count: return .number(0)
      case .text, .format: return .string("")
      }
    }
  }
}

extension Template {
  /// `Expression.formatProblems` of every hole, in order.
  public var formatProblems: [SyntaxError] { expressions.flatMap(\.formatProblems) }
}

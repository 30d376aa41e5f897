/// Walks an expression tree; the depth is bounded by the parser's `SyntaxLimits.maxDepth`.
struct Evaluator<Environment: EvaluationEnvironment> {
  let environment: Environment
  var budget: EvaluationBudget

  mutating func evaluate(_ expression: Expression) throws(EvaluationError) -> Value {
    try budget.spendStep(at: expression.offset)
    switch expression {
    case .number(let value, _): return .number(value)
    case .string(let value, _): return .string(value)
    case .bool(let value, _): return .bool(value)
    case .null: return .null
    case .reference(let reference):
      do {
        return try environment.value(of: reference.path)
      } catch {
        throw EvaluationError(message: error.message, offset: reference.offset)
      }
    case .unary(let op, let operand, let offset):
      let value = try evaluate(operand)
      switch (op, value) {
      case (.negate, .number(let x)): return .number(-x)
      case (.not, .bool(let b)): return .bool(!b)
      default: throw EvaluationError(message: EvaluationMessage.unary(op, value), offset: offset)
      }
    case .binary(let op, let left, let right, let offset):
      return try binary(op, left, right, offset: offset)
    case .call(let call): return try self.call(call)
    }
  }

  private mutating func binary(
    _ op: BinaryOperator, _ leftNode: Expression, _ rightNode: Expression, offset: Int
  ) throws(EvaluationError) -> Value {
    func fail(_ message: String) -> EvaluationError {
      EvaluationError(message: message, offset: offset)
    }
    let left = try evaluate(leftNode)
    if op == .and || op == .or {
      guard case .bool(let a) = left else { throw fail(EvaluationMessage.logic(op, left, "left")) }
      if a == (op == .or) { return .bool(a) }
      let right = try evaluate(rightNode)
      guard case .bool = right else { throw fail(EvaluationMessage.logic(op, right, "right")) }
      return right
    }
    let right = try evaluate(rightNode)
    switch op {
    case .equal, .notEqual:
      try budget.spendWork(comparing: left, right, at: offset)
      return .bool((left == right) == (op == .equal))
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      let order: Bool
      switch (left, right) {
      case (.number(let a), .number(let b)): order = Self.compare(op, a, b)
      case (.string(let a), .string(let b)):
        try budget.spendWork(comparing: left, right, at: offset)
        order = Self.compare(op, a, b)
      default: throw fail(EvaluationMessage.comparison(op, left, right))
      }
      return .bool(order)
    case .add:
      if case .number(let a) = left, case .number(let b) = right {
        return try finite(a + b, op, offset)
      }
      guard left.isString || right.isString,
        let a = left.scalarText, let b = right.scalarText
      else { throw fail(EvaluationMessage.addition(left, right)) }
      try budget.spendText(a.utf8.count + b.utf8.count, at: offset)
      return .string(a + b)
    default:
      guard case .number(let a) = left, case .number(let b) = right else {
        throw fail(EvaluationMessage.arithmetic(op, left, right))
      }
      if (op == .divide || op == .remainder) && b == 0 { throw fail("division by zero") }
      let result =
        switch op {
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        default: Self.remainder(a, b)
        }
      return try finite(result, op, offset)
    }
  }

  /// `a - trunc(a / b) * b`, exactly, as C's `fmod` (which a stdlib-only build cannot link):
  /// subtract from `|a|` the largest `|b| × 2^k` not above it until less than `|b|` is left.
  /// Each subtraction is exact (Sterbenz), and there are at most about 2,100 of them.
  static func remainder(_ a: Double, _ b: Double) -> Double {
    var x = a.magnitude
    let y = b.magnitude
    while x >= y {
      var t = Double(sign: .plus, exponent: x.exponent, significand: y.significand)
      if t > x { t /= 2 }
      x -= t
    }
    return a.sign == .minus ? -x : x
  }

  /// The UTF-8 length of a string value; nil for anything else.
  private static func stringBytes(_ value: Value) -> Int? {
    if case .string(let text) = value { text.utf8.count } else { nil }
  }

  private static func compare<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> Bool {
    switch op {
    case .less: a < b
    case .lessOrEqual: a <= b
    case .greater: a > b
    default: a >= b
    }
  }

  private func finite(_ x: Double, _ op: BinaryOperator, _ offset: Int) throws(EvaluationError)
    -> Value
  {
    guard x.isFinite else {
      throw EvaluationError(message: EvaluationMessage.overflow(op), offset: offset)
    }
    return .number(x)
  }

  private mutating func call(_ call: Call) throws(EvaluationError) -> Value {
    let offset = call.offset
    let name = call.function.rawValue
    guard let firstNode = call.arguments.first else {
      throw EvaluationError(message: EvaluationMessage.noArguments(name), offset: offset)
    }
    let first = try evaluate(firstNode)
    switch call.function {
    case .number:
      if case .string(let text) = first { try budget.spendWork(text.utf8.count, at: offset) }
      guard let number = first.numberValue else {
        let message =
          if case .string(let text) = first { EvaluationMessage.numberTooLarge(text) } else {
            EvaluationMessage.argument(name, "text or a number", first)
          }
        throw EvaluationError(message: message, offset: offset)
      }
      return .number(number)
    case .text:
      guard let text = first.scalarText else {
        throw EvaluationError(
          message: EvaluationMessage.argument(name, "a number, text, a boolean or null", first),
          offset: offset)
      }
      try budget.spendText(text.utf8.count, at: offset)
      return .string(text)
    case .count:
      switch first {
      case .list(let values): return .number(Double(values.count))
      case .record(let fields): return .number(Double(fields.count))
      case .string(let text):
        try budget.spendWork(text.utf8.count, at: offset)
        return .number(Double(text.count))
      case .null: return .number(0)
      case .number, .bool:
        throw EvaluationError(
          message: EvaluationMessage.argument(name, "a list, a record or text", first),
          offset: offset)
      }
    case .format:
      guard case .string(let format) = first else {
        throw EvaluationError(
          message: EvaluationMessage.formatString(first), offset: firstNode.startOffset)
      }
      var values: [Value] = []
      for argument in call.arguments.dropFirst() { values.append(try evaluate(argument)) }
      try budget.spendWork(
        values.reduce(format.utf8.count) { $0 + (Self.stringBytes($1) ?? 0) }, at: offset)
      let text: String
      let tooLong = FormatString.Problem(message: budget.textMessage, isTextLimit: true)
      do throws(FormatString.Problem) {
        text = try FormatString.apply(
          try FormatString.parse(format), to: values, byteLimit: budget.remainingTextBytes,
          tooLong: tooLong)
      } catch {
        let at =
          if error.isTextLimit { offset } else if let index = error.argument {
            call.arguments[index + 1].startOffset
          } else { firstNode.startOffset }
        throw EvaluationError(message: error.message, offset: at)
      }
      try budget.spendText(text.utf8.count, at: offset)
      return .string(text)
    }
  }
}

extension Value {
  var isString: Bool { if case .string = self { true } else { false } }

  /// The text `text()`, `+` and templates make: `displayText` of a number, string, boolean
  /// or null; nil for a list or record.
  var scalarText: String? {
    switch self {
    case .list, .record: nil
    default: displayText
    }
  }
}

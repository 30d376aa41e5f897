/// A recursive-descent parser for expressions, bounded by `SyntaxLimits.maxDepth`.
///
/// Precedence, from loosest to tightest: `||`, `&&`, `== !=`, `< <= > >=`, `+ -`,
/// `* / %`, then the prefix operators `- !`. The binary operators associate to the left;
/// comparisons and equalities do not chain.
struct ExpressionParser {
  /// What ends the expression: the end of the string, or the `}` of a template hole.
  enum Ending { case text, brace }

  private struct Parsed {
    var expression: Expression
    var depth: Int
  }

  private static let levels: [[BinaryOperator]] = [
    [.or], [.and], [.equal, .notEqual], [.less, .lessOrEqual, .greater, .greaterOrEqual],
    [.add, .subtract], [.multiply, .divide, .remainder],
  ]
  private static let chainless: Set<Int> = [2, 3]

  private var lexer: ExpressionLexer
  private var current: ExpressionToken {
    didSet { currentOperator = Self.binaryOperator(current) }
  }
  /// The binary operator `current` is, if any: read once per token, not at each of the
  /// precedence levels that look at it.
  private var currentOperator: BinaryOperator?
  private let ending: Ending
  private let maxDepth: Int
  private var nesting = 0

  init(
    scalars: [Unicode.Scalar], start: Int, ending: Ending, limits: SyntaxLimits
  ) throws(SyntaxError) {
    lexer = ExpressionLexer(scalars: scalars, start: start)
    self.ending = ending
    maxDepth = limits.maxDepth
    current = try lexer.next()
    currentOperator = Self.binaryOperator(current)
  }

  private static func binaryOperator(_ token: ExpressionToken) -> BinaryOperator? {
    token.kind == .punctuation ? BinaryOperator(rawValue: token.text) : nil
  }

  /// Parses the expression and its ending; returns the index just after it.
  mutating func parse() throws(SyntaxError) -> (expression: Expression, end: Int) {
    let parsed = try level(0)
    switch ending {
    case .text:
      guard current.kind == .end else { throw fail(ExpressionMessage.expectedOperator(found)) }
    case .brace:
      guard current.isPunctuation("}") else { throw fail(ExpressionMessage.expectedBrace(found)) }
    }
    return (parsed.expression, current.offset + 1)
  }

  private mutating func advance() throws(SyntaxError) { current = try lexer.next() }

  private func fail(_ message: String, at offset: Int? = nil) -> SyntaxError {
    SyntaxError(message: message, offset: offset ?? current.offset)
  }

  /// How messages show the current token.
  private var found: String {
    if current.kind == .end {
      return ending == .text ? "the end of the expression" : "the end of the template"
    }
    let hints = ["=": "; use '==' to compare", "&": "; use '&&'", "|": "; use '||'"]
    let hint = current.kind == .punctuation ? hints[current.text] ?? "" : ""
    return SourceText.quoted(current.text) + hint
  }

  /// Enters one level of syntactic nesting: `(`, a prefix operator, or a call's arguments.
  private mutating func enter() throws(SyntaxError) {
    nesting += 1
    if nesting > maxDepth { throw fail(ExpressionMessage.tooDeep(maxDepth)) }
  }

  private func node(_ expression: Expression, depth: Int) throws(SyntaxError) -> Parsed {
    if depth > maxDepth { throw fail(ExpressionMessage.tooDeep(maxDepth), at: expression.offset) }
    return Parsed(expression: expression, depth: depth)
  }

  private mutating func level(_ index: Int) throws(SyntaxError) -> Parsed {
    guard index < Self.levels.count else { return try unary() }
    var left = try level(index + 1)
    var operations = 0
    while let op = currentOperator, Self.levels[index].contains(op) {
      if operations > 0, Self.chainless.contains(index) {
        throw fail(ExpressionMessage.chainedComparison)
      }
      let offset = current.offset
      try advance()
      let right = try level(index + 1)
      left = try node(
        .binary(op, left.expression, right.expression, offset: offset),
        depth: max(left.depth, right.depth) + 1)
      operations += 1
    }
    return left
  }

  private mutating func unary() throws(SyntaxError) -> Parsed {
    guard current.kind == .punctuation, let op = UnaryOperator(rawValue: current.text) else {
      return try primary()
    }
    let offset = current.offset
    try enter()
    try advance()
    let operand = try unary()
    nesting -= 1
    return try node(.unary(op, operand.expression, offset: offset), depth: operand.depth + 1)
  }

  private mutating func primary() throws(SyntaxError) -> Parsed {
    let token = current
    switch token.kind {
    case .number:
      guard let value = Double(token.text), value.isFinite else {
        throw fail(ExpressionMessage.numberTooLarge(token.text))
      }
      try advance()
      return Parsed(expression: .number(value, offset: token.offset), depth: 0)
    case .string:
      try advance()
      return Parsed(expression: .string(token.value, offset: token.offset), depth: 0)
    case .identifier:
      try advance()
      switch token.text {
      case "true", "false":
        return Parsed(expression: .bool(token.text == "true", offset: token.offset), depth: 0)
      case "null": return Parsed(expression: .null(offset: token.offset), depth: 0)
      default: break
      }
      if current.isPunctuation("(") { return try call(token) }
      return try reference(token)
    case .punctuation where token.text == "(":
      try enter()
      try advance()
      let inner = try level(0)
      guard current.isPunctuation(")") else { throw fail(ExpressionMessage.expectedParen(found)) }
      try advance()
      nesting -= 1
      return inner
    case .invalidName: throw fail(SourceText.invalidName(token.text))
    default: throw fail(ExpressionMessage.expectedExpression(found))
    }
  }

  /// The rest of `a.b.c`, after its first name.
  private mutating func reference(_ first: ExpressionToken) throws(SyntaxError) -> Parsed {
    var path = [first.text]
    var offsets = [first.offset]
    while current.isPunctuation(".") {
      try advance()
      guard current.kind == .identifier else {
        if current.kind == .invalidName { throw fail(SourceText.invalidName(current.text)) }
        throw fail(ExpressionMessage.expectedName(after: path.joined(separator: "."), found))
      }
      path.append(current.text)
      offsets.append(current.offset)
      try advance()
    }
    let reference = Reference(path: path, offset: first.offset, segmentOffsets: offsets)
    if current.isPunctuation("("), path.count > 1 {
      throw fail(ExpressionMessage.notAFunction(reference.text), at: first.offset)
    }
    return Parsed(expression: .reference(reference), depth: 0)
  }

  /// `NAME(ARGS)`, from the `(`.
  private mutating func call(_ name: ExpressionToken) throws(SyntaxError) -> Parsed {
    guard let function = Call.Function(rawValue: name.text) else {
      throw fail(ExpressionMessage.unknownFunction(name.text), at: name.offset)
    }
    try enter()
    try advance()
    var arguments: [Expression] = []
    var depth = 0
    if current.isPunctuation(")") {
      try advance()
    } else {
      while true {
        let argument = try level(0)
        arguments.append(argument.expression)
        depth = max(depth, argument.depth)
        if current.isPunctuation(",") {
          try advance()
          continue
        }
        guard current.isPunctuation(")") else {
          throw fail(ExpressionMessage.expectedCommaOrParen(function.rawValue, found))
        }
        try advance()
        break
      }
    }
    nesting -= 1
    let (minimum, maximum) = function.arity
    if arguments.count < minimum || arguments.count > (maximum ?? Int.max) {
      throw fail(ExpressionMessage.wrongArity(function, arguments.count), at: name.offset)
    }
    let call = Call(function: function, arguments: arguments, offset: name.offset)
    return try node(.call(call), depth: depth + 1)
  }
}

extension Expression {
  /// Parses an expression.
  ///
  ///     let e = try Expression.parse("number(rectWidth.text) * 2")
  ///
  /// - Throws: `SyntaxError` at the first problem, with the offset inside `text`.
  public static func parse(
    _ text: String, limits: SyntaxLimits = .standard
  ) throws(SyntaxError) -> Expression {
    let scalars = try SourceText.scalars(of: text, limit: limits.maxLength, noun: "the expression")
    var parser = try ExpressionParser(scalars: scalars, start: 0, ending: .text, limits: limits)
    return try parser.parse().expression
  }
}

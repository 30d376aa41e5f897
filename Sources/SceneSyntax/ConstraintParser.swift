/// A token of a constraint string.
struct ConstraintToken {
  enum Kind: Equatable {
    case identifier, number, dot, relation, less, greater, star, plus, minus, at, other, end
    /// A word with letters outside A-Z, a-z: `café`.
    case invalidName
  }
  var kind: Kind
  var text: String
  var offset: Int

  /// How a message shows the token: `'text'` or `the end of the constraint`.
  var found: String { kind == .end ? "the end of the constraint" : SourceText.quoted(text) }
}

/// Splits a constraint string into tokens; never fails (unknown characters become `.other`).
enum ConstraintLexer {
  static func tokens(of scalars: [Unicode.Scalar]) -> [ConstraintToken] {
    var tokens: [ConstraintToken] = []
    var index = 0
    func token(_ kind: ConstraintToken.Kind, _ start: Int, _ end: Int) -> ConstraintToken {
      ConstraintToken(kind: kind, text: SourceText.string(scalars[start..<end]), offset: start)
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let start = index
      if SourceText.isSpace(scalar) {
        index += 1
        continue
      }
      if SourceText.isWordStart(scalar) {
        while index < scalars.count, SourceText.isWordPart(scalars[index]) { index += 1 }
        let word = scalars[start..<index]
        tokens.append(token(word.allSatisfy(\.isASCII) ? .identifier : .invalidName, start, index))
        continue
      }
      if SourceText.isDigit(scalar) {
        while index < scalars.count, SourceText.isDigit(scalars[index]) { index += 1 }
        if index + 1 < scalars.count, scalars[index] == ".", SourceText.isDigit(scalars[index + 1])
        {
          index += 1
          while index < scalars.count, SourceText.isDigit(scalars[index]) { index += 1 }
        }
        tokens.append(token(.number, start, index))
        continue
      }
      let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
      let kind: ConstraintToken.Kind
      var length = 1
      switch scalar {
      case "=":
        kind = .relation
        if next == "=" { length = 2 }
      case "<", ">":
        kind = next == "=" ? .relation : (scalar == "<" ? .less : .greater)
        if next == "=" { length = 2 }
      case ".": kind = .dot
      case "*": kind = .star
      case "+": kind = .plus
      case "-": kind = .minus
      case "@": kind = .at
      default: kind = .other
      }
      index += length
      tokens.append(token(kind, start, index))
    }
    tokens.append(ConstraintToken(kind: .end, text: "", offset: scalars.count))
    return tokens
  }
}

/// The parser behind `ConstraintSyntax.parse`: one pass over the tokens, no recursion.
struct ConstraintParser {
  /// A constant as written: `8`, `-8`, `standard`.
  private struct Constant {
    var value: Double
    var offset: Int
    var text: String
    var isStandard: Bool
  }

  private let tokens: [ConstraintToken]
  private var position = 0

  init(tokens: [ConstraintToken]) { self.tokens = tokens }

  private var current: ConstraintToken { tokens[position] }
  private var next: ConstraintToken { tokens[min(position + 1, tokens.count - 1)] }
  private mutating func advance() { position = min(position + 1, tokens.count - 1) }

  private func fail(_ message: String, at offset: Int? = nil) -> SyntaxError {
    SyntaxError(message: message, offset: offset ?? current.offset)
  }

  mutating func parse() throws(SyntaxError) -> ConstraintSyntax {
    if isConstantStart { throw fail(ConstraintMessage.constantFirst) }
    guard current.kind == .identifier else {
      throw fail(ConstraintMessage.expectedFirstItem(current))
    }
    let first = try anchor()
    guard current.kind == .relation else {
      throw fail(ConstraintMessage.expectedRelation(after: describe(first), current))
    }
    let relationText = current.text
    let relation: LayoutRelation =
      switch relationText {
      case "<=": .lessOrEqual
      case ">=": .greaterOrEqual
      default: .equal
      }
    advance()
    var result = ConstraintSyntax(first: first, relation: relation, second: nil)
    if isConstantStart {
      let constant = try signedConstant()
      if current.kind == .star {
        result.multiplier = try checkedMultiplier(constant)
        advance()
        guard current.kind == .identifier else {
          throw fail(ConstraintMessage.expectedItemAfterStar(current))
        }
        try secondSide(into: &result, multiplierGiven: true)
      } else {
        if first.attribute.kind != .size {
          throw fail(
            ConstraintMessage.positionEqualsConstant(first, relationText, constant.text),
            at: constant.offset)
        }
        result.constant = constant.value
        try finish(&result, after: constant.text, expecting: "'@' or")
      }
    } else if current.kind == .identifier {
      try secondSide(into: &result, multiplierGiven: false)
    } else {
      throw fail(ConstraintMessage.expectedSecond(after: relationText, current))
    }
    return result
  }

  /// `ITEM.ATTR [* MULT] [(+|-) CONST] [@PRIO]`, from the current token, `ITEM`.
  private mutating func secondSide(
    into result: inout ConstraintSyntax, multiplierGiven: Bool
  ) throws(SyntaxError) {
    let second = try anchor()
    try checkPairing(result.first, second)
    result.second = second
    var last = describe(second)
    var expecting = "'*', '+', '-', '@' or"
    if current.kind == .star {
      if multiplierGiven { throw fail(ConstraintMessage.multiplierTwice(last)) }
      advance()
      guard isNumberStart else { throw fail(ConstraintMessage.expectedMultiplier(current)) }
      let multiplier = try signedConstant()
      result.multiplier = try checkedMultiplier(multiplier)
      last = multiplier.text
      expecting = "'+', '-', '@' or"
    }
    if current.kind == .plus || current.kind == .minus {
      let sign = current
      advance()
      guard isConstantStart else {
        throw fail(ConstraintMessage.expectedConstant(after: sign.text, current))
      }
      let constant = try signedConstant()
      result.constant = sign.kind == .minus ? -constant.value : constant.value
      last = constant.text
      expecting = "'@' or"
    }
    try finish(&result, after: last, expecting: expecting)
  }

  /// `[@PRIO]` and then the end of the string.
  private mutating func finish(
    _ result: inout ConstraintSyntax, after last: String, expecting: String
  ) throws(SyntaxError) {
    if current.kind == .at {
      advance()
      result.priorityOffset = current.offset
      let (value, text) = try priority()
      result.priority = value
      guard current.kind == .end else {
        throw fail(ConstraintMessage.expectedEnd(after: "@" + text, current))
      }
      return
    }
    guard current.kind == .end else {
      throw fail(ConstraintMessage.expectedTail(expecting, after: last, current))
    }
  }

  /// `ITEM.ATTR` or `ITEM.safeArea.ATTR` (the view's safe-area guide), from the current
  /// token, an identifier.
  private mutating func anchor() throws(SyntaxError) -> ConstraintSyntax.Anchor {
    let start = current
    var item = start.text
    advance()
    guard current.kind == .dot else {
      throw fail(ConstraintMessage.expectedDot(after: item, current))
    }
    advance()
    if current.kind == .identifier, current.text == ConstraintSyntax.safeAreaGuide,
      next.kind == .dot
    {
      item += "." + current.text
      advance()
      advance()
    }
    guard current.kind == .identifier, let attribute = LayoutAttribute(rawValue: current.text)
    else {
      throw fail(ConstraintMessage.expectedAttribute(after: item, current))
    }
    if item.hasSuffix("." + ConstraintSyntax.safeAreaGuide),
      attribute.marginEdge != nil || attribute == .firstBaseline || attribute == .lastBaseline
    {
      throw fail(ConstraintMessage.guideAttribute(item, attribute), at: current.offset)
    }
    let anchor = ConstraintSyntax.Anchor(
      item: item, attribute: attribute, offset: start.offset, attributeOffset: current.offset)
    advance()
    return anchor
  }

  private func describe(_ anchor: ConstraintSyntax.Anchor) -> String {
    "\(anchor.item).\(anchor.attribute.rawValue)"
  }

  /// The pairings `NSLayoutConstraint` refuses.
  private func checkPairing(
    _ first: ConstraintSyntax.Anchor, _ second: ConstraintSyntax.Anchor
  ) throws(SyntaxError) {
    let (a, b) = (first.attribute, second.attribute)
    if let message = ConstraintMessage.badPairing(describe(first), a, describe(second), b) {
      throw fail(message, at: second.offset)
    }
  }

  private func isNumber(_ token: ConstraintToken) -> Bool { token.kind == .number }

  private func isStandard(_ token: ConstraintToken, _ following: ConstraintToken) -> Bool {
    token.kind == .identifier && token.text == "standard" && following.kind != .dot
  }

  /// A number, `standard`, or either after a sign.
  private var isConstantStart: Bool {
    let afterSign = tokens[min(position + 2, tokens.count - 1)]
    if isNumber(current) || isStandard(current, next) { return true }
    return (current.kind == .minus || current.kind == .plus)
      && (isNumber(next) || isStandard(next, afterSign))
  }

  /// A number, or one after a sign.
  private var isNumberStart: Bool {
    isNumber(current) || ((current.kind == .minus || current.kind == .plus) && isNumber(next))
  }

  /// Reads a constant; the caller checked `isConstantStart`.
  private mutating func signedConstant() throws(SyntaxError) -> Constant {
    let offset = current.offset
    var sign = ""
    if current.kind == .minus || current.kind == .plus {
      sign = current.kind == .minus ? "-" : ""
      advance()
    }
    let token = current
    advance()
    let standard = token.kind == .identifier
    let magnitude = standard ? ConstraintSyntax.standardSpacing : Double(token.text) ?? .infinity
    guard magnitude.isFinite else {
      throw fail(ConstraintMessage.numberTooLarge(token.text), at: token.offset)
    }
    return Constant(
      value: sign == "-" ? -magnitude : magnitude, offset: offset, text: sign + token.text,
      isStandard: standard)
  }

  private func checkedMultiplier(_ constant: Constant) throws(SyntaxError) -> Double {
    if constant.isStandard { throw fail(ConstraintMessage.standardMultiplier, at: constant.offset) }
    if constant.value == 0 { throw fail(ConstraintMessage.zeroMultiplier, at: constant.offset) }
    return constant.value
  }

  /// The priority after `@`: a number from 1 to 1000 or a name.
  private mutating func priority() throws(SyntaxError) -> (Double, String) {
    let start = current
    if current.kind == .identifier {
      advance()
      if let named = ConstraintSyntax.namedPriorities.first(where: { $0.name == start.text }) {
        return (named.value, start.text)
      }
      throw fail(ConstraintMessage.unknownPriority(start.text), at: start.offset)
    }
    guard isNumberStart else { throw fail(ConstraintMessage.expectedPriority(current)) }
    let constant = try signedConstant()
    guard constant.value >= 1, constant.value <= 1000 else {
      throw fail(ConstraintMessage.priorityOutOfRange(constant.text), at: constant.offset)
    }
    return (constant.value, constant.text)
  }
}

extension SwiftScanner {
  /// Whether a token names a segue: `segue`, or a function parameter typed
  /// `UIStoryboardSegue`.
  func isSegueName(_ token: Token) -> Bool {
    guard token.kind == .identifier else { return false }
    if core.isWord(token, "segue") { return true }
    guard let function = functions.last, !function.segueNames.isEmpty else { return false }
    return function.segueNames.contains(core.text(token))
  }

  /// Whether a token is a name bound to `segue.identifier` in this function.
  func isAlias(_ token: Token) -> Bool {
    guard token.kind == .identifier, let function = functions.last, !function.aliases.isEmpty
    else { return false }
    return function.aliases.contains(core.text(token))
  }

  /// `name(label: "x"` followed by `,` or `)`, where `kind` says which labels count.
  mutating func call(_ kind: (ScanCore, Token) -> IdentifierUse.Kind?) {
    let label = core.peek(1)
    let literal = core.peek(3)
    guard core.isPunct(core.peek(), ASCII.openParen), label.kind == .identifier,
      core.isPunct(core.peek(2), ASCII.colon), literal.kind == .string,
      core.isPunct(core.peek(4), ASCII.comma) || core.isPunct(core.peek(4), ASCII.closeParen),
      let use = kind(core, label)
    else { return }
    core.recordUse(literal, use, in: enclosingClass)
  }

  /// `segue.identifier == "x"` (or `!=`, or `segue.identifier! == "x"`) and
  /// `identifier == "x"` for a name bound to it; at the first word.
  mutating func identifierFirstComparison(_ token: Token) {
    if core.isPunct(core.peek(), ASCII.dot) && core.isWord(core.peek(1), "identifier") {
      guard isSegueName(token) else { return }
      var ahead = 2
      let bang = core.peek(2)
      if core.isPunct(bang, ASCII.bang)
        && !(core.isPunct(core.peek(3), ASCII.equals) && core.peek(3).start == bang.end)
      {
        ahead = 3
      }
      let literal = core.peek(ahead + 2)
      if core.isEquality(core.peek(ahead), core.peek(ahead + 1), literal),
        literal.kind == .string
      {
        core.recordUse(literal, .segueComparison, in: enclosingClass)
      }
    } else if core.isEquality(core.peek(), core.peek(1), core.peek(2)),
      core.peek(2).kind == .string, isAlias(token)
    {
      core.recordUse(core.peek(2), .segueComparison, in: enclosingClass)
    }
  }

  /// `"x" == segue.identifier` and `"x" == identifier`; at the string.
  mutating func stringFirstComparison(_ token: Token) {
    let subject = core.peek(2)
    guard core.isEquality(core.peek(), core.peek(1), subject) else { return }
    if isSegueName(subject) && core.isPunct(core.peek(3), ASCII.dot)
      && core.isWord(core.peek(4), "identifier")
    {
      core.recordUse(token, .segueComparison, in: enclosingClass)
    } else if isAlias(subject) {
      core.recordUse(token, .segueComparison, in: enclosingClass)
    }
  }

  /// After `switch`: the subject up to the body's `{`; a switch on `segue.identifier`
  /// (or a name bound to it, with `!`, `?? ""` or parentheses) has its `case "x"` read.
  mutating func switchStatement() {
    var subject: [Token] = []
    var tooLong = false
    while true {
      let token = core.peek()
      if token.kind == .eof || core.isPunct(token, ASCII.closeBrace)
        || core.isPunct(token, ASCII.semicolon)
      {
        return
      }
      _ = next()
      if core.isPunct(token, ASCII.openBrace) { break }
      if core.isPunct(token, ASCII.openParen) || core.isPunct(token, ASCII.closeParen)
        || core.isPunct(token, ASCII.bang) || core.isPunct(token, ASCII.question)
      {
        continue
      }
      if subject.count < 6 { subject.append(token) } else { tooLong = true }
    }
    var isSegue = false
    if !tooLong, let first = subject.first {
      var rest = subject.dropFirst()
      if isSegueName(first), rest.count >= 2, core.isPunct(rest[rest.startIndex], ASCII.dot),
        core.isWord(rest[rest.startIndex + 1], "identifier")
      {
        rest = rest.dropFirst(2)
        isSegue = rest.allSatisfy { $0.kind == .string }
      } else if isAlias(first) {
        isSegue = rest.allSatisfy { $0.kind == .string }
      }
    }
    switches.append(Switch(bodyDepth: core.depth, isSegue: isSegue))
  }

  /// After `case` directly in a segue switch: `"a", "b"?:`.
  mutating func caseLabels() {
    guard let switchScope = switches.last, switchScope.isSegue,
      core.depth == switchScope.bodyDepth
    else { return }
    while core.peek().kind == .string {
      let literal = next()
      core.recordUse(literal, .segueSwitchCase, in: enclosingClass)
      if core.isPunct(core.peek(), ASCII.question) { _ = next() }
      guard core.isPunct(core.peek(), ASCII.comma) else { return }
      _ = next()
    }
  }
}

extension SwiftScanner {
  /// Whether a token names a segue: `segue`, or a function parameter typed
  /// `UIStoryboardSegue`. (Mutating only so that calls do not copy the scanner.)
  mutating func isSegueName(_ token: Token) -> Bool {
    guard token.kind == .identifier else { return false }
    if source.isWord(token, "segue") { return true }
    guard let function = functions.last, !function.segueNames.isEmpty else { return false }
    return function.segueNames.contains { source.equals(token, $0) }
  }

  /// Whether a token is a name bound to `segue.identifier` in this function.
  mutating func isAlias(_ token: Token) -> Bool {
    guard token.kind == .identifier, let function = functions.last, !function.aliases.isEmpty
    else { return false }
    return function.aliases.contains { source.equals(token, $0) }
  }

  /// `name(label: "x"` followed by `,` or `)`, where `kind` says which labels count.
  mutating func call(_ kind: (Source, Token) -> IdentifierUse.Kind?) {
    let label = core.peek(1)
    let literal = core.peek(3)
    guard source.isPunct(core.peek(), ASCII.openParen), label.kind == .identifier,
      source.isPunct(core.peek(2), ASCII.colon), literal.kind == .string,
      source.isPunct(core.peek(4), ASCII.comma) || source.isPunct(core.peek(4), ASCII.closeParen),
      let use = kind(source, label)
    else { return }
    core.recordUse(literal, use, in: enclosingClass, action: enclosingAction)
  }

  /// A string argument followed by `,` or `)`, after `opener`: `(` for an unlabelled first
  /// argument (`loadNibNamed("Header", owner: self)`), `:` at a label for one past the first
  /// (`register(Cell.self, forCellReuseIdentifier: "x")`).
  mutating func stringArgument(after opener: UInt8, _ kind: IdentifierUse.Kind) {
    let literal = core.peek(1)
    guard source.isPunct(core.peek(), opener), literal.kind == .string,
      source.isPunct(core.peek(2), ASCII.comma) || source.isPunct(core.peek(2), ASCII.closeParen)
    else { return }
    core.recordUse(literal, kind, in: enclosingClass, action: enclosingAction)
  }

  /// `segue.identifier == "x"` (or `!=`, or `segue.identifier! == "x"`) and
  /// `identifier == "x"` for a name bound to it; at the first word.
  mutating func identifierFirstComparison(_ token: Token) {
    // The name first: peeking at what follows every identifier would cost more.
    if isSegueName(token) {
      guard source.isPunct(core.peek(), ASCII.dot), source.isWord(core.peek(1), "identifier")
      else { return }
      var ahead = 2
      let bang = core.peek(2)
      if source.isPunct(bang, ASCII.bang)
        && !(source.isPunct(core.peek(3), ASCII.equals) && core.peek(3).start == bang.end)
      {
        ahead = 3
      }
      let literal = core.peek(ahead + 2)
      if source.isEquality(core.peek(ahead), core.peek(ahead + 1), literal),
        literal.kind == .string
      {
        core.recordUse(literal, .segueComparison, in: enclosingClass, action: enclosingAction)
      }
    } else if isAlias(token), source.isEquality(core.peek(), core.peek(1), core.peek(2)),
      core.peek(2).kind == .string
    {
      core.recordUse(core.peek(2), .segueComparison, in: enclosingClass, action: enclosingAction)
    }
  }

  /// `"x" == segue.identifier` and `"x" == identifier`; at the string.
  mutating func stringFirstComparison(_ token: Token) {
    let first = core.peek()
    guard source.isPunct(first, ASCII.equals) || source.isPunct(first, ASCII.bang) else { return }
    let subject = core.peek(2)
    guard source.isEquality(first, core.peek(1), subject) else { return }
    if isSegueName(subject) && source.isPunct(core.peek(3), ASCII.dot)
      && source.isWord(core.peek(4), "identifier")
    {
      core.recordUse(token, .segueComparison, in: enclosingClass, action: enclosingAction)
    } else if isAlias(subject) {
      core.recordUse(token, .segueComparison, in: enclosingClass, action: enclosingAction)
    }
  }

  /// After `switch`: the subject up to the body's `{`; a switch on `segue.identifier`
  /// (or a name bound to it, with `!`, `?? ""` or parentheses) has its `case "x"` read.
  mutating func switchStatement() {
    var subject: [Token] = []
    var tooLong = false
    while true {
      let token = core.peek()
      if token.kind == .eof || source.isPunct(token, ASCII.closeBrace)
        || source.isPunct(token, ASCII.semicolon)
      {
        return
      }
      _ = next()
      if source.isPunct(token, ASCII.openBrace) { break }
      if source.isPunct(token, ASCII.openParen) || source.isPunct(token, ASCII.closeParen)
        || source.isPunct(token, ASCII.bang) || source.isPunct(token, ASCII.question)
      {
        continue
      }
      if subject.count < 6 { subject.append(token) } else { tooLong = true }
    }
    var isSegue = false
    if !tooLong, let first = subject.first {
      var rest = subject.dropFirst()
      if isSegueName(first), rest.count >= 2, source.isPunct(rest[rest.startIndex], ASCII.dot),
        source.isWord(rest[rest.startIndex + 1], "identifier")
      {
        rest = rest.dropFirst(2)
        isSegue = rest.allSatisfy { $0.kind == .string }
      } else if isAlias(first) {
        isSegue = rest.allSatisfy { $0.kind == .string }
      }
    }
    switches.append(Switch(bodyDepth: core.depth, isSegue: isSegue))
    opened(core.depth)
  }

  /// After `case` directly in a segue switch: `"a", "b"?:`.
  mutating func caseLabels() {
    guard let switchScope = switches.last, switchScope.isSegue,
      core.depth == switchScope.bodyDepth
    else { return }
    while core.peek().kind == .string {
      let literal = next()
      core.recordUse(literal, .segueSwitchCase, in: enclosingClass, action: enclosingAction)
      if source.isPunct(core.peek(), ASCII.question) { _ = next() }
      guard source.isPunct(core.peek(), ASCII.comma) else { return }
      _ = next()
    }
  }
}

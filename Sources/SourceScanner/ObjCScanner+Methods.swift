extension ObjCScanner {
  /// `- (IBAction)name:(id)sender other:(id)value;` or with a body, after the `-` or `+`:
  /// the selector (`name:other:`), recorded for an `IBAction` or `IBSegueAction`, and the
  /// body's `UIStoryboardSegue *` parameters.
  mutating func methodDeclaration() {
    var isAction = false
    var isSegueAction = false
    core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen) { source, token in
      if source.isWord(token, "IBAction") { isAction = true }
      if source.isWord(token, "IBSegueAction") { isSegueAction = true }
    }
    let nameToken = core.peek()
    guard nameToken.kind == .identifier else { return }
    _ = next()
    var selector = source.text(nameToken)
    var segueNames: [String] = []
    while source.isPunct(core.peek(), ASCII.colon) {
      _ = next()
      selector += ":"
      var isSegue = false
      if source.isPunct(core.peek(), ASCII.openParen) {
        core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen) { source, token in
          if source.isWord(token, "UIStoryboardSegue") { isSegue = true }
        }
      }
      if core.peek().kind == .identifier {
        let parameter = next()
        if isSegue && segueNames.count < SwiftScanner.maxNames {
          segueNames.append(source.text(parameter))
        }
      }
      if core.peek().kind == .identifier && source.isPunct(core.peek(1), ASCII.colon) {
        selector += source.text(next())
      }
    }
    while true {
      let token = core.peek()
      if source.isPunct(token, ASCII.openBrace) {
        _ = next()
        method = Method(
          bodyDepth: core.depth, segueNames: segueNames,
          action: isAction && container != nil ? selector : nil)
        break
      }
      if token.kind == .eof || source.isPunct(token, ASCII.semicolon)
        || source.isPunct(token, ASCII.closeBrace) || source.isPunct(token, ASCII.at)
        || (token.newlineBefore
          && (source.isPunct(token, ASCII.minus) || source.isPunct(token, ASCII.plus)))
      {
        break
      }
      _ = next()
    }
    atStatementStart = true
    guard isAction || isSegueAction, let container else { return }
    let position = core.position(nameToken)
    guard core.keepsMember() else { return }
    core.classes[container].actions.append(
      ActionFact(
        name: source.text(nameToken), selector: selector,
        kind: isSegueAction ? .segueAction : .action, file: core.file, position: position))
  }

  mutating func isSegueName(_ token: Token) -> Bool {
    guard token.kind == .identifier else { return false }
    if source.isWord(token, "segue") { return true }
    guard let method, !method.segueNames.isEmpty else { return false }
    return method.segueNames.contains { source.equals(token, $0) }
  }

  mutating func isAlias(_ token: Token) -> Bool {
    guard token.kind == .identifier, let method, !method.aliases.isEmpty else { return false }
    return method.aliases.contains { source.equals(token, $0) }
  }

  /// Whether the tokens at `ahead` are `segue.identifier`, `[segue identifier]` or an
  /// alias: the number of tokens, or 0.
  private mutating func segueIdentifierAhead(_ ahead: Int) -> Int {
    let first = core.peek(ahead)
    if isSegueName(first) && source.isPunct(core.peek(ahead + 1), ASCII.dot)
      && source.isWord(core.peek(ahead + 2), "identifier")
    {
      return 3
    }
    if source.isPunct(first, ASCII.openBracket) && isSegueName(core.peek(ahead + 1))
      && source.isWord(core.peek(ahead + 2), "identifier")
      && source.isPunct(core.peek(ahead + 3), ASCII.closeBracket)
    {
      return 4
    }
    return isAlias(first) ? 1 : 0
  }

  /// `NSString *name = segue.identifier;` (or `[segue identifier]`), at the `=`.
  mutating func aliasBinding() {
    let name = history[2]
    guard name.kind == .identifier, !source.isPunct(core.peek(), ASCII.equals),
      segueIdentifierAhead(0) > 1, method != nil,
      let count = method?.aliases.count, count < SwiftScanner.maxNames
    else { return }
    method?.aliases.append(source.text(name))
  }

  /// `[segue.identifier isEqualToString:@"x"]`, `[[segue identifier] isEqualToString:…]`,
  /// `[@"x" isEqualToString:segue.identifier]`, at `isEqualToString`.
  mutating func equalityMessage() {
    let literal = core.peek(1)
    if source.isPunct(core.peek(), ASCII.colon), literal.kind == .string, literal.isObjCString {
      let (third, second, last) = (history[0], history[1], history[2])
      if (source.isWord(last, "identifier") && source.isPunct(second, ASCII.dot)
        && isSegueName(third))
        || (source.isPunct(last, ASCII.closeBracket) && source.isWord(second, "identifier")
          && isSegueName(third))
        || isAlias(last)
      {
        core.recordUse(literal, .segueComparison, in: enclosingClass, action: method?.action)
      }
      return
    }
    let receiver = history[2]
    if receiver.kind == .string, receiver.isObjCString, source.isPunct(core.peek(), ASCII.colon),
      segueIdentifierAhead(1) > 0
    {
      core.recordUse(receiver, .segueComparison, in: enclosingClass, action: method?.action)
    }
  }
}

extension SwiftScanner {
  // MARK: Functions

  /// After `func`: the name, generic parameters, parameters, effects and return type, and
  /// the body's `{` if there is one. An `@IBAction` or `@IBSegueAction` in a class body is
  /// recorded with its selector.
  mutating func function() {
    let member = memberClass
    let action = pending.action
    let objcName = pending.objcName
    pending = Pending()
    let nameToken = core.peek()
    guard nameToken.kind == .identifier else { return }
    _ = next()
    if source.isPunct(core.peek(), ASCII.less) {
      core.skipGroup(open: ASCII.less, close: ASCII.greater)
    }
    guard source.isPunct(core.peek(), ASCII.openParen) else { return }
    let (labels, segueNames) = parameters(needsLabels: action != nil && member != nil)
    var isAsync = false
    var isThrowing = false
    var sawArrow = false
    var previous = Token(kind: .eof, start: 0, end: 0)
    var readsBody = false
    while true {
      let token = core.peek()
      if source.isPunct(token, ASCII.openBrace) {
        _ = next()
        functions.append(Function(bodyDepth: core.depth, segueNames: segueNames))
        opened(core.depth)
        readsBody = !core.skipPlainBody()
        break
      }
      if token.kind == .eof || source.isPunct(token, ASCII.closeBrace)
        || source.isPunct(token, ASCII.semicolon) || source.isPunct(token, ASCII.at)
        || source.isPunct(token, ASCII.equals)
        || (token.newlineBefore && isDeclarationStart(token))
      {
        break
      }
      _ = next()
      if !sawArrow && source.isWord(token, "async") { isAsync = true }
      if !sawArrow && (source.isWord(token, "throws") || source.isWord(token, "rethrows")) {
        isThrowing = true
      }
      if source.isPunct(token, ASCII.greater) && source.isPunct(previous, ASCII.minus) {
        sawArrow = true
      }
      previous = token
    }
    guard let action, let member else { return }
    let name = source.text(nameToken)
    let selector =
      objcName
      ?? SourceScanner.swiftSelector(
        name: name, labels: labels, isAsync: isAsync, isThrowing: isThrowing)
    let position = core.position(nameToken)
    guard core.keepsMember() else { return }
    core.classes[member].actions.append(
      ActionFact(
        name: name, selector: selector, kind: action, file: core.file, position: position))
    // A body with uses in it was not skipped: they belong to this action.
    if readsBody && action == .action { functions[functions.count - 1].action = selector }
  }

  /// What `parameters` gathers; a struct rather than captured locals, which would be
  /// boxed on the heap.
  private struct ParameterList {
    var labels: [String?] = []
    var segueNames: [String] = []
    var names: [Token] = []
    var inType = false
    var isSegue = false
    var skipName = false

    mutating func finish(_ source: Source, needsLabels: Bool) {
      if needsLabels, let first = names.first {
        let label = source.text(first)
        labels.append(label == "_" ? nil : label)
      }
      if isSegue, let last = names.last, segueNames.count < SwiftScanner.maxNames {
        segueNames.append(source.text(last))
      }
      names.removeAll(keepingCapacity: true)
      inType = false
      isSegue = false
    }
  }

  /// A parameter list from its `(`: each parameter's argument label (nil for `_`) if
  /// `needsLabels`, and the names of the parameters typed `UIStoryboardSegue`.
  private mutating func parameters(needsLabels: Bool) -> (
    labels: [String?], segueNames: [String]
  ) {
    _ = next()
    var list = ParameterList()
    var nesting = 0
    var previous = Token(kind: .eof, start: 0, end: 0)
    while true {
      let token = next()
      if token.kind == .eof { return (list.labels, list.segueNames) }
      defer { previous = token }
      if token.kind == .identifier {
        if !list.inType && nesting == 0 {
          if list.skipName {
            list.skipName = false
          } else if list.names.count < 2 {
            list.names.append(token)
          }
        } else if list.inType && source.isWord(token, "UIStoryboardSegue") {
          list.isSegue = true
        }
        continue
      }
      guard token.kind == .punct else { continue }
      switch core.bytes[token.start] {
      case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
        nesting += 1
      case ASCII.less where list.inType:
        nesting += 1
      case ASCII.greater
      where list.inType && nesting > 0 && !source.isPunct(previous, ASCII.minus):
        nesting -= 1
      case ASCII.closeParen where nesting == 0:
        list.finish(source, needsLabels: needsLabels)
        return (list.labels, list.segueNames)
      case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
        nesting = max(0, nesting - 1)
      case ASCII.comma where nesting == 0:
        list.finish(source, needsLabels: needsLabels)
      case ASCII.colon where nesting == 0:
        list.inType = true
      case ASCII.at where nesting == 0 && !list.inType:
        list.skipName = true
      default:
        break
      }
    }
  }

  /// A word that starts a new declaration or statement, ending a signature without a body.
  mutating func isDeclarationStart(_ token: Token) -> Bool {
    guard token.kind == .identifier, !token.escaped else { return false }
    switch source.text(token) {
    case "func", "var", "let", "class", "struct", "enum", "extension", "protocol", "actor",
      "init", "deinit", "subscript", "typealias", "case", "override", "public", "private",
      "fileprivate", "internal", "open", "package", "static", "final", "required",
      "convenience", "import", "nonisolated", "mutating", "dynamic", "lazy", "weak":
      return true
    default:
      return false
    }
  }

  // MARK: Properties

  /// After `var` or `let`: outlets, if `@IBOutlet` came before in a class body, or a name
  /// bound to `segue.identifier`.
  mutating func variable() {
    let member = memberClass
    let isOutlet = pending.outlet
    pending = Pending()
    if isOutlet, let member {
      outlets(in: member)
      return
    }
    let name = core.peek()
    guard name.kind == .identifier, source.isPunct(core.peek(1), ASCII.equals),
      !source.isPunct(core.peek(2), ASCII.equals), isSegueName(core.peek(2)),
      source.isPunct(core.peek(3), ASCII.dot), source.isWord(core.peek(4), "identifier"),
      !functions.isEmpty, functions[functions.count - 1].aliases.count < Self.maxNames
    else { return }
    functions[functions.count - 1].aliases.append(source.text(name))
  }

  /// `a: UILabel!`, `a, b: UILabel!`, `a: A, b: B`.
  private mutating func outlets(in member: Int) {
    var waiting: [Token] = []
    while core.peek().kind == .identifier {
      let name = next()
      if source.isPunct(core.peek(), ASCII.colon) {
        _ = next()
        let written = typeText()
        let (typeName, isCollection) = Self.outletType(written)
        for outlet in waiting + [name] where core.keepsMember() {
          let position = core.position(outlet)
          core.classes[member].outlets.append(
            OutletFact(
              name: source.text(outlet), typeName: typeName, isCollection: isCollection,
              file: core.file, position: position))
        }
        waiting = []
      } else if waiting.count < Self.maxNames {
        waiting.append(name)
      }
      guard source.isPunct(core.peek(), ASCII.comma) else { return }
      _ = next()
    }
  }

  /// A type after `:`, as written, up to `,`, `=`, `{`, a new line or the next declaration.
  private mutating func typeText() -> String {
    var nesting = 0
    var range: (start: Int, end: Int)?
    while true {
      let token = core.peek()
      if token.kind == .eof || source.isPunct(token, ASCII.semicolon)
        || source.isPunct(token, ASCII.closeBrace) || source.isPunct(token, ASCII.at)
      {
        break
      }
      if nesting == 0 && range != nil
        && (token.newlineBefore || source.isPunct(token, ASCII.comma)
          || source.isPunct(token, ASCII.equals) || source.isPunct(token, ASCII.openBrace))
      {
        break
      }
      _ = next()
      if source.isPunct(token, ASCII.openBracket) || source.isPunct(token, ASCII.less)
        || source.isPunct(token, ASCII.openParen)
      {
        nesting += 1
      } else if source.isPunct(token, ASCII.closeBracket) || source.isPunct(token, ASCII.greater)
        || source.isPunct(token, ASCII.closeParen)
      {
        nesting = max(0, nesting - 1)
      }
      range = (range?.start ?? token.start, token.end)
    }
    return range.map { source.text(from: $0.start, to: $0.end) } ?? ""
  }

  /// `UILabel!` → `UILabel`; `[UIButton]!` and `Array<UIButton>` → `UIButton`, a
  /// collection. On UTF-8 bytes.
  static func outletType(_ written: String) -> (String, Bool) {
    let bytes = Array(written.utf8)
    func unwrapped(_ range: Range<Int>) -> Range<Int> {
      var lower = range.lowerBound
      var upper = range.upperBound
      while upper > lower,
        bytes[upper - 1] == ASCII.bang || bytes[upper - 1] == ASCII.question
          || ASCII.isHorizontalSpace(bytes[upper - 1])
      {
        upper -= 1
      }
      while lower < upper && ASCII.isHorizontalSpace(bytes[lower]) { lower += 1 }
      return lower..<upper
    }
    func text(_ range: Range<Int>) -> String {
      String(decoding: bytes[range], as: UTF8.self)
    }
    let whole = unwrapped(0..<bytes.count)
    guard whole.count >= 2 else { return (text(whole), false) }
    let first = bytes[whole.lowerBound]
    let last = bytes[whole.upperBound - 1]
    if first == ASCII.openBracket, last == ASCII.closeBracket,
      !bytes[whole].contains(ASCII.colon)
    {
      return (text(unwrapped(whole.lowerBound + 1..<whole.upperBound - 1)), true)
    }
    let array = Array("Array<".utf8)
    if whole.count > array.count, bytes[whole].starts(with: array), last == ASCII.greater {
      return (text(unwrapped(whole.lowerBound + array.count..<whole.upperBound - 1)), true)
    }
    return (text(whole), false)
  }
}

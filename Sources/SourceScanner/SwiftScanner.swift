/// Reads a Swift file's classes, extensions, outlets, actions and identifier uses from
/// its tokens, in one pass with no recursion.
///
/// Declarations count only directly in a class's or extension's body (not inside a
/// method); uses count anywhere and belong to the innermost class or extension.
struct SwiftScanner {
  var core: ScanCore

  /// A type's body: `name` is the qualified name; `classIndex` points into
  /// `core.classes` for a class or extension.
  struct Scope {
    var name: String
    var classIndex: Int?
    var bodyDepth: Int
  }

  /// Attributes read and not yet applied to a declaration.
  struct Pending {
    var outlet = false
    var action: ActionFact.Kind?
    var objcName: String?
  }

  /// A function body: its `UIStoryboardSegue` parameters, and the names bound to
  /// `segue.identifier` in it.
  struct Function {
    var bodyDepth: Int
    var segueNames: [String]
    var aliases: [String] = []
  }

  struct Switch {
    var bodyDepth: Int
    var isSegue: Bool
  }

  /// Types nested deeper than this are read, but get no facts (their names would grow
  /// with the depth).
  static let maxNamedNesting = 32
  /// Segue parameters and `segue.identifier` aliases kept per function.
  static let maxNames = 8

  var scopes: [Scope] = []
  var pending = Pending()
  var functions: [Function] = []
  var switches: [Switch] = []

  init(core: ScanCore) {
    self.core = core
  }

  mutating func run() {
    while true {
      let token = next()
      switch token.kind {
      case .eof:
        return
      case .punct:
        let value = core.bytes[token.start]
        if value == ASCII.at {
          attribute()
        } else if value == ASCII.openBrace || value == ASCII.closeBrace
          || value == ASCII.semicolon
        {
          pending = Pending()
        }
      case .identifier:
        identifier(token)
      case .string:
        stringFirstComparison(token)
      default:
        break
      }
    }
  }

  mutating func next() -> Token {
    let token = core.next()
    let depth = core.depth
    while let scope = scopes.last, depth < scope.bodyDepth { scopes.removeLast() }
    while let function = functions.last, depth < function.bodyDepth { functions.removeLast() }
    while let switchScope = switches.last, depth < switchScope.bodyDepth {
      switches.removeLast()
    }
    return token
  }

  /// The class or extension whose body the last token is directly in.
  var memberClass: Int? {
    guard let scope = scopes.last, let index = scope.classIndex, core.depth == scope.bodyDepth
    else { return nil }
    return index
  }

  var enclosingClass: String? {
    scopes.last?.classIndex.map { core.classes[$0].name }
  }

  // MARK: Attributes and declarations

  private mutating func attribute() {
    let name = core.peek()
    guard name.kind == .identifier else { return }
    _ = next()
    let hasArguments = core.isPunct(core.peek(), ASCII.openParen) && !core.peek().newlineBefore
    if core.isWord(name, "IBOutlet") {
      pending.outlet = true
    } else if core.isWord(name, "IBAction") {
      pending.action = .action
    } else if core.isWord(name, "IBSegueAction") {
      pending.action = .segueAction
    } else if core.isWord(name, "objc") && hasArguments {
      var selector = ""
      core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen) { core, token in
        selector += core.text(token)
      }
      if !selector.isEmpty { pending.objcName = selector }
    } else if hasArguments {
      core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen)
    }
  }

  private mutating func identifier(_ token: Token) {
    if core.isWord(token, "class") {
      if !isClassModifier(core.peek()) { typeDeclaration(.swiftClass) }
    } else if core.isWord(token, "struct") || core.isWord(token, "enum")
      || core.isWord(token, "actor") || core.isWord(token, "protocol")
    {
      typeDeclaration(nil)
    } else if core.isWord(token, "extension") {
      typeDeclaration(.swiftExtension)
    } else if core.isWord(token, "func") {
      function()
    } else if core.isWord(token, "var") || core.isWord(token, "let") {
      variable()
    } else if core.isWord(token, "switch") {
      switchStatement()
    } else if core.isWord(token, "case") {
      caseLabels()
    } else if core.isWord(token, "performSegue") {
      call { core, label in core.isWord(label, "withIdentifier") ? .performSegue : nil }
    } else if core.isWord(token, "instantiateViewController") {
      call { core, label in
        core.isWord(label, "withIdentifier") || core.isWord(label, "identifier")
          ? .instantiateViewController : nil
      }
    } else if core.isWord(token, "dequeueReusableCell") {
      call { core, label in
        core.isWord(label, "withIdentifier")
          ? .dequeueTableCell
          : core.isWord(label, "withReuseIdentifier") ? .dequeueCollectionCell : nil
      }
    } else if core.isWord(token, "init") || core.isWord(token, "deinit")
      || core.isWord(token, "subscript") || core.isWord(token, "typealias")
    {
      pending = Pending()
    } else {
      identifierFirstComparison(token)
    }
  }

  /// `class` followed by one of these is a modifier (`class func`), not a declaration.
  private func isClassModifier(_ next: Token) -> Bool {
    guard next.kind == .identifier, !next.escaped else { return true }
    switch core.text(next) {
    case "func", "var", "let", "subscript", "init", "deinit", "override", "final", "required",
      "convenience", "dynamic", "open", "public", "internal", "private", "fileprivate",
      "package", "static", "lazy", "weak", "unowned", "nonisolated", "mutating",
      "nonmutating", "typealias", "indirect", "optional", "class":
      return true
    default:
      return false
    }
  }

  /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`, after the keyword: the
  /// name, generic parameters, inheritance clause, `where` clause and `{`. A name not
  /// followed by one of `{ : < where` (or `.` for an extension) is no declaration.
  private mutating func typeDeclaration(_ kind: ClassFact.Kind?) {
    let objcName = pending.objcName
    pending = Pending()
    let nameToken = core.peek()
    let follower = core.peek(1)
    guard nameToken.kind == .identifier,
      core.isPunct(follower, ASCII.openBrace) || core.isPunct(follower, ASCII.colon)
        || core.isPunct(follower, ASCII.less) || core.isWord(follower, "where")
        || (kind == .swiftExtension && core.isPunct(follower, ASCII.dot))
    else { return }
    _ = next()
    var name = core.text(nameToken)
    if kind == .swiftExtension {
      while core.isPunct(core.peek(), ASCII.dot) && core.peek(1).kind == .identifier {
        _ = next()
        name += "." + core.text(next())
      }
    }
    if core.isPunct(core.peek(), ASCII.less) {
      core.skipGroup(open: ASCII.less, close: ASCII.greater)
    }
    let inheritance = inheritanceClause()
    while !core.isPunct(core.peek(), ASCII.openBrace) {
      let token = core.peek()
      if token.kind == .eof || core.isPunct(token, ASCII.closeBrace)
        || core.isPunct(token, ASCII.semicolon)
      {
        return
      }
      _ = next()
    }
    _ = next()
    let bodyDepth = core.depth
    guard scopes.count < Self.maxNamedNesting else {
      scopes.append(Scope(name: "", classIndex: nil, bodyDepth: bodyDepth))
      return
    }
    if kind != .swiftExtension, let outer = scopes.last { name = outer.name + "." + name }
    var classIndex: Int?
    if let kind {
      classIndex = core.classes.count
      let superclass = kind == .swiftClass ? inheritance.first.map(Self.withoutGenerics) : nil
      core.classes.append(
        ClassFact(
          name: name, objcName: objcName, kind: kind, superclass: superclass,
          inheritance: inheritance, file: core.file, position: core.position(nameToken)))
    }
    scopes.append(Scope(name: name, classIndex: classIndex, bodyDepth: bodyDepth))
  }

  /// `: A, B<C>` up to `where` or `{`, each entry as written.
  private mutating func inheritanceClause() -> [String] {
    guard core.isPunct(core.peek(), ASCII.colon) else { return [] }
    _ = next()
    var entries: [String] = []
    var entry: (start: Int, end: Int)?
    var nesting = 0
    var previous = Token(kind: .eof, start: 0, end: 0)
    while true {
      let token = core.peek()
      if token.kind == .eof || core.isPunct(token, ASCII.openBrace)
        || core.isPunct(token, ASCII.closeBrace) || core.isPunct(token, ASCII.semicolon)
        || (nesting == 0 && core.isWord(token, "where"))
      {
        break
      }
      _ = next()
      if core.isPunct(token, ASCII.less) || core.isPunct(token, ASCII.openParen) {
        nesting += 1
      } else if core.isPunct(token, ASCII.closeParen)
        || (core.isPunct(token, ASCII.greater) && !core.isPunct(previous, ASCII.minus))
      {
        nesting = max(0, nesting - 1)
      }
      previous = token
      if nesting == 0 && core.isPunct(token, ASCII.comma) {
        if let range = entry { entries.append(core.text(from: range.start, to: range.end)) }
        entry = nil
        continue
      }
      entry = (entry?.start ?? token.start, token.end)
    }
    if let range = entry { entries.append(core.text(from: range.start, to: range.end)) }
    return entries
  }

  static func withoutGenerics(_ name: String) -> String {
    let base = name.firstIndex(of: "<").map { name[..<$0] } ?? name[...]
    return String(base.filter { $0 != " " && $0 != "\t" })
  }
}

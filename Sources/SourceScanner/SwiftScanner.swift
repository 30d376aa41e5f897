/// Reads a Swift file's classes, extensions, outlets, actions and identifier uses from
/// its tokens, in one pass with no recursion.
///
/// Declarations count only directly in a class's or extension's body (not inside a
/// method); uses count anywhere and belong to the innermost class or extension.
struct SwiftScanner {
  var core: ScanCore
  let source: Source

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

  /// A function body: its `UIStoryboardSegue` parameters, the names bound to
  /// `segue.identifier` in it, and its selector if it is an action.
  struct Function {
    var bodyDepth: Int
    var segueNames: [String]
    var aliases: [String] = []
    var action: String?
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
  /// The deepest body open in `scopes`, `functions` or `switches`: until the depth falls
  /// below it, no body closes.
  var closeBelow = 0

  init(core: ScanCore) {
    self.core = core
    self.source = core.source
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
    guard depth < closeBelow else { return token }
    // Indices, not `last`: unspecialized generic calls are slow in debug builds.
    while scopes.count > 0 && depth < scopes[scopes.count - 1].bodyDepth {
      scopes.removeLast()
    }
    while functions.count > 0 && depth < functions[functions.count - 1].bodyDepth {
      functions.removeLast()
    }
    while switches.count > 0 && depth < switches[switches.count - 1].bodyDepth {
      switches.removeLast()
    }
    closeBelow = max(
      scopes.count > 0 ? scopes[scopes.count - 1].bodyDepth : 0,
      functions.count > 0 ? functions[functions.count - 1].bodyDepth : 0,
      switches.count > 0 ? switches[switches.count - 1].bodyDepth : 0)
    return token
  }

  /// Notes a body opened at `depth`, which closes when the depth falls below it.
  mutating func opened(_ depth: Int) {
    closeBelow = max(closeBelow, depth)
  }

  /// The class or extension whose body the last token is directly in.
  var memberClass: Int? {
    mutating get {
      guard let scope = scopes.last, let index = scope.classIndex, core.depth == scope.bodyDepth
      else { return nil }
      return index
    }
  }

  var enclosingClass: String? {
    mutating get { scopes.last?.classIndex.map { core.classes[$0].name } }
  }

  /// The selector of the action method whose body the last token is in.
  var enclosingAction: String? {
    mutating get { functions.last?.action }
  }

  // MARK: Attributes and declarations

  private mutating func attribute() {
    let name = core.peek()
    guard name.kind == .identifier else { return }
    _ = next()
    let hasArguments = source.isPunct(core.peek(), ASCII.openParen) && !core.peek().newlineBefore
    if source.isWord(name, "IBOutlet") {
      pending.outlet = true
    } else if source.isWord(name, "IBAction") {
      pending.action = .action
    } else if source.isWord(name, "IBSegueAction") {
      pending.action = .segueAction
    } else if source.isWord(name, "objc") && hasArguments {
      var selector = ""
      core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen) { source, token in
        selector += source.text(token)
      }
      if !selector.isEmpty { pending.objcName = selector }
    } else if hasArguments {
      core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen)
    }
  }

  private mutating func identifier(_ token: Token) {
    // The first byte picks the few words to compare: most identifiers are none of them.
    guard !token.escaped else { return identifierFirstComparison(token) }
    switch core.bytes[token.start] {
    case 0x63:  // c
      if source.isWord(token, "class") {
        if !isClassModifier(core.peek()) { typeDeclaration(.swiftClass) }
        return
      }
      if source.isWord(token, "case") { return caseLabels() }
    case 0x73:  // s
      if source.isWord(token, "struct") { return typeDeclaration(nil) }
      if source.isWord(token, "switch") { return switchStatement() }
      if source.isWord(token, "subscript") {
        pending = Pending()
        return
      }
    case 0x65:  // e
      if source.isWord(token, "enum") { return typeDeclaration(nil) }
      if source.isWord(token, "extension") { return typeDeclaration(.swiftExtension) }
    case 0x61:  // a
      if source.isWord(token, "actor") { return typeDeclaration(nil) }
    case 0x70:  // p
      if source.isWord(token, "protocol") { return typeDeclaration(nil) }
      if source.isWord(token, "performSegue") {
        return call { source, label in source.isWord(label, "withIdentifier") ? .performSegue : nil
        }
      }
    case 0x66:  // f
      if source.isWord(token, "func") { return function() }
      if source.isWord(token, "forCellReuseIdentifier") {
        return stringArgument(after: ASCII.colon, .registerTableCell)
      }
      if source.isWord(token, "forCellWithReuseIdentifier") {
        return stringArgument(after: ASCII.colon, .registerCollectionCell)
      }
    case 0x76, 0x6C:  // v, l
      if source.isWord(token, "var") || source.isWord(token, "let") { return variable() }
      if source.isWord(token, "loadNibNamed") {
        return stringArgument(after: ASCII.openParen, .nibName)
      }
    case 0x6E:  // n
      if source.isWord(token, "nibName") { return stringArgument(after: ASCII.colon, .nibName) }
    case 0x69:  // i
      if source.isWord(token, "instantiateViewController") {
        return call { source, label in
          source.isWord(label, "withIdentifier") || source.isWord(label, "identifier")
            ? .instantiateViewController : nil
        }
      }
      if source.isWord(token, "init") {
        pending = Pending()
        return
      }
    case 0x64:  // d
      if source.isWord(token, "dequeueReusableCell") {
        return call { source, label in
          source.isWord(label, "withIdentifier")
            ? .dequeueTableCell
            : source.isWord(label, "withReuseIdentifier") ? .dequeueCollectionCell : nil
        }
      }
      if source.isWord(token, "deinit") {
        pending = Pending()
        return
      }
    case 0x55:  // U
      if source.isWord(token, "UIStoryboard") {
        return call { source, label in source.isWord(label, "name") ? .storyboardName : nil }
      }
    case 0x74:  // t
      if source.isWord(token, "typealias") {
        pending = Pending()
        return
      }
    default:
      break
    }
    identifierFirstComparison(token)
  }

  /// `class` followed by one of these is a modifier (`class func`), not a declaration.
  private mutating func isClassModifier(_ next: Token) -> Bool {
    guard next.kind == .identifier, !next.escaped else { return true }
    switch source.text(next) {
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
      source.isPunct(follower, ASCII.openBrace) || source.isPunct(follower, ASCII.colon)
        || source.isPunct(follower, ASCII.less) || source.isWord(follower, "where")
        || (kind == .swiftExtension && source.isPunct(follower, ASCII.dot))
    else { return }
    _ = next()
    var name = source.text(nameToken)
    if kind == .swiftExtension {
      while source.isPunct(core.peek(), ASCII.dot) && core.peek(1).kind == .identifier {
        _ = next()
        name += "." + source.text(next())
      }
    }
    if source.isPunct(core.peek(), ASCII.less) {
      core.skipGroup(open: ASCII.less, close: ASCII.greater)
    }
    let inheritance = inheritanceClause()
    while !source.isPunct(core.peek(), ASCII.openBrace) {
      let token = core.peek()
      if token.kind == .eof || source.isPunct(token, ASCII.closeBrace)
        || source.isPunct(token, ASCII.semicolon)
      {
        return
      }
      _ = next()
    }
    _ = next()
    let bodyDepth = core.depth
    guard scopes.count < Self.maxNamedNesting else {
      scopes.append(Scope(name: "", classIndex: nil, bodyDepth: bodyDepth))
      opened(bodyDepth)
      return
    }
    if kind != .swiftExtension, let outer = scopes.last { name = outer.name + "." + name }
    var classIndex: Int?
    if let kind {
      classIndex = core.classes.count
      let superclass = kind == .swiftClass ? inheritance.first.map(Self.withoutGenerics) : nil
      let position = core.position(nameToken)
      core.classes.append(
        ClassFact(
          name: name, objcName: objcName, kind: kind, superclass: superclass,
          inheritance: inheritance, file: core.file, position: position))
    }
    scopes.append(Scope(name: name, classIndex: classIndex, bodyDepth: bodyDepth))
    opened(bodyDepth)
  }

  /// `: A, B<C>` up to `where` or `{`, each entry as written.
  private mutating func inheritanceClause() -> [String] {
    guard source.isPunct(core.peek(), ASCII.colon) else { return [] }
    _ = next()
    var entries: [String] = []
    var entry: (start: Int, end: Int)?
    var nesting = 0
    var previous = Token(kind: .eof, start: 0, end: 0)
    while true {
      let token = core.peek()
      if token.kind == .eof || source.isPunct(token, ASCII.openBrace)
        || source.isPunct(token, ASCII.closeBrace) || source.isPunct(token, ASCII.semicolon)
        || (nesting == 0 && source.isWord(token, "where"))
      {
        break
      }
      _ = next()
      if source.isPunct(token, ASCII.less) || source.isPunct(token, ASCII.openParen) {
        nesting += 1
      } else if source.isPunct(token, ASCII.closeParen)
        || (source.isPunct(token, ASCII.greater) && !source.isPunct(previous, ASCII.minus))
      {
        nesting = max(0, nesting - 1)
      }
      previous = token
      if nesting == 0 && source.isPunct(token, ASCII.comma) {
        if let range = entry { entries.append(source.text(from: range.start, to: range.end)) }
        entry = nil
        continue
      }
      entry = (entry?.start ?? token.start, token.end)
    }
    if let range = entry { entries.append(source.text(from: range.start, to: range.end)) }
    return entries
  }

  /// `Base<Item>` → `Base`, without white space; on UTF-8 bytes (Character-level String
  /// operations cost far more).
  static func withoutGenerics(_ name: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    for byte in name.utf8 {
      if byte == ASCII.less { break }
      if !ASCII.isHorizontalSpace(byte) && byte != ASCII.newline { bytes.append(byte) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

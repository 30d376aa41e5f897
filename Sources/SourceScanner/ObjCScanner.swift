/// Reads an Objective-C header or implementation: `@interface` (with its superclass),
/// categories and class extensions, `@implementation`, `IBOutlet` and
/// `IBOutletCollection(…)` properties and instance variables, `IBAction` methods with
/// their selectors, and identifier uses, in one pass with no recursion.
struct ObjCScanner {
  var core: ScanCore

  /// A method body: its `UIStoryboardSegue *` parameters and names bound to
  /// `segue.identifier` in it.
  struct Method {
    var bodyDepth: Int
    var segueNames: [String]
    var aliases: [String] = []
  }

  /// The `@interface` or `@implementation` being read, as an index into `core.classes`.
  var container: Int?
  var inProtocol = false
  var baseDepth = 0
  var atStatementStart = true
  var method: Method?
  var history = [Token](repeating: Token(kind: .eof, start: 0, end: 0), count: 3)

  init(core: ScanCore) {
    self.core = core
  }

  mutating func run() {
    while true {
      let token = next()
      if token.kind == .eof { return }
      handle(token)
      history[0] = history[1]
      history[1] = history[2]
      history[2] = token
    }
  }

  mutating func next() -> Token {
    let token = core.next()
    if let method, core.depth < method.bodyDepth { self.method = nil }
    return token
  }

  var enclosingClass: String? { container.map { core.classes[$0].name } }

  private mutating func handle(_ token: Token) {
    switch token.kind {
    case .punct:
      let value = core.bytes[token.start]
      let wasStatementStart = atStatementStart
      atStatementStart =
        value == ASCII.semicolon || value == ASCII.openBrace || value == ASCII.closeBrace
      if value == ASCII.at {
        keyword()
      } else if (value == ASCII.minus || value == ASCII.plus) && wasStatementStart
        && container != nil && !inProtocol && method == nil && core.depth == baseDepth
        && core.isPunct(core.peek(), ASCII.openParen)
      {
        methodDeclaration()
      } else if value == ASCII.equals {
        aliasBinding()
      }
    case .identifier:
      atStatementStart = false
      identifier(token)
    default:
      atStatementStart = false
    }
  }

  /// After `@`: `interface`, `implementation`, `protocol`, `end`, `property`.
  private mutating func keyword() {
    let word = core.peek()
    if core.isWord(word, "interface") || core.isWord(word, "implementation") {
      _ = next()
      container(isInterface: core.isWord(word, "interface"))
    } else if core.isWord(word, "protocol") {
      let follower = core.peek(2)
      guard core.peek(1).kind == .identifier, !core.isPunct(follower, ASCII.semicolon),
        !core.isPunct(follower, ASCII.comma)
      else { return }
      _ = next()
      container = nil
      inProtocol = true
    } else if core.isWord(word, "end") {
      _ = next()
      container = nil
      inProtocol = false
      atStatementStart = true
    } else if core.isWord(word, "property") {
      _ = next()
      if core.isPunct(core.peek(), ASCII.openParen) {
        core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen)
      }
    }
  }

  /// `@interface Name<T> : Super <P, Q>`, `@interface Name (Category)`,
  /// `@implementation Name`, after the keyword.
  private mutating func container(isInterface: Bool) {
    container = nil
    inProtocol = false
    let nameToken = core.peek()
    guard nameToken.kind == .identifier else { return }
    _ = next()
    if core.isPunct(core.peek(), ASCII.less) {
      core.skipGroup(open: ASCII.less, close: ASCII.greater)
    }
    var kind: ClassFact.Kind = isInterface ? .objcInterface : .objcImplementation
    var superclass: String?
    if core.isPunct(core.peek(), ASCII.openParen) {
      var category = ""
      core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen) { core, token in
        category += core.text(token)
      }
      kind = .objcCategory(category)
    } else if isInterface && core.isPunct(core.peek(), ASCII.colon) {
      _ = next()
      if core.peek().kind == .identifier { superclass = core.text(next()) }
    }
    var protocols: [String] = []
    if core.isPunct(core.peek(), ASCII.less) {
      core.skipGroup(open: ASCII.less, close: ASCII.greater) { core, token in
        if token.kind == .identifier { protocols.append(core.text(token)) }
      }
    }
    container = core.classes.count
    core.classes.append(
      ClassFact(
        name: core.text(nameToken), kind: kind, superclass: superclass,
        inheritance: protocols, file: core.file, position: core.position(nameToken)))
    baseDepth = core.depth
    atStatementStart = true
  }

  private mutating func identifier(_ token: Token) {
    if core.isWord(token, "IBOutlet") || core.isWord(token, "IBOutletCollection") {
      guard let container, !inProtocol, method == nil,
        core.depth == baseDepth || core.depth == baseDepth + 1
      else { return }
      outlet(token, in: container)
    } else if core.isWord(token, "performSegueWithIdentifier") {
      messageArgument(.performSegue)
    } else if core.isWord(token, "instantiateViewControllerWithIdentifier") {
      messageArgument(.instantiateViewController)
    } else if core.isWord(token, "dequeueReusableCellWithIdentifier") {
      messageArgument(.dequeueTableCell)
    } else if core.isWord(token, "dequeueReusableCellWithReuseIdentifier") {
      messageArgument(.dequeueCollectionCell)
    } else if core.isWord(token, "isEqualToString") {
      equalityMessage()
    }
  }

  /// `selectorPiece:@"x"`.
  private mutating func messageArgument(_ kind: IdentifierUse.Kind) {
    let literal = core.peek(1)
    guard core.isPunct(core.peek(), ASCII.colon), literal.kind == .string,
      literal.isObjCString
    else { return }
    core.recordUse(literal, kind, in: enclosingClass)
  }

  // MARK: Outlets

  private static let qualifiers: Set<String> = [
    "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "__block", "const",
    "volatile", "__kindof", "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable",
    "__nonnull", "_Null_unspecified", "IBOutlet", "static",
  ]

  /// From `IBOutlet` or `IBOutletCollection(Type)` to the `;`: the type and each
  /// declarator's name (`IBOutlet UILabel *a, *b;`).
  private mutating func outlet(_ keyword: Token, in container: Int) {
    let isCollection = core.isWord(keyword, "IBOutletCollection")
    var element: String?
    if isCollection && core.isPunct(core.peek(), ASCII.openParen) {
      var text = ""
      core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen) { core, token in
        if core.isPunct(token, ASCII.star) { return }
        text += core.text(token)
      }
      element = text
    }
    var typeName: String?
    var expectingName = false
    while true {
      let token = core.peek()
      if token.kind == .eof || core.isPunct(token, ASCII.semicolon)
        || core.isPunct(token, ASCII.openBrace) || core.isPunct(token, ASCII.closeBrace)
        || core.isPunct(token, ASCII.at)
      {
        return
      }
      _ = next()
      if core.isPunct(token, ASCII.comma) {
        expectingName = typeName != nil
        continue
      }
      guard token.kind == .identifier else { continue }
      let word = core.text(token)
      if Self.qualifiers.contains(word) { continue }
      if word.hasPrefix("__attribute__") || word.hasPrefix("NS_") || word.hasPrefix("API_") {
        if core.isPunct(core.peek(), ASCII.openParen) {
          core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen)
        }
        continue
      }
      guard let type = typeName else {
        typeName = word
        expectingName = true
        if core.isPunct(core.peek(), ASCII.less) {
          core.skipGroup(open: ASCII.less, close: ASCII.greater)
        }
        continue
      }
      guard expectingName else { continue }
      expectingName = false
      core.classes[container].outlets.append(
        OutletFact(
          name: word, typeName: element ?? type, isCollection: isCollection, file: core.file,
          position: core.position(token)))
    }
  }
}

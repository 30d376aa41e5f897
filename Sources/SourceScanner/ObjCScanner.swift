/// Reads an Objective-C header or implementation: `@interface` (with its superclass),
/// categories and class extensions, `@implementation`, `IBOutlet` and
/// `IBOutletCollection(…)` properties and instance variables, `IBAction` methods with
/// their selectors, and identifier uses, in one pass with no recursion.
struct ObjCScanner {
  var core: ScanCore
  let source: Source

  /// A method body: its `UIStoryboardSegue *` parameters, names bound to
  /// `segue.identifier` in it, and its selector if it is an action.
  struct Method {
    var bodyDepth: Int
    var segueNames: [String]
    var aliases: [String] = []
    var action: String?
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
    self.source = core.source
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

  var enclosingClass: String? { mutating get { container.map { core.classes[$0].name } } }

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
        && source.isPunct(core.peek(), ASCII.openParen)
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
    if source.isWord(word, "interface") || source.isWord(word, "implementation") {
      _ = next()
      container(isInterface: source.isWord(word, "interface"))
    } else if source.isWord(word, "protocol") {
      let follower = core.peek(2)
      guard core.peek(1).kind == .identifier, !source.isPunct(follower, ASCII.semicolon),
        !source.isPunct(follower, ASCII.comma)
      else { return }
      _ = next()
      container = nil
      inProtocol = true
    } else if source.isWord(word, "end") {
      _ = next()
      container = nil
      inProtocol = false
      atStatementStart = true
    } else if source.isWord(word, "property") {
      _ = next()
      if source.isPunct(core.peek(), ASCII.openParen) {
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
    if source.isPunct(core.peek(), ASCII.less) {
      core.skipGroup(open: ASCII.less, close: ASCII.greater)
    }
    var kind: ClassFact.Kind = isInterface ? .objcInterface : .objcImplementation
    var superclass: String?
    if source.isPunct(core.peek(), ASCII.openParen) {
      var category = ""
      core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen) { source, token in
        category += source.text(token)
      }
      kind = .objcCategory(category)
    } else if isInterface && source.isPunct(core.peek(), ASCII.colon) {
      _ = next()
      if core.peek().kind == .identifier { superclass = source.text(next()) }
    }
    var protocols: [String] = []
    if source.isPunct(core.peek(), ASCII.less) {
      core.skipGroup(open: ASCII.less, close: ASCII.greater) { source, token in
        if token.kind == .identifier { protocols.append(source.text(token)) }
      }
    }
    container = core.classes.count
    let position = core.position(nameToken)
    core.classes.append(
      ClassFact(
        name: source.text(nameToken), kind: kind, superclass: superclass,
        inheritance: protocols, file: core.file, position: position))
    baseDepth = core.depth
    atStatementStart = true
  }

  private mutating func identifier(_ token: Token) {
    if source.isWord(token, "IBOutlet") || source.isWord(token, "IBOutletCollection") {
      guard let container, !inProtocol, method == nil,
        core.depth == baseDepth || core.depth == baseDepth + 1
      else { return }
      outlet(token, in: container)
    } else if source.isWord(token, "performSegueWithIdentifier") {
      messageArgument(.performSegue)
    } else if source.isWord(token, "instantiateViewControllerWithIdentifier") {
      messageArgument(.instantiateViewController)
    } else if source.isWord(token, "dequeueReusableCellWithIdentifier") {
      messageArgument(.dequeueTableCell)
    } else if source.isWord(token, "dequeueReusableCellWithReuseIdentifier") {
      messageArgument(.dequeueCollectionCell)
    } else if source.isWord(token, "forCellReuseIdentifier") {
      messageArgument(.registerTableCell)
    } else if source.isWord(token, "forCellWithReuseIdentifier") {
      messageArgument(.registerCollectionCell)
    } else if source.isWord(token, "storyboardWithName") {
      messageArgument(.storyboardName)
    } else if source.isWord(token, "nibWithNibName") || source.isWord(token, "initWithNibName")
      || source.isWord(token, "loadNibNamed")
    {
      messageArgument(.nibName)
    } else if source.isWord(token, "isEqualToString") {
      equalityMessage()
    }
  }

  /// `selectorPiece:@"x"`.
  private mutating func messageArgument(_ kind: IdentifierUse.Kind) {
    let literal = core.peek(1)
    guard source.isPunct(core.peek(), ASCII.colon), literal.kind == .string,
      literal.isObjCString
    else { return }
    core.recordUse(literal, kind, in: enclosingClass, action: method?.action)
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
    let isCollection = source.isWord(keyword, "IBOutletCollection")
    var element: String?
    if isCollection && source.isPunct(core.peek(), ASCII.openParen) {
      var text = ""
      core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen) { source, token in
        if source.isPunct(token, ASCII.star) { return }
        text += source.text(token)
      }
      element = text
    }
    var typeName: String?
    var expectingName = false
    while true {
      let token = core.peek()
      if token.kind == .eof || source.isPunct(token, ASCII.semicolon)
        || source.isPunct(token, ASCII.openBrace) || source.isPunct(token, ASCII.closeBrace)
        || source.isPunct(token, ASCII.at)
      {
        return
      }
      _ = next()
      if source.isPunct(token, ASCII.comma) {
        expectingName = typeName != nil
        continue
      }
      guard token.kind == .identifier else { continue }
      let word = source.text(token)
      if Self.qualifiers.contains(word) { continue }
      if word.hasPrefix("__attribute__") || word.hasPrefix("NS_") || word.hasPrefix("API_") {
        if source.isPunct(core.peek(), ASCII.openParen) {
          core.skipGroup(open: ASCII.openParen, close: ASCII.closeParen)
        }
        continue
      }
      guard let type = typeName else {
        typeName = word
        expectingName = true
        if source.isPunct(core.peek(), ASCII.less) {
          core.skipGroup(open: ASCII.less, close: ASCII.greater)
        }
        continue
      }
      guard expectingName else { continue }
      expectingName = false
      guard core.keepsMember() else { continue }
      let position = core.position(token)
      core.classes[container].outlets.append(
        OutletFact(
          name: word, typeName: element ?? type, isCollection: isCollection, file: core.file,
          position: position))
    }
  }
}

/// The tokens a scanner reads: the lexer's, with conditional compilation applied, brace
/// depth counted, and a few tokens of lookahead.
///
/// Every branch of an `#if` is read, except a branch whose condition is the literal
/// `false` (Swift) or `0` (Objective-C), and the branches after one whose condition is
/// `true` or `1`. At `#elseif` and `#else` the brace depth goes back to what it was at the
/// `#if`, so branches that each open a brace (common in Objective-C headers) leave the
/// depth as one branch would.
struct TokenStream {
  private var lexer: Lexer
  private var lookahead: [Token] = []
  private var head = 0
  private var depth = 0
  private var conditionals: [Conditional] = []

  private struct Conditional {
    var depthAtStart: Int
    var parentActive: Bool
    /// A branch whose condition was literally true has been read.
    var taken: Bool
    var active: Bool
  }

  init(lexer: Lexer) {
    self.lexer = lexer
  }

  /// Whether tokens are read here: every `#if` around is in an active branch.
  private var isActive = true

  /// The token `ahead` places after the next one (0 is the next one), not consumed.
  mutating func peek(_ ahead: Int = 0) -> Token {
    while lookahead.count - head <= ahead { lookahead.append(produce()) }
    return lookahead[head + ahead]
  }

  mutating func next() -> Token {
    guard head < lookahead.count else { return produce() }
    let token = lookahead[head]
    head += 1
    if head == lookahead.count {
      lookahead.removeAll(keepingCapacity: true)
      head = 0
    }
    return token
  }

  private mutating func produce() -> Token {
    while true {
      var token = lexer.next()
      switch token.kind {
      case .eof:
        token.depth = Int32(truncatingIfNeeded: depth)
        return token
      case .directive:
        apply(token)
        continue
      default:
        guard isActive else { continue }
        if token.kind == .punct {
          let value = lexer.bytes[token.start]
          if value == ASCII.openBrace {
            depth += 1
          } else if value == ASCII.closeBrace {
            depth = max(0, depth - 1)
          }
        }
        token.depth = Int32(truncatingIfNeeded: depth)
        return token
      }
    }
  }

  private mutating func apply(_ token: Token) {
    switch token.directive {
    case .if:
      let parent = isActive
      conditionals.append(
        Conditional(
          depthAtStart: depth, parentActive: parent, taken: token.constant == true,
          active: parent && token.constant != false))
      isActive = parent && token.constant != false
    case .elseif, .else:
      guard var frame = conditionals.popLast() else { return }
      if frame.active { depth = frame.depthAtStart }
      let constant: Bool? = token.directive == .else ? true : token.constant
      frame.active = frame.parentActive && !frame.taken && constant != false
      if constant == true { frame.taken = true }
      conditionals.append(frame)
      isActive = frame.active
    case .endif:
      guard let frame = conditionals.popLast() else { return }
      isActive = frame.parentActive
    case .none:
      break
    }
  }
}

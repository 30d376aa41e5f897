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
  /// Lookahead, a ring of `capacity` tokens from `head`, `buffered` of them filled.
  private var ring: [Token]
  private var head = 0
  private var buffered = 0
  private var depth = 0
  private var conditionals: [Conditional] = []

  /// The most tokens of lookahead the scanners use is 6; a ring of 8 never grows.
  static let capacity = 8

  private struct Conditional {
    var depthAtStart: Int
    var parentActive: Bool
    /// A branch whose condition was literally true has been read.
    var taken: Bool
    var active: Bool
  }

  init(lexer: Lexer) {
    self.lexer = lexer
    self.ring = Array(
      repeating: Token(kind: .eof, start: lexer.count, end: lexer.count), count: Self.capacity)
  }

  /// Whether tokens are read here: every `#if` around is in an active branch.
  private var isActive = true

  /// The token `ahead` places after the next one (0 is the next one), not consumed; an
  /// end-of-file token past the lookahead's capacity.
  mutating func peek(_ ahead: Int = 0) -> Token {
    guard ahead >= 0, ahead < Self.capacity else {
      return Token(kind: .eof, start: lexer.count, end: lexer.count)
    }
    while buffered <= ahead {
      ring[(head + buffered) & (Self.capacity - 1)] = produce()
      buffered += 1
    }
    return ring[(head + ahead) & (Self.capacity - 1)]
  }

  /// Skips a Swift function body that holds nothing a scanner reads, up to its closing `}`
  /// (`Lexer.skipPlainBody`); only with no token of lookahead read, so nothing is lost.
  mutating func skipPlainBody() -> Bool {
    guard buffered == 0, isActive else { return false }
    return lexer.skipPlainBody()
  }

  mutating func next() -> Token {
    guard buffered > 0 else { return produce() }
    let token = ring[head]
    head = (head + 1) & (Self.capacity - 1)
    buffered -= 1
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
          let value = lexer.base[token.start]
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

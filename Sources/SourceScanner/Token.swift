/// One token of Swift or Objective-C source, as byte offsets into the file.
///
/// Comments and white space are not tokens; a string literal, interpolations included,
/// is one token; a conditional-compilation line is one `directive` token.
struct Token {
  enum Kind: UInt8 {
    case eof
    /// A name or keyword (`class`, `IBOutlet`), `#selector`-style pound words, or a
    /// backquoted name (then `escaped`, with the backquotes outside `start..<end`).
    case identifier
    /// A number, or an Objective-C character literal.
    case number
    case string
    /// One byte of punctuation or an operator character (`==` is two tokens).
    case punct
    case directive
  }

  /// The conditional-compilation directives; the others are skipped as white space.
  enum Directive: UInt8 {
    case none, `if`, elseif, `else`, endif
  }

  // Offsets are stored in 32 bits, which keeps a token at 32 bytes (less than half of what
  // Ints take): tokens are copied at every step. `SourceScanner` reads no file of 2 GiB or more.
  private var start32: Int32
  private var end32: Int32
  private var contentStart32: Int32 = 0
  private var contentEnd32: Int32 = 0
  /// The brace depth after this token: `{` raises it, `}` lowers it.
  var depth: Int32 = 0
  /// The number of `#` around a raw Swift string.
  var hashes: Int32 = 0
  var kind: Kind
  var directive = Directive.none
  /// The token is the first on its line.
  var newlineBefore = false
  var escaped = false
  /// A string with no interpolation that is not multi-line: its value can be read.
  var isPlainString = false
  /// An Objective-C `@"…"` literal.
  var isObjCString = false
  /// For `#if` and `#elseif`: the condition's value when it is a literal
  /// (`false`, `true`, `0`, `1`), nil otherwise.
  var constant: Bool?

  var start: Int {
    get { Int(start32) }
    set { start32 = Int32(truncatingIfNeeded: newValue) }
  }
  var end: Int {
    get { Int(end32) }
    set { end32 = Int32(truncatingIfNeeded: newValue) }
  }
  /// For strings: the bytes between the quotes.
  var contentStart: Int {
    get { Int(contentStart32) }
    set { contentStart32 = Int32(truncatingIfNeeded: newValue) }
  }
  var contentEnd: Int {
    get { Int(contentEnd32) }
    set { contentEnd32 = Int32(truncatingIfNeeded: newValue) }
  }

  init(kind: Kind, start: Int, end: Int) {
    self.kind = kind
    self.start32 = Int32(truncatingIfNeeded: start)
    self.end32 = Int32(truncatingIfNeeded: end)
  }
}

/// ASCII bytes the lexer and scanners name.
enum ASCII {
  static let newline: UInt8 = 0x0A
  static let quote: UInt8 = 0x22  // "
  static let hash: UInt8 = 0x23  // #
  static let dollar: UInt8 = 0x24
  static let apostrophe: UInt8 = 0x27
  static let openParen: UInt8 = 0x28
  static let closeParen: UInt8 = 0x29
  static let star: UInt8 = 0x2A
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B
  static let less: UInt8 = 0x3C
  static let equals: UInt8 = 0x3D
  static let greater: UInt8 = 0x3E
  static let question: UInt8 = 0x3F
  static let at: UInt8 = 0x40
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let underscore: UInt8 = 0x5F
  static let backquote: UInt8 = 0x60
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D
  static let bang: UInt8 = 0x21

  /// `$` and (in `identifierBodyLow`) the digits, among the bytes below 64, as bits.
  private static let identifierHeadLow: UInt64 = 0x10_0000_0000
  private static let identifierBodyLow: UInt64 = 0x3FF_0010_0000_0000
  /// `A`–`Z`, `_` and `a`–`z`, as bits of the byte minus 64.
  private static let identifierHigh: UInt64 = 0x7FF_FFFE_87FF_FFFE

  /// A letter, `_`, `$` or any byte of a non-ASCII scalar.
  @inline(__always) static func isIdentifierHead(_ byte: UInt8) -> Bool {
    byte >= 0x80 || inSet(byte, low: identifierHeadLow)
  }

  /// A head byte or a digit.
  @inline(__always) static func isIdentifierBody(_ byte: UInt8) -> Bool {
    byte >= 0x80 || inSet(byte, low: identifierBodyLow)
  }

  /// Whether an ASCII byte's bit is set: in `low` below 64, in `identifierHigh` above (a
  /// shift and a mask instead of a chain of comparisons, in the lexer's innermost loops).
  @inline(__always) private static func inSet(_ byte: UInt8, low: UInt64) -> Bool {
    ((byte < 64 ? low : identifierHigh) >> UInt64(byte & 63)) & 1 != 0
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  @inline(__always) static func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }
}

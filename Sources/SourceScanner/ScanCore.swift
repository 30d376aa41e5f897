import TextPosition

/// What both scanners share: the token stream and the facts found so far.
///
/// Read-only helpers live in `Source`, a trivial value, so that calling them copies
/// nothing that is reference-counted (this matters in debug builds).
struct ScanCore {
  let source: Source
  let file: String
  var stream: TokenStream
  var classes: [ClassFact] = []
  /// The outlets and actions met in the file, kept or not (`keepsMember`).
  private var members = 0
  var uses: [IdentifierUse] = []
  /// Whether the outlet or action met now is kept: a file keeps one more than
  /// `SourceIndex.memberLimit`, which is enough for the index to report the limit, so that a
  /// file of a million outlets never holds them all.
  mutating func keepsMember() -> Bool {
    members += 1
    return members <= SourceIndex.memberLimit + 1
  }

  /// The brace depth after the last token consumed.
  private(set) var depth = 0
  /// The last position asked for: its offset, line and column.
  private var cursor = (offset: 0, line: 1, column: 1)

  init(
    bytes: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>, file: String, isSwift: Bool
  ) {
    self.source = Source(bytes: bytes)
    self.file = file
    self.stream = TokenStream(lexer: Lexer(bytes: bytes, base: base, isSwift: isSwift))
  }

  var bytes: UnsafeBufferPointer<UInt8> { source.bytes }

  mutating func next() -> Token {
    let token = stream.next()
    depth = Int(token.depth)
    return token
  }

  mutating func peek(_ ahead: Int = 0) -> Token { stream.peek(ahead) }

  /// Skips the rest of a Swift function body that holds nothing to read (see
  /// `Lexer.skipPlainBody`); whether it did.
  mutating func skipPlainBody() -> Bool { stream.skipPlainBody() }

  /// Consumes a balanced `(…)`, `[…]` or `<…>` group from its opening token (the next
  /// one), to its closing token or the end of the file; calls `visit` on the tokens inside.
  mutating func skipGroup(
    open: UInt8, close: UInt8, visit: (Source, Token) -> Void = { _, _ in }
  ) {
    var nesting = 0
    var previous = next()
    guard source.isPunct(previous, open) else { return }
    nesting = 1
    while true {
      let token = next()
      if token.kind == .eof { return }
      if source.isPunct(token, open) {
        nesting += 1
      } else if source.isPunct(token, close)
        && !(close == ASCII.greater && source.isPunct(previous, ASCII.minus)
          && previous.end == token.start)
      {
        nesting -= 1
        if nesting == 0 { return }
      }
      visit(source, token)
      previous = token
    }
  }

  /// Where a token starts: 1-based, columns counting Unicode scalars. Worked out only for
  /// the tokens facts name, from the last position asked for: forward over the bytes in
  /// between, or back (a name read before the tokens after it) to the line's start.
  ///
  /// - Complexity: O(bytes from the last position asked); the positions of a file's facts
  ///   cost one pass over it, and a step back rereads one line at most.
  mutating func position(_ token: Token) -> TextPosition {
    let base = bytes
    let target = min(max(0, token.start), base.count)
    var (offset, line, column) = cursor
    if target < offset {
      var crossed = false
      while offset > target {
        offset -= 1
        if base[offset] == ASCII.newline {
          line -= 1
          crossed = true
        } else if base[offset] & 0xC0 != 0x80 {
          column -= 1
        }
      }
      if crossed {
        var lineStart = target
        while lineStart > 0 && base[lineStart - 1] != ASCII.newline { lineStart -= 1 }
        column = 1
        for index in lineStart..<target where base[index] & 0xC0 != 0x80 { column += 1 }
      }
    }
    if offset < target {
      // Two simple passes the compiler vectorizes: the line breaks on the way, then the
      // scalars after the last one.
      let span = UnsafeBufferPointer(rebasing: base[offset..<target])
      let breaks = Self.count(span) { $0 == ASCII.newline }
      var lineStart = offset
      if breaks > 0 {
        line += breaks
        column = 1
        lineStart = target
        while base[lineStart - 1] != ASCII.newline { lineStart -= 1 }
      }
      column += Self.count(UnsafeBufferPointer(rebasing: base[lineStart..<target])) {
        $0 & 0xC0 != 0x80
      }
      offset = target
    }
    cursor = (offset, line, column)
    return TextPosition(line: line, column: column)
  }

  /// How many bytes of `bytes` are `counted`.
  @inline(__always)
  private static func count(_ bytes: UnsafeBufferPointer<UInt8>, _ counted: (UInt8) -> Bool)
    -> Int
  {
    var total = 0
    for value in bytes { total &+= counted(value) ? 1 : 0 }
    return total
  }

  mutating func recordUse(
    _ token: Token, _ kind: IdentifierUse.Kind, in className: String?, action: String?
  ) {
    guard let value = source.stringValue(token) else { return }
    uses.append(
      IdentifierUse(
        value: value, kind: kind, enclosingClass: className, enclosingAction: action,
        file: file, position: position(token)))
  }
}

/// The file's bytes, and reading tokens against them.
struct Source {
  let bytes: UnsafeBufferPointer<UInt8>

  func text(_ token: Token) -> String {
    text(from: token.start, to: token.end)
  }

  func text(from start: Int, to end: Int) -> String {
    guard start < end, end <= bytes.count else { return "" }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// Whether a token is the unescaped word `word`.
  func isWord(_ token: Token, _ word: StaticString) -> Bool {
    guard token.kind == .identifier, !token.escaped,
      token.end - token.start == word.utf8CodeUnitCount
    else { return false }
    let expected = word.utf8Start
    var index = 0
    while index < word.utf8CodeUnitCount {
      if bytes[token.start + index] != expected[index] { return false }
      index += 1
    }
    return true
  }

  /// Whether a token's bytes are `text`'s, without making a String.
  func equals(_ token: Token, _ text: String) -> Bool {
    guard token.end - token.start == text.utf8.count else { return false }
    var index = token.start
    for byte in text.utf8 {
      if bytes[index] != byte { return false }
      index += 1
    }
    return true
  }

  /// Whether a token is the one byte of punctuation `value`.
  @inline(__always) func isPunct(_ token: Token, _ value: UInt8) -> Bool {
    token.kind == .punct && bytes[token.start] == value
  }

  /// Whether two tokens are `==` or `!=` written together (and not `===`).
  func isEquality(_ first: Token, _ second: Token, _ third: Token) -> Bool {
    (isPunct(first, ASCII.equals) || isPunct(first, ASCII.bang)) && isPunct(second, ASCII.equals)
      && second.start == first.end
      && !(isPunct(third, ASCII.equals) && third.start == second.end)
  }

  /// The value of a string literal written without interpolation, escapes resolved; nil
  /// for a multi-line or interpolated literal.
  func stringValue(_ token: Token) -> String? {
    guard token.kind == .string, token.isPlainString else { return nil }
    var utf8: [UInt8] = []
    var index = token.contentStart
    let end = token.contentEnd
    while index < end {
      let value = bytes[index]
      let escapeAt = index + 1 + Int(token.hashes)
      guard value == ASCII.backslash, escapeAt < end, hashes(from: index + 1, Int(token.hashes))
      else {
        utf8.append(value)
        index += 1
        continue
      }
      let escaped = bytes[escapeAt]
      index = escapeAt + 1
      switch escaped {
      case 0x6E: utf8.append(ASCII.newline)  // n
      case 0x74: utf8.append(0x09)  // t
      case 0x72: utf8.append(0x0D)  // r
      case 0x30: utf8.append(0)  // 0
      case 0x75 where index < end && bytes[index] == ASCII.openBrace:  // u{…}
        var code: UInt32 = 0
        index += 1
        while index < end && bytes[index] != ASCII.closeBrace {
          code = (code &<< 4) | UInt32(hexValue(bytes[index]))
          index += 1
        }
        index += 1
        if let scalar = Unicode.Scalar(code) { utf8.append(contentsOf: String(scalar).utf8) }
      default: utf8.append(escaped)
      }
    }
    return String(decoding: utf8, as: UTF8.self)
  }

  private func hashes(from index: Int, _ count: Int) -> Bool {
    var seen = 0
    while seen < count {
      guard index + seen < bytes.count, bytes[index + seen] == ASCII.hash else { return false }
      seen += 1
    }
    return true
  }

  private func hexValue(_ value: UInt8) -> UInt8 {
    switch value {
    case 0x30...0x39: value - 0x30
    case 0x41...0x46: value - 0x41 + 10
    case 0x61...0x66: value - 0x61 + 10
    default: 0
    }
  }

}

/// Splits Swift or Objective-C source into tokens, one pass, without recursion.
///
/// Comments (Swift's nest), string literals (escapes, Swift's `\(…)` interpolation nested
/// to any depth, `"""` multi-line, `#"…"#` raw), Objective-C `@"…"` and character literals
/// become white space or single tokens, so nothing inside them is ever read as code. A
/// single-line string or character literal ends at the end of its line even when it is not
/// closed, so a stray quote spoils one line at most; an unclosed block comment or
/// multi-line string runs to the end of the file. Preprocessor lines other than
/// conditionals are skipped in Objective-C.
///
/// - Complexity: O(n) in the file's length; the interpolation stack lives on the heap.
struct Lexer {
  let bytes: UnsafeBufferPointer<UInt8>
  /// `bytes` as a plain pointer and count: subscripting a buffer is a generic call in
  /// debug builds, several times slower.
  let base: UnsafePointer<UInt8>
  let count: Int
  let isSwift: Bool
  var offset = 0
  /// Where the last failed `skipPlainBody` stopped: no attempt starts before it.
  var noSkipBefore = 0
  private var atLineStart = true

  /// A lexer over `bytes`, read through `base` (the buffer's non-nil base address).
  init(bytes: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>, isSwift: Bool) {
    self.bytes = bytes
    self.base = base
    self.count = bytes.count
    self.isSwift = isSwift
  }

  @inline(__always) private func byte(_ index: Int) -> UInt8 {
    index < count ? base[index] : 0
  }

  /// The next token; `eof` at the end, again and again.
  mutating func next() -> Token {
    var newline = offset == 0
    while true {
      newline = skipTrivia() || newline
      guard offset < count else {
        return located(Token(kind: .eof, start: count, end: count), newline)
      }
      let start = offset
      let first = base[start]
      if !isSwift && first == ASCII.hash && atLineStart {
        if let token = objcDirective() { return located(token, true) }
        newline = true
        continue
      }
      atLineStart = false
      return located(lexToken(start: start, first: first), newline)
    }
  }

  /// The token, marked as first on its line or not. (Lines and columns are worked out
  /// only for the tokens a fact names: `ScanCore.position`.)
  @inline(__always) private func located(_ token: Token, _ newline: Bool) -> Token {
    var token = token
    token.newlineBefore = newline
    return token
  }

  /// Skips white space and comments; whether a line break was among them.
  private mutating func skipTrivia() -> Bool {
    var newline = false
    while offset < count {
      let value = base[offset]
      if value == ASCII.newline {
        newline = true
        atLineStart = true
        offset += 1
      } else if ASCII.isHorizontalSpace(value) {
        offset += 1
      } else if value == ASCII.slash && byte(offset + 1) == ASCII.slash {
        skipLine()
      } else if value == ASCII.slash && byte(offset + 1) == ASCII.star {
        skipBlockComment()
      } else if value == ASCII.backslash && byte(offset + 1) == ASCII.newline && !isSwift {
        offset += 2
      } else {
        break
      }
    }
    return newline
  }

  /// Moves to the next line break (not past it).
  mutating func skipLine() {
    while offset < count && base[offset] != ASCII.newline { offset += 1 }
  }

  /// Skips `/* … */` from its `/*`; Swift's nest, Objective-C's do not.
  mutating func skipBlockComment() {
    offset += 2
    var depth = 1
    while offset < count {
      let value = base[offset]
      if value == ASCII.star && byte(offset + 1) == ASCII.slash {
        offset += 2
        depth -= 1
        if depth == 0 { return }
      } else if isSwift && value == ASCII.slash && byte(offset + 1) == ASCII.star {
        offset += 2
        depth += 1
      } else {
        offset += 1
      }
    }
  }

  private mutating func lexToken(start: Int, first: UInt8) -> Token {
    if ASCII.isIdentifierHead(first) {
      offset += 1
      while offset < count && ASCII.isIdentifierBody(base[offset]) { offset += 1 }
      return Token(kind: .identifier, start: start, end: offset)
    }
    if ASCII.isDigit(first) {
      offset += 1
      while offset < count {
        let value = base[offset]
        if ASCII.isIdentifierBody(value) || (value == ASCII.dot && ASCII.isDigit(byte(offset + 1)))
        {
          offset += 1
        } else {
          break
        }
      }
      return Token(kind: .number, start: start, end: offset)
    }
    if first == ASCII.quote {
      return isSwift ? swiftString(start: start, hashes: 0) : cString(start: start, objc: false)
    }
    if isSwift {
      if first == ASCII.backquote { return backquoted(start: start) }
      if first == ASCII.hash { return swiftPound(start: start) }
    } else {
      if first == ASCII.at && byte(start + 1) == ASCII.quote {
        offset += 1
        return cString(start: start, objc: true)
      }
      if first == ASCII.apostrophe { return characterLiteral(start: start) }
    }
    offset += 1
    return Token(kind: .punct, start: start, end: offset)
  }

  mutating func backquoted(start: Int) -> Token {
    var end = start + 1
    while end < count && base[end] != ASCII.backquote && base[end] != ASCII.newline {
      end += 1
    }
    guard end < count, base[end] == ASCII.backquote, end > start + 1 else {
      offset = start + 1
      return Token(kind: .punct, start: start, end: offset)
    }
    offset = end + 1
    var token = Token(kind: .identifier, start: start + 1, end: end)
    token.escaped = true
    return token
  }

  /// `#"…"#` raw strings, `#/…/#` regular expressions, `#if` lines and `#words`.
  mutating func swiftPound(start: Int) -> Token {
    var hashes = 0
    while byte(start + hashes) == ASCII.hash { hashes += 1 }
    let after = start + hashes
    if byte(after) == ASCII.quote {
      offset = after
      return swiftString(start: start, hashes: hashes)
    }
    if byte(after) == ASCII.slash {
      offset = after + 1
      skipRegex(hashes: hashes)
      return Token(kind: .string, start: start, end: offset)
    }
    guard hashes == 1, ASCII.isIdentifierHead(byte(after)) else {
      offset = start + 1
      return Token(kind: .punct, start: start, end: offset)
    }
    offset = after
    while offset < count && ASCII.isIdentifierBody(base[offset]) { offset += 1 }
    let directive = directiveKind(from: after, to: offset, objc: false)
    guard directive != .none else { return Token(kind: .identifier, start: start, end: offset) }
    var token = Token(kind: .directive, start: start, end: offset)
    token.directive = directive
    token.constant = conditionConstant()
    return token
  }

  private mutating func skipRegex(hashes: Int) {
    while offset < count {
      let value = base[offset]
      if value == ASCII.backslash {
        offset += 2
      } else if value == ASCII.slash && closes(at: offset + 1, hashes: hashes) {
        offset += 1 + hashes
        return
      } else if value == ASCII.newline && hashes == 0 {
        return
      } else {
        offset += 1
      }
    }
    offset = min(offset, count)
  }

  /// Whether `hashes` `#` bytes follow at `index`.
  @inline(__always) private func closes(at index: Int, hashes: Int) -> Bool {
    var count = 0
    while count < hashes {
      guard byte(index + count) == ASCII.hash else { return false }
      count += 1
    }
    return true
  }

  private func directiveKind(from start: Int, to end: Int, objc: Bool) -> Token.Directive {
    switch String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) {
    case "if": .if
    case "ifdef", "ifndef": objc ? .if : .none
    case "elseif": objc ? .none : .elseif
    case "elif": objc ? .elseif : .none
    case "else": .else
    case "endif": .endif
    default: .none
    }
  }

  /// The rest of a directive's line: a literal condition's value, or nil. Leaves the
  /// offset at the line break (a block comment may carry the line further).
  private mutating func conditionConstant() -> Bool? {
    var word: (Int, Int)?
    var words = 0
    while offset < count {
      let value = base[offset]
      if value == ASCII.newline { break }
      if ASCII.isHorizontalSpace(value) {
        offset += 1
      } else if value == ASCII.slash && byte(offset + 1) == ASCII.slash {
        skipLine()
      } else if value == ASCII.slash && byte(offset + 1) == ASCII.star {
        skipBlockComment()
      } else if value == ASCII.backslash && byte(offset + 1) == ASCII.newline && !isSwift {
        offset += 2
      } else if ASCII.isIdentifierBody(value) {
        let start = offset
        while offset < count && ASCII.isIdentifierBody(base[offset]) { offset += 1 }
        word = (start, offset)
        words += 1
      } else if value == ASCII.quote || (value == ASCII.apostrophe && !isSwift) {
        words += 2
        offset += 1
        while offset < count && base[offset] != value && base[offset] != ASCII.newline {
          offset += base[offset] == ASCII.backslash ? 2 : 1
        }
        if offset < count && base[offset] == value { offset += 1 }
      } else {
        words += 2
        offset += 1
      }
    }
    offset = min(offset, count)
    guard words == 1, let (start, end) = word else { return nil }
    switch String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) {
    case "false", "0": return false
    case "true", "1": return true
    default: return nil
    }
  }

  /// A `#` at the start of an Objective-C line: a conditional's token, or nil for another
  /// directive (`#import`, `#define`, …), whose line is skipped.
  private mutating func objcDirective() -> Token? {
    let start = offset
    offset += 1
    while offset < count && ASCII.isHorizontalSpace(base[offset]) { offset += 1 }
    let nameStart = offset
    while offset < count && ASCII.isIdentifierBody(base[offset]) { offset += 1 }
    let directive = directiveKind(from: nameStart, to: offset, objc: true)
    let isIfdef = directive == .if && offset - nameStart > 2  // #ifdef, #ifndef
    var token = Token(kind: .directive, start: start, end: offset)
    token.directive = directive
    let constant = conditionConstant()
    token.constant = isIfdef ? nil : constant
    return directive == .none ? nil : token
  }

  /// A C or Objective-C string from its `"`; ends at the line's end if not closed.
  private mutating func cString(start: Int, objc: Bool) -> Token {
    offset += 1
    let contentStart = offset
    while offset < count {
      let value = base[offset]
      if value == ASCII.quote || value == ASCII.newline { break }
      offset += value == ASCII.backslash && byte(offset + 1) != ASCII.newline ? 2 : 1
    }
    offset = min(offset, count)
    var token = Token(kind: .string, start: start, end: offset)
    token.contentStart = contentStart
    token.contentEnd = offset
    token.isObjCString = objc
    token.isPlainString = true
    if offset < count && base[offset] == ASCII.quote {
      offset += 1
      token.end = offset
    }
    return token
  }

  private mutating func characterLiteral(start: Int) -> Token {
    offset += 1
    while offset < count {
      let value = base[offset]
      if value == ASCII.newline { break }
      offset += 1
      if value == ASCII.apostrophe { break }
      if value == ASCII.backslash && offset < count && base[offset] != ASCII.newline {
        offset += 1
      }
    }
    offset = min(offset, count)
    return Token(kind: .number, start: start, end: offset)
  }
}

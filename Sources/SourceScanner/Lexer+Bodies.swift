extension Lexer {
  /// Skips a Swift function body that holds nothing a scanner reads, from just after its
  /// `{` to just before its `}`, without making tokens; whether it did. A body is skipped
  /// only when it names none of the words that start a fact or a use (`performSegue`,
  /// `identifier`, a nested type's keyword, …), holds no conditional-compilation directive
  /// and is closed: otherwise nothing moves and the caller reads it token by token, so that
  /// skipping never changes what is found.
  ///
  /// Strings (interpolations included) and comments are read with the lexer's own rules, so
  /// braces inside them do not count.
  ///
  /// - Complexity: O(length of the body). An attempt that fails records where it stopped,
  ///   and no attempt starts before that again, so failed attempts read every byte once at
  ///   most: nested bodies never make the scan quadratic.
  mutating func skipPlainBody() -> Bool {
    let start = offset
    guard start >= noSkipBefore else { return false }
    var depth = 1
    while offset < count {
      let value = base[offset]
      if ASCII.isIdentifierBody(value) {
        let word = offset
        offset += 1
        while offset < count && ASCII.isIdentifierBody(base[offset]) { offset += 1 }
        if isScannedWord(from: word, to: offset) { break }
        continue
      }
      switch value {
      case ASCII.openBrace:
        depth += 1
        offset += 1
      case ASCII.closeBrace:
        depth -= 1
        if depth == 0 { return true }
        offset += 1
      case ASCII.quote:
        _ = swiftString(start: offset, hashes: 0)
      case ASCII.hash:
        if swiftPound(start: offset).kind == .directive { offset = count }
      case ASCII.backquote:
        _ = backquoted(start: offset)
      case ASCII.slash where byteAt(offset + 1) == ASCII.slash:
        skipLine()
      case ASCII.slash where byteAt(offset + 1) == ASCII.star:
        skipBlockComment()
      default:
        offset += 1
      }
    }
    noSkipBefore = offset
    offset = start
    return false
  }

  /// Whether the bytes are a word some scanner rule starts at in a function body.
  private func isScannedWord(from start: Int, to end: Int) -> Bool {
    switch end - start {
    case 4: return matches(start, "enum")
    case 5: return matches(start, "class") || matches(start, "actor")
    case 6: return matches(start, "struct")
    case 7: return matches(start, "nibName")
    case 8: return matches(start, "protocol")
    case 9: return matches(start, "extension")
    case 10: return matches(start, "identifier")
    case 12:
      return matches(start, "performSegue") || matches(start, "UIStoryboard")
        || matches(start, "loadNibNamed")
    case 19: return matches(start, "dequeueReusableCell")
    case 22: return matches(start, "forCellReuseIdentifier")
    case 25: return matches(start, "instantiateViewController")
    case 26: return matches(start, "forCellWithReuseIdentifier")
    default: return false
    }
  }

  @inline(__always) private func matches(_ start: Int, _ word: StaticString) -> Bool {
    let expected = word.utf8Start
    var index = 0
    while index < word.utf8CodeUnitCount {
      if base[start + index] != expected[index] { return false }
      index += 1
    }
    return true
  }

  @inline(__always) private func byteAt(_ index: Int) -> UInt8 {
    index < count ? base[index] : 0
  }
}

extension Lexer {
  /// One level of a Swift string literal being read: a string (of some kind) or an
  /// interpolation `\(…)` inside one.
  private struct StringFrame {
    var isString: Bool
    var hashes = 0
    var multiline = false
    var parens = 0
  }

  /// A Swift string literal from its first `"` (after any `#`), interpolations and all,
  /// as one token.
  ///
  /// A single-line literal (the outermost one) ends at the line's end if it is not
  /// closed there; a multi-line one runs to its closing `"""` or the end of the file.
  ///
  /// - Complexity: O(length); nested interpolations use a heap stack, not recursion.
  mutating func swiftString(start: Int, hashes: Int) -> Token {
    var position = offset
    let outerMultiline = isTripleQuote(position)
    position += outerMultiline ? 3 : 1
    let contentStart = position
    var contentEnd = count
    var interpolated = false
    var stack = [StringFrame(isString: true, hashes: hashes, multiline: outerMultiline)]
    scan: while position < count, let top = stack.last {
      let value = base[position]
      if top.isString {
        if value == ASCII.backslash && hashesFollow(position + 1, top.hashes) {
          let after = position + 1 + top.hashes
          if byteAt(after) == ASCII.openParen {
            stack.append(StringFrame(isString: false, parens: 1))
            interpolated = true
            position = after + 1
          } else if byteAt(after) == ASCII.newline && !top.multiline {
            position = after
          } else {
            position = after + 1
          }
        } else if value == ASCII.quote {
          let closing = top.multiline ? isTripleQuote(position) : true
          let quoteLength = top.multiline ? 3 : 1
          if closing && hashesFollow(position + quoteLength, top.hashes) {
            if stack.count == 1 { contentEnd = position }
            position += quoteLength + top.hashes
            stack.removeLast()
          } else {
            position += 1
          }
        } else if value == ASCII.newline && !top.multiline {
          if !outerMultiline {
            contentEnd = position
            stack.removeAll()
            break scan
          }
          stack.removeLast()
        } else {
          position += 1
        }
        continue
      }
      // Code inside an interpolation.
      switch value {
      case ASCII.openParen:
        stack[stack.count - 1].parens += 1
        position += 1
      case ASCII.closeParen:
        stack[stack.count - 1].parens -= 1
        position += 1
        if stack[stack.count - 1].parens == 0 { stack.removeLast() }
      case ASCII.quote:
        let multiline = isTripleQuote(position)
        stack.append(StringFrame(isString: true, multiline: multiline))
        position += multiline ? 3 : 1
      case ASCII.hash:
        var inner = 0
        while byteAt(position + inner) == ASCII.hash { inner += 1 }
        if byteAt(position + inner) == ASCII.quote {
          let multiline = isTripleQuote(position + inner)
          stack.append(StringFrame(isString: true, hashes: inner, multiline: multiline))
          position += inner + (multiline ? 3 : 1)
        } else {
          position += inner
        }
      case ASCII.slash where byteAt(position + 1) == ASCII.slash:
        while position < count && base[position] != ASCII.newline { position += 1 }
      case ASCII.slash where byteAt(position + 1) == ASCII.star:
        offset = position
        skipBlockComment()
        position = offset
      case ASCII.newline where !outerMultiline:
        contentEnd = position
        stack.removeAll()
        break scan
      default:
        position += 1
      }
    }
    offset = min(position, count)
    if !stack.isEmpty { contentEnd = count }
    var token = Token(kind: .string, start: start, end: offset)
    token.contentStart = min(contentStart, count)
    token.contentEnd = max(token.contentStart, min(contentEnd, count))
    token.hashes = Int32(truncatingIfNeeded: hashes)
    token.isPlainString = !interpolated && !outerMultiline
    return token
  }

  @inline(__always) private func byteAt(_ index: Int) -> UInt8 {
    index < count ? base[index] : 0
  }

  @inline(__always) private func isTripleQuote(_ index: Int) -> Bool {
    byteAt(index) == ASCII.quote && byteAt(index + 1) == ASCII.quote
      && byteAt(index + 2) == ASCII.quote
  }

  @inline(__always) private func hashesFollow(_ index: Int, _ hashes: Int) -> Bool {
    var count = 0
    while count < hashes {
      guard byteAt(index + count) == ASCII.hash else { return false }
      count += 1
    }
    return true
  }
}

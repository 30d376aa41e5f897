/// A token of an expression.
struct ExpressionToken {
  enum Kind: Equatable {
    case number, string, identifier, punctuation, end
    /// A word with letters outside A-Z, a-z.
    case invalidName
    /// A character that starts no token.
    case other
  }
  var kind: Kind
  /// The source text (for a string, with its quotes).
  var text: String
  var offset: Int
  /// The decoded contents of a string literal.
  var value = ""

  func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
}

/// Reads expression tokens on demand from a shared array of scalars.
///
/// Only string literals can fail: unterminated, or with an unknown escape.
struct ExpressionLexer {
  let scalars: [Unicode.Scalar]
  private(set) var index: Int

  init(scalars: [Unicode.Scalar], start: Int) {
    self.scalars = scalars
    self.index = start
  }

  private static let pairs: Set<String> = ["==", "!=", "<=", ">=", "&&", "||"]
  private static let singles: Set<Unicode.Scalar> = [
    "+", "-", "*", "/", "%", "!", "<", ">", "(", ")", ",", ".", "{", "}", "=", "&", "|",
  ]

  mutating func next() throws(SyntaxError) -> ExpressionToken {
    while index < scalars.count, SourceText.isSpace(scalars[index]) { index += 1 }
    let start = index
    guard index < scalars.count else { return ExpressionToken(kind: .end, text: "", offset: start) }
    let scalar = scalars[index]
    if SourceText.isWordStart(scalar) {
      while index < scalars.count, SourceText.isWordPart(scalars[index]) { index += 1 }
      let word = scalars[start..<index]
      return token(word.allSatisfy(\.isASCII) ? .identifier : .invalidName, from: start)
    }
    if SourceText.isDigit(scalar) { return number(from: start) }
    if scalar == "\"" || scalar == "'" { return try string(from: start) }
    if index + 1 < scalars.count {
      let pair = SourceText.string(scalars[index..<index + 2])
      if Self.pairs.contains(pair) {
        index += 2
        return token(.punctuation, from: start)
      }
    }
    index += 1
    return token(Self.singles.contains(scalar) ? .punctuation : .other, from: start)
  }

  private func token(_ kind: ExpressionToken.Kind, from start: Int) -> ExpressionToken {
    ExpressionToken(kind: kind, text: SourceText.string(scalars[start..<index]), offset: start)
  }

  /// `DIGITS [. DIGITS] [(e|E) [+|-] DIGITS]`.
  private mutating func number(from start: Int) -> ExpressionToken {
    skipDigits()
    if index + 1 < scalars.count, scalars[index] == ".", SourceText.isDigit(scalars[index + 1]) {
      index += 1
      skipDigits()
    }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
      var probe = index + 1
      if probe < scalars.count, scalars[probe] == "+" || scalars[probe] == "-" { probe += 1 }
      if probe < scalars.count, SourceText.isDigit(scalars[probe]) {
        index = probe
        skipDigits()
      }
    }
    return token(.number, from: start)
  }

  private mutating func skipDigits() {
    while index < scalars.count, SourceText.isDigit(scalars[index]) { index += 1 }
  }

  /// A quoted string with the escapes `\\ \' \" \n \t \r`.
  private mutating func string(from start: Int) throws(SyntaxError) -> ExpressionToken {
    let quote = scalars[index]
    index += 1
    var value = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == quote {
        index += 1
        var result = token(.string, from: start)
        result.value = String(value)
        return result
      }
      if scalar == "\\" {
        guard index + 1 < scalars.count else { break }
        let escaped = scalars[index + 1]
        switch escaped {
        case "\\", "'", "\"": value.append(escaped)
        case "n": value.append("\n")
        case "t": value.append("\t")
        case "r": value.append("\r")
        default:
          throw SyntaxError(message: ExpressionMessage.unknownEscape(escaped), offset: index)
        }
        index += 2
        continue
      }
      value.append(scalar)
      index += 1
    }
    throw SyntaxError(message: ExpressionMessage.unterminatedString(quote), offset: start)
  }
}

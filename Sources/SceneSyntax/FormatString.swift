/// printf-style formatting for `format(fmt, args...)`: `%d %i %f %s %@ %%`, with the flags
/// `- + space 0`, a width and a precision (each at most 100), and the ignored length
/// modifiers `l` and `ll` (`%ld`, as Objective-C code writes it).
enum FormatString {
  /// A conversion as written: `%-8.2f`.
  struct Directive {
    var text: String
    var leftAlign = false
    var plus = false
    var space = false
    var zeroPad = false
    var width: Int?
    var precision: Int?
    /// `d`, `i`, `f`, `s` or `@`.
    var conversion: Unicode.Scalar = "s"

    var needsNumber: Bool { conversion != "s" && conversion != "@" }
  }

  enum Piece {
    case literal(String)
    case directive(Directive)
  }

  /// A problem with a format string or its arguments; `argument` is the index of the
  /// value at fault (0 for the first value after the format string), when there is one.
  struct Problem: Error {
    var message: String
    var argument: Int?
    /// The text passed the byte limit: the call, not an argument, is at fault.
    var isTextLimit = false
  }

  static let maxField = 100

  /// Splits a format string into literals and conversions.
  static func parse(_ format: String) throws(Problem) -> [Piece] {
    let scalars = Array(format.unicodeScalars)
    var pieces: [Piece] = []
    var literal = String.UnicodeScalarView()
    var index = 0
    func text(from start: Int) -> String { SourceText.string(scalars[start..<index]) }
    func number() -> Int? {
      var value = 0
      var any = false
      while index < scalars.count, SourceText.isDigit(scalars[index]) {
        value = min(value * 10 + Int(scalars[index].value - 48), 10_000)
        index += 1
        any = true
      }
      return any ? value : nil
    }
    while index < scalars.count {
      guard scalars[index] == "%" else {
        literal.append(scalars[index])
        index += 1
        continue
      }
      let start = index
      index += 1
      if index < scalars.count, scalars[index] == "%" {
        literal.append("%")
        index += 1
        continue
      }
      var directive = Directive(text: "")
      flags: while index < scalars.count {
        switch scalars[index] {
        case "-": directive.leftAlign = true
        case "+": directive.plus = true
        case " ": directive.space = true
        case "0": directive.zeroPad = true
        default: break flags
        }
        index += 1
      }
      directive.width = number()
      if index < scalars.count, scalars[index] == "." {
        index += 1
        directive.precision = number() ?? 0
      }
      for _ in 0..<2 where index < scalars.count && scalars[index] == "l" { index += 1 }
      guard index < scalars.count else {
        throw Problem(message: FormatMessage.incomplete(text(from: start)))
      }
      let conversion = scalars[index]
      index += 1
      directive.text = text(from: start)
      guard "dif@s".unicodeScalars.contains(conversion) else {
        throw Problem(message: FormatMessage.unknownConversion(directive.text))
      }
      if (directive.width ?? 0) > maxField || (directive.precision ?? 0) > maxField {
        throw Problem(message: FormatMessage.fieldTooLarge(directive.text, maxField))
      }
      directive.conversion = conversion
      if !literal.isEmpty { pieces.append(.literal(String(literal))) }
      literal = String.UnicodeScalarView()
      pieces.append(.directive(directive))
    }
    if !literal.isEmpty { pieces.append(.literal(String(literal))) }
    return pieces
  }

  /// The conversions of `pieces`, in order.
  static func directives(_ pieces: [Piece]) -> [Directive] {
    pieces.compactMap { if case .directive(let d) = $0 { d } else { nil } }
  }

  /// Checks the number of values; the message when it is wrong.
  static func checkCount(_ pieces: [Piece], values: Int) throws(Problem) {
    let needed = directives(pieces).count
    if needed != values { throw Problem(message: FormatMessage.count(needed, values)) }
  }

  /// Checks that `value` suits `directive`; the message when it does not.
  static func check(_ value: Value, for directive: Directive, argument: Int) throws(Problem) {
    switch value {
    case .number: return
    case .string, .bool, .null: if !directive.needsNumber { return }
    case .list, .record: break
    }
    throw Problem(message: FormatMessage.wrongType(directive, value), argument: argument)
  }

  /// Formats `values` by `pieces`; stops with `tooLong` once the text passes `byteLimit`
  /// UTF-8 bytes.
  static func apply(
    _ pieces: [Piece], to values: [Value], byteLimit: Int, tooLong: Problem
  ) throws(Problem) -> String {
    try checkCount(pieces, values: values.count)
    var result = ""
    var next = 0
    for piece in pieces {
      switch piece {
      case .literal(let text): result += text
      case .directive(let directive):
        let value = values[next]
        try check(value, for: directive, argument: next)
        next += 1
        if case .number(let x) = value, directive.needsNumber {
          result += render(x, directive)
        } else {
          var text = value.displayText
          if let precision = directive.precision { text = String(text.prefix(precision)) }
          result += pad("", text, directive, zeros: false)
        }
      }
      if result.utf8.count > byteLimit { throw tooLong }
    }
    return result
  }

  private static func render(_ x: Double, _ directive: Directive) -> String {
    var negative = x.sign == .minus
    var body: String
    if directive.conversion == "f" {
      body = NumberText.fixed(x.magnitude, precision: directive.precision ?? 6)
    } else {
      body = NumberText.integerDigits(x.magnitude)
      if body == "0" { negative = false }
      if let precision = directive.precision, body.count < precision {
        body = String(repeating: "0", count: precision - body.count) + body
      }
    }
    let sign = negative ? "-" : directive.plus ? "+" : directive.space ? " " : ""
    let zeros = directive.zeroPad && (directive.conversion == "f" || directive.precision == nil)
    return pad(sign, body, directive, zeros: zeros)
  }

  /// `sign + body`, padded to the width: spaces on the right with `-`, zeros after the sign
  /// with `0`, else spaces on the left. Widths count characters.
  private static func pad(_ sign: String, _ body: String, _ directive: Directive, zeros: Bool)
    -> String
  {
    let missing = (directive.width ?? 0) - sign.count - body.count
    guard missing > 0 else { return sign + body }
    if directive.leftAlign { return sign + body + String(repeating: " ", count: missing) }
    if zeros { return sign + String(repeating: "0", count: missing) + body }
    return String(repeating: " ", count: missing) + sign + body
  }
}

/// The messages of `format`.
enum FormatMessage {
  static func incomplete(_ text: String) -> String {
    "the format string ends in the middle of the conversion \(SourceText.quoted(text))"
  }

  static func unknownConversion(_ text: String) -> String {
    "unknown conversion \(SourceText.quoted(text)) in the format string; the conversions are"
      + " '%d', '%i', '%f', '%s', '%@' and '%%'"
  }

  static func fieldTooLarge(_ text: String, _ limit: Int) -> String {
    "the width or precision of \(SourceText.quoted(text)) is larger than \(limit)"
  }

  static func count(_ needed: Int, _ found: Int) -> String {
    "the format string needs \(needed) \(needed == 1 ? "value" : "values"), found \(found)"
  }

  static func wrongType(_ directive: FormatString.Directive, _ value: Value) -> String {
    let name = SourceText.quoted(directive.text)
    if directive.needsNumber {
      let hint = if case .string = value { "; convert it with 'number()'" } else { "" }
      return "\(name) needs a number, found \(value.typeDescription)\(hint)"
    }
    return "\(name) needs text, a number or a boolean, found \(value.typeDescription)"
  }
}

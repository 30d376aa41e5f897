/// Reads JSON text (RFC 8259) into a `JSONValue`, keeping object keys in their order, within
/// limits that bound the work: the caller's byte limit, a nesting depth and a count of values.
/// A failure names its line and column (both from 1, the column in UTF-8 bytes) and the cause.
///
/// Used by the solver benchmark for its files; nothing here trusts its input.
public struct JSONReader {
  /// The bounds on one document.
  public struct Limits: Sendable, Hashable {
    /// Bytes of JSON text.
    public var bytes: Int
    /// Arrays and objects open one inside another.
    public var depth: Int
    /// Values (including each key's value and each array item) in the whole document.
    public var values: Int

    public init(bytes: Int, depth: Int, values: Int) {
      self.bytes = bytes
      self.depth = depth
      self.values = values
    }

    /// 16 MiB, 128 levels, a million values.
    public static let standard = Limits(bytes: 16 << 20, depth: 128, values: 1_000_000)
  }

  /// Why a document could not be read, and where.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line of the byte where reading stopped, from 1.
    public var line: Int
    /// The column of that byte in UTF-8 bytes, from 1.
    public var column: Int
    /// The cause, e.g. `expected ',' or '}' after a member`.
    public var message: String

    /// `LINE:COLUMN: message`.
    public var description: String { "\(line):\(column): \(message)" }
  }

  private let bytes: [UInt8]
  private let limits: Limits
  private var position = 0
  private var depth = 0
  private var values = 0

  /// The value of a whole document: one value, with only white space around it. A leading
  /// UTF-8 byte order mark is skipped.
  public static func parse(bytes: [UInt8], limits: Limits = .standard) throws(Failure)
    -> JSONValue
  {
    var reader = JSONReader(bytes: bytes, limits: limits)
    guard bytes.count <= limits.bytes else {
      throw Failure(
        line: 1, column: 1,
        message: "the text is \(bytes.count) bytes, more than the limit of \(limits.bytes)")
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
    let value = try reader.value()
    reader.skipSpace()
    guard reader.position == bytes.count else {
      throw reader.failure("unexpected text after the JSON value")
    }
    return value
  }

  /// `parse(bytes:limits:)` of a string's UTF-8.
  public static func parse(_ text: String, limits: Limits = .standard) throws(Failure)
    -> JSONValue
  {
    try parse(bytes: Array(text.utf8), limits: limits)
  }

  private init(bytes: [UInt8], limits: Limits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// A failure at the current byte, its line and column counted from the start.
  private func failure(_ message: String) -> Failure {
    var line = 1
    var lineStart = 0
    for index in 0..<min(position, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return Failure(line: line, column: position - lineStart + 1, message: message)
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      position += 1
    }
  }

  private mutating func value() throws(Failure) -> JSONValue {
    skipSpace()
    values += 1
    guard values <= limits.values else {
      throw failure("more than \(limits.values) values, the limit")
    }
    guard let byte = current else { throw failure("the text ends where a value should be") }
    switch byte {
    case UInt8(ascii: "{"): return try container(closing: UInt8(ascii: "}"))
    case UInt8(ascii: "["): return try container(closing: UInt8(ascii: "]"))
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("expected a value (an object, array, string, number, true, false or null)")
    }
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure)
    -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
    guard position + count <= bytes.count,
      bytes[position..<position + count].elementsEqual(expected)
    else { throw failure("expected '\(word)'") }
    position += count
    return value
  }

  /// An object (`closing` is `}`) or an array (`]`), from its opening bracket.
  private mutating func container(closing: UInt8) throws(Failure) -> JSONValue {
    let isObject = closing == UInt8(ascii: "}")
    depth += 1
    guard depth <= limits.depth else {
      throw failure("arrays and objects nest more than \(limits.depth) deep, the limit")
    }
    position += 1
    var pairs: [(String, JSONValue)] = []
    var items: [JSONValue] = []
    skipSpace()
    if current == closing {
      position += 1
    } else {
      while true {
        if isObject {
          skipSpace()
          guard current == UInt8(ascii: "\"") else { throw failure("expected a member's name in double quotes") }
          let key = try string()
          skipSpace()
          guard current == UInt8(ascii: ":") else { throw failure("expected ':' after a member's name") }
          position += 1
          pairs.append((key, try value()))
        } else {
          items.append(try value())
        }
        skipSpace()
        if current == UInt8(ascii: ",") {
          position += 1
        } else if current == closing {
          position += 1
          break
        } else {
          throw failure(
            isObject ? "expected ',' or '}' after a member" : "expected ',' or ']' after an item")
        }
      }
    }
    depth -= 1
    return isObject ? .object(pairs) : .array(items)
  }

  private mutating func string() throws(Failure) -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    var runStart = position
    func flush(_ end: Int) {
      scalars.append(
        contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
    }
    while let byte = current {
      if byte == UInt8(ascii: "\"") {
        flush(position)
        position += 1
        return String(scalars)
      }
      if byte < 0x20 { throw failure("a control character in a string; write it as an escape") }
      guard byte == UInt8(ascii: "\\") else {
        position += 1
        continue
      }
      flush(position)
      position += 1
      guard let escape = current else { break }
      position += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{C}")
      case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
      default:
        position -= 1
        throw failure("unknown escape '\\\(Unicode.Scalar(escape))' in a string")
      }
      runStart = position
    }
    throw failure("the text ends inside a string; close it with '\"'")
  }

  /// The scalar of `\uXXXX` (after the `u`), joining a surrogate pair; a lone surrogate is
  /// U+FFFD, as most readers make it.
  private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
    let first = try hexQuad()
    guard (0xD800...0xDBFF).contains(first) else {
      return Unicode.Scalar(first) ?? "\u{FFFD}"
    }
    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
      bytes[position + 1] == UInt8(ascii: "u")
    else { return "\u{FFFD}" }
    let saved = position
    position += 2
    let second = try hexQuad()
    guard (0xDC00...0xDFFF).contains(second) else {
      position = saved
      return "\u{FFFD}"
    }
    return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw failure("expected four hexadecimal digits after '\\u'")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// A number as RFC 8259 writes it: `-`, an integer without leading zeros, a fraction, an
  /// exponent. One too large for a double is refused rather than made infinite.
  private mutating func number() throws(Failure) -> JSONValue {
    let start = position
    func digits() -> Int {
      let first = position
      while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        position += 1
      }
      return position - first
    }
    if current == UInt8(ascii: "-") { position += 1 }
    let integerStart = position
    let integerDigits = digits()
    guard integerDigits > 0 else { throw failure("expected a digit in a number") }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
      position = integerStart
      throw failure("a number cannot start with 0 before another digit")
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw failure("expected a digit after '.' in a number") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw failure("expected a digit in a number's exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      position = start
      throw failure("the number \(text.prefix(40)) is too large")
    }
    return .number(number)
  }
}

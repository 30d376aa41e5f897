import TextPosition

/// Reads JSON text (RFC 8259), keeping object keys in their order, within limits that bound
/// the work: the caller's byte limit, a nesting depth and a count of values. Two results:
/// a `JSONNode` (`node(bytes:limits:)`), each value with its place and numbers as written, and a
/// `JSONValue` (`parse(bytes:limits:)`), numbers as doubles. A failure names its line and
/// column and the cause, with the character found where it is printable
/// (`expected ',' or ']', found '}'`).
///
/// Lines break at LF; columns count Unicode scalars (`TextPosition`), a leading UTF-8 byte
/// order mark taking none. Used for asset catalogues' `Contents.json` (SceneFrontend) and the
/// solver benchmark's files; nothing here trusts its input.
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
    /// The line of the character where reading stopped, from 1.
    public var line: Int
    /// The column of that character in Unicode scalars, from 1.
    public var column: Int
    /// The cause, e.g. `expected ',' or '}', found ']'`.
    public var message: String

    public init(line: Int, column: Int, message: String) {
      self.line = line
      self.column = column
      self.message = message
    }

    /// `LINE:COLUMN: message`.
    public var description: String { "\(line):\(column): \(message)" }
  }

  private let bytes: [UInt8]
  private let limits: Limits
  private var position = 0
  private var depth = 0
  private var values = 0
  /// The current line, the byte its first character starts at, and the UTF-8 continuation
  /// bytes read on it so far (which take no column).
  private var line = 1
  private var lineStart = 0
  private var continuations = 0

  /// The located value of a whole document: one value, with only white space around it. A
  /// leading UTF-8 byte order mark is skipped.
  public static func node(bytes: [UInt8], limits: Limits = .standard) throws(Failure)
    -> JSONNode
  {
    var reader = JSONReader(bytes: bytes, limits: limits)
    guard bytes.count <= limits.bytes else {
      throw Failure(
        line: 1, column: 1,
        message: "the text is \(bytes.count) bytes, more than the limit of \(limits.bytes)")
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      reader.position = 3
      reader.lineStart = 3
    }
    reader.skipSpace()
    let node = try reader.value()
    reader.skipSpace()
    guard reader.position == bytes.count else { throw reader.failure("more text after the value") }
    return node
  }

  /// The value of a whole document, as `node(bytes:limits:)` reads it, with its numbers as
  /// doubles; a number too large for a double is refused at its place.
  public static func parse(bytes: [UInt8], limits: Limits = .standard) throws(Failure)
    -> JSONValue
  {
    try node(bytes: bytes, limits: limits).plain()
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

  private var here: TextPosition {
    TextPosition(line: line, column: position - lineStart - continuations + 1)
  }

  /// A failure at the current character.
  private func failure(_ message: String) -> Failure {
    let here = self.here
    return Failure(line: here.line, column: here.column, message: message)
  }

  /// `, found 'c'` for a printable ASCII character, ` before the end of the file` at the end.
  private var found: String {
    guard let byte = current else { return " before the end of the file" }
    guard byte >= 0x21, byte < 0x7F else { return "" }
    return ", found '\(Character(Unicode.Scalar(byte)))'"
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// Past the current byte, within a line.
  private mutating func advance() {
    if bytes[position] & 0xC0 == 0x80 { continuations += 1 }
    position += 1
  }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      position += 1
      if byte == 0x0A {
        line += 1
        lineStart = position
        continuations = 0
      }
    }
  }

  /// The value at the current character (white space before it already skipped).
  private mutating func value() throws(Failure) -> JSONNode {
    values += 1
    guard values <= limits.values else {
      throw failure("more than \(limits.values) values (the limit of a JSON file)")
    }
    let start = here
    guard let byte = current else { throw failure("expected a value\(found)") }
    let value: JSONNode.Value
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      depth += 1
      guard depth <= limits.depth else {
        throw failure("arrays and objects nested more than \(limits.depth) deep (the limit)")
      }
      value = byte == UInt8(ascii: "{") ? .object(try object()) : .array(try array())
      depth -= 1
    case UInt8(ascii: "\""): value = .string(try string())
    case UInt8(ascii: "t"): value = try literal("true", .bool(true))
    case UInt8(ascii: "f"): value = try literal("false", .bool(false))
    case UInt8(ascii: "n"): value = try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
    default: throw failure("expected a value\(found)")
    }
    return JSONNode(value, at: start)
  }

  /// `word`, failing at its first character that differs.
  private mutating func literal(_ word: StaticString, _ value: JSONNode.Value) throws(Failure)
    -> JSONNode.Value
  {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in expected {
      guard current == byte else { throw failure("expected '\(word)'\(found)") }
      advance()
    }
    return value
  }

  /// An object's members, from its `{`.
  private mutating func object() throws(Failure) -> [(key: String, node: JSONNode)] {
    advance()
    var members: [(key: String, node: JSONNode)] = []
    skipSpace()
    if current == UInt8(ascii: "}") {
      advance()
      return members
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else { throw failure("expected a key\(found)") }
      let key = try string()
      skipSpace()
      guard current == UInt8(ascii: ":") else { throw failure("expected ':'\(found)") }
      advance()
      skipSpace()
      members.append((key, try value()))
      skipSpace()
      if current == UInt8(ascii: ",") {
        advance()
        continue
      }
      guard current == UInt8(ascii: "}") else { throw failure("expected ',' or '}'\(found)") }
      advance()
      return members
    }
  }

  /// An array's items, from its `[`.
  private mutating func array() throws(Failure) -> [JSONNode] {
    advance()
    var items: [JSONNode] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      advance()
      return items
    }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      if current == UInt8(ascii: ",") {
        advance()
        continue
      }
      guard current == UInt8(ascii: "]") else { throw failure("expected ',' or ']'\(found)") }
      advance()
      return items
    }
  }

  /// A string's text, from its opening quote to past its closing one.
  private mutating func string() throws(Failure) -> String {
    advance()
    var scalars = String.UnicodeScalarView()
    var runStart = position
    func flush(_ end: Int) {
      scalars.append(
        contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
    }
    while let byte = current {
      if byte == UInt8(ascii: "\"") {
        flush(position)
        advance()
        return String(scalars)
      }
      if byte < 0x20 {
        throw failure("a control character in a string; write it as an escape ('\\n')")
      }
      guard byte == UInt8(ascii: "\\") else {
        advance()
        continue
      }
      flush(position)
      advance()
      scalars.append(try escape())
      runStart = position
    }
    throw failure("a string that does not end")
  }

  /// The character an escape stands for, from the byte after its `\`.
  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    guard let escape = current else { throw failure("a string that does not end") }
    advance()
    switch escape {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(escape)
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "u"): return try unicodeEscape()
    default: throw failure("an unknown escape '\\\(Unicode.Scalar(escape))' in a string")
    }
  }

  /// The scalar of `\uXXXX` (after the `u`), joining a surrogate pair; a lone surrogate is
  /// U+FFFD, as most readers make it, and what follows it is read on its own.
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
        throw failure("expected four hex digits after '\\u'")
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

  /// A number as written, as RFC 8259 writes it: `-`, an integer without leading zeros, a
  /// fraction, an exponent.
  private mutating func number() throws(Failure) -> String {
    let start = position
    func digits(_ reader: inout JSONReader) -> Int {
      let first = reader.position
      while let byte = reader.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        reader.position += 1
      }
      return reader.position - first
    }
    if current == UInt8(ascii: "-") { position += 1 }
    let integerStart = position
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw failure("expected a digit\(found)") }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
      position = integerStart
      throw failure("a number cannot start with 0 before another digit")
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard digits(&self) > 0 else { throw failure("expected a digit\(found)") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits(&self) > 0 else { throw failure("expected a digit\(found)") }
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }
}

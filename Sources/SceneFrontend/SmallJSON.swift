/// A small, bounded JSON reader for the JSON files scenectl reads beside an app (an asset
/// catalogue's `Contents.json`): every value keeps its line and column, and a malformed file
/// is an error at the place it goes wrong.
///
///     let node = try SmallJSON.parse(Array(#"{"colors": [1]}"#.utf8)).get()
///     node.member("colors")?.value  // .array([1 at 1:13])
///
/// Limits bound the work on any input: `Limits.depth` nested arrays and objects, and
/// `Limits.values` values in all (RFC 8259's grammar, strings with their escapes; numbers kept
/// as written).
enum SmallJSON {
  /// How much a file may hold.
  struct Limits: Sendable {
    var depth = 32
    var values = 100_000
  }

  /// A value and where it starts (1-based line and column, counted in characters).
  struct Node: Sendable {
    enum Value: Sendable {
      case object([(key: String, node: Node)])
      case array([Node])
      case string(String)
      /// A number as written (`0.5`, `128`).
      case number(String)
      case bool(Bool)
      case null
    }

    var value: Value
    var line: Int
    var column: Int

    /// The value of an object's member, nil when it is not an object or has no such key.
    func member(_ key: String) -> Node? {
      guard case .object(let members) = value else { return nil }
      return members.first { $0.key == key }?.node
    }

    /// The text of a string value; nil for another kind.
    var string: String? {
      if case .string(let text) = value { return text }
      return nil
    }
  }

  /// Why a file is not JSON, and where.
  struct Failure: Error, Sendable, Equatable {
    var message: String
    var line: Int
    var column: Int
  }

  /// The value the bytes hold, or where and why they do not hold one.
  static func parse(_ bytes: [UInt8], limits: Limits = Limits()) -> Result<Node, Failure> {
    var reader = Reader(bytes: bytes, limits: limits)
    do throws(Failure) {
      reader.skipSpace()
      let node = try reader.value(depth: 0)
      reader.skipSpace()
      guard reader.at == bytes.count else { throw reader.failure("more text after the value") }
      return .success(node)
    } catch {
      return .failure(error)
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    let limits: Limits
    var at = 0
    var line = 1
    var column = 1
    var values = 0

    init(bytes: [UInt8], limits: Limits) {
      self.bytes = bytes
      self.limits = limits
    }

    func failure(_ message: String) -> Failure {
      Failure(message: message, line: line, column: column)
    }

    var current: UInt8? { at < bytes.count ? bytes[at] : nil }

    mutating func advance() {
      guard at < bytes.count else { return }
      if bytes[at] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[at] & 0xC0 != 0x80 {
        column += 1
      }
      // A continuation byte (10xxxxxx) is part of the character its lead byte counted.
      at += 1
    }

    mutating func skipSpace() {
      while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { advance() }
    }

    mutating func expect(_ c: Character) throws(Failure) {
      guard let ascii = c.asciiValue, current == ascii else {
        throw failure("expected '\(c)'\(found)")
      }
      advance()
    }

    var found: String {
      guard let c = current else { return " before the end of the file" }
      if c >= 0x21 && c < 0x7F { return ", found '\(Character(UnicodeScalar(c)))'" }
      return ""
    }

    mutating func value(depth: Int) throws(Failure) -> Node {
      values += 1
      guard values <= limits.values else {
        throw failure("more than \(limits.values) values (the limit of a JSON file)")
      }
      let (line, column) = (self.line, self.column)
      func node(_ value: Node.Value) -> Node { Node(value: value, line: line, column: column) }
      switch current {
      case UInt8(ascii: "{")?, UInt8(ascii: "[")?:
        guard depth < limits.depth else {
          throw failure("arrays and objects nested more than \(limits.depth) deep (the limit)")
        }
        return current == UInt8(ascii: "{")
          ? node(.object(try object(depth: depth))) : node(.array(try array(depth: depth)))
      case UInt8(ascii: "\"")?: return node(.string(try string()))
      case UInt8(ascii: "t")?:
        try word("true")
        return node(.bool(true))
      case UInt8(ascii: "f")?:
        try word("false")
        return node(.bool(false))
      case UInt8(ascii: "n")?:
        try word("null")
        return node(.null)
      case let c? where c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39):
        return node(.number(try number()))
      default: throw failure("expected a value\(found)")
      }
    }

    mutating func object(depth: Int) throws(Failure) -> [(key: String, node: Node)] {
      advance()
      var members: [(key: String, node: Node)] = []
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
        try expect(":")
        skipSpace()
        members.append((key, try value(depth: depth + 1)))
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

    mutating func array(depth: Int) throws(Failure) -> [Node] {
      advance()
      var items: [Node] = []
      skipSpace()
      if current == UInt8(ascii: "]") {
        advance()
        return items
      }
      while true {
        skipSpace()
        items.append(try value(depth: depth + 1))
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

    mutating func word(_ text: String) throws(Failure) {
      for c in text.utf8 {
        guard current == c else { throw failure("expected '\(text)'\(found)") }
        advance()
      }
    }

    mutating func number() throws(Failure) -> String {
      let start = at
      func digits(_ reader: inout Reader) -> Int {
        var count = 0
        while let c = reader.current, c >= 0x30, c <= 0x39 {
          reader.advance()
          count += 1
        }
        return count
      }
      if current == UInt8(ascii: "-") { advance() }
      guard digits(&self) > 0 else { throw failure("expected a digit\(found)") }
      if current == UInt8(ascii: ".") {
        advance()
        guard digits(&self) > 0 else { throw failure("expected a digit\(found)") }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        advance()
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
        guard digits(&self) > 0 else { throw failure("expected a digit\(found)") }
      }
      return String(decoding: bytes[start..<at], as: UTF8.self)
    }

    mutating func string() throws(Failure) -> String {
      advance()
      var scalars = String.UnicodeScalarView()
      var run = at
      func flush(_ reader: Reader, _ scalars: inout String.UnicodeScalarView) {
        scalars.append(
          contentsOf: String(decoding: reader.bytes[run..<reader.at], as: UTF8.self)
            .unicodeScalars)
      }
      while true {
        guard let c = current else { throw failure("a string that does not end") }
        switch c {
        case UInt8(ascii: "\""):
          flush(self, &scalars)
          advance()
          return String(scalars)
        case UInt8(ascii: "\\"):
          flush(self, &scalars)
          advance()
          scalars.append(try escape())
          run = at
        case 0..<0x20:
          throw failure("a control character in a string; write it as an escape ('\\n')")
        default:
          advance()
        }
      }
    }

    /// The character an escape after `\` stands for.
    mutating func escape() throws(Failure) -> Unicode.Scalar {
      guard let c = current else { throw failure("a string that does not end") }
      advance()
      switch c {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(c)
      case UInt8(ascii: "b"): return "\u{8}"
      case UInt8(ascii: "f"): return "\u{C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "u"):
        let high = try hex4()
        if high >= 0xD800 && high < 0xDC00, current == UInt8(ascii: "\\") {
          advance()
          try word("u")
          let low = try hex4()
          let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
          if low >= 0xDC00 && low < 0xE000, let scalar = Unicode.Scalar(value) { return scalar }
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
      default: throw failure("an unknown escape '\\\(Character(UnicodeScalar(c)))' in a string")
      }
    }

    mutating func hex4() throws(Failure) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let c = current, let digit = Self.hexDigit(c) else {
          throw failure("expected four hex digits after '\\u'")
        }
        value = value * 16 + digit
        advance()
      }
      return value
    }

    static func hexDigit(_ c: UInt8) -> UInt32? {
      switch c {
      case 0x30...0x39: UInt32(c - 0x30)
      case 0x41...0x46: UInt32(c - 0x41 + 10)
      case 0x61...0x66: UInt32(c - 0x61 + 10)
      default: nil
      }
    }
  }
}

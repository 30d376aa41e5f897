/// A parsed JSON value; objects keep their key order.
enum JSON: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.serialized() == rhs.serialized() }

  /// The value of `key` in an object (the last one if repeated, as Python's `json`).
  subscript(key: String) -> JSON? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.last { $0.0 == key }?.1
  }

  var double: Double? {
    if case .number(let d) = self { return d }
    return nil
  }

  var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  var array: [JSON]? {
    if case .array(let a) = self { return a }
    return nil
  }

  var object: [(String, JSON)]? {
    if case .object(let o) = self { return o }
    return nil
  }

  /// Compact JSON text; doubles in Swift's shortest round-trip form, non-finite as null.
  func serialized(indent: Int? = nil, level: Int = 0) -> String {
    var out = ""
    write(into: &out, indent: indent, level: level)
    return out
  }

  private func write(into out: inout String, indent: Int?, level: Int) {
    let newline = indent.map { "\n" + String(repeating: " ", count: $0 * (level + 1)) } ?? ""
    let close = indent.map { "\n" + String(repeating: " ", count: $0 * level) } ?? ""
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let d): out += d.isFinite ? "\(d)" : "null"
    case .string(let s): JSON.quote(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (i, item) in items.enumerated() {
        out += (i == 0 ? "" : ",") + newline
        item.write(into: &out, indent: indent, level: level + 1)
      }
      out += close + "]"
    case .object(let pairs):
      if pairs.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, (key, value)) in pairs.enumerated() {
        out += (i == 0 ? "" : ",") + newline
        JSON.quote(key, into: &out)
        out += indent == nil ? ":" : ": "
        value.write(into: &out, indent: indent, level: level + 1)
      }
      out += close + "}"
    }
  }

  private static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

/// A small recursive-descent JSON parser that keeps object key order.
struct JSONParser {
  struct Failure: Error, CustomStringConvertible {
    let offset: Int
    let message: String
    var description: String { "invalid JSON at byte \(offset): \(message)" }
  }

  private let bytes: [UInt8]
  private var pos = 0

  /// Parses a whole document.
  static func parse(_ text: String) throws(Failure) -> JSON {
    var parser = JSONParser(bytes: Array(text.utf8))
    let value = try parser.value()
    parser.skipSpace()
    guard parser.pos == parser.bytes.count else { throw parser.fail("trailing characters") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func fail(_ message: String) -> Failure { Failure(offset: pos, message: message) }

  private mutating func skipSpace() {
    while pos < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[pos]) { pos += 1 }
  }

  private mutating func literal(_ word: String, _ value: JSON) throws(Failure) -> JSON {
    let w = Array(word.utf8)
    guard pos + w.count <= bytes.count, Array(bytes[pos..<pos + w.count]) == w else {
      throw fail("expected '\(word)'")
    }
    pos += w.count
    return value
  }

  private mutating func value() throws(Failure) -> JSON {
    skipSpace()
    guard pos < bytes.count else { throw fail("unexpected end") }
    switch bytes[pos] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  private mutating func object() throws(Failure) -> JSON {
    pos += 1
    var pairs: [(String, JSON)] = []
    skipSpace()
    if pos < bytes.count && bytes[pos] == UInt8(ascii: "}") {
      pos += 1
      return .object(pairs)
    }
    while true {
      skipSpace()
      guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else { throw fail("expected key") }
      let key = try string()
      skipSpace()
      guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else { throw fail("expected ':'") }
      pos += 1
      pairs.append((key, try value()))
      skipSpace()
      guard pos < bytes.count else { throw fail("unexpected end") }
      if bytes[pos] == UInt8(ascii: ",") {
        pos += 1
      } else if bytes[pos] == UInt8(ascii: "}") {
        pos += 1
        return .object(pairs)
      } else {
        throw fail("expected ',' or '}'")
      }
    }
  }

  private mutating func array() throws(Failure) -> JSON {
    pos += 1
    var items: [JSON] = []
    skipSpace()
    if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") {
      pos += 1
      return .array(items)
    }
    while true {
      items.append(try value())
      skipSpace()
      guard pos < bytes.count else { throw fail("unexpected end") }
      if bytes[pos] == UInt8(ascii: ",") {
        pos += 1
      } else if bytes[pos] == UInt8(ascii: "]") {
        pos += 1
        return .array(items)
      } else {
        throw fail("expected ',' or ']'")
      }
    }
  }

  private mutating func string() throws(Failure) -> String {
    pos += 1
    var scalars = String.UnicodeScalarView()
    var start = pos
    func flush(_ end: Int) {
      scalars.append(contentsOf: String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars)
    }
    while pos < bytes.count {
      let b = bytes[pos]
      if b == UInt8(ascii: "\"") {
        flush(pos)
        pos += 1
        return String(scalars)
      }
      if b == UInt8(ascii: "\\") {
        flush(pos)
        pos += 1
        guard pos < bytes.count else { break }
        let e = bytes[pos]
        pos += 1
        switch e {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "u"):
          guard pos + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[pos..<pos + 4], as: UTF8.self), radix: 16)
          else { throw fail("bad \\u escape") }
          pos += 4
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: scalars.append(Unicode.Scalar(e))
        }
        start = pos
        continue
      }
      pos += 1
    }
    throw fail("unterminated string")
  }

  private mutating func number() throws(Failure) -> JSON {
    let start = pos
    while pos < bytes.count, "+-0123456789.eE".utf8.contains(bytes[pos]) { pos += 1 }
    let text = String(decoding: bytes[start..<pos], as: UTF8.self)
    guard let d = Double(text) else { throw fail("bad number '\(text)'") }
    return .number(d)
  }
}

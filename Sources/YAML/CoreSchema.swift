/// The YAML 1.2 core schema's regular expressions for plain scalars, as byte matchers.
///
/// Only the 1.2 forms: `yes`/`no`/`on`/`off`, `0777` octals, `1_000` and sexagesimal
/// numbers of YAML 1.1 are plain strings.
enum CoreSchema {
  /// `` ``, `~`, `null`, `Null`, `NULL`.
  static func isNull(_ text: String) -> Bool {
    // Asked of nearly every scalar: the length (known without reading the text) rules out
    // most before any compare.
    let length = text.utf8.count
    guard length <= 1 || length == 4 else { return false }
    return switch text {
    case "", "~", "null", "Null", "NULL": true
    default: false
    }
  }

  /// `true`, `True`, `TRUE`, `false`, `False`, `FALSE`.
  static func bool(_ text: String) -> Bool? {
    switch text {
    case "true", "True", "TRUE": true
    case "false", "False", "FALSE": false
    default: nil
    }
  }

  /// The forms of `[-+]?[0-9]+`, `0o[0-7]+` and `0x[0-9a-fA-F]+`.
  enum IntForm { case decimal, octal, hex }

  /// Which int form the text matches, if any.
  static func intForm(_ text: String) -> IntForm? {
    let bytes = Array(text.utf8)
    if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
      let digits = bytes[2...]
      if bytes[1] == UInt8(ascii: "o"), digits.allSatisfy({ (0x30...0x37).contains($0) }) {
        return .octal
      }
      if bytes[1] == UInt8(ascii: "x"), digits.allSatisfy(isHexDigit) { return .hex }
    }
    var rest = bytes[...]
    if let first = rest.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      rest = rest.dropFirst()
    }
    return !rest.isEmpty && rest.allSatisfy(isDigit) ? .decimal : nil
  }

  /// The value of an int form; `nil` when it does not fit in `Int`.
  static func int(_ text: String, form: IntForm) -> Int? {
    switch form {
    case .decimal: Int(text)
    case .octal: Int(text.dropFirst(2), radix: 8)
    case .hex: Int(text.dropFirst(2), radix: 16)
    }
  }

  /// The value of an int form as a `Double`, even when it does not fit in `Int`.
  static func double(_ text: String, form: IntForm) -> Double? {
    if form == .decimal { return Double(text) }
    let radix: Double = form == .hex ? 16 : 8
    var value = 0.0
    for byte in text.utf8.dropFirst(2) {
      value = value * radix + Double(hexValue(byte))
    }
    return value
  }

  /// A float of the core schema: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`,
  /// `[-+]?\.(inf|Inf|INF)` or `\.(nan|NaN|NAN)`. Ints are not included.
  static func float(_ text: String) -> Double? {
    switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
    case "-.inf", "-.Inf", "-.INF": return -.infinity
    case ".nan", ".NaN", ".NAN": return .nan
    default: break
    }
    return matchesFloat(Array(text.utf8)) ? Double(text) : nil
  }

  private static func matchesFloat(_ bytes: [UInt8]) -> Bool {
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      return index - start
    }
    func take(_ ascii: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: ascii) else { return false }
      index += 1
      return true
    }
    _ = take("+") || take("-")
    let whole = digits()
    if take(".") {
      if digits() == 0, whole == 0 { return false }
    } else if whole == 0 {
      return false
    }
    if take("e") || take("E") {
      _ = take("+") || take("-")
      if digits() == 0 { return false }
    }
    return index == bytes.count
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  private static func hexValue(_ byte: UInt8) -> Int {
    switch byte {
    case 0x30...0x39: Int(byte - 0x30)
    case 0x41...0x46: Int(byte - 0x41 + 10)
    default: Int(byte &- 0x61 &+ 10)
    }
  }
}

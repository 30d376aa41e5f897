/// A value of the expression language: what references give and expressions produce.
///
/// Numbers are finite doubles. Records keep their fields in order (as a data set's
/// mapping is written), so output that lists them is deterministic.
///
///     let row: Value = ["name": "Alice", "age": 7]
///     print(row[field: "age"]?.displayText ?? "-")
///     // Prints "7"
public enum Value: Sendable, Hashable {
  /// A finite number.
  case number(Double)
  /// Text.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// Nothing: an unset property, `null` in YAML.
  case null
  /// A list, such as a data set.
  case list([Value])
  /// A mapping with its fields in order, such as a data set's row.
  case record([Field])

  /// A named field of a record.
  public struct Field: Sendable, Hashable {
    /// The key.
    public var name: String
    /// The value.
    public var value: Value

    /// Makes a field.
    public init(name: String, value: Value) {
      self.name = name
      self.value = value
    }
  }

  /// The value of the first field named `name` when this is a record, else nil.
  public subscript(field name: String) -> Value? {
    guard case .record(let fields) = self else { return nil }
    return fields.first { $0.name == name }?.value
  }

  /// What messages call the value's type: `a number`, `a string`, `a boolean`, `null`,
  /// `a list`, `a record`.
  public var typeDescription: String {
    switch self {
    case .number: "a number"
    case .string: "a string"
    case .bool: "a boolean"
    case .null: "null"
    case .list: "a list"
    case .record: "a record"
    }
  }

  /// What a label shows for the value.
  ///
  /// - A number in its shortest round-trip form laid out as JavaScript does: `4`, `2.5`,
  ///   `0.1`, `-3`, `100000000000000000000`, `1e+21`, `1e-7`; `-0` shows as `0`.
  /// - A string as is; `true`/`false`; null as the empty string.
  /// - A list as `[a, b]` and a record as `{name: a, age: 4}`, their elements shown the
  ///   same way (strings without quotes). `text()`, `+` and templates refuse lists and
  ///   records; this form is for transcripts.
  public var displayText: String {
    switch self {
    case .number(let value): NumberText.shortest(value)
    case .string(let value): value
    case .bool(let value): value ? "true" : "false"
    case .null: ""
    case .list(let values): "[" + values.map(\.displayText).joined(separator: ", ") + "]"
    case .record(let fields):
      "{" + fields.map { "\($0.name): \($0.value.displayText)" }.joined(separator: ", ") + "}"
    }
  }

  /// The number `number(x)` gives: a number as is; a string's leading decimal number after
  /// white space (as `floatValue` reads it), or 0; `true` 1, `false` 0, null 0.
  ///
  /// Returns nil for a list or record, and for text whose number is beyond the range of a
  /// double (`1e999`).
  public var numberValue: Double? {
    switch self {
    case .number(let value): value
    case .string(let text): Self.leadingNumber(in: text)
    case .bool(let value): value ? 1 : 0
    case .null: 0
    case .list, .record: nil
    }
  }

  /// `[ \t\n\r]* [+|-] (DIGITS [. DIGITS*] | . DIGITS) [(e|E) [+|-] DIGITS]`, the longest
  /// such prefix; 0 when there is none; nil when it overflows.
  static func leadingNumber(in text: String) -> Double? {
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    func at(_ test: (Unicode.Scalar) -> Bool) -> Bool {
      index < scalars.endIndex && test(scalars[index])
    }
    func digits() -> Int {
      var count = 0
      while at(SourceText.isDigit) {
        index = scalars.index(after: index)
        count += 1
      }
      return count
    }
    func skip(_ accepted: Unicode.Scalar...) {
      if at({ accepted.contains($0) }) { index = scalars.index(after: index) }
    }
    while at(SourceText.isSpace) { index = scalars.index(after: index) }
    let start = index
    skip("+", "-")
    var count = digits()
    if at({ $0 == "." }) {
      index = scalars.index(after: index)
      count += digits()
    }
    guard count > 0 else { return 0 }
    var end = index
    if at({ $0 == "e" || $0 == "E" }) {
      index = scalars.index(after: index)
      skip("+", "-")
      if digits() > 0 { end = index }
    }
    guard let value = Double(String(scalars[start..<end])) else { return 0 }
    return value.isFinite ? value : nil
  }
}

extension Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// `.string`.
  public init(stringLiteral value: String) { self = .string(value) }
  /// `.number`.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// `.number`.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// `.bool`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// `.list`.
  public init(arrayLiteral elements: Value...) { self = .list(elements) }
  /// `.record`, with the fields in the order written.
  public init(dictionaryLiteral elements: (String, Value)...) {
    self = .record(elements.map { Field(name: $0.0, value: $0.1) })
  }
}

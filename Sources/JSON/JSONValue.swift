import Diagnostics

/// A JSON value with ordered object keys, written deterministically: every JSON that scenectl
/// and its tools write, and what `JSONReader` reads.
///
/// Objects keep the order their keys were given in, so that output is
/// byte-identical from run to run and reads in a sensible order.
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  /// The value of `key` in an object (the last one if repeated, as Python's `json` does);
  /// nil for a missing key or a value that is not an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.last { $0.0 == key }?.1
  }

  /// The number, nil for any other value.
  public var number: Double? {
    if case .number(let n) = self { return n }
    return nil
  }

  /// The string, nil for any other value.
  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The items of an array, nil for any other value.
  public var array: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// The pairs of an object in their order, nil for any other value.
  public var object: [(String, JSONValue)]? {
    if case .object(let pairs) = self { return pairs }
    return nil
  }

  /// Compact JSON on one line when `pretty` is false; otherwise two-space indented.
  public func rendered(pretty: Bool = true) -> String {
    var out = ""
    write(to: &out, indent: pretty ? 0 : nil)
    return out
  }

  private func write(to out: inout String, indent: Int?) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.format(n)
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      writeContainer(items.map { (nil, $0) }, open: "[", close: "]", to: &out, indent: indent)
    case .object(let pairs):
      writeContainer(pairs.map { ($0.0, $0.1) }, open: "{", close: "}", to: &out, indent: indent)
    }
  }

  private func writeContainer(
    _ items: [(String?, JSONValue)], open: String, close: String, to out: inout String, indent: Int?
  ) {
    out += open
    guard !items.isEmpty else {
      out += close
      return
    }
    let inner = indent.map { $0 + 2 }
    for (index, (key, value)) in items.enumerated() {
      if index > 0 { out += "," }
      if let inner { out += "\n" + String(repeating: " ", count: inner) }
      if let key {
        Self.quote(key, into: &out)
        out += indent == nil ? ":" : ": "
      }
      value.write(to: &out, indent: inner)
    }
    if let indent { out += "\n" + String(repeating: " ", count: indent) }
    out += close
  }

  /// Whole numbers print without a fraction; others in Swift's shortest round-trip form.
  static func format(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
    return "\(n)"
  }

  static func quote(_ s: String, into out: inout String) {
    // Control characters as escapes: valid JSON either way, but a raw one would reach a
    // terminal that shows the output (`MessageText.needsEscape`).
    out += "\"" + MessageText.escaped(s, format: .json) + "\""
  }
}

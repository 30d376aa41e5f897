import TextPosition

/// A JSON value as `JSONReader.node(bytes:limits:)` read it: where it starts, object keys in
/// their order, and numbers as written, so that a message can quote `0.5`, `.5` or `5e-1` the
/// way the file has it.
///
///     let root = try JSONReader.node(bytes: Array(#"{"colors": [0.50]}"#.utf8))
///     root.member("colors")?.array?.first?.value  // .number("0.50")
///     root.member("colors")?.position             // 1:12
public struct JSONNode: Sendable {
  /// What the value is.
  public enum Value: Sendable {
    case null
    case bool(Bool)
    /// A number as written (`0.50`, `128`, `-1e2`): RFC 8259's grammar, not yet a `Double`.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([(key: String, node: JSONNode)])
  }

  /// The value.
  public var value: Value
  /// Where the value starts: its first character (the bracket, quote, sign or digit).
  public var position: TextPosition

  /// A value starting at `position`.
  public init(_ value: Value, at position: TextPosition) {
    self.value = value
    self.position = position
  }

  /// The value of `key` in an object (the last one if repeated, as `JSONValue`'s subscript and
  /// Python's `json` read it); nil for a missing key or a value that is not an object.
  public func member(_ key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.last { $0.key == key }?.node
  }

  /// The text of a string, nil for any other value.
  public var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The items of an array, nil for any other value.
  public var array: [JSONNode]? {
    if case .array(let items) = value { return items }
    return nil
  }

  /// The value without places, its numbers as doubles.
  ///
  /// - Throws: A number too large for a double, at its place (`the number 1e999 is too
  ///   large`), rather than made infinite.
  public func plain() throws(JSONReader.Failure) -> JSONValue {
    switch value {
    case .null: return .null
    case .bool(let bool): return .bool(bool)
    case .string(let text): return .string(text)
    case .number(let text):
      guard let number = Double(text), number.isFinite else {
        throw JSONReader.Failure(
          line: position.line, column: position.column,
          message: "the number \(text.prefix(40)) is too large")
      }
      return .number(number)
    case .array(let items):
      var plain: [JSONValue] = []
      plain.reserveCapacity(items.count)
      for item in items { plain.append(try item.plain()) }
      return .array(plain)
    case .object(let members):
      var plain: [(String, JSONValue)] = []
      plain.reserveCapacity(members.count)
      for member in members { plain.append((member.key, try member.node.plain())) }
      return .object(plain)
    }
  }
}

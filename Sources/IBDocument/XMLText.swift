/// Attribute values as they read: the entities and character references Xcode writes
/// (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#10;`) replaced, for messages. Values are merged
/// and written as they were written, escaping included.
public enum XMLText {
  /// `value` with the five predefined entities and numeric character references replaced;
  /// an ill-formed reference is kept as written.
  public static func unescaped(_ value: String) -> String {
    guard value.contains("&") else { return value }
    var result = ""
    var rest = Substring(value)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";"),
        let character = character(rest[rest.index(after: amp)..<semicolon])
      else {
        result.append("&")
        rest = rest[rest.index(after: amp)...]
        continue
      }
      result.append(character)
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  private static func character(_ name: Substring) -> Character? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.first == "#" else { return nil }
      let digits = name.dropFirst()
      let number =
        digits.first == "x" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return number.flatMap(Unicode.Scalar.init).map(Character.init)
    }
  }
}

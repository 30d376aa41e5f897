/// The one escaping routine behind every text format scenectl writes: terminal text,
/// GitHub workflow commands, Graphviz DOT, Mermaid, XML (SVG pictures, JUnit reports), JSON
/// strings and double-quoted values in text (a diff's values).
///
/// Each format names its own escapes (a quote, a line feed, `%`); every other control
/// character, C0 or C1, DEL and U+2028/U+2029, is written visibly in Swift's notation, so
/// no format ever carries a raw ESC, NUL, BEL or CSI (U+009B) from a name in a file:
///
///     MessageText.escaped("a\u{1B}[31m\"b\"", format: .dot)   // "a\\u{1B}[31m\\\"b\\\""
///     MessageText.escaped("50%\n::error", format: .githubData)  // "50%25%0A::error"
extension MessageText {
  /// A text format and its own escapes.
  public enum Format: Sendable {
    /// Terminal text: `\n`, `\r`, `\t`.
    case terminal
    /// A GitHub workflow command's message: `%`, CR and LF as `%25`, `%0D`, `%0A`.
    case githubData
    /// A GitHub workflow command's property (file, title): as `githubData`, and `:` and
    /// `,` as `%3A` and `%2C`.
    case githubProperty
    /// Inside a Graphviz double-quoted string: `"` and `\` escaped, a line feed as DOT's
    /// line break `\n`.
    case dot
    /// Inside a quoted Mermaid label: quotes and markup as Mermaid's `#name;` entities, a
    /// line feed as `<br/>`.
    case mermaid
    /// XML content and attribute values: the five entities, a line feed and a tab as the
    /// given text (XML 1.0 allows no other control character, even as a reference).
    case xml(newline: String, tab: String)
    /// Inside a JSON string: `"`, `\`, LF, CR and tab escaped, every other control
    /// character as `\u001b` (JSON's own notation).
    case json
    /// Inside a double-quoted value of text output, as a Swift string literal writes it:
    /// `"`, `\`, LF, CR and tab escaped.
    case quoted
  }

  /// `text` written for `format`: the format's own escapes, then every remaining control
  /// character as `\u{1B}` (with a doubled backslash in DOT, where `\` is itself escaped).
  public static func escaped(_ text: String, format: Format) -> String {
    guard text.unicodeScalars.contains(where: { format.special($0) != nil || needsEscape($0) })
    else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if let special = format.special(scalar) {
        out += special
      } else if needsEscape(scalar) {
        out += format.backslash + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `scalar` is a control character that no output shows raw: C0 and C1 controls,
  /// DEL and the line and paragraph separators U+2028 and U+2029.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
  }
}

extension MessageText.Format {
  /// The backslash that starts a control character's visible escape.
  fileprivate var backslash: String {
    if case .dot = self { return "\\\\" }
    return "\\"
  }

  /// The format's own escape for `scalar`, nil when the format has none.
  fileprivate func special(_ scalar: Unicode.Scalar) -> String? {
    switch self {
    case .terminal:
      switch scalar {
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      default: nil
      }
    case .githubData:
      githubData(scalar)
    case .githubProperty:
      switch scalar {
      case ":": "%3A"
      case ",": "%2C"
      default: githubData(scalar)
      }
    case .dot:
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      default: nil
      }
    case .mermaid:
      switch scalar {
      case "\"": "#quot;"
      case "<": "#lt;"
      case ">": "#gt;"
      case "#": "#35;"
      case "\n": "<br/>"
      default: nil
      }
    case .json:
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      case _ where MessageText.needsEscape(scalar):
        jsonEscape(scalar)
      default: nil
      }
    case .quoted:
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      default: nil
      }
    case .xml(let newline, let tab):
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&apos;"
      case "\n": newline
      case "\t": tab
      default: nil
      }
    }
  }

  private func githubData(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "%": "%25"
    case "\r": "%0D"
    case "\n": "%0A"
    default: nil
    }
  }

  /// `\u001b`: a control character in JSON's notation, four hex digits.
  fileprivate func jsonEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

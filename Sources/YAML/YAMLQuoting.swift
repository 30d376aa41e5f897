/// Writing text as YAML scalars, for the tools that write scene and flow files
/// (`scenectl import`, `explore --flows`).
///
///     print(YAMLQuoting.doubleQuoted("say \"hi\"\n"))
///     // Prints "\"say \\\"hi\\\"\\n\""
public enum YAMLQuoting {
  /// Whether a scalar may not stand as itself in YAML text (libyaml refuses it or reads it
  /// as a line break): C0 and C1 controls, DEL, U+2028, U+2029 and a byte-order mark.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0x2028 || v == 0x2029
      || v == 0xFEFF
  }

  /// The text as a double-quoted scalar, with `\"`, `\\`, `\n`, `\t`, `\r` and `\uXXXX`
  /// escapes, which reads back as the same text.
  public static func doubleQuoted(_ text: String) -> String {
    if text.utf8.allSatisfy(isPlainQuotedByte) { return "\"" + text + "\"" }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if needsEscape(scalar) {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// The text a double-quoted scalar written by `doubleQuoted` stands for, its escapes
  /// undone, as a YAML parser reads it; nil for quoted text `doubleQuoted` does not write
  /// (another escape, a line break, a quote left alone).
  ///
  ///     print(YAMLQuoting.unquoted("\"say \\\"hi\\\"\\n\"") == "say \"hi\"\n")
  ///     // Prints "true"
  public static func unquoted(_ quoted: String) -> String? {
    let utf8 = quoted.utf8
    guard utf8.count >= 2, utf8.first == UInt8(ascii: "\""), utf8.last == UInt8(ascii: "\"")
    else { return nil }
    let inner = utf8.dropFirst().dropLast()
    let plain = !inner.contains {
      $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
    }
    if plain { return String(Substring(inner)) }  // no escapes: the text between the quotes
    let scalars = Array(quoted.unicodeScalars)
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
    var out = String.UnicodeScalarView()
    var i = 1
    let end = scalars.count - 1
    while i < end {
      let scalar = scalars[i]
      if scalar == "\"" || scalar == "\n" || scalar == "\r" { return nil }
      guard scalar == "\\" else {
        out.append(scalar)
        i += 1
        continue
      }
      guard i + 1 < end else { return nil }
      switch scalars[i + 1] {
      case "\"": out.append("\"")
      case "\\": out.append("\\")
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "u":
        guard i + 5 < end,
          let value = UInt32(
            String(String.UnicodeScalarView(scalars[(i + 2)...(i + 5)])), radix: 16),
          let decoded = Unicode.Scalar(value)
        else { return nil }
        out.append(decoded)
        i += 6
        continue
      default: return nil
      }
      i += 2
    }
    return String(out)
  }

  /// Printable ASCII other than `"` and `\`: a byte that stands for itself between double
  /// quotes.
  private static func isPlainQuotedByte(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }

  /// Text for a comment: every scalar that needs an escape becomes `?`.
  public static func commentText(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      out.unicodeScalars.append(needsEscape(scalar) ? "?" : scalar)
    }
    return out
  }
}

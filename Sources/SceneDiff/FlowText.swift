import Diagnostics
import YAML

/// A YAML value written on one line, in a form that two files with the same meaning share:
/// mapping keys sorted, numbers in their shortest form, a string quoted only when it must be.
///
///     // font: { weight: bold, size: 20.0 }
///     print(FlowText.render(fontNode))
///     // Prints "{size: 20, weight: bold}"
enum FlowText {
  /// The most characters a rendered value keeps; longer ones end in `…`.
  static let maxLength = 200

  /// `node` on one line.
  static func render(_ node: Node) -> String {
    var out = ""
    write(node, to: &out)
    guard out.count > maxLength else { return out }
    return String(out.prefix(maxLength - 1)) + "…"
  }

  /// A scalar's text, as `render` writes it.
  static func scalar(_ scalar: Node.Scalar) -> String {
    if scalar.style == .plain, let number = Double(scalar.text), number.isFinite {
      return number == number.rounded() && abs(number) < 1e15
        ? String(Int(number)) : String(number)
    }
    if scalar.style == .plain, ["true", "false", "null", "~"].contains(scalar.text) {
      return scalar.text
    }
    return isBare(scalar.text) ? scalar.text : quoted(scalar.text)
  }

  private static func write(_ node: Node, to out: inout String) {
    switch node.content {
    case .scalar(let value):
      out += scalar(value)
    case .sequence(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += ", " }
        write(item, to: &out)
      }
      out += "]"
    case .mapping(let pairs):
      let keyed = pairs.map { (key: $0.key.scalar.map(scalar) ?? render($0.key), value: $0.value) }
      out += "{"
      for (index, pair) in keyed.sorted(by: { $0.key < $1.key }).enumerated() {
        if index > 0 { out += ", " }
        out += pair.key + ": "
        write(pair.value, to: &out)
      }
      out += "}"
    }
  }

  /// Whether a string reads unquoted: a word of letters, digits and `_ . - / # :` that no
  /// YAML reader takes for a number, boolean or null.
  private static func isBare(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first != "-", first != "#", first != ":" else {
      return false
    }
    if Double(text) != nil || ["true", "false", "null", "~"].contains(text) { return false }
    return text.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "-", "/", "#", ":": true
      default: false
      }
    }
  }

  /// `"text"` with `"`, `\` and control characters escaped.
  static func quoted(_ text: String) -> String {
    "\"" + MessageText.escaped(text, format: .quoted) + "\""
  }
}

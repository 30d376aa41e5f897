import Diagnostics

/// A small SVG writer: elements are appended as text in the order they are
/// drawn, with attributes in the order given, so the output is byte-identical
/// from run to run.
///
///     var svg = SVGDocument(width: 100, height: 40)
///     svg.rect(x: 0, y: 0, width: 100, height: 40, [("fill", "white")])
///     print(svg.rendered())
///     // Prints an <svg> element holding one <rect>
public struct SVGDocument: Sendable {
  /// An attribute name and its (unescaped) value.
  public typealias Attribute = (name: String, value: String)

  public var width: Double
  public var height: Double
  private var defs: [String] = []
  private var body: [String] = []
  private var depth = 1

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The whole document, with an XML declaration and a final newline.
  public func rendered() -> String {
    let size = "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
    let box = "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\""
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    lines.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) \(box) "
        + "font-family=\"Helvetica, Arial, sans-serif\">")
    if !defs.isEmpty {
      lines.append("  <defs>")
      lines += defs.map { "    " + $0 }
      lines.append("  </defs>")
    }
    lines += body
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Adds a raw definition (a marker, a pattern) inside `<defs>`.
  public mutating func define(_ name: String, _ attributes: [Attribute], children: [String]) {
    let open = "<\(name)\(Self.attributes(attributes))>"
    defs.append(open + children.joined() + "</\(name)>")
  }

  /// Opens a group; close it with `close()`.
  public mutating func open(_ name: String = "g", _ attributes: [Attribute] = []) {
    body.append(indent + "<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  /// Closes the innermost group opened by `open`.
  public mutating func close(_ name: String = "g") {
    depth = max(1, depth - 1)
    body.append(indent + "</\(name)>")
  }

  /// Adds an element with no content.
  public mutating func element(_ name: String, _ attributes: [Attribute]) {
    body.append(indent + "<\(name)\(Self.attributes(attributes))/>")
  }

  /// Adds an element with text content (escaped).
  public mutating func element(_ name: String, _ attributes: [Attribute], text: String) {
    body.append(indent + "<\(name)\(Self.attributes(attributes))>\(Self.escape(text))</\(name)>")
  }

  /// Adds a rectangle.
  public mutating func rect(
    x: Double, y: Double, width: Double, height: Double, _ attributes: [Attribute] = []
  ) {
    element("rect", Self.box(x: x, y: y, width: width, height: height) + attributes)
  }

  /// Adds a line.
  public mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, _ attributes: [Attribute] = []
  ) {
    let ends = [
      ("x1", Self.number(x1)), ("y1", Self.number(y1)), ("x2", Self.number(x2)),
      ("y2", Self.number(y2)),
    ]
    element("line", ends + attributes)
  }

  /// Adds a text element at a baseline point.
  public mutating func text(
    _ content: String, x: Double, y: Double, _ attributes: [Attribute] = []
  ) {
    element("text", [("x", Self.number(x)), ("y", Self.number(y))] + attributes, text: content)
  }

  /// Adds a `<title>` (shown as a tooltip).
  public mutating func title(_ content: String) {
    element("title", [], text: content)
  }

  private var indent: String { String(repeating: "  ", count: depth) }

  /// The x, y, width and height attributes of a box.
  public static func box(x: Double, y: Double, width: Double, height: Double) -> [Attribute] {
    [
      ("x", number(x)), ("y", number(y)), ("width", number(max(0, width))),
      ("height", number(max(0, height))),
    ]
  }

  /// Coordinates are drawn within this many points of the origin: a frame solved from a huge
  /// constant (`width = 1e19`) is drawn at the bound instead of trapping the conversion.
  public static let coordinateBound = 1_000_000_000.0

  /// A coordinate as text: whole numbers without a decimal point, others to
  /// two decimals with trailing zeros removed (`12`, `12.5`, `-0.25`); a coordinate past
  /// `coordinateBound` is clamped to it, and one that is not finite is `0`.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (min(max(value, -coordinateBound), coordinateBound) * 100).rounded()
    if hundredths == 0 { return "0" }
    // Clamped, the hundredths are at most 1e11: they fit `Int` exactly.
    let magnitude = Int(abs(hundredths))
    let negative = hundredths < 0
    var text = String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      let digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
      text += "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
    return negative ? "-" + text : text
  }

  /// Escapes text for XML content and attribute values: a line feed and a tab as a space,
  /// other control characters shown as `\u{1B}`.
  public static func escape(_ text: String) -> String {
    MessageText.escaped(text, format: .xml(newline: " ", tab: " "))
  }

  private static func attributes(_ attributes: [Attribute]) -> String {
    attributes.map { " \($0.name)=\"\(escape($0.value))\"" }.joined()
  }
}

/// Rough text metrics for a proportional sans-serif font, used to size boxes
/// and to cut text that would not fit (no font files are read).
public enum TextMetrics {
  /// How far a character advances, in ems, unless told otherwise.
  public static let advance = 0.56

  /// The estimated width of `text` at `fontSize`: `advance` ems per character (0.56, or a
  /// button title's `IntrinsicSize.buttonAdvance`).
  public static func width(_ text: String, fontSize: Double, advance: Double = advance) -> Double
  {
    Double(text.count) * fontSize * advance
  }

  /// `text` cut with an ellipsis so that it fits in `width`.
  public static func fit(
    _ text: String, width: Double, fontSize: Double, advance: Double = advance
  ) -> String {
    guard self.width(text, fontSize: fontSize, advance: advance) > width else { return text }
    // Clamped to the text's length, so that a tiny font size cannot overflow `Int`.
    let characters = min((width / (fontSize * advance)).rounded(.down), Double(text.count))
    guard characters >= 2 else { return "" }
    let room = Int(characters) - 1
    return String(text.prefix(room)) + "…"
  }

  /// Words of `text` in lines no wider than `width`, at most `maxLines` of
  /// them (the last cut with an ellipsis when text is left over). Newlines in
  /// the text start new lines.
  public static func wrap(_ text: String, width: Double, fontSize: Double, maxLines: Int)
    -> [String]
  {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      for word in paragraph.split(separator: " ") {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if current.isEmpty || self.width(candidate, fontSize: fontSize) <= width {
          current = candidate
        } else {
          lines.append(current)
          current = String(word)
        }
      }
      lines.append(current)
    }
    guard lines.count > maxLines else {
      return lines.map { fit($0, width: width, fontSize: fontSize) }
    }
    var kept = Array(lines.prefix(maxLines))
    kept[maxLines - 1] = fit(kept[maxLines - 1] + " …", width: width, fontSize: fontSize)
    return kept.map { fit($0, width: width, fontSize: fontSize) }
  }
}

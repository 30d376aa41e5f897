import StoryboardXML
import YAML

/// A scene file being written: YAML values that each remember the storyboard element they
/// came from, so that the text comes with a map from its lines to the storyboard's.
struct YAMLTree {
  /// A value: a scalar already written as YAML, a flow list of such scalars, a block list or
  /// a block mapping.
  enum Value {
    case scalar(String)
    case flowList([String])
    case list([YAMLTree])
    case mapping([(key: String, value: YAMLTree)])
  }

  var value: Value
  /// The storyboard place the value came from; its lines map there.
  var origin: XMLPosition
  /// A comment written on its own line before the key or item that holds this value.
  var comment: String?

  init(_ value: Value, at origin: XMLPosition, comment: String? = nil) {
    self.value = value
    self.origin = origin
    self.comment = comment
  }

  /// A string, quoted when YAML would read it as something else.
  static func string(_ text: String, at origin: XMLPosition) -> YAMLTree {
    YAMLTree(.scalar(quoted(text)), at: origin)
  }

  /// A number, written the shortest way that reads back the same.
  static func number(_ value: Double, at origin: XMLPosition) -> YAMLTree {
    YAMLTree(.scalar(number(value)), at: origin)
  }

  /// A boolean.
  static func bool(_ value: Bool, at origin: XMLPosition) -> YAMLTree {
    YAMLTree(.scalar(value ? "true" : "false"), at: origin)
  }

  /// An empty mapping to add pairs to.
  static func mapping(at origin: XMLPosition, comment: String? = nil) -> YAMLTree {
    YAMLTree(.mapping([]), at: origin, comment: comment)
  }

  /// Sets a key of a mapping, in place when it is there, else at the end (nothing for
  /// another value).
  mutating func set(_ key: String, _ child: YAMLTree) {
    guard case .mapping(var pairs) = value else { return }
    if let index = pairs.firstIndex(where: { $0.key == key }) {
      pairs[index].value = child
    } else {
      pairs.append((key, child))
    }
    value = .mapping(pairs)
  }

  /// Whether a mapping has the key.
  func has(_ key: String) -> Bool {
    guard case .mapping(let pairs) = value else { return false }
    return pairs.contains { $0.key == key }
  }

  /// Adds an item to a block list (nothing for another value).
  mutating func append(_ item: YAMLTree) {
    guard case .list(var items) = value else { return }
    items.append(item)
    value = .list(items)
  }

  /// Whether a mapping or list has nothing in it.
  var isEmpty: Bool {
    switch value {
    case .mapping(let pairs): pairs.isEmpty
    case .list(let items): items.isEmpty
    case .flowList(let items): items.isEmpty
    case .scalar: false
    }
  }

  /// `1`, `0.5`, `-20`, `1.3333333333333333`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// The text as a YAML scalar: plain when it is an identifier-like word YAML reads as a
  /// string, double-quoted (with escapes) otherwise.
  static func quoted(_ text: String) -> String {
    if isPlainSafe(text) { return text }
    return YAMLQuoting.doubleQuoted(text)
  }

  private static let wordsYAMLReads: Set<String> = [
    "true", "false", "True", "False", "TRUE", "FALSE", "null", "Null", "NULL", "yes", "no",
    "on", "off", "y", "n", "Yes", "No", "On", "Off",
  ]

  private static func isPlainSafe(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !wordsYAMLReads.contains(text) else {
      return false
    }
    func letter(_ c: Unicode.Scalar) -> Bool {
      (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }
    return letter(first)
      && text.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") }
  }
}

/// Writes a `YAMLTree` as block YAML, two spaces per level, recording each line's origin.
struct YAMLEmitter {
  private(set) var text = ""
  private(set) var origins: [XMLPosition] = []

  /// Writes a comment line; characters YAML does not allow or that break a line (controls,
  /// U+0085, U+2028, U+2029, a byte-order mark) become `?`.
  mutating func comment(_ comment: String, indent: Int, at origin: XMLPosition) {
    line(
      String(repeating: " ", count: indent) + "# " + YAMLQuoting.commentText(comment), at: origin)
  }

  /// Writes the pairs of a top-level mapping.
  mutating func write(mapping tree: YAMLTree, indent: Int = 0) {
    guard case .mapping(let pairs) = tree.value else { return }
    for pair in pairs { write(key: pair.key, pair.value, indent: indent, prefix: nil) }
  }

  private mutating func line(_ text: String, at origin: XMLPosition) {
    self.text += text + "\n"
    origins.append(origin)
  }

  /// `key: value`, or `key:` and the nested value; `prefix` is the `- ` of a list item's
  /// first pair.
  private mutating func write(key: String, _ child: YAMLTree, indent: Int, prefix: String?) {
    let pad = String(repeating: " ", count: indent)
    if let comment = child.comment { self.comment(comment, indent: indent, at: child.origin) }
    let lead = prefix.map { String(repeating: " ", count: indent - 2) + $0 } ?? pad
    let head = lead + YAMLTree.quoted(key) + ":"
    switch child.value {
    case .scalar(let scalar): line(head + " " + scalar, at: child.origin)
    case .flowList(let items):
      line(head + " [" + items.joined(separator: ", ") + "]", at: child.origin)
    case .list(let items) where items.isEmpty: line(head + " []", at: child.origin)
    case .mapping(let pairs) where pairs.isEmpty: line(head + " {}", at: child.origin)
    case .list(let items):
      line(head, at: child.origin)
      for item in items { write(item: item, indent: indent + 2) }
    case .mapping(let pairs):
      line(head, at: child.origin)
      for pair in pairs { write(key: pair.key, pair.value, indent: indent + 2, prefix: nil) }
    }
  }

  private mutating func write(item: YAMLTree, indent: Int) {
    let pad = String(repeating: " ", count: indent)
    if let comment = item.comment { self.comment(comment, indent: indent, at: item.origin) }
    switch item.value {
    case .scalar(let scalar): line(pad + "- " + scalar, at: item.origin)
    case .flowList(let items):
      line(pad + "- [" + items.joined(separator: ", ") + "]", at: item.origin)
    case .list(let items):
      line(pad + "-", at: item.origin)
      for child in items { write(item: child, indent: indent + 2) }
    case .mapping(let pairs) where pairs.isEmpty: line(pad + "- {}", at: item.origin)
    case .mapping(let pairs):
      for (index, pair) in pairs.enumerated() {
        write(key: pair.key, pair.value, indent: indent + 2, prefix: index == 0 ? "- " : nil)
      }
    }
  }
}

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
  ///
  /// - Complexity: O(n) in the keys; `add` appends a key known to be new in O(1).
  mutating func set(_ key: String, _ child: YAMLTree) {
    guard case .mapping(var pairs) = value else { return }
    guard let index = pairs.firstIndex(where: { $0.key == key }) else {
      add(key, child)
      return
    }
    value = .scalar("")  // so that `pairs` is the only reference and changes in place
    pairs[index].value = child
    value = .mapping(pairs)
  }

  /// Appends a key the mapping does not have yet (the caller keeps track of its keys), so that
  /// a mapping of n keys is built in O(n) (nothing for another value).
  mutating func add(_ key: String, _ child: YAMLTree) {
    guard case .mapping(var pairs) = value else { return }
    value = .scalar("")  // so that `pairs` is the only reference and grows in place
    pairs.append((key, child))
    value = .mapping(pairs)
  }

  /// Whether a mapping has the key.
  func has(_ key: String) -> Bool {
    guard case .mapping(let pairs) = value else { return false }
    return pairs.contains { $0.key == key }
  }

  /// Sets `key` of the view mapping whose `id:` is `id`, here or among the subviews and
  /// other lists below; whether it found the view.
  mutating func setting(_ key: String, _ child: YAMLTree, inView id: String) -> Bool {
    switch value {
    case .mapping(var pairs):
      let named = pairs.contains { pair in
        if case .scalar(let text) = pair.value.value { pair.key == "id" && text == Self.quoted(id) }
        else { false }
      }
      if named {
        set(key, child)
        return true
      }
      for index in pairs.indices {
        if pairs[index].value.setting(key, child, inView: id) {
          value = .mapping(pairs)
          return true
        }
      }
      return false
    case .list(var items):
      for index in items.indices {
        if items[index].setting(key, child, inView: id) {
          value = .list(items)
          return true
        }
      }
      return false
    case .scalar, .flowList:
      return false
    }
  }

  /// Adds an item to a block list (nothing for another value).
  mutating func append(_ item: YAMLTree) {
    guard case .list(var items) = value else { return }
    value = .scalar("")  // so that `items` is the only reference and grows in place
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

  /// `[A-Za-z_][A-Za-z0-9_]*`, and not a word YAML reads as a boolean or null.
  static func isPlainSafe(_ text: String) -> Bool {
    let utf8 = text.utf8
    guard let first = utf8.first, isLetter(first),
      utf8.allSatisfy({ isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) })
    else { return false }
    return utf8.count > 5 || !wordsYAMLReads.contains(text)  // the words have 1 to 5 letters
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
  }
}

/// Writes a `YAMLTree` as block YAML, two spaces per level, recording each line's origin.
struct YAMLEmitter {
  private var bytes: [UInt8] = []
  private(set) var origins: [XMLPosition] = []

  /// The YAML written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Writes a comment line; characters YAML does not allow or that break a line (controls,
  /// U+0085, U+2028, U+2029, a byte-order mark) become `?`.
  mutating func comment(_ comment: String, indent: Int, at origin: XMLPosition) {
    pad(indent)
    put("# ")
    put(YAMLQuoting.commentText(comment))
    end(at: origin)
  }

  /// Writes the pairs of a top-level mapping.
  mutating func write(mapping tree: YAMLTree, indent: Int = 0) {
    guard case .mapping(let pairs) = tree.value else { return }
    for pair in pairs { write(key: pair.key, pair.value, indent: indent, isFirstOfItem: false) }
  }

  private mutating func pad(_ count: Int) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(count, 0)))
  }

  private mutating func put(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Ends the line, which came from `origin`.
  private mutating func end(at origin: XMLPosition) {
    bytes.append(UInt8(ascii: "\n"))
    origins.append(origin)
  }

  /// ` [a, b]`-style flow list items.
  private mutating func flow(_ items: [String]) {
    put("[")
    for (index, item) in items.enumerated() {
      if index > 0 { put(", ") }
      put(item)
    }
    put("]")
  }

  /// `key: value`, or `key:` and the nested value; `isFirstOfItem` puts the `- ` of a list
  /// item in front of its first pair.
  private mutating func write(key: String, _ child: YAMLTree, indent: Int, isFirstOfItem: Bool) {
    if let comment = child.comment { self.comment(comment, indent: indent, at: child.origin) }
    if isFirstOfItem {
      pad(indent - 2)
      put("- ")
    } else {
      pad(indent)
    }
    put(YAMLTree.quoted(key))
    put(":")
    switch child.value {
    case .scalar(let scalar):
      put(" ")
      put(scalar)
      end(at: child.origin)
    case .flowList(let items):
      put(" ")
      flow(items)
      end(at: child.origin)
    case .list(let items) where items.isEmpty:
      put(" []")
      end(at: child.origin)
    case .mapping(let pairs) where pairs.isEmpty:
      put(" {}")
      end(at: child.origin)
    case .list(let items):
      end(at: child.origin)
      for item in items { write(item: item, indent: indent + 2) }
    case .mapping(let pairs):
      end(at: child.origin)
      for pair in pairs {
        write(key: pair.key, pair.value, indent: indent + 2, isFirstOfItem: false)
      }
    }
  }

  private mutating func write(item: YAMLTree, indent: Int) {
    if let comment = item.comment { self.comment(comment, indent: indent, at: item.origin) }
    switch item.value {
    case .scalar(let scalar):
      pad(indent)
      put("- ")
      put(scalar)
      end(at: item.origin)
    case .flowList(let items):
      pad(indent)
      put("- ")
      flow(items)
      end(at: item.origin)
    case .list(let items):
      pad(indent)
      put("-")
      end(at: item.origin)
      for child in items { write(item: child, indent: indent + 2) }
    case .mapping(let pairs) where pairs.isEmpty:
      pad(indent)
      put("- {}")
      end(at: item.origin)
    case .mapping(let pairs):
      for (index, pair) in pairs.enumerated() {
        write(key: pair.key, pair.value, indent: indent + 2, isFirstOfItem: index == 0)
      }
    }
  }
}

import StoryboardXML
import TextPosition
import YAML

/// A scene file being built from a storyboard: YAML nodes, each marked with the storyboard
/// place it came from, which the scene loader reads as they are and `YAMLWriter` writes out.
///
/// A node is marked with the place of the line the writer puts it on, so that a diagnostic
/// on it points where it would if the text were read back: a key and its value with the
/// value's place, a mapping with its first key's, a list with its first item's line.
struct YAMLTree: Sendable {
  /// What to build a value from: a scalar, a flow list of scalars, a block list or a block
  /// mapping.
  enum Value: Sendable {
    case scalar(Node.Scalar)
    case flowList([Node.Scalar])
    case list([YAMLTree])
    case mapping([(key: String, value: YAMLTree)])
  }

  /// The node built so far.
  private(set) var node: Node
  /// The storyboard place the value came from: the place of the line its key or dash is on.
  let origin: TextPosition

  init(_ value: Value, at origin: TextPosition, comment: String? = nil) {
    self.origin = origin
    let mark = origin
    switch value {
    case .scalar(let scalar):
      node = Node(.scalar(scalar), mark: mark)
    case .flowList(let items):
      node = Node(.sequence(items.map { Node(.scalar($0), mark: mark) }), mark: mark)
      node.isFlow = true
    case .list(let items):
      node = Node(
        .sequence(items.map(\.itemNode)), mark: items.first.map(\.dashMark) ?? mark)
    case .mapping(let pairs):
      node = Node(
        .mapping(pairs.map { Self.pair($0.key, $0.value) }),
        mark: pairs.first.map { $0.value.origin } ?? mark)
    }
    node.comment = comment
  }

  /// A comment written on its own line before the key or item that holds this value.
  var comment: String? {
    get { node.comment }
    set { node.comment = newValue }
  }

  /// A string: plain when it reads back as that string, double-quoted otherwise.
  static func string(_ text: String, at origin: TextPosition) -> YAMLTree {
    YAMLTree(.scalar(quoted(text)), at: origin)
  }

  /// A number, written the shortest way that reads back the same.
  static func number(_ value: Double, at origin: TextPosition) -> YAMLTree {
    YAMLTree(.scalar(number(value)), at: origin)
  }

  /// A boolean.
  static func bool(_ value: Bool, at origin: TextPosition) -> YAMLTree {
    YAMLTree(.scalar(Node.Scalar(text: value ? "true" : "false", style: .plain)), at: origin)
  }

  /// `null`.
  static func null(at origin: TextPosition) -> YAMLTree {
    YAMLTree(.scalar(nullScalar), at: origin)
  }

  /// An empty mapping to add pairs to.
  static func mapping(at origin: TextPosition, comment: String? = nil) -> YAMLTree {
    YAMLTree(.mapping([]), at: origin, comment: comment)
  }

  /// Sets a key of a mapping, in place when it is there, else at the end (nothing for
  /// another value).
  ///
  /// - Complexity: O(n) in the keys; `add` appends a key known to be new in O(1).
  mutating func set(_ key: String, _ child: YAMLTree) {
    put(key, child, replacing: true)
  }

  /// Appends a key the mapping does not have yet (the caller keeps track of its keys), so that
  /// a mapping of n keys is built in O(n) (nothing for another value).
  mutating func add(_ key: String, _ child: YAMLTree) {
    put(key, child, replacing: false)
  }

  /// `set` (`replacing`) or `add`. The pair is made once, and the keys are searched by their
  /// text (done for speed: a search made the key's scalar twice, and copied each key's scalar
  /// to compare it); every key of a mapping built here is `quoted(key)`, so keys of equal
  /// texts are equal keys.
  private mutating func put(_ key: String, _ child: YAMLTree, replacing: Bool) {
    guard case .mapping(var pairs) = node.content else { return }
    node.content = .sequence([])  // so that `pairs` is the only reference and changes in place
    let pair = Self.pair(key, child)
    if replacing, let index = Self.index(of: key, in: pairs) {
      pairs[index] = pair
      if index == 0 { node.mark = pair.key.mark }
    } else {
      if pairs.isEmpty { node.mark = child.origin }
      pairs.append(pair)
    }
    node.content = .mapping(pairs)
  }

  /// The index of the pair whose key's text is `key`.
  private static func index(of key: String, in pairs: [Node.Pair]) -> Int? {
    // The lengths first: most keys that differ differ in length, which costs no compare.
    let length = key.utf8.count
    for index in pairs.indices {
      guard case .scalar(let scalar) = pairs[index].key.content else { continue }
      if scalar.text.utf8.count == length && scalar.text == key { return index }
    }
    return nil
  }

  /// Whether a mapping has the key.
  func has(_ key: String) -> Bool {
    node.mapping?.contains { $0.key.scalar?.text == key } ?? false
  }

  /// Sets `key` of the view mapping whose `id:` is `id`, here or among the subviews and
  /// other lists below; whether it found the view.
  mutating func setting(_ key: String, _ child: YAMLTree, inView id: String) -> Bool {
    Self.set(Self.pair(key, child), inView: id, in: &node)
  }

  /// Adds an item to a block list (nothing for another value).
  mutating func append(_ item: YAMLTree) {
    guard case .sequence(var items) = node.content, !node.isFlow else { return }
    node.content = .sequence([])  // so that `items` is the only reference and grows in place
    if items.isEmpty { node.mark = item.dashMark }
    items.append(item.itemNode)
    node.content = .sequence(items)
  }

  /// Whether a mapping or list has nothing in it.
  var isEmpty: Bool {
    switch node.content {
    case .mapping(let pairs): pairs.isEmpty
    case .sequence(let items): items.isEmpty
    case .scalar: false
    }
  }

  // MARK: Scalars

  /// A number as a plain scalar (`numberText`).
  static func number(_ value: Double) -> Node.Scalar {
    Node.Scalar(text: numberText(value), style: .plain)
  }

  /// `1`, `0.5`, `-20`, `1.3333333333333333`: the shortest text that reads back the same.
  static func numberText(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// `null`, as a scalar of a flow list.
  static let nullScalar = Node.Scalar(text: "null", style: .plain)

  /// The text as a string scalar: plain when it is an identifier-like word YAML reads as a
  /// string, double-quoted otherwise.
  static func quoted(_ text: String) -> Node.Scalar {
    Node.Scalar(text: text, style: isPlainSafe(text) ? .plain : .doubleQuoted)
  }

  /// The words YAML reads as a boolean or null (1 to 5 letters each), each as its bytes packed
  /// into one integer (`packed`), so that telling them costs no hashing.
  private static let wordsYAMLReads: [UInt64] = [
    "true", "false", "True", "False", "TRUE", "FALSE", "null", "Null", "NULL", "yes", "no",
    "on", "off", "y", "n", "Yes", "No", "On", "Off",
  ].map { packed($0.utf8) }

  /// `[A-Za-z_][A-Za-z0-9_]*`, and not a word YAML reads as a boolean or null.
  static func isPlainSafe(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      guard let first = utf8.first, isLetter(first),
        utf8.allSatisfy({ isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) })
      else { return false }
      return utf8.count > 5 || !wordsYAMLReads.contains(packed(utf8))
    }
  }

  /// Up to 8 bytes, none of them 0, as one integer: two such byte strings are equal exactly
  /// when their integers are.
  private static func packed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    bytes.reduce(0) { $0 << 8 | UInt64($1) }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
  }

  // MARK: Marks

  /// `key: value`, the key marked with the value's place (they share a line).
  private static func pair(_ key: String, _ child: YAMLTree) -> Node.Pair {
    Node.Pair(key: Node(.scalar(quoted(key)), mark: child.origin), value: child.node)
  }

  /// The node as an item of a block list: an empty block list, written `-` alone, reads back
  /// as null.
  private var itemNode: Node {
    guard case .sequence(let items) = node.content, items.isEmpty, !node.isFlow else {
      return node
    }
    var null = Node(.scalar(Node.Scalar(text: "", style: .plain)), mark: origin)
    null.comment = node.comment
    return null
  }

  /// The mark of the line of the item's dash: its first key's for a mapping written after
  /// the dash, else its own.
  private var dashMark: TextPosition {
    if case .mapping(let pairs) = node.content, !pairs.isEmpty { return node.mark }
    return origin
  }

  /// Replaces the pair of the same key in a mapping node; whether it was there.
  private static func replace(_ pair: Node.Pair, in node: inout Node) -> Bool {
    // The lengths first: most keys that differ differ in length, which costs no compare.
    let length = pair.key.scalar?.text.utf8.count
    guard case .mapping(var pairs) = node.content,
      let index = pairs.firstIndex(where: {
        $0.key.scalar?.text.utf8.count == length && $0.key.scalar == pair.key.scalar
      })
    else { return false }
    node.content = .sequence([])  // so that `pairs` is the only reference and changes in place
    pairs[index] = pair
    if index == 0 { node.mark = pair.key.mark }
    node.content = .mapping(pairs)
    return true
  }

  /// `setting(_:_:inView:)` on a node: a mapping with `id: id` gets the pair, else the search
  /// goes on in its values and a list's items (a list takes its first item's new mark).
  private static func set(_ pair: Node.Pair, inView id: String, in node: inout Node) -> Bool {
    switch node.content {
    case .mapping(var pairs):
      let named = pairs.contains { $0.key.scalar?.text == "id" && $0.value.scalar?.text == id }
      if named {
        if !replace(pair, in: &node), case .mapping(var grown) = node.content {
          node.content = .sequence([])
          grown.append(pair)
          node.content = .mapping(grown)
        }
        return true
      }
      // `pairs` is made the only reference first, so that searching a value copies no list
      // on the way (a search that finds nothing used to copy every list it went through).
      node.content = .sequence([])
      defer { node.content = .mapping(pairs) }
      return pairs.indices.contains { set(pair, inView: id, in: &pairs[$0].value) }
    case .sequence(var items):
      node.content = .sequence([])  // as above
      defer { node.content = .sequence(items) }
      for index in items.indices where set(pair, inView: id, in: &items[index]) {
        if index == 0, !node.isFlow, case .mapping(let first) = items[0].content, !first.isEmpty {
          node.mark = items[0].mark
        }
        return true
      }
      return false
    case .scalar:
      return false
    }
  }
}

import TextPosition

/// The style a scalar was written in.
public enum ScalarStyle: Sendable, Hashable {
  /// `text`: the only style the core schema resolves to null, booleans and numbers.
  case plain
  /// `'text'`
  case singleQuoted
  /// `"text"`
  case doubleQuoted
  /// `|` block scalar
  case literal
  /// `>` block scalar
  case folded
}

/// One node of a loaded YAML document, with the position where it starts.
///
/// Aliases are expanded: an alias becomes a copy of its anchored node (sharing storage,
/// so a copy costs O(1)) whose own ``mark`` is the alias's position, while the nodes
/// inside it keep the positions of the anchored text. Merge keys (`<<`) are already
/// applied to mappings.
///
///     let doc = try YAMLLoader.load("size: [320, 480]\n")
///     print(doc.root.mapping?[0].value.sequence?[1].int ?? 0)
///     // Prints "480"
public struct Node: Sendable {
  /// What a node holds.
  public enum Content: Sendable {
    /// A scalar: its text and the style it was written in.
    case scalar(Scalar)
    /// A sequence, in source order.
    case sequence([Node])
    /// A mapping's pairs, in source order, duplicates included, merged pairs last.
    case mapping([Pair])
  }

  /// A scalar's text (after unescaping and folding) and style.
  public struct Scalar: Sendable, Hashable {
    /// The text, as libyaml delivers it.
    public var text: String
    /// The style the scalar was written in.
    public var style: ScalarStyle

    /// Creates a scalar.
    public init(text: String, style: ScalarStyle) {
      self.text = text
      self.style = style
    }
  }

  /// One key-value pair of a mapping.
  public struct Pair: Sendable {
    /// The key node; scene files use scalar keys only.
    public var key: Node
    /// The value node.
    public var value: Node

    /// Creates a pair.
    public init(key: consuming Node, value: consuming Node) {
      self.key = key
      self.value = value
    }
  }

  /// What the node holds.
  public var content: Content
  /// Whether ``YAMLWriter`` writes a sequence or mapping in flow style (`[a, b]`) rather than
  /// in block style (false, the default; the loader leaves it so); placed here, it fits in
  /// `content`'s padding.
  public var isFlow: Bool
  /// How many nodes its subtree has once aliases and merge keys are applied (1 for a
  /// scalar), as the composer counted them; placed here, it fits in `content`'s padding.
  var treeSize: Int32
  /// Where the node starts: its first property (anchor or tag) or else its first character.
  /// A node built from another document (a storyboard's import) is marked with the place in
  /// that document it stands for.
  public var mark: TextPosition
  /// The tag and comment, which few nodes have, out of line so that every node stays small.
  private var extras: Extras?

  /// The explicit tag, if any, in full form: `tag:yaml.org,2002:str` for `!!str`,
  /// `!` for the non-specific tag. Only the tags of ``YAMLTag`` load.
  public var tag: String? {
    get { extras?.tag }
    set { extras = Extras.of(tag: newValue, comment: comment) }
  }

  /// A comment ``YAMLWriter`` writes on its own line before the key or item that holds the
  /// node (before everything, for the root); the loader reads none.
  public var comment: String? {
    get { extras?.comment }
    set { extras = Extras.of(tag: tag, comment: newValue) }
  }

  /// A node's tag and comment, never changed once made (a copy of the node shares them).
  private final class Extras: Sendable {
    let tag: String?
    let comment: String?

    init(tag: String?, comment: String?) {
      self.tag = tag
      self.comment = comment
    }

    /// Extras holding these, or nil when both are nil.
    static func of(tag: String?, comment: String?) -> Extras? {
      tag == nil && comment == nil ? nil : Extras(tag: tag, comment: comment)
    }
  }
}

extension Node {
  /// Creates a node.
  ///
  /// It is written in an extension and hands every field to the memberwise initializer: an
  /// initializer in the struct's body that sets the fields one by one builds the node in a
  /// stack slot, then copies it out and destroys the slot (two value-witness calls per node,
  /// about 14 M instructions of the composer on a 1,000-scene file).
  public init(_ content: consuming Content, mark: TextPosition, tag: String? = nil) {
    self.init(
      content: content, isFlow: false, treeSize: 1, mark: mark,
      extras: tag.map { Extras(tag: $0, comment: nil) })
  }

  /// The scalar, or `nil` for a collection.
  public var scalar: Scalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  /// The items, or `nil` for anything but a sequence.
  public var sequence: [Node]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// The pairs, or `nil` for anything but a mapping.
  public var mapping: [Pair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }
}

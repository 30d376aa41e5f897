/// Writes a node tree as block YAML, two spaces per level: the one writer of scene files from
/// nodes (`scenectl import` writes the very nodes the loader reads).
///
/// A plain scalar is written as its text (whoever built it made sure that it reads back so),
/// any other scalar double-quoted with `YAMLQuoting.doubleQuoted`; keys the same way. A
/// collection marked ``Node/isFlow`` is written `[a, b]` on its line, an empty one `[]` or
/// `{}`; an empty plain scalar is written as nothing (`key:`, `-`), which reads back as null.
/// Each node's ``Node/comment`` goes on a line of its own before its key or item, the root's
/// first.
///
///     var root = Node(.mapping([]), mark: .start)
///     root.comment = "made by hand"
///     print(YAMLWriter.text(of: root), terminator: "")
///     // Prints "# made by hand\n"
public enum YAMLWriter {
  /// The text of a document whose root is `root`.
  public static func text(of root: Node) -> String {
    var writer = Lines()
    if let comment = root.comment { writer.comment(comment, indent: 0) }
    switch root.content {
    case .mapping(let pairs) where !root.isFlow:
      for pair in pairs { writer.write(key: pair.key, pair.value, indent: 0, isFirstOfItem: false) }
    case .sequence(let items) where !root.isFlow && !items.isEmpty:
      for item in items { writer.write(item: item, indent: 0) }
    default:
      writer.inline(root)
      writer.end()
    }
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// The text being written.
  private struct Lines {
    var bytes: [UInt8] = []

    /// A comment line; characters YAML does not allow or that break a line become `?`.
    mutating func comment(_ comment: String, indent: Int) {
      pad(indent)
      put("# ")
      put(YAMLQuoting.commentText(comment))
      end()
    }

    mutating func pad(_ count: Int) {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(count, 0)))
    }

    mutating func put(_ text: String) {
      bytes.append(contentsOf: text.utf8)
    }

    mutating func end() {
      bytes.append(UInt8(ascii: "\n"))
    }

    /// A scalar as written: plain as its text, else double-quoted.
    mutating func scalar(_ scalar: Node.Scalar) {
      put(scalar.style == .plain ? scalar.text : YAMLQuoting.doubleQuoted(scalar.text))
    }

    /// Whether a node is written on the line of its key or dash.
    static func isInline(_ node: Node) -> Bool {
      switch node.content {
      case .scalar: true
      case .sequence(let items): node.isFlow || items.isEmpty
      case .mapping(let pairs): node.isFlow || pairs.isEmpty
      }
    }

    static func isEmptyPlain(_ node: Node) -> Bool {
      node.scalar == Node.Scalar(text: "", style: .plain)
    }

    /// A node on the current line: a scalar, or a collection in flow style.
    mutating func inline(_ node: Node) {
      switch node.content {
      case .scalar(let text):
        scalar(text)
      case .sequence(let items):
        put("[")
        for (index, item) in items.enumerated() {
          if index > 0 { put(", ") }
          inline(item)
        }
        put("]")
      case .mapping(let pairs):
        put("{")
        for (index, pair) in pairs.enumerated() {
          if index > 0 { put(", ") }
          inline(pair.key)
          put(": ")
          inline(pair.value)
        }
        put("}")
      }
    }

    /// `key: value`, or `key:` and the nested value; `isFirstOfItem` puts the `- ` of a list
    /// item in front of its first pair.
    mutating func write(key: Node, _ value: Node, indent: Int, isFirstOfItem: Bool) {
      if let comment = value.comment { self.comment(comment, indent: indent) }
      if isFirstOfItem {
        pad(indent - 2)
        put("- ")
      } else {
        pad(indent)
      }
      inline(key)
      put(":")
      if Self.isInline(value) {
        if !Self.isEmptyPlain(value) {
          put(" ")
          inline(value)
        }
        end()
        return
      }
      end()
      switch value.content {
      case .sequence(let items):
        for item in items { write(item: item, indent: indent + 2) }
      case .mapping(let pairs):
        for pair in pairs {
          write(key: pair.key, pair.value, indent: indent + 2, isFirstOfItem: false)
        }
      case .scalar:
        break  // inline
      }
    }

    /// One `- ` item at `indent`.
    mutating func write(item: Node, indent: Int) {
      if let comment = item.comment { self.comment(comment, indent: indent) }
      if Self.isInline(item) {
        pad(indent)
        if Self.isEmptyPlain(item) {
          put("-")
        } else {
          put("- ")
          inline(item)
        }
        end()
        return
      }
      switch item.content {
      case .sequence(let items):
        pad(indent)
        put("-")
        end()
        for child in items { write(item: child, indent: indent + 2) }
      case .mapping(let pairs):
        for (index, pair) in pairs.enumerated() {
          write(key: pair.key, pair.value, indent: indent + 2, isFirstOfItem: index == 0)
        }
      case .scalar:
        break  // inline
      }
    }
  }
}

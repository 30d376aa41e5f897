import StoryboardXML
import TextPosition

/// Changing what an element holds, keeping Xcode's layout: an element that gains its first
/// child opens with an end tag on a line of its own, one that loses its last child closes
/// itself (`<subviews/>` is never written: callers drop an empty container instead).
extension IBNode {
  /// Xcode indents each level by four spaces; the root is at level 0.
  public static func indentation(level: Int) -> [UInt8] {
    [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 4 * max(level, 0))
  }

  /// Replaces the children of an element at `level` (root 0).
  public mutating func replaceChildren(_ new: [IBNode], level: Int) {
    if new.isEmpty, !children.isEmpty {
      trailing = []
      endTag = []
      startTag = nil
    } else if !new.isEmpty, children.isEmpty {
      if isSelfClosing {
        startTag = nil
        endTag = ArraySlice(Array("</\(name)>".utf8))
      }
      trailing = ArraySlice(Self.indentation(level: level))
    }
    children = new.map { child in
      var child = child
      if child.leading.isEmpty { child.leading = ArraySlice(Self.indentation(level: level + 1)) }
      return child
    }
  }
}

extension IBDocument {
  /// Where each element's start tag lands in ``bytes()``, with the document and position
  /// it was read at: how a message about the written text is traced back to an input.
  public func placements() -> [TextPosition: (origin: Int, position: TextPosition)] {
    var out: [UInt8] = []
    var starts: [(Int, IBNode)] = []
    root.write(into: &out) { offset, node in starts.append((offset, node)) }
    var result: [TextPosition: (origin: Int, position: TextPosition)] = [:]
    var line = 1
    var column = 1
    var index = 0
    for (offset, node) in starts {
      while index < offset {
        if out[index] == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if out[index] & 0xC0 != 0x80 {
          column += 1
        }
        index += 1
      }
      result[TextPosition(line: line, column: column)] = (node.origin, node.position)
    }
    return result
  }
}

extension IBNode {
  /// The spaces after the last line break of ``leading``: the element's indentation.
  public var indentation: Int {
    guard let newline = leading.lastIndex(of: UInt8(ascii: "\n")) else { return 0 }
    return leading[(newline + 1)...].prefix { $0 == UInt8(ascii: " ") }.count
  }

  /// The element moved `spaces` columns right (left when negative), with all it holds: the
  /// spaces after each line break of its leading and trailing bytes, and its children's.
  /// Texts are kept as they are.
  public func reindented(by spaces: Int) -> IBNode {
    guard spaces != 0 else { return self }
    var node = self
    node.leading = Self.shifted(leading, by: spaces)
    if !children.isEmpty {
      node.trailing = Self.shifted(trailing, by: spaces)
      node.children = children.map { $0.reindented(by: spaces) }
    }
    return node
  }

  private static func shifted(_ bytes: ArraySlice<UInt8>, by spaces: Int) -> ArraySlice<UInt8> {
    var out: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      out.append(bytes[index])
      if bytes[index] == UInt8(ascii: "\n") {
        var end = index + 1
        while end < bytes.endIndex, bytes[end] == UInt8(ascii: " ") { end += 1 }
        out += repeatElement(UInt8(ascii: " "), count: max(0, end - index - 1 + spaces))
        index = end
        continue
      }
      index += 1
    }
    return out[...]
  }
}

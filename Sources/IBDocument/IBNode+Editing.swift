import StoryboardXML

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
  public func placements() -> [XMLPosition: (origin: Int, position: XMLPosition)] {
    var out: [UInt8] = []
    var starts: [(Int, IBNode)] = []
    root.write(into: &out) { offset, node in starts.append((offset, node)) }
    var result: [XMLPosition: (origin: Int, position: XMLPosition)] = [:]
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
      result[XMLPosition(line: line, column: column)] = (node.origin, node.position)
    }
    return result
  }
}

import StoryboardXML
import TextPosition

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension IBDocument {
  /// The element tree `StoryboardXML.parse` gives for the document's written bytes, made
  /// from the nodes instead of parsing the bytes again (a merge's check reads the merged
  /// file so): names and raw values are the nodes', values and text have their references
  /// replaced, and every place is in `written`.
  ///
  /// Nil when the tree could differ from libxml2's, so that the caller parses `written`
  /// instead and gets the same tree or the same error: anything the tokenizer lets through
  /// and libxml2 may refuse or read otherwise (a name beyond ASCII letters, digits, `_`, `-`
  /// and `.`, a namespace prefix, an entity other than the five predefined ones, a reference
  /// to a character XML forbids, an attribute written twice, a CR, a byte-order mark, a
  /// CDATA section or processing instruction inside the root, a prolog other than Xcode's
  /// XML declaration), a root that is not an iOS document's, or a limit of `limits` passed.
  ///
  /// - Parameter written: ``bytes()`` of this document.
  /// - Complexity: O(n) in the bytes; no element is parsed twice.
  public func elements(writtenAs written: [UInt8], limits: XMLLimits = .default) -> IBElement? {
    guard !written.isEmpty, written.count <= limits.maxBytes, Self.hasXcodeProlog(root.leading),
      epilog.allSatisfy(ElementTree.isSpace)
    else { return nil }
    return written.withUnsafeBufferPointer { buffer -> IBElement? in
      guard let base = buffer.baseAddress, memchr(base, 0x0D, buffer.count) == nil else {
        return nil
      }
      let lines = ElementTree.lineStarts(of: buffer)
      var tree = ElementTree(buffer: buffer, lineStarts: lines, limits: limits)
      tree.ready = scenesMade(writtenAs: written, lineStarts: lines, limits: limits)
      guard let (element, end) = tree.element(of: root, at: root.leading.count, depth: 0),
        end + epilog.count == buffer.count, ElementTree.isReadRoot(element)
      else { return nil }
      return element
    }
  }

  /// Whether the bytes before the root are Xcode's XML declaration and white space.
  private static func hasXcodeProlog(_ prolog: ArraySlice<UInt8>) -> Bool {
    let declarations = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#,
      #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
    ]
    let end = prolog.lastIndex { !ElementTree.isSpace($0) }.map { $0 + 1 } ?? prolog.startIndex
    let declaration = prolog[prolog.startIndex..<end]
    return declarations.contains { declaration.elementsEqual($0.utf8) }
  }
}

/// One walk over a document's nodes that places each element in its written bytes, checks
/// them there, and builds the ``IBElement`` libxml2 would.
struct ElementTree {
  /// An element made ahead (on another core): the offset after it, and how many elements
  /// it holds, itself included.
  struct Made: Sendable {
    var element: IBElement
    var end: Int
    var count: Int
  }

  let buffer: UnsafeBufferPointer<UInt8>
  let limits: XMLLimits
  /// The offset of each line's first byte.
  private let lineStarts: [Int]
  /// Elements made ahead, by the offset of their `<`.
  var ready: [Int: Made] = [:]
  /// The line of the last place asked for: the walk asks in document order.
  private var line = 0
  /// The last place asked for: its offset and column.
  private var lastPlace = (offset: 0, column: 1)
  /// How many elements were made (or taken ready).
  private(set) var elementCount = 0

  init(buffer: UnsafeBufferPointer<UInt8>, lineStarts: [Int], limits: XMLLimits) {
    self.buffer = buffer
    self.lineStarts = lineStarts
    self.limits = limits
  }

  /// The offset of each line's first byte.
  static func lineStarts(of buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    guard let base = buffer.baseAddress else { return starts }
    var index = 0
    while index < buffer.count, let hit = memchr(base + index, 0x0A, buffer.count - index) {
      index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
      starts.append(index)
    }
    return starts
  }

  /// The element of `node`, whose `<` is at `offset`, and the offset after its end tag.
  mutating func element(of node: IBNode, at offset: Int, depth: Int) -> (IBElement, Int)? {
    if let made = ready[offset] {
      elementCount += made.count
      guard elementCount <= limits.maxElements else { return nil }
      return (made.element, made.end)
    }
    elementCount += 1
    guard depth < min(limits.maxDepth, 256), elementCount <= limits.maxElements,
      node.attributes.count <= limits.maxAttributes, byte(offset) == UInt8(ascii: "<"),
      isPlainName(node.name, at: offset + 1)
    else { return nil }
    let position = place(offset)
    var cursor = offset + 1 + node.name.utf8.count
    var attributes: [IBAttribute] = []
    attributes.reserveCapacity(node.attributes.count)
    for attribute in node.attributes {
      guard let (located, end) = self.attribute(attribute, from: cursor),
        !attributes.contains(where: {
          $0.name.utf8.count == located.name.utf8.count && $0.name == located.name
        })
      else { return nil }
      attributes.append(located)
      cursor = end
    }
    cursor = skipSpace(from: cursor)
    if node.isSelfClosing {
      guard byte(cursor) == UInt8(ascii: "/"), byte(cursor + 1) == UInt8(ascii: ">") else {
        return nil
      }
      return (IBElement(name: node.name, attributes: attributes, position: position), cursor + 2)
    }
    guard byte(cursor) == UInt8(ascii: ">") else { return nil }
    cursor += 1
    var children: [IBElement] = []
    children.reserveCapacity(node.children.count)
    var textRanges: [Range<Int>] = []
    for child in node.children {
      textRanges.append(cursor..<cursor + child.leading.count)
      cursor += child.leading.count
      guard let (element, end) = element(of: child, at: cursor, depth: depth + 1) else {
        return nil
      }
      children.append(element)
      cursor = end
    }
    textRanges.append(cursor..<cursor + node.trailing.count)
    cursor += node.trailing.count
    guard let text = text(in: textRanges, keepsSpace: children.isEmpty),
      byte(cursor) == UInt8(ascii: "<"), byte(cursor + 1) == UInt8(ascii: "/"),
      isPlainName(node.name, at: cursor + 2)
    else { return nil }
    cursor = skipSpace(from: cursor + 2 + node.name.utf8.count)
    guard byte(cursor) == UInt8(ascii: ">") else { return nil }
    let element = IBElement(
      name: node.name, attributes: attributes, children: children, text: text,
      position: position)
    return (element, cursor + 1)
  }

  /// `attribute` found after white space from `start`, with its value as libxml2 gives it
  /// and where its name starts, and the offset after its closing quote.
  private mutating func attribute(_ attribute: IBNode.Attribute, from start: Int)
    -> (IBAttribute, Int)?
  {
    let at = skipSpace(from: start)
    guard at > start, isPlainName(attribute.name, at: at) else { return nil }
    var cursor = skipSpace(from: at + attribute.name.utf8.count)
    guard byte(cursor) == UInt8(ascii: "=") else { return nil }
    cursor = skipSpace(from: cursor + 1)
    let quote = byte(cursor)
    let length = attribute.rawValue.utf8.count
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
      find(quote, from: cursor + 1) == cursor + 1 + length
    else { return nil }
    let written = UnsafeBufferPointer(rebasing: buffer[(cursor + 1)..<(cursor + 1 + length)])
    let plain = !written.contains {
      $0 == UInt8(ascii: "&") || $0 == 0x09 || $0 == 0x0A
    }
    let replaced =
      plain ? attribute.rawValue : Self.replacingReferences(in: attribute.rawValue, spacing: true)
    guard let value = replaced, value.utf8.count <= limits.maxAttributeValueLength else {
      return nil
    }
    let located = IBAttribute(name: attribute.name, value: value, position: place(at))
    return (located, cursor + 2 + length)
  }

  /// An element's own character data, the bytes of `ranges` with comments left out and
  /// references replaced: all of it without children (`keepsSpace`), else only when some of
  /// it is not white space. Nil for what libxml2 could read otherwise.
  private func text(in ranges: [Range<Int>], keepsSpace: Bool) -> String? {
    if !keepsSpace, ranges.reduce(0, { $0 + $1.count }) <= limits.maxTextLength,
      ranges.allSatisfy({ $0.allSatisfy { Self.isSpace(byte($0)) } })
    {
      return ""  // indentation between children, the usual case
    }
    var data: [UInt8] = []
    for range in ranges where !range.isEmpty {
      guard range.upperBound <= buffer.count else { return nil }
      var index = range.lowerBound
      while index < range.upperBound {
        let byte = buffer[index]
        if byte == UInt8(ascii: "<") {
          // Only a comment may lie between elements: `<!--`, no `--` inside, `-->`.
          guard buffer.hasBytes("<!--", at: index),
            let end = commentEnd(from: index + 4), end <= range.upperBound
          else { return nil }
          index = end
          continue
        }
        if byte == UInt8(ascii: "]"), buffer.hasBytes("]]>", at: index) { return nil }
        data.append(byte)
        index += 1
      }
    }
    let text = String(decoding: data, as: UTF8.self)
    guard let replaced = Self.replacingReferences(in: text, spacing: false),
      replaced.utf8.count <= limits.maxTextLength
    else { return nil }
    return keepsSpace || replaced.utf8.contains(where: { !Self.isSpace($0) }) ? replaced : ""
  }

  /// The offset after the `-->` that closes a comment whose body starts at `start`; nil for
  /// a body holding `--` or an unclosed comment.
  private func commentEnd(from start: Int) -> Int? {
    var index = start
    while index + 1 < buffer.count {
      if buffer[index] == UInt8(ascii: "-"), buffer[index + 1] == UInt8(ascii: "-") {
        return byte(index + 2) == UInt8(ascii: ">") ? index + 3 : nil
      }
      index += 1
    }
    return nil
  }

  /// `value` with the five predefined entities and character references replaced, and with
  /// `spacing` (an attribute's) each tab and line feed a space; nil for any other reference.
  static func replacingReferences(in value: String, spacing: Bool) -> String? {
    let utf8 = value.utf8
    let special = utf8.contains {
      $0 == UInt8(ascii: "&") || (spacing && ($0 == 0x09 || $0 == 0x0A))
    }
    guard special else { return value }
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count)
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      index = utf8.index(after: index)
      if spacing, byte == 0x09 || byte == 0x0A {
        out.append(0x20)
        continue
      }
      guard byte == UInt8(ascii: "&") else {
        out.append(byte)
        continue
      }
      var name: [UInt8] = []
      while index != utf8.endIndex, utf8[index] != UInt8(ascii: ";"), name.count < 12 {
        name.append(utf8[index])
        index = utf8.index(after: index)
      }
      guard index != utf8.endIndex, utf8[index] == UInt8(ascii: ";"),
        let scalar = character(named: name)
      else { return nil }
      index = utf8.index(after: index)
      out += String(Character(scalar)).utf8
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The character an entity or character reference stands for, when libxml2 reads it so.
  private static func character(named name: [UInt8]) -> Unicode.Scalar? {
    switch String(decoding: name, as: UTF8.self) {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case let reference where reference.hasPrefix("#"):
      let digits = reference.dropFirst()
      let number =
        digits.first == "x"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let number, digits.allSatisfy({ $0 != "+" && $0 != "-" }) else { return nil }
      switch number {
      case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
        return Unicode.Scalar(number)
      default: return nil
      }
    default: return nil
    }
  }

  /// Whether the root is one `StoryboardXML` reads (an iOS storyboard's or XIB's).
  static func isReadRoot(_ root: IBElement) -> Bool {
    guard root.name == "document", let type = root["type"] else { return false }
    return type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") && type.hasSuffix(".XIB")
  }

  /// Whether `name` is written at `offset`, followed by no other name byte, and is a name
  /// libxml2 reads as written: ASCII letters, digits, `_`, `-` and `.`, starting with a
  /// letter or `_`; no namespace prefix.
  private func isPlainName(_ name: String, at offset: Int) -> Bool {
    var name = name
    let length = name.utf8.count
    guard length > 0, offset >= 0, offset + length < buffer.count, let base = buffer.baseAddress,
      name.withUTF8({ $0.baseAddress.map { memcmp(base + offset, $0, length) == 0 } ?? false })
    else { return false }
    for index in offset..<offset + length {
      let byte = buffer[index]
      let letter =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      let other =
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
      guard letter || (index > offset && other) else { return false }
    }
    let next = buffer[offset + length]
    return Self.isSpace(next) || next == UInt8(ascii: ">") || next == UInt8(ascii: "/")
      || next == UInt8(ascii: "=")
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private func find(_ byte: UInt8, from start: Int) -> Int? {
    guard start >= 0, start < buffer.count, let base = buffer.baseAddress,
      let hit = memchr(base + start, Int32(byte), buffer.count - start)
    else { return nil }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
  }

  private func byte(_ offset: Int) -> UInt8 {
    offset >= 0 && offset < buffer.count ? buffer[offset] : 0
  }

  private func skipSpace(from start: Int) -> Int {
    var index = start
    while index < buffer.count, Self.isSpace(buffer[index]) { index += 1 }
    return index
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset; offsets come in
  /// increasing order, so the columns are counted on from the last place on the same line.
  private mutating func place(_ offset: Int) -> TextPosition {
    while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
    if lastPlace.offset < lineStarts[line] || lastPlace.offset > offset {
      lastPlace = (lineStarts[line], 1)
    }
    var column = lastPlace.column
    for index in lastPlace.offset..<offset where buffer[index] & 0xC0 != 0x80 { column += 1 }
    lastPlace = (offset, column)
    return TextPosition(line: line + 1, column: column)
  }
}

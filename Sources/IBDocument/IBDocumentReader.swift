import StoryboardXML
import TextPosition
import UTF8Scan

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tokenizer behind ``IBDocument``: one pass over the bytes that splits them into
/// elements, each holding the ranges of its start tag, its leading and trailing bytes and
/// its end tag, with an explicit stack (no recursion on the input's depth).
struct IBDocumentReader {
  let bytes: [UInt8]
  let file: String
  let origin: Int
  let limits: XMLLimits

  private typealias Failure = XMLError

  func read() -> Result<(IBNode, ArraySlice<UInt8>), XMLError> {
    guard bytes.count <= limits.maxBytes else {
      return .failure(
        XMLError(
          .tooLarge,
          "the file has \(bytes.count) bytes, more than the limit of \(limits.maxBytes)",
          file: file, at: TextPosition(line: 1, column: 1)))
    }
    return bytes.withUnsafeBufferPointer { buffer in
      var scan = Scan(buffer: buffer, reader: self)
      do throws(XMLError) {
        try scan.checkCharacters()
        return .success(try scan.run())
      } catch {
        return .failure(error)
      }
    }
  }

  /// The state of one pass.
  private struct Scan {
    let buffer: UnsafeBufferPointer<UInt8>
    let reader: IBDocumentReader
    /// The offset of each line's first byte.
    var lineStarts: [Int] = [0]
    var stack: [IBNode] = []
    var starts: [Int] = []
    var root: IBNode?
    /// Where the bytes not yet given to a node begin.
    var pending = 0
    var elements = 0
    /// Names and short values, each made into a string once.
    var strings = StringTable()

    init(buffer: UnsafeBufferPointer<UInt8>, reader: IBDocumentReader) {
      self.buffer = buffer
      self.reader = reader
      var index = 0
      while let newline = find(UInt8(ascii: "\n"), from: index) {
        lineStarts.append(newline + 1)
        index = newline + 1
      }
    }

    mutating func checkCharacters() throws(XMLError) {
      // The characters XML 1.0 allows, as StoryboardXML's check has them.
      let problem = UTF8Scan.firstProblem(buffer) { value in
        switch value {
        case 0x09, 0x0A, 0x0D: true
        case 0..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
      }
      switch problem {
      case nil: return
      case .invalidUTF8(let byte, let offset)?:
        let hex = String(byte, radix: 16, uppercase: true)
        throw error(.invalidUTF8, "byte 0x\(hex) is not valid UTF-8", at: offset)
      case .forbidden(let value, let offset)?:
        if value == 0 { throw error(.nulByte, "a NUL byte is not allowed in XML", at: offset) }
        let hex = String(value, radix: 16, uppercase: true)
        throw error(.syntax, "character U+\(hex) is not allowed in XML", at: offset)
      }
    }

    mutating func run() throws(XMLError) -> (IBNode, ArraySlice<UInt8>) {
      var index = 0
      while let lt = find(UInt8(ascii: "<"), from: index) {
        if stack.isEmpty { try checkOutsideText(index..<lt) }
        let next = lt + 1 < buffer.count ? buffer[lt + 1] : 0
        switch next {
        case UInt8(ascii: "!"):
          index = try skipDeclaration(at: lt)
        case UInt8(ascii: "?"):
          guard let end = find("?>", from: lt + 2) else {
            throw error(.syntax, "processing instruction is not closed", at: lt)
          }
          index = end
        case UInt8(ascii: "/"):
          index = try endTag(at: lt)
        default:
          index = try startTag(at: lt)
        }
      }
      if let open = stack.last, let start = starts.last {
        throw XMLError(
          .syntax, "the file ends before '</\(open.name)>'", file: reader.file,
          at: position(buffer.count), note: ("'<\(open.name)>' starts here", position(start)))
      }
      try checkOutsideText(index..<buffer.count)
      guard let root else {
        throw error(.syntax, "the file has no root element", at: buffer.count)
      }
      return (root, reader.bytes[pending...])
    }

    /// Text outside the root may only be white space.
    private mutating func checkOutsideText(_ range: Range<Int>) throws(XMLError) {
      for offset in range where !isSpace(buffer[offset]) {
        throw error(.syntax, "text is not allowed outside the root element", at: offset)
      }
    }

    private mutating func skipDeclaration(at lt: Int) throws(XMLError) -> Int {
      if buffer.hasBytes("<!--", at: lt) {
        guard let end = find("-->", from: lt + 4) else {
          throw error(.syntax, "comment is not closed", at: lt)
        }
        return end
      }
      if buffer.hasBytes("<![CDATA[", at: lt) {
        guard !stack.isEmpty else {
          throw error(.syntax, "a CDATA section is not allowed outside the root element", at: lt)
        }
        guard let end = find("]]>", from: lt + 9) else {
          throw error(.syntax, "CDATA section is not closed", at: lt)
        }
        return end
      }
      guard stack.isEmpty, root == nil, buffer.hasBytes("<!DOCTYPE", at: lt) else {
        throw error(.syntax, "markup declaration is not allowed here", at: lt)
      }
      var index = lt + 9
      while index < buffer.count {
        switch buffer[index] {
        case UInt8(ascii: ">"): return index + 1
        case UInt8(ascii: "["):
          throw error(.doctype, "a DOCTYPE with an internal subset is not allowed", at: lt)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
          guard let end = find(buffer[index], from: index + 1) else { break }
          index = end
        default: break
        }
        index += 1
      }
      throw error(.syntax, "DOCTYPE is not closed", at: lt)
    }

    private mutating func endTag(at lt: Int) throws(XMLError) -> Int {
      guard var node = stack.popLast(), let start = starts.popLast() else {
        throw error(.syntax, "end tag without a start tag", at: lt)
      }
      var index = lt + 2
      let nameStart = index
      while index < buffer.count, !isSpace(buffer[index]), buffer[index] != UInt8(ascii: ">") {
        index += 1
      }
      let name = strings.string(buffer, nameStart..<index)
      while index < buffer.count, isSpace(buffer[index]) { index += 1 }
      guard index < buffer.count, buffer[index] == UInt8(ascii: ">") else {
        throw error(.syntax, "end tag '</\(name)' is not closed with '>'", at: lt)
      }
      guard name == node.name else {
        throw XMLError(
          .syntax, "end tag '</\(name)>' does not match '<\(node.name)>'", file: reader.file,
          at: position(lt), note: ("'<\(node.name)>' starts here", position(start)))
      }
      node.trailing = reader.bytes[pending..<lt]
      node.endTag = reader.bytes[lt..<index + 1]
      node.source = reader.bytes[start..<index + 1]
      pending = index + 1
      attach(node)
      return index + 1
    }

    private mutating func startTag(at lt: Int) throws(XMLError) -> Int {
      guard root == nil else {
        throw error(.syntax, "an element is not allowed after the root element", at: lt)
      }
      let limits = reader.limits
      guard stack.count < min(limits.maxDepth, 256) else {
        throw error(
          .depthLimit, "elements are nested deeper than the limit of \(limits.maxDepth)", at: lt)
      }
      elements += 1
      guard elements <= limits.maxElements else {
        throw error(
          .tooLarge, "the file has more than the limit of \(limits.maxElements) elements", at: lt)
      }
      var index = lt + 1
      while index < buffer.count, isNameByte(buffer[index]) { index += 1 }
      guard index > lt + 1 else { throw error(.syntax, "'<' does not start a tag", at: lt) }
      let name = strings.string(buffer, (lt + 1)..<index)
      var attributes: [IBNode.Attribute] = []
      attributes.reserveCapacity(8)  // most tags Xcode writes have fewer: one allocation
      var selfClosing = false
      while true {
        let spaced = index < buffer.count && isSpace(buffer[index])
        while index < buffer.count, isSpace(buffer[index]) { index += 1 }
        guard index < buffer.count else {
          throw error(.syntax, "start tag '<\(name)' is not closed", at: lt)
        }
        if buffer[index] == UInt8(ascii: ">") { break }
        if buffer[index] == UInt8(ascii: "/") {
          guard index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: ">") else {
            throw error(.syntax, "expected '>' after '/' in '<\(name)'", at: index)
          }
          selfClosing = true
          index += 1
          break
        }
        guard spaced else {
          throw error(.syntax, "expected a space before an attribute", at: index)
        }
        let (attribute, end) = try self.attribute(at: index, in: name)
        attributes.append(attribute)
        guard attributes.count <= limits.maxAttributes else {
          throw error(
            .attributeLimit,
            "'<\(name)>' has more than the limit of \(limits.maxAttributes) attributes", at: lt)
        }
        index = end
      }
      var node = IBNode(
        name: name, attributes: attributes, leading: reader.bytes[pending..<lt],
        startTag: reader.bytes[lt..<index + 1], position: position(lt),
        origin: reader.origin)
      pending = index + 1
      if selfClosing {
        node.source = node.startTag
        attach(node)
      } else {
        stack.append(node)
        starts.append(lt)
      }
      return index + 1
    }

    /// One `name="value"` from its first byte: the attribute and the offset after it.
    private mutating func attribute(at start: Int, in element: String) throws(XMLError)
      -> (IBNode.Attribute, Int)
    {
      var index = start
      while index < buffer.count, isNameByte(buffer[index]) { index += 1 }
      guard index > start else {
        throw error(.syntax, "expected an attribute name in '<\(element)>'", at: start)
      }
      let name = strings.string(buffer, start..<index)
      while index < buffer.count, isSpace(buffer[index]) { index += 1 }
      guard index < buffer.count, buffer[index] == UInt8(ascii: "=") else {
        throw error(.syntax, "expected '=' after attribute '\(name)'", at: index)
      }
      index += 1
      while index < buffer.count, isSpace(buffer[index]) { index += 1 }
      guard index < buffer.count,
        buffer[index] == UInt8(ascii: "\"") || buffer[index] == UInt8(ascii: "'")
      else {
        throw error(.syntax, "the value of attribute '\(name)' is not quoted", at: index)
      }
      guard let close = find(buffer[index], from: index + 1) else {
        throw error(.syntax, "the value of attribute '\(name)' is not closed", at: index)
      }
      let value = buffer[(index + 1)..<close]
      if let lt = find(UInt8(ascii: "<"), from: index + 1, before: close) {
        throw error(.syntax, "'<' is not allowed in the value of attribute '\(name)'", at: lt)
      }
      guard value.count <= reader.limits.maxAttributeValueLength else {
        throw error(
          .valueTooLong,
          "the value of attribute '\(name)' is longer than the limit of "
            + "\(reader.limits.maxAttributeValueLength) bytes", at: index)
      }
      let range = (index + 1)..<close
      let raw =
        StringTable.isID(buffer, range)
        ? String(decoding: value, as: UTF8.self) : strings.string(buffer, range)
      return (IBNode.Attribute(name: name, rawValue: raw), close + 1)
    }

    private mutating func attach(_ node: IBNode) {
      if stack.isEmpty {
        root = node
      } else {
        stack[stack.count - 1].children.append(node)
      }
    }

    /// The line of the last position asked for: the scan asks in increasing order, so the
    /// next line is most often this one or one of the few after it.
    var lastLine = 0

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    mutating func position(_ offset: Int) -> TextPosition {
      var low = 0
      var high = lineStarts.count - 1
      if lineStarts[lastLine] <= offset {
        low = lastLine
        // The scan moves on a few lines at a time: look there before searching.
        while low < high, low < lastLine + 4, lineStarts[low + 1] <= offset { low += 1 }
        if low < high, lineStarts[low + 1] > offset { high = low }
      }
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      var column = 1
      var index = lineStarts[low]
      while index < min(offset, buffer.count) {
        if buffer[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
      lastLine = low
      return TextPosition(line: low + 1, column: column)
    }

    private mutating func error(_ code: XMLError.Code, _ message: String, at offset: Int)
      -> XMLError
    {
      XMLError(code, message, file: reader.file, at: position(offset))
    }

    private func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A byte of an element or attribute name: anything but space, markup and quotes.
    private func isNameByte(_ byte: UInt8) -> Bool {
      // Every byte above `>` is one; below, all but space, markup and quotes.
      byte > UInt8(ascii: ">")
        || (!isSpace(byte) && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "/")
          && byte != UInt8(ascii: "=") && byte != UInt8(ascii: "<")
          && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'"))
    }

    private func find(_ byte: UInt8, from start: Int, before end: Int? = nil) -> Int? {
      let end = min(end ?? buffer.count, buffer.count)
      guard start >= 0, start < end, let base = buffer.baseAddress,
        let hit = memchr(base + start, Int32(byte), end - start)
      else { return nil }
      return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }

    /// The offset just after the first `pattern` from `start`.
    private func find(_ pattern: StaticString, from start: Int) -> Int? {
      var index = start
      while let first = find(pattern.utf8Start.pointee, from: index) {
        if buffer.hasBytes(pattern, at: first) { return first + pattern.utf8CodeUnitCount }
        index = first + 1
      }
      return nil
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lexical scans of the raw bytes that libxml2's SAX events do not give: the attribute
/// count of every start tag before parsing, the `<` where an element starts, and the
/// names and offsets of a start tag's attributes.
enum MarkupScan {
  private static let lt = UInt8(ascii: "<")
  private static let gt = UInt8(ascii: ">")
  private static let equals = UInt8(ascii: "=")

  /// The offset of the first start tag with more than `limit` attributes, and its count.
  ///
  /// libxml2 2.9 checks a start tag for duplicate attributes in quadratic time (a tag with
  /// 100,000 attributes takes minutes), so this runs before libxml2 parses the tag. In a
  /// well-formed tag every attribute has exactly one `=` outside quotes. Comments, CDATA
  /// sections, processing instructions and end tags are skipped; the scan stops (finding
  /// nothing) at a DOCTYPE's internal subset or a malformed tag, which libxml2 refuses
  /// before it reaches any later tag.
  ///
  /// - Complexity: O(n), one pass.
  static func firstTagOverAttributeLimit(
    _ bytes: UnsafeBufferPointer<UInt8>, limit: Int
  ) -> (offset: Int, count: Int)? {
    let count = bytes.count
    var index = 0
    while let start = find(lt, in: bytes, from: index) {
      let next = start + 1 < count ? bytes[start + 1] : 0
      if next == UInt8(ascii: "!") {
        if starts(bytes, at: start, with: "<!--") {
          guard let end = find("-->", in: bytes, from: start + 4) else { return nil }
          index = end
        } else if starts(bytes, at: start, with: "<![CDATA[") {
          guard let end = find("]]>", in: bytes, from: start + 9) else { return nil }
          index = end
        } else {
          // A DOCTYPE: quoted literals may hold '<' and '>'; an internal subset is refused.
          guard let end = skipDeclaration(bytes, from: start + 2) else { return nil }
          index = end
        }
      } else if next == UInt8(ascii: "?") {
        guard let end = find("?>", in: bytes, from: start + 2) else { return nil }
        index = end
      } else if next == UInt8(ascii: "/") {
        guard let end = find(gt, in: bytes, from: start + 2) else { return nil }
        index = end + 1
      } else {
        guard let (end, attributes) = scanStartTag(bytes, from: start + 1) else { return nil }
        if attributes > limit { return (start, attributes) }
        index = end
      }
    }
    return nil
  }

  /// The offset of the `<` that starts the tag ending at or before `offset`: attribute
  /// values cannot hold a `<`, so it is the last one before `offset`.
  static func tagStart(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var index = min(offset, bytes.count - 1)
    // Eight bytes at a time while none is a `<`: libxml2's offset is past the whole tag.
    let ones: UInt64 = 0x0101_0101_0101_0101
    while index >= 8 {
      let word = UnsafeRawPointer(base + index - 7).loadUnaligned(as: UInt64.self) ^ (ones &* 0x3C)
      if (word &- ones) & ~word & (ones &* 0x80) != 0 { break }
      index -= 8
    }
    while index > 0, bytes[index] != lt { index -= 1 }
    return max(index, 0)
  }

  /// The names (as byte ranges, so with their offsets) of the attributes of the start tag
  /// whose `<` is at a given offset, in document order, one at a time. libxml2 has checked
  /// the tag, so it is well-formed.
  struct AttributeNames {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int

    /// The names of the tag whose `<` is at `start`.
    init(tagAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
      index = start + 1
      while index < bytes.count, !isSpace(bytes[index]), bytes[index] != gt,
        bytes[index] != UInt8(ascii: "/")
      {
        index += 1
      }
    }

    /// The next name, or `nil` at the end of the tag.
    mutating func next() -> Range<Int>? {
      let count = bytes.count
      while index < count, isSpace(bytes[index]) { index += 1 }
      guard index < count, bytes[index] != gt, bytes[index] != UInt8(ascii: "/") else {
        return nil
      }
      let nameStart = index
      while index < count, !isSpace(bytes[index]), bytes[index] != equals { index += 1 }
      let name = nameStart..<index
      while index < count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'") {
        index += 1
      }
      if index < count, let end = find(bytes[index], in: bytes, from: index + 1) {
        index = end + 1
      } else {
        index = count
      }
      return name
    }
  }

  /// Whether the bytes in `range` are `xmlns` or start with `xmlns:`: a namespace
  /// declaration's name.
  static func isNamespaceDeclaration(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let prefix: StaticString = "xmlns"
    let length = prefix.utf8CodeUnitCount
    guard range.count >= length, starts(bytes, at: range.lowerBound, with: prefix) else {
      return false
    }
    return range.count == length || bytes[range.lowerBound + length] == UInt8(ascii: ":")
  }

  /// The offset after the NUL-terminated `text` when `bytes` holds it at `start`, else nil.
  static func match(
    _ text: UnsafePointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> Int? {
    var index = start
    var cursor = text
    while cursor.pointee != 0 {
      guard index < bytes.count, bytes[index] == cursor.pointee else { return nil }
      index += 1
      cursor += 1
    }
    return index
  }

  /// Scans a start tag from just after its `<`: the offset after its `>` and the number of
  /// `=` outside quotes, or `nil` when it is malformed (a `<` inside it, or no end).
  private static func scanStartTag(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> (end: Int, attributes: Int)? {
    var index = start
    var attributes = 0
    while index < bytes.count {
      switch bytes[index] {
      case gt: return (index + 1, attributes)
      case lt: return nil
      case equals: attributes += 1
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        guard let end = find(bytes[index], in: bytes, from: index + 1) else { return nil }
        index = end
      default: break
      }
      index += 1
    }
    return nil
  }

  /// Skips a `<!…>` declaration other than a comment or CDATA, from after its `<!`:
  /// the offset after its `>`, or `nil` at an internal subset `[` or at the end.
  private static func skipDeclaration(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case gt: return index + 1
      case UInt8(ascii: "["): return nil
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        guard let end = find(bytes[index], in: bytes, from: index + 1) else { return nil }
        index = end
      default: break
      }
      index += 1
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The offset of the first `byte` from `start` (libc's `memchr`, many bytes at a time).
  static func find(
    _ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    guard start >= 0, start < bytes.count, let base = bytes.baseAddress,
      let hit = memchr(base + start, Int32(byte), bytes.count - start)
    else { return nil }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
  }

  /// The offset just after the first occurrence of `pattern` from `start`.
  private static func find(
    _ pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    var index = start
    while let first = find(pattern.utf8Start.pointee, in: bytes, from: index) {
      if starts(bytes, at: first, with: pattern) { return first + pattern.utf8CodeUnitCount }
      index = first + 1
    }
    return nil
  }

  private static func starts(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with pattern: StaticString
  ) -> Bool {
    let length = pattern.utf8CodeUnitCount
    guard index + length <= bytes.count else { return false }
    for offset in 0..<length where bytes[index + offset] != pattern.utf8Start[offset] {
      return false
    }
    return true
  }
}

/// The encoding checks that run before libxml2 sees the bytes, so that every encoding
/// problem gets an exact line and column (libxml2 would report a byte-based column, or
/// transcode): well-formed UTF-8 only, no NUL byte, and only the characters XML 1.0 allows.
enum InputCheck {
  /// A byte or character that XML cannot hold, and the offset of its first byte.
  enum Problem: Equatable {
    case invalidUTF8(UInt8, offset: Int)
    case nulByte(offset: Int)
    case forbiddenCharacter(UInt32, offset: Int)
  }

  /// The first byte that is not well-formed UTF-8 (RFC 3629: no overlongs, no surrogates,
  /// nothing past U+10FFFF), the first NUL byte, or the first character XML 1.0 forbids
  /// (C0 controls other than tab, line feed and carriage return; U+FFFE; U+FFFF).
  ///
  /// - Complexity: O(n), one pass; eight bytes at a time through printable ASCII.
  static func firstProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
    guard let base = bytes.baseAddress else { return nil }
    var index = 0
    let count = bytes.count
    while index < count {
      if index + 8 <= count,
        isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      {
        index += 8
        continue
      }
      let byte = bytes[index]
      if byte < 0x80 {
        if byte >= 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
          index += 1
          continue
        }
        return byte == 0
          ? .nulByte(offset: index) : .forbiddenCharacter(UInt32(byte), offset: index)
      }
      guard let (length, value) = decode(bytes, at: index) else {
        return .invalidUTF8(byte, offset: index)
      }
      if value == 0xFFFE || value == 0xFFFF {
        return .forbiddenCharacter(value, offset: index)
      }
      index += length
    }
    return nil
  }

  /// Whether all eight bytes of a word are printable ASCII (0x20 to 0x7E), tested on the
  /// whole word at once. Any other byte, a line break included, sends the word to the
  /// byte-by-byte checks.
  @inline(__always)
  static func isPrintableASCII(_ word: UInt64) -> Bool {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    guard word & high == 0 else { return false }
    // A byte below 0x20 borrows into its high bit when 0x20 is subtracted from it.
    let below = (word &- ones &* 0x20) & ~word & high
    // A 0x7F byte becomes 0 under the XOR, and a zero byte borrows when 1 is subtracted.
    let delete = word ^ (ones &* 0x7F)
    let isDelete = (delete &- ones) & ~delete & high
    return below | isDelete == 0
  }

  /// The length and value of the multi-byte UTF-8 sequence at `index`, or `nil` when it is
  /// not well-formed.
  private static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> (Int, UInt32)? {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: return nil
    }
    guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else {
      return nil
    }
    var value = UInt32(lead) & (0x7F >> UInt32(length))
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return (length, value)
  }
}

/// Turns byte offsets into 1-based positions by walking forward from the last offset it
/// was asked about, so that positions asked in document order cost O(n) in all.
///
/// Line breaks are LF, CR LF and a lone CR (XML 1.0 §2.11); columns count Unicode scalars
/// (every byte that is not a UTF-8 continuation byte); a leading BOM takes no column.
struct Locator {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var line = 1
  private var column = 1

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    rewind()
  }

  /// The position of the byte at `target` (the end of the input when past it).
  mutating func position(at target: Int) -> XMLPosition {
    if target < offset { rewind() }
    let end = min(target, bytes.count)
    while offset < end {
      let byte = bytes[offset]
      offset += 1
      if byte == 0x0A || (byte == 0x0D && (offset == bytes.count || bytes[offset] != 0x0A)) {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 && byte != 0x0D {
        column += 1
      }
    }
    return XMLPosition(line: line, column: column)
  }

  private mutating func rewind() {
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    offset = hasBOM ? 3 : 0
    line = 1
    column = 1
  }
}

import UTF8Scan

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
    let problem = UTF8Scan.firstProblem(bytes) { value in
      switch value {
      case 0x09, 0x0A, 0x0D: true
      case 0..<0x20, 0xFFFE, 0xFFFF: false
      default: true
      }
    }
    switch problem {
    case nil: return nil
    case .invalidUTF8(let byte, let offset): return .invalidUTF8(byte, offset: offset)
    case .forbidden(0, let offset): return .nulByte(offset: offset)
    case .forbidden(let value, let offset): return .forbiddenCharacter(value, offset: offset)
    }
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
  ///
  /// Eight bytes at a time while they hold no line break: each adds a column for every byte
  /// that is not a UTF-8 continuation byte (`10xxxxxx`).
  mutating func position(at target: Int) -> XMLPosition {
    if target < offset { rewind() }
    let end = min(target, bytes.count)
    while offset < end {
      if offset + 8 <= end, let base = bytes.baseAddress {
        let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
        if !Self.hasLineBreak(word) {
          let high = word & 0x8080_8080_8080_8080
          let continuations = high == 0 ? 0 : (high & ~(word << 1)).nonzeroBitCount
          column += 8 - continuations
          offset += 8
          continue
        }
      }
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

  /// Whether a byte of the word is LF or CR: a byte equal to the one sought is zero under
  /// the XOR, and only a zero byte borrows into its high bit below (with no false positive
  /// in a word that has none).
  @inline(__always)
  private static func hasLineBreak(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let lf = word ^ (ones &* 0x0A)
    let cr = word ^ (ones &* 0x0D)
    let zeros = ((lf &- ones) & ~lf) | ((cr &- ones) & ~cr)
    return zeros & high != 0
  }

  private mutating func rewind() {
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    offset = hasBOM ? 3 : 0
    line = 1
    column = 1
  }
}

import TextPosition

/// Turns byte offsets into 1-based positions by walking forward from the last offset it
/// was asked about, so that positions asked in document order cost O(n) in all.
///
/// Line breaks are LF, CR LF and a lone CR (XML 1.0 §2.11); columns count Unicode scalars
/// (every byte that is not a UTF-8 continuation byte); a leading BOM takes no column.
///
/// In a file without CR (the usual case), it goes from line feed to line feed with libc's
/// `memchr` and counts the columns of the last line eight bytes at a time; with a CR, it
/// walks byte by byte where a word holds a line break.
struct Locator {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let hasCR: Bool
  private var offset = 0
  private var line = 1
  private var column = 1
  /// Without CR: the offset of the first LF at or after `offset`, or the end of the input.
  private var nextLF = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    hasCR = MarkupScan.find(0x0D, in: bytes, from: 0) != nil
    rewind()
  }

  /// The position of the byte at `target` (the end of the input when past it).
  mutating func position(at target: Int) -> TextPosition {
    if target < offset { rewind() }
    let end = min(target, bytes.count)
    if hasCR { walk(to: end) } else { jump(to: end) }
    return TextPosition(line: line, column: column)
  }

  /// From line feed to line feed, then the columns up to `end`; only without CR.
  private mutating func jump(to end: Int) {
    while nextLF < end {
      line += 1
      column = 1
      offset = nextLF + 1
      nextLF = MarkupScan.find(0x0A, in: bytes, from: offset) ?? bytes.count
    }
    column += scalars(from: offset, to: end)
    offset = max(offset, end)
  }

  /// The number of bytes from `start` to `end` that are not UTF-8 continuation bytes
  /// (`10xxxxxx`), eight at a time.
  private func scalars(from start: Int, to end: Int) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var index = start
    var count = 0
    while index + 8 <= end {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let high = word & 0x8080_8080_8080_8080
      count += 8 - (high == 0 ? 0 : (high & ~(word << 1)).nonzeroBitCount)
      index += 8
    }
    while index < end {
      if base[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }

  /// Byte by byte, eight at a time while they hold no line break.
  private mutating func walk(to end: Int) {
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
    nextLF = hasCR ? 0 : MarkupScan.find(0x0A, in: bytes, from: offset) ?? bytes.count
  }
}

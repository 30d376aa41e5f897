/// Checking that input is UTF-8 text, shared by the YAML and the storyboard XML readers
/// (`YAML.InputCheck`, `StoryboardXML.InputCheck`), which each say which characters their
/// format allows and how they report a problem.
public enum UTF8Scan {
  /// The first byte that is not well-formed UTF-8, or the first character a format refuses,
  /// with the offset of its first byte.
  public enum Problem: Equatable, Sendable {
    case invalidUTF8(UInt8, offset: Int)
    /// A character `allows` refused (0 for a NUL byte).
    case forbidden(UInt32, offset: Int)
  }

  /// The first problem of `bytes`: a byte that is not well-formed UTF-8 (RFC 3629: no
  /// overlongs, no surrogates, nothing past U+10FFFF) or a character for which `allows` is
  /// false. Printable ASCII (0x20 to 0x7E) is always allowed and is not asked about.
  ///
  /// - Complexity: O(n), one pass; eight bytes at a time through printable ASCII, and a word
  ///   that holds another byte (a line break, say) skips its printable bytes before it at once.
  public static func firstProblem(
    _ bytes: UnsafeBufferPointer<UInt8>, allows: (UInt32) -> Bool
  ) -> Problem? {
    guard let base = bytes.baseAddress else { return nil }
    var index = 0
    let count = bytes.count
    while index < count {
      if index + 8 <= count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let flags = nonPrintableBytes(word)
        // The lowest flag is exact: the bytes before it are printable ASCII.
        index += flags == 0 ? 8 : flags.trailingZeroBitCount >> 3
        if flags == 0 { continue }
      }
      let byte = bytes[index]
      if byte < 0x80 {
        guard (byte >= 0x20 && byte != 0x7F) || allows(UInt32(byte)) else {
          return .forbidden(UInt32(byte), offset: index)
        }
        index += 1
        continue
      }
      guard let (length, value) = decode(bytes, at: index) else {
        return .invalidUTF8(byte, offset: index)
      }
      guard allows(value) else { return .forbidden(value, offset: index) }
      index += length
    }
    return nil
  }

  /// Whether all eight bytes of a word are printable ASCII (0x20 to 0x7E): no high bit, no
  /// byte below 0x20 and no 0x7F, tested on the whole word at once.
  @inline(__always)
  public static func isPrintableASCII(_ word: UInt64) -> Bool {
    nonPrintableBytes(word) == 0
  }

  /// The high bit of each byte of `word` (its first byte in the low bits) that is not
  /// printable ASCII, exact up to the lowest one set: a subtraction borrows only out of a
  /// byte that is flagged, so a byte after a flagged one may be flagged wrongly, never one
  /// before. Zero when all eight bytes are printable ASCII.
  @inline(__always)
  public static func nonPrintableBytes(_ word: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    // A byte below 0x20 borrows into its high bit when 0x20 is subtracted from it.
    let below = (word &- ones &* 0x20) & ~word & high
    // A 0x7F byte becomes 0 under the XOR, and a zero byte borrows when 1 is subtracted.
    let delete = word ^ (ones &* 0x7F)
    let isDelete = (delete &- ones) & ~delete & high
    return (word & high) | below | isDelete
  }

  /// The length and value of the multi-byte UTF-8 sequence at `index`, or `nil` when it is
  /// not well-formed (RFC 3629: no overlongs, no surrogates, nothing past U+10FFFF).
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

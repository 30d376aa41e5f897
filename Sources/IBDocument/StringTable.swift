#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The strings a reader makes from one buffer's bytes, each made once for bytes that repeat:
/// an Interface Builder document writes the same element and attribute names, and the same
/// short values (`NO`, `scaleToFill`, `0.0`), thousands of times. A table of 1,024 slots by a
/// hash of the bytes (the first and the last eight) keeps the last string made for each; a
/// hit is a compare of the bytes where the string was first read, a miss makes the string as
/// `String(decoding:as:)` does.
struct StringTable {
  private var slots: [(start: Int, count: Int, string: String)?] = Array(
    repeating: nil, count: 1 << 10)

  /// The string of `buffer[range]`, which is valid UTF-8.
  mutating func string(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    let count = range.count
    guard count > 0, count <= 64, let base = buffer.baseAddress else {
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }
    // The hash reads the first and the last eight bytes (all of a shorter string).
    let raw = UnsafeRawPointer(base)
    var head: UInt64 = 0
    var tail: UInt64 = 0
    if count >= 8 {
      head = raw.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self)
      tail = raw.loadUnaligned(fromByteOffset: range.upperBound - 8, as: UInt64.self)
    } else {
      for index in range { head = head << 8 | UInt64(buffer[index]) }
    }
    let mixed = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
    let slot = Int(truncatingIfNeeded: (mixed &* 0x1656_67B1_9E37_79F9) >> 54)
    if let entry = slots[slot], entry.count == count,
      memcmp(base + entry.start, base + range.lowerBound, count) == 0
    {
      return entry.string
    }
    let string = String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    slots[slot] = (range.lowerBound, count, string)
    return string
  }

  /// Whether the bytes look like an Interface Builder id (`8bC-Xf-vdC`), which is rarely
  /// written twice and not worth a slot.
  static func isID(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    range.count == 10 && buffer[range.lowerBound + 3] == UInt8(ascii: "-")
      && buffer[range.lowerBound + 6] == UInt8(ascii: "-")
  }
}

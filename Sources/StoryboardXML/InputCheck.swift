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

import TextPosition
import UTF8Scan

/// The encoding checks whose errors win over libyaml's (they run before libyaml sees the
/// bytes, or beside it on a large file), and the byte ↔ mark conversions that libyaml's
/// reader errors (a byte offset only) and the tab hint need.
enum InputCheck {
  /// Throws for the first byte that is not valid UTF-8, a NUL byte, or a character YAML
  /// forbids (C0 and C1 controls other than tab, line feed, carriage return and NEL;
  /// U+FFFE; U+FFFF), at its exact line and column.
  ///
  /// - Complexity: O(n), one pass; eight bytes at a time through printable ASCII.
  static func validate(_ bytes: UnsafeBufferPointer<UInt8>) throws(YAMLError) {
    let problem = UTF8Scan.firstProblem(bytes) { value in
      switch value {
      case 0x09, 0x0A, 0x0D, 0x85: true
      case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: false
      default: true
      }
    }
    switch problem {
    case nil: return
    case .invalidUTF8(let byte, let offset):
      throw .invalidUTF8(byte, at: mark(atOffset: offset, in: bytes))
    case .forbidden(0, let offset):
      throw .nulByte(at: mark(atOffset: offset, in: bytes))
    case .forbidden(let value, let offset):
      throw .forbiddenCharacter(value, at: mark(atOffset: offset, in: bytes))
    }
  }


  /// The mark of the byte at `offset`, counted as libyaml counts: line breaks are LF,
  /// CR, CR LF, NEL, LS and PS; columns are Unicode scalars; a leading BOM takes no column.
  static func mark(atOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
    walk(bytes) { index, _ in index >= offset }.mark
  }

  /// The byte offset where `mark` starts, or `nil` past the end of the bytes.
  static func offset(of mark: TextPosition, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let found = walk(bytes) { _, current in current >= mark }
    return found.index < bytes.count ? found.index : nil
  }

  /// Walks characters from the start until `stop` holds for a character's start offset and
  /// mark (or the bytes end), and returns that offset and mark.
  private static func walk(
    _ bytes: UnsafeBufferPointer<UInt8>, until stop: (Int, TextPosition) -> Bool
  ) -> (index: Int, mark: TextPosition) {
    var index = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    var line = 1
    var column = 1
    while index < bytes.count {
      if stop(index, TextPosition(line: line, column: column)) { break }
      let breakLength = lineBreakLength(bytes, at: index)
      if breakLength > 0 {
        index += breakLength
        line += 1
        column = 1
        continue
      }
      index += 1
      column += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
    }
    return (index, TextPosition(line: line, column: column))
  }

  /// How many bytes the line break at `index` takes: 0 when there is none.
  private static func lineBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    func byte(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }
    switch bytes[index] {
    case 0x0A: return 1
    case 0x0D: return byte(1) == 0x0A ? 2 : 1
    case 0xC2: return byte(1) == 0x85 ? 2 : 0
    case 0xE2: return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : 0
    default: return 0
    }
  }
}

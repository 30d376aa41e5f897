import TextPosition

/// A file that is not UTF-8: where its first bad byte is. The scanner reads nothing of
/// such a file; the caller says so (for example as a note, and skips the file).
public struct InvalidUTF8: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  /// The offset of the first byte that is not well-formed UTF-8.
  public var offset: Int
  /// The byte's place; its column counts the Unicode scalars before it on its line.
  public var position: TextPosition

  public init(file: String, offset: Int, position: TextPosition) {
    self.file = file
    self.offset = offset
    self.position = position
  }

  public var description: String {
    "\(file):\(position.line):\(position.column): the file is not UTF-8 (byte \(offset))"
  }

  /// The first byte of `bytes` that is not well-formed UTF-8 (RFC 3629: no overlong
  /// forms, no surrogates, nothing past U+10FFFF), or nil.
  ///
  /// - Complexity: O(n).
  static func find(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> InvalidUTF8? {
    guard let base = bytes.baseAddress else { return nil }
    var index = 0
    let count = bytes.count
    while index < count {
      // Eight ASCII bytes at a time.
      if index + 8 <= count,
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
          == 0
      {
        index += 8
        continue
      }
      let lead = base[index]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE, 0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: length = 0
      }
      var valid = length > 0 && index + length <= count
      if valid && length > 1 {
        let second = base[index + 1]
        valid = second >= low && second <= high
        var next = 2
        while valid && next < length {
          valid = base[index + next] & 0xC0 == 0x80
          next += 1
        }
      }
      guard valid else {
        return InvalidUTF8(file: file, offset: index, position: position(of: index, in: bytes))
      }
      index += length
    }
    return nil
  }

  /// The line and column of a byte offset, for the one error: a second pass, only then.
  private static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> TextPosition
  {
    var line = 1
    var column = 1
    for byte in bytes[..<offset] {
      if byte == ASCII.newline {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return TextPosition(line: line, column: column)
  }
}

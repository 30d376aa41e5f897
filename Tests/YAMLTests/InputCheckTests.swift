import Testing
import TextPosition
import UTF8Scan
@testable import YAML

/// Encoding checks run before libyaml, and locate the first bad byte as libyaml would.
@Suite struct InputCheckTests {
  static let invalid = "save the file as UTF-8 [yaml-invalid-utf8]"

  static let cases: [ErrorCase] = [
    ErrorCase(
      "0xFF", Array("a: ".utf8) + [0xFF],
      "1:4: error: invalid UTF-8 byte 0xFF; \(invalid)"),
    ErrorCase(
      "after multibyte characters", Array("é: ü\nb: ".utf8) + [0x80, 0x0A],
      "2:4: error: invalid UTF-8 byte 0x80; \(invalid)"),
    ErrorCase(
      "truncated sequence", Array("a: ".utf8) + [0xC3, 0x41],
      "1:4: error: invalid UTF-8 byte 0xC3; \(invalid)"),
    ErrorCase(
      "sequence cut by the end", Array("a: ".utf8) + [0xE2, 0x82],
      "1:4: error: invalid UTF-8 byte 0xE2; \(invalid)"),
    ErrorCase(
      "overlong slash", Array("a: ".utf8) + [0xC0, 0xAF],
      "1:4: error: invalid UTF-8 byte 0xC0; \(invalid)"),
    ErrorCase(
      "overlong three bytes", Array("a: ".utf8) + [0xE0, 0x80, 0xAF],
      "1:4: error: invalid UTF-8 byte 0xE0; \(invalid)"),
    ErrorCase(
      "surrogate", Array("a: ".utf8) + [0xED, 0xA0, 0x80],
      "1:4: error: invalid UTF-8 byte 0xED; \(invalid)"),
    ErrorCase(
      "past U+10FFFF", Array("a: ".utf8) + [0xF4, 0x90, 0x80, 0x80],
      "1:4: error: invalid UTF-8 byte 0xF4; \(invalid)"),
    ErrorCase(
      "UTF-16 with a BOM", [0xFF, 0xFE, 0x61, 0x00],
      "1:1: error: invalid UTF-8 byte 0xFF; \(invalid)"),
    ErrorCase(
      "Latin-1 text", Array("title: caf".utf8) + [0xE9, 0x0A],
      "1:11: error: invalid UTF-8 byte 0xE9; \(invalid)"),
    ErrorCase(
      "NUL", Array("a: 1\nb: ".utf8) + [0x00],
      "2:4: error: unexpected NUL byte; save the file as UTF-8 text [yaml-nul-byte]"),
    ErrorCase(
      "UTF-16 without a BOM", [0x61, 0x00, 0x3A, 0x00],
      "1:2: error: unexpected NUL byte; save the file as UTF-8 text [yaml-nul-byte]"),
    ErrorCase(
      "NUL in a comment", "# \u{0}\n",
      "1:3: error: unexpected NUL byte; save the file as UTF-8 text [yaml-nul-byte]"),
  ]

  @Test(arguments: cases) func badBytes(_ row: ErrorCase) {
    #expect(loadError(row.input, limits: row.limits)?.description == row.expected)
  }

  /// Line breaks count as libyaml counts them: LF, CR, CR LF, NEL, LS, PS. Columns
  /// count Unicode scalars. A leading BOM takes no column.
  static let lineBreaks: [(String, [UInt8], TextPosition)] = [
    ("LF", Array("a: 1\nb: ".utf8), TextPosition(line: 2, column: 4)),
    ("CR LF", Array("a: 1\r\nb: ".utf8), TextPosition(line: 2, column: 4)),
    ("CR", Array("a: 1\rb: ".utf8), TextPosition(line: 2, column: 4)),
    ("NEL", Array("- a\u{85}- ".utf8), TextPosition(line: 2, column: 3)),
    ("LS", Array("- a\u{2028}- ".utf8), TextPosition(line: 2, column: 3)),
    ("PS", Array("- a\u{2029}- ".utf8), TextPosition(line: 2, column: 3)),
    ("BOM", Array("\u{FEFF}ab: ".utf8), TextPosition(line: 1, column: 5)),
    ("wide", Array("😀é: ".utf8), TextPosition(line: 1, column: 5)),
  ]

  @Test(arguments: lineBreaks) func markOfBadByte(
    _ name: String, _ prefix: [UInt8], _ expected: TextPosition
  ) throws {
    let error = try #require(loadError(prefix + [0xFF]))
    #expect(error.mark == expected)
  }

  /// libyaml's own marks agree with the pre-check's counting.
  @Test func libyamlAgrees() throws {
    let root = try YAMLLoader.load("\u{FEFF}- a\r\n- 😀é\u{85}- b\u{2028}- c\r- d\n").root
    #expect(render(root) == "[a@1:3, 😀é@2:3, b@3:3, c@4:3, d@5:3]@1:1")
  }

  /// Printable ASCII is checked eight bytes at a time: a bad byte at any offset of a long
  /// line, and so at any place in a word, is still found at its exact column.
  @Test func badBytesAtEveryOffsetOfAWord() throws {
    for bad: UInt8 in [0x00, 0x01, 0x1F, 0x7F, 0x80, 0xFF] {
      for offset in 0..<24 {
        var bytes = Array("a: ".utf8) + Array(repeating: UInt8(ascii: "x"), count: 40)
        bytes[3 + offset] = bad
        let error = try #require(loadError(bytes), "byte \(bad) at \(offset)")
        #expect(error.mark == TextPosition(line: 1, column: 4 + offset), "byte \(bad) at \(offset)")
      }
    }
  }
}


/// The word test against a byte-by-byte one.
@Suite struct PrintableWordTests {
  @Test func wordTestMatchesBytes() {
    // A fixed xorshift sequence, so every run tests the same words.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
    let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xFF]
    for round in 0..<20_000 {
      var word: UInt64 = 0
      for k in 0..<8 {
        let byte =
          round % 2 == 0
          ? interesting[Int(next() % UInt64(interesting.count))]
          : UInt8(0x20 + next() % 0x5F)
        word |= UInt64(byte) << (8 * UInt64(k))
      }
      let expected = (0..<8).allSatisfy { k in
        let byte = UInt8(truncatingIfNeeded: word >> (8 * UInt64(k)))
        return byte >= 0x20 && byte <= 0x7E
      }
      #expect(UTF8Scan.isPrintableASCII(word) == expected, "\(String(word, radix: 16))")
      let first = (0..<8).first { k in
        let byte = UInt8(truncatingIfNeeded: word >> (8 * UInt64(k)))
        return byte < 0x20 || byte > 0x7E
      }
      let flags = UTF8Scan.nonPrintableBytes(word)
      #expect(
        (flags == 0 ? nil : flags.trailingZeroBitCount / 8) == first, "\(String(word, radix: 16))")
    }
  }

  /// Problems behind printable bytes at every place in a word: the scan skips the printable
  /// bytes before a line break or a character at once, and still finds what follows.
  @Test func problemsAfterSkippedBytes() {
    let allowsBreaks: (UInt32) -> Bool = { $0 == 0x0A || ($0 >= 0x20 && $0 != 0x7F) }
    for lead in 0..<17 {
      let text = Array(repeating: UInt8(ascii: "a"), count: lead)
      let cases: [([UInt8], UTF8Scan.Problem?)] = [
        (text + [0x0A] + text + [0x01] + text, .forbidden(1, offset: 2 * lead + 1)),
        (text + [0xC3, 0xA9] + text + [0xC3] + text, .invalidUTF8(0xC3, offset: 2 * lead + 2)),
        (text + [0x0A, 0x7F] + text, .forbidden(0x7F, offset: lead + 1)),
        (text + [0xE2, 0x80, 0xA8] + text + [0x0A], nil),
      ]
      for (bytes, expected) in cases {
        let problem = bytes.withUnsafeBufferPointer {
          UTF8Scan.firstProblem($0, allows: allowsBreaks)
        }
        #expect(problem == expected, "lead \(lead): \(bytes)")
      }
    }
  }
}

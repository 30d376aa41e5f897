import Diagnostics
import Testing

/// The JSON string and quoted-value formats of the one escaping routine: JSON output, snapshot
/// files and a diff's values escape a quote, a backslash, LF, CR and tab, and write every other
/// control character visibly (JSON as `\u001b`, text as Swift's `\u{1B}`), never raw.
@Suite struct QuotedFormatTests {
  static let hostile = "a\"b\\c\nd\re\tf\u{1B}g\u{9B}h\u{2028}i é"

  @Test func jsonEscapesInItsOwnNotation() {
    #expect(
      MessageText.escaped(Self.hostile, format: .json)
        == #"a\"b\\c\nd\re\tf\u001bg\u009bh\u2028i é"#)
  }

  @Test func quotedTextEscapesAsASwiftLiteral() {
    #expect(
      MessageText.escaped(Self.hostile, format: .quoted)
        == #"a\"b\\c\nd\re\tf\u{1B}g\u{9B}h\u{2028}i é"#)
  }

  @Test func plainTextIsLeftAlone() {
    #expect(MessageText.escaped("Buy milk: 2 €", format: .json) == "Buy milk: 2 €")
    #expect(MessageText.escaped("Buy milk: 2 €", format: .quoted) == "Buy milk: 2 €")
  }
}

@testable import StoryboardXML
import Testing
import TextPosition

/// The scans the parser runs on the raw bytes, against their byte-by-byte definitions.
@Suite struct MarkupScanTests {
  /// `tagStart(before:)` is the last `<` at or before the offset (never the first byte), or
  /// 0: the same as a walk back one byte at a time, for every offset of tags shorter and
  /// longer than the eight bytes it reads at once, with a `<` in every lane of a word.
  @Test func tagStartIsTheLastLessThanSignAtOrBeforeTheOffset() {
    let text =
      "<document a=\"1\">\n  <view id=\"abc-de-fgh\" key=\"view\" contentMode=\"scaleToFill\">"
      + "<a/><bb/><ccc/><dddd/>\n<e x='12345678'/></view>x<" + "</document>"
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      for offset in 0..<(bytes.count + 4) {
        var expected = min(offset, bytes.count - 1)
        while expected > 0, bytes[expected] != UInt8(ascii: "<") { expected -= 1 }
        #expect(MarkupScan.tagStart(before: offset, in: buffer) == expected, "offset \(offset)")
      }
    }
  }

  /// Without any `<` after the first byte, the start is the first byte.
  @Test func tagStartWithoutAnotherLessThanSignIsTheStart() {
    let bytes = Array("<abcdefghijklmnopqrstuvwxyz0123456789".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(MarkupScan.tagStart(before: 30, in: buffer) == 0)
      #expect(MarkupScan.tagStart(before: 7, in: buffer) == 0)
    }
  }
}

/// An element's attributes read by name: the value, the whole attribute and the place agree.
@Suite struct IBElementAttributeTests {
  @Test func valueAttributeAndPlaceOfTheSameName() {
    let element = IBElement(
      name: "label",
      attributes: [
        IBAttribute(name: "id", value: "a1", position: TextPosition(line: 3, column: 12)),
        IBAttribute(name: "text", value: "Hi", position: TextPosition(line: 3, column: 20)),
        IBAttribute(name: "idx", value: "2", position: TextPosition(line: 3, column: 30)),
      ], position: TextPosition(line: 3, column: 5))
    #expect(element["text"] == "Hi")
    #expect(element["idx"] == "2")
    #expect(element["tex"] == nil)
    #expect(element.attribute("id")?.value == "a1")
    #expect(element.attributePosition("text") == TextPosition(line: 3, column: 20))
    #expect(element.attributePosition("missing") == nil)
  }

  /// A name told by its length first: equal names (short, long, made apart), and names of
  /// the same length or of another that differ.
  @Test func isNamedComparesWholeNames() {
    let long = String(repeating: "tableViewCell", count: 2)
    let element = IBElement(name: long, position: TextPosition(line: 1, column: 1))
    #expect(element.isNamed("tableViewCell" + "tableViewCell"))
    #expect(!element.isNamed("tableViewCelltableViewCelx"))
    #expect(!element.isNamed("tableViewCell"))
    #expect(IBElement(name: "view", position: element.position).isNamed("view"))
    #expect(!IBElement(name: "view", position: element.position).isNamed("vie\u{301}"))
    #expect(!IBElement(name: "view", position: element.position).isNamed("veiw"))
  }
}

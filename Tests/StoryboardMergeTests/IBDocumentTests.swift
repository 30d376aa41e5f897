import Foundation
import IBDocument
import StoryboardXML
import TestSupport
import Testing

/// The lossless reader: every corpus storyboard written back byte for byte, Xcode's form
/// for what changed, and located errors at the limits.
@Suite struct IBDocumentTests {
  /// The storyboards of the two corpora beside the repository, or none when they are absent.
  static let corpus: [String] = {
    var files: [String] = []
    for folder in ["storyboards", "storyboards-wide"] {
      let path = "\(repositoryRoot)/../shared/\(folder)"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      files += names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        .map { "\(path)/\($0)" }
    }
    return files
  }()

  @Test func everyCorpusFileRoundTripsByteForByte() throws {
    guard !Self.corpus.isEmpty else {
      print("note: ../shared/storyboards and ../shared/storyboards-wide are absent; skipped")
      return
    }
    var failed: [String] = []
    for path in Self.corpus {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let document = try IBDocument(parsing: bytes, file: path)
      if document.bytes() != bytes { failed.append(path) }
    }
    #expect(failed.isEmpty)
    #expect(Self.corpus.count >= 170)
  }

  @Test func aChangedStartTagIsWrittenAsXcodeWritesIt() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="x" version="3.0">
          <objects>
              <label text="A &amp; B" id="a-1"/>
          </objects>
      </document>

      """
    var document = try IBDocument(parsing: Array(text.utf8), file: "a.storyboard")
    var label = document.root.children[0].children[0]
    #expect(label.value(of: "text") == "A & B")
    label.setAttributes(
      label.attributes + [IBNode.Attribute(name: "userLabel", rawValue: "Title &quot;1&quot;")])
    document.root.children[0].children[0] = label
    let written = String(decoding: document.bytes(), as: UTF8.self)
    #expect(
      written.contains(
        "\n        <label text=\"A &amp; B\" id=\"a-1\" userLabel=\"Title &quot;1&quot;\"/>\n"))
  }

  @Test func anElementGainsAndLosesChildrenAsXcodeWritesThem() throws {
    let text = "<document>\n    <objects/>\n    <a>\n        <b/>\n    </a>\n</document>\n"
    var document = try IBDocument(parsing: Array(text.utf8), file: "a.xib")
    let b = document.root.children[1].children[0]
    document.root.children[0].replaceChildren([b], level: 1)
    document.root.children[1].replaceChildren([], level: 1)
    #expect(
      String(decoding: document.bytes(), as: UTF8.self)
        == "<document>\n    <objects>\n        <b/>\n    </objects>\n    <a/>\n</document>\n")
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: String
    var testDescription: String { expected }
  }

  static let errors: [ErrorCase] = [
    .init(
      text: "<document>\n  <a>\n</document>",
      expected:
        "f.xib:3:1: error: end tag '</document>' does not match '<a>' [xml-syntax]\n"
        + "f.xib:2:3: note: '<a>' starts here"),
    .init(
      text: "<document>\n  <a x=1/>\n</document>",
      expected: "f.xib:2:8: error: the value of attribute 'x' is not quoted [xml-syntax]"),
    .init(
      text: "<document>\n  <a>",
      expected:
        "f.xib:2:6: error: the file ends before '</a>' [xml-syntax]\n"
        + "f.xib:2:3: note: '<a>' starts here"),
    .init(
      text: "<document/>\n<b/>",
      expected: "f.xib:2:1: error: an element is not allowed after the root element [xml-syntax]"),
    .init(
      text: "<document>\u{0}</document>",
      expected: "f.xib:1:11: error: a NUL byte is not allowed in XML [xml-nul-byte]"),
    .init(
      text: String(repeating: "<a>", count: 257),
      expected:
        "f.xib:1:769: error: elements are nested deeper than the limit of 256 [xml-depth-limit]"),
  ]

  @Test(arguments: errors) func malformedInputIsRefusedWithItsPlace(_ row: ErrorCase) {
    let thrown = #expect(throws: XMLError.self) {
      try IBDocument(parsing: Array(row.text.utf8), file: "f.xib")
    }
    #expect(thrown?.description == row.expected)
  }

  @Test func theLimitsOfXMLLimitsApply() {
    let wide = "<document " + (0..<5).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"
    let thrown = #expect(throws: XMLError.self) {
      try IBDocument(
        parsing: Array(wide.utf8), file: "f.xib", limits: XMLLimits(maxAttributes: 4))
    }
    #expect(
      thrown?.description
        == "f.xib:1:1: error: '<document>' has more than the limit of 4 attributes [xml-attribute-limit]"
    )
    let big = #expect(throws: XMLError.self) {
      try IBDocument(
        parsing: Array("<document/>".utf8), file: "f.xib", limits: XMLLimits(maxBytes: 4))
    }
    #expect(
      big?.description
        == "f.xib:1:1: error: the file has 11 bytes, more than the limit of 4 [xml-too-large]")
  }
}

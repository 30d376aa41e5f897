import Testing

@testable import StoryboardXML

/// Hostile, broken and foreign input fails fast with an exact, located error.
@Suite struct HostileInputTests {
  /// The classic: ten levels of ten entity references each, 10^9 'lol's once expanded.
  static let billionLaughs: String = {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n  <!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      text += "  <!ENTITY lol\(level) \"\(String(repeating: "&\(previous);", count: 10))\">\n"
    }
    return text + "]>\n<lolz>&lol9;</lolz>\n"
  }()

  static let safetyCases: [ErrorCase] = [
    ErrorCase(
      "billion laughs", billionLaughs, .doctype,
      "t.storyboard:2:16: error: a DOCTYPE with an internal subset ('[...]') is not allowed: it can declare entities, and storyboards have none [xml-doctype]"
    ),
    ErrorCase(
      "entity declared for a storyboard",
      "<!DOCTYPE document [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n" + storyboard("&e;"),
      .doctype,
      "t.storyboard:1:20: error: a DOCTYPE with an internal subset ('[...]') is not allowed: it can declare entities, and storyboards have none [xml-doctype]"
    ),
    ErrorCase(
      "undeclared entity in text", storyboard("\n  <a>é&lol;</a>"), .entity,
      "t.storyboard:2:7: error: entity reference '&lol;' is not allowed; only &amp; &lt; &gt; &quot; &apos; and character references such as &#10; are [xml-entity]"
    ),
    ErrorCase(
      "entity in an attribute value", storyboard("<a x=\"1&e;\"/>"), .entity,
      "t.storyboard:1:79: error: entity reference '&e;' is not allowed; only &amp; &lt; &gt; &quot; &apos; and character references such as &#10; are [xml-entity]"
    ),
    ErrorCase(
      "entity with an external DTD",
      "<!DOCTYPE document SYSTEM \"http://localhost:1/x.dtd\">\n" + storyboard("<a>&e;</a>"),
      .entity,
      "t.storyboard:2:75: error: entity reference '&e;' is not allowed; only &amp; &lt; &gt; &quot; &apos; and character references such as &#10; are [xml-entity]"
    ),
    ErrorCase(
      "200,000 nested elements", storyboard(String(repeating: "<a>", count: 200_000)),
      .depthLimit,
      "t.storyboard:1:837: error: elements nest deeper than the limit of 256 levels [xml-depth-limit]"
    ),
    ErrorCase(
      "depth over a small limit", storyboard("<a><b><c/></b></a>"),
      limits: XMLLimits(maxDepth: 3), .depthLimit,
      "t.storyboard:1:78: error: elements nest deeper than the limit of 3 levels [xml-depth-limit]"),
    ErrorCase(
      "100,000 attributes",
      storyboard("\n<a " + (0..<100_000).map { "a\($0)=\"\"" }.joined(separator: " ") + "/>"),
      .attributeLimit,
      "t.storyboard:2:1: error: element has 100000 attributes, more than the limit of 256 [xml-attribute-limit]"
    ),
    ErrorCase(
      "attributes over a small limit, after an earlier error",
      storyboard("<a></b><c x='1' y=\"2\" z='3'/>"), limits: XMLLimits(maxAttributes: 2),
      .syntax,
      "t.storyboard:1:79: error: opening and ending tag mismatch: a line 1 and b [xml-syntax]\n"
        + "t.storyboard:1:72: note: '<a>' starts here"),
    ErrorCase(
      "attributes over a small limit", storyboard("<a/><c x='1' y=\"=\" z='3'/>"),
      limits: XMLLimits(maxAttributes: 2), .attributeLimit,
      "t.storyboard:1:76: error: element has 3 attributes, more than the limit of 2 [xml-attribute-limit]"
    ),
    ErrorCase(
      "elements over a small limit", storyboard("<a/><a/><a/>"),
      limits: XMLLimits(maxElements: 3), .tooLarge,
      "t.storyboard:1:80: error: document has more than 3 elements [xml-too-large]"),
    ErrorCase(
      "long attribute value",
      storyboard("<a k=\"v\" x=\"&#233;" + String(repeating: "x", count: 59) + "\"/>"),
      limits: XMLLimits(maxAttributeValueLength: 60), .valueTooLong,
      "t.storyboard:1:81: error: value of attribute 'x' is 61 bytes long, over the limit of 60 bytes [xml-value-too-long]"
    ),
    ErrorCase(
      "2 MB attribute value",
      storyboard("<a x=\"" + String(repeating: "x", count: 2_000_000) + "\"/>"),
      .valueTooLong,
      "t.storyboard:1:75: error: value of attribute 'x' is 2000000 bytes long, over the limit of 1048576 bytes [xml-value-too-long]"
    ),
    ErrorCase(
      "long text", storyboard("<a>12<![CDATA[34]]>5</a>"),
      limits: XMLLimits(maxTextLength: 4), .valueTooLong,
      "t.storyboard:1:72: error: text of '<a>' is longer than the limit of 4 bytes [xml-value-too-long]"
    ),
    ErrorCase(
      "11 MB comment", storyboard("<!--" + String(repeating: "x", count: 11_000_000)),
      .valueTooLong,
      "t.storyboard:1:72: error: this tag, comment or section runs on for more than 10000000 bytes, libxml2's limit [xml-value-too-long]"
    ),
    ErrorCase(
      "file too large", storyboard(""), limits: XMLLimits(maxBytes: 10), .tooLarge,
      "t.storyboard:1:1: error: file is larger than the limit of 10 bytes [xml-too-large]"),
  ]

  static let encodingCases: [ErrorCase] = [
    ErrorCase(
      "invalid UTF-8 after multi-byte characters",
      Array(storyboard("\n<a>é😀").utf8).dropLast(11) + [0xFF], .invalidUTF8,
      "t.storyboard:2:6: error: invalid UTF-8 byte 0xFF; save the file as UTF-8 [xml-invalid-utf8]"),
    ErrorCase(
      "truncated UTF-8 sequence", Array(storyboard("<a>").utf8) + [0xE2, 0x82], .invalidUTF8,
      "t.storyboard:1:86: error: invalid UTF-8 byte 0xE2; save the file as UTF-8 [xml-invalid-utf8]"
    ),
    ErrorCase(
      "overlong encoding", Array(storyboard("<a>").utf8) + [0xC0, 0xBC], .invalidUTF8,
      "t.storyboard:1:86: error: invalid UTF-8 byte 0xC0; save the file as UTF-8 [xml-invalid-utf8]"
    ),
    ErrorCase(
      "UTF-16 with a byte-order mark",
      [0xFF, 0xFE] + Array(storyboard("").utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
      .invalidUTF8,
      "t.storyboard:1:1: error: invalid UTF-8 byte 0xFF; this looks like UTF-16: save the file as UTF-8 [xml-invalid-utf8]"
    ),
    ErrorCase(
      "NUL byte", Array(storyboard("\n <a>").utf8) + [0], .nulByte,
      "t.storyboard:2:16: error: unexpected NUL byte; save the file as UTF-8 text [xml-nul-byte]"),
    ErrorCase(
      "UTF-16 little-endian without a byte-order mark",
      Array(storyboard("").utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, .nulByte,
      "t.storyboard:1:2: error: unexpected NUL byte; this looks like UTF-16 without a byte-order mark: save the file as UTF-8 text [xml-nul-byte]"
    ),
    ErrorCase(
      "UTF-16 big-endian without a byte-order mark",
      Array(storyboard("").utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, .nulByte,
      "t.storyboard:1:1: error: unexpected NUL byte; this looks like UTF-16 without a byte-order mark: save the file as UTF-8 text [xml-nul-byte]"
    ),
    ErrorCase(
      "control character", storyboard("<a>\u{7}</a>"), .syntax,
      "t.storyboard:1:75: error: character U+0007 is not allowed in XML text [xml-syntax]"),
    ErrorCase(
      "U+FFFE", storyboard("<a>\u{FFFE}</a>"), .syntax,
      "t.storyboard:1:75: error: character U+FFFE is not allowed in XML text [xml-syntax]"),
  ]

  static let malformedCases: [ErrorCase] = [
    ErrorCase(
      "mismatched end tag", storyboard("\n  <a>\n    <b>\n  </a>"), .syntax,
      "t.storyboard:4:7: error: opening and ending tag mismatch: b line 3 and a [xml-syntax]\n"
        + "t.storyboard:3:5: note: '<b>' starts here"),
    ErrorCase(
      "truncated in a tag", rootTag + "\n<a x=\"1", .syntax,
      "t.storyboard:2:8: error: the file ends before '<document>' is closed; is it truncated? [xml-syntax]\n"
        + "t.storyboard:1:1: note: '<document>' starts here"),
    ErrorCase(
      "truncated after a start tag", rootTag + "\n  <scenes>\n    <scene>", .syntax,
      "t.storyboard:3:12: error: the file ends before '<scene>' is closed; is it truncated? [xml-syntax]\n"
        + "t.storyboard:3:5: note: '<scene>' starts here"),
    ErrorCase(
      "a second root element", storyboard("") + "\n<extra/>", .syntax,
      "t.storyboard:2:1: error: extra content at the end of the document; a document has exactly one root element [xml-syntax]"
    ),
    ErrorCase(
      "duplicate attribute", storyboard("<a x=\"1\" x=\"2\"/>"), .syntax,
      "t.storyboard:1:86: error: attribute x redefined [xml-syntax]"),
    ErrorCase(
      "'<' in an attribute value", storyboard("<a x=\"<\"/>"), .syntax,
      "t.storyboard:1:78: error: unescaped '<' not allowed in attributes values [xml-syntax]"),
    ErrorCase(
      "invalid character reference", storyboard("<a>&#0;</a>"), .syntax,
      "t.storyboard:1:75: error: character reference '&#0;' stands for U+0000, which XML 1.0 does not allow even as a reference; remove it [xml-syntax]"
    ),
    ErrorCase(
      "escape as a character reference", storyboard("\n<a x=\"a&#27;b\"/>"), .syntax,
      "t.storyboard:2:8: error: character reference '&#27;' stands for U+001B, which XML 1.0 does not allow even as a reference; remove it [xml-syntax]"
    ),
    ErrorCase(
      "a lone '<'", "<", .syntax,
      "t.storyboard:1:1: error: the file ends inside the tag that starts here; is it truncated? [xml-syntax]"
    ),
    ErrorCase(
      "undefined namespace prefix", storyboard("<p:a/>"), .syntax,
      "t.storyboard:1:76: error: namespace prefix p on a is not defined [xml-syntax]"),
    ErrorCase(
      "XML declaration only", "<?xml version=\"1.0\"?>\n", .notStoryboard,
      "t.storyboard:2:1: error: the file has no root element; scenectl reads storyboards whose root is <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> [xml-not-storyboard]"
    ),
  ]

  static let foreignCases: [ErrorCase] = [
    ErrorCase(
      "property list",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST"
        + " 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">"
        + "<dict/></plist>\n", .notStoryboard,
      "t.storyboard:3:1: error: this XML file is not an Interface Builder storyboard: its root element is <plist>; scenectl reads storyboards whose root is <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> [xml-not-storyboard]"
    ),
    ErrorCase(
      "a macOS xib", "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>",
      .notStoryboard,
      "t.storyboard:1:11: error: this Interface Builder document is of type 'com.apple.InterfaceBuilder3.Cocoa.XIB'; scenectl reads storyboards whose root is <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> [xml-not-storyboard]"
    ),
    ErrorCase(
      "a document without a type", "<document version=\"3.0\"/>", .notStoryboard,
      "t.storyboard:1:1: error: this Interface Builder document has no 'type' attribute; scenectl reads storyboards whose root is <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> [xml-not-storyboard]"
    ),
    ErrorCase(
      "a YAML scene file", "title: Wonderland\ntabs: [Book, Characters]\n", .notStoryboard,
      "t.storyboard:1:1: error: this file is not XML: a storyboard starts with '<?xml' or '<document' [xml-not-storyboard]"
    ),
    ErrorCase(
      "plain text", "\n  hello, world\n", .notStoryboard,
      "t.storyboard:2:3: error: this file is not XML: a storyboard starts with '<?xml' or '<document' [xml-not-storyboard]"
    ),
    ErrorCase(
      "empty file", "", .notStoryboard,
      "t.storyboard:1:1: error: the file is empty; scenectl reads storyboards whose root is <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> [xml-not-storyboard]"
    ),
  ]

  @Test(arguments: safetyCases) func safety(_ errorCase: ErrorCase) { errorCase.check() }
  @Test(arguments: encodingCases) func encoding(_ errorCase: ErrorCase) { errorCase.check() }
  @Test(arguments: malformedCases) func malformed(_ errorCase: ErrorCase) { errorCase.check() }
  @Test(arguments: foreignCases) func foreign(_ errorCase: ErrorCase) { errorCase.check() }
}

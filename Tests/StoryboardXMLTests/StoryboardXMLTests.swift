@testable import StoryboardXML
import Testing
import TextPosition

/// Elements, attributes and text come out in document order, each at its exact position.
@Suite struct StoryboardXMLTests {
  @Test func positionsOfElementsAndAttributes() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      \(rootTag)
        <scenes>
          <scene sceneID="a1B-c2-D3e"><objects/></scene>
        </scenes>
      </document>
      """
    let root = try #require(parsed(text))
    #expect(
      render(root)
        == "<document@2:1 type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"@2:11>"
        + "[<scenes@3:3>[<scene@4:5 sceneID=\"a1B-c2-D3e\"@4:12>[<objects@4:33>]]]")
  }

  /// Columns count Unicode scalars: `é` (2 bytes), `😀` (4 bytes) and a tab take one each.
  @Test func multiByteCharactersBeforeAnElementOnTheSameLine() throws {
    let root = try #require(parsed(storyboard("\n<a>é😀\t<b x='ü' y=\"2\"/></a>")))
    #expect(render(root.children[0]) == "<a@2:1>\"é😀\\t\"[<b@2:7 x=\"ü\"@2:10 y=\"2\"@2:16>]")
  }

  /// Line breaks are LF, CR LF and a lone CR; a leading BOM takes no column.
  @Test func lineBreaksAndByteOrderMark() throws {
    let root = try #require(parsed("\u{FEFF}" + storyboard("\r\n<a/>\r<b/>\n  <c/>")))
    #expect(root.position == TextPosition(line: 1, column: 1))
    #expect(root.children.map(\.position.description) == ["2:1", "3:1", "4:3"])
  }

  /// Without a CR the locator goes from line feed to line feed: columns after a BOM, on
  /// long lines and after multi-byte characters are the same as byte by byte.
  @Test func lineFeedsOnlyWithByteOrderMarkAndLongLines() throws {
    let body = "\n<a/>\n<b x='ééééééééé'  y='1'/>\n    <c/>"
    let root = try #require(parsed("\u{FEFF}" + storyboard(body)))
    #expect(root.position == TextPosition(line: 1, column: 1))
    #expect(root.children.map(\.position.description) == ["2:1", "3:1", "4:5"])
    #expect(render(root.children[1]) == "<b@3:1 x=\"ééééééééé\"@3:4 y=\"1\"@3:19>")
  }

  @Test func attributesInDocumentOrderWithNamespaceDeclarations() throws {
    let root = try #require(
      parsed(storyboard("<a xmlns:p=\"urn:p\" p:k=\"v\" xmlns=\"urn:d\" z = '1'/>")))
    #expect(
      render(root.children[0])
        == "<a@1:72 xmlns:p=\"urn:p\"@1:75 p:k=\"v\"@1:91 xmlns=\"urn:d\"@1:99 z=\"1\"@1:113>")
  }

  /// Values are normalized as XML says: references replaced, tabs and line breaks are spaces.
  @Test func attributeValues() throws {
    let root = try #require(
      parsed(storyboard("<a v=\"&amp;&#38;&amp;#38;&lt;&gt;&quot;&apos;&#233;&#x1F600;\ta\nb\"/>")))
    #expect(root.children[0]["v"] == "&&&#38;<>\"'é😀 a b")
    #expect(root.children[0]["missing"] == nil)
    #expect(root.children[0].attribute("v")?.position == TextPosition(line: 1, column: 75))
  }

  /// A leaf keeps all its text; an element with children keeps only text that is not
  /// white space. CDATA counts as text; comments and processing instructions are dropped.
  @Test func textContent() throws {
    let root = try #require(
      parsed(
        storyboard(
          "\n  <string key=\"text\">  Hello &lt;you&gt; </string>\n  <s> </s>"
            + "<m>x<!-- c --><?pi x?><![CDATA[<y>]]><i/>z</m>\n")))
    #expect(root.text == "")
    #expect(root.children.map(\.text) == ["  Hello <you> ", " ", "x<y>z"])
  }

  @Test func lookups() throws {
    let root = try #require(parsed(storyboard("<scenes><scene/><x/><scene/></scenes>")))
    #expect(root.elementCount == 5)
    #expect(root.children(named: "scenes").first?.children(named: "scene").count == 2)
  }

  /// An external DOCTYPE is allowed (and never loaded); an internal subset is not.
  @Test func externalDoctypeIsIgnored() throws {
    let root = try #require(
      parsed(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE document SYSTEM \"http://localhost:1/x.dtd\">\n"
          + storyboard("<a/>")))
    #expect(root.children.count == 1)
  }

  /// A declared encoding other than UTF-8 is ignored: the bytes are checked as UTF-8.
  @Test func declaredEncodingIsIgnored() throws {
    let root = try #require(
      parsed("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>" + storyboard("<a x=\"é\"/>")))
    #expect(root.children[0]["x"] == "é")
  }

  /// Each parse has its own context: parses on several threads give the results of
  /// parses on one.
  @Test func concurrentParses() async {
    let inputs = [
      storyboard("<a x=\"1\"><b/></a>"), storyboard("<a>"), storyboard("&lol;"),
      "<plist/>", storyboard(String(repeating: "<c y=\"2\"/>", count: 2_000)),
    ].map { Array($0.utf8) }
    func describe(_ bytes: [UInt8]) -> String {
      switch StoryboardXML.parse(bytes, file: "t.storyboard") {
      case .success(let root): render(root)
      case .failure(let error): error.description
      }
    }
    let expected = inputs.map(describe)
    let results = await withTaskGroup(of: (Int, String).self) { group in
      for round in 0..<40 {
        let index = round % inputs.count
        group.addTask { (index, describe(inputs[index])) }
      }
      var all: [(Int, String)] = []
      for await result in group { all.append(result) }
      return all
    }
    for (index, text) in results { #expect(text == expected[index]) }
  }
}

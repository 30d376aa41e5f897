import Foundation
import IBDocument
import StoryboardXML
import TestSupport
import Testing

/// `IBDocument.elements(writtenAs:)`: the tree a merge's check hands the import instead of
/// parsing the merged bytes again must be libxml2's, places included, or nil.
@Suite struct IBDocumentElementsTests {
  static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

  /// The tree made from the nodes, and the one `StoryboardXML` parses from the same bytes.
  static func both(_ document: IBDocument) -> (made: IBElement?, parsed: IBElement?) {
    let bytes = document.bytes()
    let parsed = try? StoryboardXML.parse(bytes, file: "f.storyboard").get()
    return (document.elements(writtenAs: bytes), parsed)
  }

  @Test func everyCorpusFileGivesLibXML2sTree() throws {
    guard !IBDocumentTests.corpus.isEmpty else {
      print("note: ../shared/storyboards and ../shared/storyboards-wide are absent; skipped")
      return
    }
    var differ: [String] = []
    var made = 0
    for path in IBDocumentTests.corpus {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let document = try IBDocument(parsing: bytes, file: path)
      let (element, parsed) = Self.both(document)
      guard let element else { continue }
      made += 1
      if element != parsed { differ.append(path) }
    }
    #expect(differ.isEmpty)
    // Only files with what libxml2 may read otherwise are left to it (a CR, a CDATA section).
    #expect(made >= IBDocumentTests.corpus.count - 5)
  }

  @Test func editedAndMovedElementsArePlacedInTheWrittenBytes() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="\(Self.storyboardType)" version="3.0">
          <scenes>
              <!--Title-->
              <scene sceneID="s-1">
                  <label text="A &amp; B&#10;é" id="a-1"/>
                  <string key="text">x &lt; y</string>
                  <view id="v-1">
                      <rect key="frame" x="0" y="0"/>
                  </view>
              </scene>
              <scene sceneID="s-2">
                  <view id="v-2" contentMode="scaleToFill"/>
              </scene>
              <scene sceneID="s-3">
                  <view id="v-3"/>
              </scene>
          </scenes>
      </document>

      """
    var document = try IBDocument(parsing: Array(text.utf8), file: "f.storyboard")
    #expect(Self.both(document).made == Self.both(document).parsed)
    var scene = document.root.children[0].children[0]
    var label = scene.children[0]
    label.setAttributes(
      label.attributes + [IBNode.Attribute(name: "userLabel", rawValue: "Title &quot;1&quot;")])
    scene.children[0] = label
    let view = scene.children[2]
    scene.replaceChildren([view, label], level: 3)
    document.root.children[0].children[0] = scene
    let (made, parsed) = Self.both(document)
    #expect(made != nil)
    #expect(made == parsed)
    #expect(made?.children[0].children[0].children[1]["userLabel"] == "Title \"1\"")
    // The scenes after the edited one are made on another core from their written offsets.
    #expect(made?.children[0].children[2].children[0].position.line == 15)
  }

  @Test(arguments: [
    "<a>&nbsp;</a>", "<a t=\"&#1;\"/>", "<a><![CDATA[x]]></a>", "<a><?pi x?></a>",
    "<a t=\"1\" t=\"2\"/>", "<p:a/>", "<a>\r\n</a>", "<a><!-- a -- b --></a>",
  ])
  func whatLibXML2MayReadOtherwiseIsLeftToIt(_ inner: String) throws {
    let text =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<document type=\"\(Self.storyboardType)\">\(inner)</document>\n"
    let bytes = Array(text.utf8)
    let document = try IBDocument(parsing: bytes, file: "f.storyboard")
    #expect(document.elements(writtenAs: bytes) == nil)
  }

  @Test func anotherRootOrPrologIsLeftToLibXML2() throws {
    for text in [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"x\"/>\n",
      "<document type=\"\(Self.storyboardType)\"/>\n",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<doc type=\"\(Self.storyboardType)\"/>\n",
    ] {
      let bytes = Array(text.utf8)
      let document = try IBDocument(parsing: bytes, file: "f.storyboard")
      #expect(document.elements(writtenAs: bytes) == nil)
    }
    let plain =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<document type=\"\(Self.storyboardType)\"/>\n"
    let document = try IBDocument(parsing: Array(plain.utf8), file: "f.storyboard")
    #expect(Self.both(document).made == Self.both(document).parsed)
    #expect(Self.both(document).made != nil)
  }
}

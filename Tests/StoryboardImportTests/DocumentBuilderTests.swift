import Foundation
import SceneModel
import TestSupport
import Testing
import YAML

@testable import StoryboardImport

/// The document a storyboard's import builds without writing its text
/// (`YAMLTree.DocumentBuilder`) is the one the YAML loader reads back from that text: the same
/// nodes, scalars, styles and lines, and the same line origins, so that the model and every
/// diagnostic are the same.
@Suite struct DocumentBuilderTests {
  /// Every node in document order: its line, kind, and a scalar's style and text.
  func describe(_ node: Node) -> [String] {
    switch node.content {
    case .scalar(let scalar):
      return ["\(node.mark.line) scalar \(scalar.style) \(scalar.text)"]
    case .sequence(let items):
      return ["\(node.mark.line) sequence \(items.count)"] + items.flatMap(describe)
    case .mapping(let pairs):
      return ["\(node.mark.line) mapping \(pairs.count)"]
        + pairs.flatMap { describe($0.key) + describe($0.value) }
    }
  }

  func expectSameAsTextReadBack(_ bytes: [UInt8], file: String) throws {
    let result = try #require(imported(bytes, file: file))
    let (built, origins) = try #require(result.document())
    let document = try built.get()
    let read = try YAMLLoader.load(Array(result.yaml.utf8))
    #expect(origins == result.origins, "\(file)")
    #expect(describe(document.root) == describe(read.root), "\(file)")
    #expect(read.duplicateKeys.isEmpty && document.duplicateKeys.isEmpty)
  }

  @Test(arguments: [
    "ActionTargets", "Cells", "Collections", "FreeViews", "Gestures", "RefreshControl",
    "SizeClasses", "Small", "TouchDown",
  ])
  func aFixturesDocumentIsItsTextReadBack(_ name: String) throws {
    try expectSameAsTextReadBack(fixture("\(name).storyboard"), file: "\(name).storyboard")
  }

  /// The 25 real storyboards, with their comments, quoted keys and texts, flow lists and empty
  /// lists, when `../shared/storyboards` is there.
  @Test func theCorpusDocumentsAreTheirTextsReadBack() throws {
    let folder = "\(repositoryRoot)/../shared/storyboards"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      print("note: \(folder) is absent; the corpus documents are not compared")
      return
    }
    for name in names.sorted() where name.hasSuffix(".storyboard") {
      let data = try #require(FileManager.default.contents(atPath: "\(folder)/\(name)"))
      try expectSameAsTextReadBack(Array(data), file: name)
    }
  }

  /// Texts with every escape `YAMLQuoting.doubleQuoted` writes come back as they were.
  @Test func quotedTextsComeBackAsWritten() {
    let texts = [
      "", "plain", "say \"hi\"", "back\\slash", "two\nlines", "tab\there", "cr\rlf",
      "bell \u{07} del \u{7F} nel \u{85} ls \u{2028} bom \u{FEFF}", "café ☕️ 𝄞", "{{name}}",
    ]
    for text in texts {
      #expect(YAMLQuoting.unquoted(YAMLQuoting.doubleQuoted(text)) == text, "\(text)")
    }
    for written in ["plain", "\"", "\"open", "\"bad \\x escape\"", "\"raw \" quote\"", "\"\\u12\""]
    {
      #expect(YAMLQuoting.unquoted(written) == nil, "\(written)")
    }
  }

  /// Views nested 60 deep (121 XML levels, within the reader's 256) import into a file that
  /// loads: the YAML loader's 512 levels are twice the XML reader's, and the built document
  /// loads as the text does.
  @Test func sixtyNestedViewsLoadAsTheTextDoes() throws {
    var views = ""
    for level in (1...60).reversed() {
      let id = String(format: "n%02d-00-001", level)
      views = """
        <view id="\(id)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>\
        <subviews>\(views)</subviews></view>
        """
    }
    let bytes = storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                              <subviews>\(views)</subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """)
    let result = try #require(imported(bytes))
    let map = SourceMap(
      file: "Main.storyboard", origins: result.origins.map { ($0.line, $0.column) })
    let fromText = StoryboardLoader.load(
      Array(result.yaml.utf8), file: "Main.storyboard", sourceMap: map)
    let loaded = StoryboardImport.load(bytes, file: "Main.storyboard").result
    #expect(StoryboardImport.loadFailure(of: result, file: "Main.storyboard") == nil)
    #expect(fromText.storyboard?.scenes.first?.allViews.count == 60)
    #expect(loaded.storyboard?.scenes.first?.allViews.count == 60)
    #expect(!loaded.diagnostics.contains { $0.code.hasPrefix("yaml-") })
    #expect(loaded.diagnostics.map(\.message) == fromText.diagnostics.map(\.message))
    #expect(loaded.diagnostics.map(\.location) == fromText.diagnostics.map(\.location))
  }
}

import Foundation
import SceneModel
import TestSupport
import Testing
import YAML

@testable import StoryboardImport

/// The import hands the scene loader YAML nodes marked with the storyboard's places, and
/// `scenectl import` writes those same nodes (`YAMLWriter`): the text reads back as the very
/// nodes, their marks aside, so the model from a storyboard is the model from its scene file.
@Suite struct ImportNodesTests {
  /// Every node in document order: its kind, and a scalar's style and text.
  func describe(_ node: Node) -> [String] {
    switch node.content {
    case .scalar(let scalar):
      return ["scalar \(scalar.style) \(scalar.text)"]
    case .sequence(let items):
      return ["sequence \(items.count)"] + items.flatMap(describe)
    case .mapping(let pairs):
      return ["mapping \(pairs.count)"] + pairs.flatMap { describe($0.key) + describe($0.value) }
    }
  }

  func expectTextReadsBackAsTheNodes(_ bytes: [UInt8], file: String) throws {
    let result = try #require(imported(bytes, file: file))
    let read = try YAMLLoader.load(Array(result.yaml.utf8))
    #expect(describe(result.document.root) == describe(read.root), "\(file)")
    #expect(read.duplicateKeys.isEmpty)
    #expect(result.excess == nil)
  }

  @Test(arguments: [
    "ActionTargets", "Cells", "Collections", "FreeViews", "Gestures", "RefreshControl",
    "SizeClasses", "Small", "TouchDown",
  ])
  func aFixturesTextReadsBackAsItsNodes(_ name: String) throws {
    try expectTextReadsBackAsTheNodes(fixture("\(name).storyboard"), file: "\(name).storyboard")
  }

  /// The 25 real storyboards, with their comments, quoted keys and texts, flow lists and empty
  /// lists, when `../shared/storyboards` is there.
  @Test func theCorpusTextsReadBackAsTheirNodes() throws {
    let folder = "\(repositoryRoot)/../shared/storyboards"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      print("note: \(folder) is absent; the corpus texts are not compared")
      return
    }
    for name in names.sorted() where name.hasSuffix(".storyboard") {
      let data = try #require(FileManager.default.contents(atPath: "\(folder)/\(name)"))
      try expectTextReadsBackAsTheNodes(Array(data), file: name)
    }
  }

  /// A node is marked with the storyboard place of the line the text writes it on: a key and
  /// its value with the value's, a mapping with its first key's, a list with its first item's.
  @Test func nodesAreMarkedWithTheStoryboardsPlaces() throws {
    let bytes = storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """)
    let root = try #require(imported(bytes)).document.root
    func value(_ node: Node, _ key: String) -> Node? {
      node.mapping?.first { $0.key.scalar?.text == key }?.value
    }
    func key(_ node: Node, _ key: String) -> Node? {
      node.mapping?.first { $0.key.scalar?.text == key }?.key
    }
    let scenes = try #require(value(root, "scenes"))
    let scene = try #require(scenes.mapping?.first?.value)
    let ib = try #require(value(scene, "ib"))
    // `<viewController id=` is on line 7, column 33, of the document `storyboard` writes.
    #expect(ib.scalar?.text == "vc0-00-001")
    #expect("\(ib.mark)" == "7:33")
    #expect(key(scene, "ib")?.mark == ib.mark)
    #expect(scene.mark == ib.mark)  // `ib:` is the scene's first key
    #expect(root.mark == value(root, "format")?.mark)
    #expect(root.comment?.hasPrefix("Imported by 'scenectl import' from Main.storyboard") == true)
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

  /// A text is written plain only when it is an identifier YAML reads back as that string:
  /// the 19 words it reads as a boolean or null are quoted, and a word that only starts or
  /// ends like one is not.
  @Test func wordsYAMLReadsAsBooleansOrNullAreQuoted() {
    let read = [
      "true", "false", "True", "False", "TRUE", "FALSE", "null", "Null", "NULL", "yes", "no",
      "on", "off", "y", "n", "Yes", "No", "On", "Off",
    ]
    for word in read { #expect(YAMLTree.quoted(word).style == .doubleQuoted, "\(word)") }
    let plain = ["id", "ib", "text", "truex", "nul", "offset", "yess", "_on", "on1"]
    for word in plain { #expect(YAMLTree.quoted(word).style == .plain, "\(word)") }
    for text in ["", "1st", "two words", "é", "a-b"] {
      #expect(YAMLTree.quoted(text).style == .doubleQuoted, "\(text)")
    }
  }

  /// Views nested 60 deep (121 XML levels, within the reader's 256) import into nodes within
  /// the YAML loader's 512 levels, twice the XML reader's: the model has every view, as the
  /// written text's does.
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
    let fromText = StoryboardLoader.load(Array(result.yaml.utf8), file: "Main.storyboard")
    let loaded = StoryboardImport.load(bytes, file: "Main.storyboard").result
    #expect(StoryboardImport.loadFailure(of: result, file: "Main.storyboard") == nil)
    #expect(fromText.storyboard?.scenes.first?.allViews.count == 60)
    #expect(loaded.storyboard?.scenes.first?.allViews.count == 60)
    #expect(!loaded.diagnostics.contains { $0.code.hasPrefix("yaml-") })
    #expect(loaded.diagnostics.map(\.message) == fromText.diagnostics.map(\.message))
  }
}

@testable import StoryboardImport
import StoryboardXML
import Testing
import TextPosition

/// Generated ids come from a counter per base name (issue 28, item 4): the same ids as the
/// first-free-number rule, in linear time; and the import's limits refuse a storyboard far
/// past any app's at the element that crosses them.
@Suite struct IdentifierScaleTests {
  /// One scene whose root view holds `views` (XML, one element a line).
  static func scene(_ views: [String]) -> [UInt8] {
    storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                              <subviews>
      \(views.map { "                        " + $0 }.joined(separator: "\n"))
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """)
  }

  /// The `id:` lines of the imported scene file's views, in order.
  static func viewIDs(_ bytes: [UInt8]) throws -> [String] {
    let yaml = try #require(imported(bytes)).yaml
    return yaml.split(separator: "\n").compactMap { line in
      let text = line.drop { $0 == " " || $0 == "-" }
      return text.hasPrefix("id: ") ? String(text.dropFirst(4)) : nil
    }
  }

  @Test func aRepeatedIBIDIsNumberedInDocumentOrder() throws {
    // An element without an id has IB id `?`: `a_?` sanitised.
    let views = Array(repeating: #"<view id="x"/>"#, count: 3) + [#"<a/>"#, #"<a/>"#]
    #expect(
      try Self.viewIDs(Self.scene(views)) == ["view_x", "view_x_2", "view_x_3", "a__", "a___2"])
  }

  /// `card_3` is taken as written before the repeats reach it: they pass over it, as the
  /// first free number did.
  @Test func aRepeatedUserLabelSkipsTheNumbersTaken() throws {
    let labels = ["Card", "card_3", "Card", "Card", "Card"].enumerated().map {
      #"<view userLabel="\#($1)" id="c\#($0)"/>"#
    }
    #expect(
      try Self.viewIDs(Self.scene(labels)) == ["card", "card_3", "card_2", "card_4", "card_5"])
  }

  @Test func claimingOneBaseManyTimesNumbersEachOnce() {
    var space = IdentifierSpace()
    let ids = (0..<20_000).map { _ in space.claim("a") }
    #expect(ids.prefix(3) == ["a", "a_2", "a_3"])
    #expect(ids.last == "a_20000")
    #expect(Set(ids).count == 20_000)
  }

  static func document(_ bytes: [UInt8]) throws -> IBElement {
    try StoryboardXML.parse(bytes, file: "Main.storyboard").get()
  }

  @Test func theViewAndObjectLimitStopsAtTheElementPastIt() throws {
    let views = (0..<4).map { #"<view id="v\#($0)"/>"# }
    let root = try Self.document(Self.scene(views))
    // The controller (a scene member) counts as the scene: the fourth view is past 3.
    let converted = StoryboardImport.convert(
      root, file: "Main.storyboard", limits: ImportLimits(maxViews: 3))
    guard case .failure(let refusal) = converted else {
      Issue.record("imported past the limit")
      return
    }
    #expect(refusal.code.name == "storyboard-limit")
    #expect(refusal.position == TextPosition(line: 14, column: 25))
    #expect(
      refusal.message
        == "the storyboard has more than 3 views and objects, the import's limit; move scenes "
        + "into storyboards joined by storyboard references")
  }

  @Test func theSceneLimitStopsAtTheSceneAfterIt() throws {
    let scene = #"<scene sceneID="s"><objects/></scene>"#
    let root = try Self.document(storyboard(Array(repeating: scene, count: 3).joined()))
    let refusal = try #require(ImportLimits(maxScenes: 2).refusal(for: root))
    #expect(refusal.position == TextPosition(line: 5, column: 75))
    #expect(
      refusal.message
        == "the storyboard has more than 2 scenes, the import's limit; split it into storyboards "
        + "joined by storyboard references")
    #expect(ImportLimits(maxScenes: 3).refusal(for: root) == nil)
  }
}

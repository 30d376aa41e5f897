import SceneModel
import Testing

@testable import SceneLayout

/// The font metric, and intrinsic sizes held by hugging and compression resistance.
@Suite struct IntrinsicSizeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let view: String
    let width: Double?
    let height: Double?
    /// The iOS the device runs (`ControlMetrics`).
    var ios = Storyboard.currentIOS
    var testDescription: String { ios == Storyboard.currentIOS ? view : "\(view) on iOS \(ios)" }
  }

  static let cases: [Case] = [
    Case(view: "{ id: v, type: label, text: Name }", width: 34, height: 21),
    Case(view: "{ id: v, type: label, text: abc }", width: 26, height: 21),
    Case(view: "{ id: v, type: label, text: '' }", width: 0, height: 0),
    Case(view: "{ id: v, type: label, text: \"ab\\nabcd\", lines: 0 }", width: 34, height: 42),
    Case(view: "{ id: v, type: label, text: \"ab\\nabcd\", lines: 1 }", width: 17, height: 21),
    Case(view: "{ id: v, type: label, text: Hi, font: { size: 36 } }", width: 36, height: 44),
    // A button's title advances 0.6 em (10.2 pt at 17 pt), a label's 0.5 (docs/Layout.md §4).
    Case(view: "{ id: v, type: button, title: Done }", width: 41, height: 34),
    Case(view: "{ id: v, type: label, text: Done }", width: 34, height: 21),
    Case(view: "{ id: v, type: button, title: Done, font: { size: 20 } }", width: 48, height: 37),
    Case(view: "{ id: v, type: button, title: Go }", width: 30, height: 34),
    Case(view: "{ id: v, type: button, style: infoDark }", width: 22, height: 22),
    Case(view: "{ id: v, type: button, style: contactAdd }", width: 22, height: 22),
    Case(view: "{ id: v, type: button, style: detailDisclosure }", width: 22, height: 22),
    Case(view: "{ id: v, type: textField, placeholder: Width }", width: 57, height: 34),
    Case(view: "{ id: v, type: switch }", width: 63, height: 28),
    Case(view: "{ id: v, type: switch }", width: 51, height: 31, ios: 18),
    Case(view: "{ id: v, type: slider }", width: nil, height: 34),
    Case(view: "{ id: v, type: slider }", width: nil, height: 31, ios: 18),
    Case(view: "{ id: v, type: segmentedControl, segments: [A, Bb] }", width: 66, height: 32),
    Case(view: "{ id: v, type: imageView }", width: nil, height: nil),
    Case(view: "{ id: v, type: view }", width: nil, height: nil),
  ]

  @Test(arguments: cases)
  func metric(_ c: Case) throws {
    let storyboard = try Fixture.scene("    views: [\(c.view)]")
    let view = try #require(storyboard.scenes.first?.views.first)
    #expect(IntrinsicSize.of(view, ios: c.ios) == IntrinsicSize(width: c.width, height: c.height))
  }

  /// The width of `label` (text "Name", intrinsic 34) under one extra constraint.
  func labelWidth(_ constraint: String, extra: String = "") throws -> Double {
    let storyboard = try Fixture.scene(
      """
          views: [ { id: label, type: label, text: Name\(extra) } ]
          constraints:
            - label.leading = superview.leading
            - label.top = superview.top
            - \(constraint)
      """)
    let scene = try #require(storyboard.scenes.first)
    let result = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(result.diagnostics.isEmpty)
    return try #require(result.frame(of: "label")).width
  }

  @Test func huggingHoldsAgainstALowerPriority() throws {
    #expect(try labelWidth("label.width = 100 @249") == 34)
    #expect(try labelWidth("label.width = 100 @251") == 100)
    #expect(try labelWidth("label.width = 100 @300", extra: ", contentHugging: { h: 301 }") == 34)
  }

  @Test func compressionResistanceHoldsAgainstALowerPriority() throws {
    #expect(try labelWidth("label.width = 10 @749") == 34)
    #expect(try labelWidth("label.width = 10 @751") == 10)
    #expect(try labelWidth("label.width = 10") == 10)
    let resisting = ", compressionResistance: { h: 800 }"
    #expect(try labelWidth("label.width = 10 @751", extra: resisting) == 34)
  }

  /// A higher priority wins over several lower ones pulling the other way, as in Auto Layout.
  @Test func higherPriorityBeatsManyLowerOnes() throws {
    let storyboard = try Fixture.scene(
      """
          views: [ { id: box, type: view } ]
          constraints:
            - box.top = superview.top
            - box.height = 10
            - box.width = 10
            - box.leading = superview.leading + 100 @251
            - box.leading = superview.leading + 20 @250
            - box.trailing = superview.trailing - 20 @250
            - box.centerX = superview.centerX + 50 @250
      """)
    let scene = try #require(storyboard.scenes.first)
    let result = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(result.frame(of: "box")?.x == 100)
  }

  /// Values set at run time replace the file's: the result label grows with its text, and a
  /// hidden arranged view makes room.
  @Test func runTimeValuesChangeTheLayout() throws {
    let storyboard = try Fixture.storyboard("Scenes/TabbedCalculation.yaml")
    let area = try #require(storyboard.scene("area"))
    let iphone = try Fixture.device("iphone")
    let before = SceneLayoutEngine.frames(for: area, in: storyboard, device: iphone)
    #expect(
      before["rectResult"] == Rect(x: 208, y: 114.5, width: 34, height: 21).pixelAligned(scale: 3))
    let shown = PropertyValue(view: "rectResult", property: "text", value: .string("120.00"))
    let after = SceneLayoutEngine.frames(
      for: area, in: storyboard, device: iphone, container: nil, values: [shown])
    #expect(
      after["rectResult"] == Rect(x: 208, y: 114.5, width: 51, height: 21).pixelAligned(scale: 3))

    let stack = try Fixture.scene(
      """
          views:
            - id: column
              type: stackView
              axis: vertical
              arrangedSubviews:
                - { id: p, type: label, text: Top }
                - { id: q, type: label, text: Gone }
          constraints:
            - column.leading = superview.leading
            - column.top = superview.top
      """)
    let scene = try #require(stack.scenes.first)
    let hide = PropertyValue(view: "p", property: "hidden", value: .bool(true))
    let frames = SceneLayoutEngine.frames(
      for: scene, in: stack, device: iphone, container: nil, values: [hide])
    #expect(frames["q"] == Rect(x: 0, y: 0, width: 34, height: 21))
  }

  /// The label metric as first written, splitting the text into lines of characters: the
  /// one-pass count must give the same sizes.
  static func splitLabel(_ text: String, fontSize: Double, lines limit: Int) -> IntrinsicSize {
    guard !text.isEmpty else { return IntrinsicSize(width: 0, height: 0) }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if limit > 0 && lines.count > limit { lines = Array(lines.prefix(limit)) }
    let width = lines.map { IntrinsicSize.textWidth($0, fontSize: fontSize) }.max() ?? 0
    let height = Double(lines.count) * IntrinsicSize.lineHeight(fontSize: fontSize)
    return IntrinsicSize(width: width, height: height)
  }

  @Test func labelLinesMatchSplittingTheText() {
    let texts = [
      "a", "ab\nabcd", "abcd\nab", "\n", "\n\n", "tail\n", "\nhead", "a\r\nbcd",
      "\r\n", "x\r\r\ny", "é\u{301}\nzz", "one\ntwo\nthree\nfour", "\u{1F600}\nab",
    ]
    for text in texts {
      for limit in 0...4 {
        for size in [13.0, 17.0] {
          #expect(
            IntrinsicSize.label(text, fontSize: size, lines: limit)
              == Self.splitLabel(text, fontSize: size, lines: limit),
            "\(text.debugDescription) lines: \(limit)")
        }
      }
    }
  }
}

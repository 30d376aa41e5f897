import SceneModel
import Testing

@testable import SceneLayout

/// Sizes Xcode measured on its canvas (`intrinsicSize: {canvas: [w, h]}`), and the system
/// font metric that measures text where the canvas cannot know it (issue 29, item 2).
@Suite struct CanvasSizeTests {
  /// A row modelled on HMCatalog's "Enabled" cell: a label pinned to the margin and to a
  /// switch pinned to the other margin; Xcode stored the label 506 points wide on a
  /// 600-point canvas. The row here is 375 wide.
  func row(_ labelSize: String) throws -> LayoutResult {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: cell
              type: view
              subviews:
                - { id: toggle, type: switch, on: true }
                - { id: enabled, type: label, text: Enabled, intrinsicSize: \(labelSize), contentHugging: { h: 251, v: 251 } }
          constraints:
            - cell.leading = superview.leading
            - cell.trailing = superview.trailing
            - cell.top = superview.top
            - cell.height = 43
            - enabled.leading = cell.leadingMargin + 9
            - enabled.centerY = cell.centerY
            - cell.trailingMargin = toggle.trailing + 10
            - toggle.centerY = cell.centerY
            - toggle.leading = enabled.trailing + 10
      """)
    let scene = try #require(storyboard.scenes.first)
    return SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("375x667+20+0"))
  }

  @Test func aLabelStretchedOnTheCanvasIsMeasuredOnAnotherWidth() throws {
    // The import writes the stretched width as null: the label measures its text (62) and
    // stretches over what the row leaves, the switch keeps its size.
    let measured = try row("{canvas: [null, 20]}")
    #expect(measured.diagnostics.isEmpty)
    #expect(
      describe(measured) == [
        "cell [0, 0, 375, 43]", "toggle [296, 7.5, 63, 28]", "enabled [17, 11.5, 269, 20]",
      ])
    // Near miss: the canvas's 506 points as the label's text width. The label resists
    // compression as hard as the switch does, so which one gives is ambiguous.
    let stretched = try row("{canvas: [506, 20]}")
    #expect(
      render(stretched.diagnostics).contains {
        $0.contains("ambiguous") && $0.contains("[layout-ambiguous]")
      })
  }

  func label(_ values: [PropertyValue]) throws -> Rect? {
    let storyboard = try Fixture.scene(
      """
          views: [ { id: title, type: label, text: Label, intrinsicSize: { canvas: [42, 20.5] } } ]
          constraints:
            - title.leading = superview.leading + 16
            - title.top = superview.top + 100
      """)
    let scene = try #require(storyboard.scenes.first)
    return SceneLayoutEngine.frames(
      for: scene, in: storyboard, device: try Fixture.device("iphone"), container: nil,
      values: values)["title"]
  }

  @Test func theCanvasSizeHoldsUntilAStepChangesTheText() throws {
    #expect(try label([]) == Rect(x: 16, y: 100, width: 42, height: 20.5).pixelAligned(scale: 3))
    // The runtime passes every measured value; the file's own text keeps the canvas size.
    let same = PropertyValue(view: "title", property: "text", value: .string("Label"))
    #expect(
      try label([same]) == Rect(x: 16, y: 100, width: 42, height: 20.5).pixelAligned(scale: 3))
    let changed = PropertyValue(view: "title", property: "text", value: .string("Enabled"))
    #expect(
      try label([changed]) == Rect(x: 16, y: 100, width: 62, height: 20.5).pixelAligned(scale: 3))
  }

  /// The width of a 27-point title whose text a step changes to "ProtonQuickConnect", laid
  /// out for iOS `ios`.
  func changedTitleWidth(ios: Int) throws -> Double? {
    let storyboard = try Fixture.scene(
      """
          views: [ { id: title, type: label, text: Tabs, font: { size: 27 }, intrinsicSize: { canvas: [60, 32.5] } } ]
          constraints:
            - title.leading = superview.leading + 16
            - title.top = superview.top + 100
      """)
    let scene = try #require(storyboard.scenes.first)
    var device = try Fixture.device("iphone")
    device.ios = ios
    let changed = PropertyValue(
      view: "title", property: "text", value: .string("ProtonQuickConnect"))
    return SceneLayoutEngine.frames(
      for: scene, in: storyboard, device: device, container: nil, values: [changed])["title"]?
      .width
  }

  @Test func aChangedTextIsMeasuredInTheSystemFontOfTheIOSLaidOutFor() throws {
    // SF Pro Display before iOS 14 (243 points, as Xcode 9 stored ProtonVPN's title), the
    // variable font from iOS 14.
    #expect(try changedTitleWidth(ios: 12) == 243)
    #expect(try changedTitleWidth(ios: 26) == 244)
  }

  @Test(arguments: [
    (
      "intrinsicSize: {}",
      "test.yaml:9:24: error: 'intrinsicSize' has no 'canvas'; add it [missing-key]"
    ),
    (
      "intrinsicSize: {canvs: [1, 2]}",
      "test.yaml:9:25: error: unknown key 'canvs' in 'intrinsicSize'; did you mean 'canvas'? "
        + "[unknown-key]"
    ),
    (
      "intrinsicSize: {canvas: [1, 2, 3]}",
      "test.yaml:9:33: error: expected [width, height] for 'intrinsicSize', found a list of 3 "
        + "[wrong-type]"
    ),
  ])
  func badCanvasSizesAreRefusedAtTheirPlace(_ line: String, _ message: String) throws {
    let text = """
      format: 1
      storyboard: Test
      initial: s
      scenes:
        s:
          kind: viewController
          views:
            - id: box
              \(line)
              type: label
      """
    let result = StoryboardLoader.load(Array(text.utf8), file: "test.yaml")
    let errors = render(result.diagnostics.filter { $0.severity == .error })
    #expect(errors.first?.hasPrefix(message) == true, "\(errors)")
  }

  @Test func aCanvasSizeLoadsMarked() throws {
    let storyboard = try Fixture.scene(
      "    views: [ { id: v, type: label, text: Hi, intrinsicSize: { canvas: [null, 20.5] } } ]")
    let view = try #require(storyboard.scenes.first?.views.first)
    #expect(
      view.intrinsicSize?.value == GivenIntrinsicSize(width: nil, height: 20.5, fromCanvas: true))
    #expect(IntrinsicSize.of(view) == IntrinsicSize(width: 16, height: 20.5))
  }
}

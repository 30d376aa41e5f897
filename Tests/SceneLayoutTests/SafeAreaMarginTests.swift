import SceneModel
import Testing

@testable import SceneLayout

/// `insetsLayoutMarginsFromSafeArea`: a view's top and bottom margins grow by the safe-area
/// insets it overlaps (a bar at the bottom of an iPhone with a home indicator), unless the view
/// sets it to false; and `rootView`, the root view named from any depth.
@Suite struct SafeAreaMarginTests {
  /// Mandala's mood bar: pinned to the bottom of the screen, as tall as its content needs.
  static func bar(insets: Bool) -> String {
    """
        views:
          - id: bar
            type: visualEffectView
            \(insets ? "" : "insetsLayoutMarginsFromSafeArea: false")
            subviews: [ { id: selector, type: view } ]
          - id: header
            type: view
            subviews: [ { id: title, type: view } ]
        constraints:
          - bar.leading = superview.leading
          - bar.trailing = superview.trailing
          - superview.bottom = bar.bottom
          - selector.top = superview.topMargin + 8
          - selector.leading = superview.leadingMargin
          - superview.bottomMargin = selector.bottom
          - superview.trailingMargin = selector.trailing
          - selector.height = 50
          - header.top = superview.top
          - header.leading = superview.leading
          - header.trailing = superview.trailing
          - header.height = 100
          - title.top = header.topMargin
          - title.bottom = header.bottomMargin
          - title.leading = header.leading
          - title.width = 10
    """
  }

  /// A scene of `body` laid out on a device.
  static func laidOut(_ body: String, on device: String) throws -> LayoutResult {
    let storyboard = try Fixture.scene(body)
    let scene = try #require(storyboard.scenes.first)
    return SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
  }

  @Test func marginsGrowByTheSafeAreaTheViewOverlaps() throws {
    let layout = try Self.laidOut(Self.bar(insets: true), on: "iphone")
    // The bar's bottom margin is 8 + 34 (the home indicator): 16 + 50 + 42 = 108 high. The
    // header's top margin is 8 + 59 (the Dynamic Island), its bottom one 8.
    #expect(
      describe(layout) == [
        "bar [0, 744, 393, 108]", "selector [8, 760, 377, 50]", "header [0, 0, 393, 100]",
        "title [0, 67, 10, 25]",
      ])
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func aViewThatDoesNotInsetItsMarginsKeepsThem() throws {
    let layout = try Self.laidOut(Self.bar(insets: false), on: "iphone")
    #expect(
      describe(layout) == [
        "bar [0, 778, 393, 74]", "selector [8, 794, 377, 50]", "header [0, 0, 393, 100]",
        "title [0, 67, 10, 25]",
      ])
  }

  @Test func aScreenWithoutInsetsLeavesTheMarginsAlone() throws {
    let layout = try Self.laidOut(Self.bar(insets: true), on: "600x800+0+0")
    #expect(
      describe(layout) == [
        "bar [0, 726, 600, 74]", "selector [8, 742, 584, 50]", "header [0, 0, 600, 100]",
        "title [0, 8, 10, 84]",
      ])
  }

  @Test func marginInsetsAreReadWithTheFile() throws {
    let storyboard = try Fixture.scene(Self.bar(insets: false))
    let bar = try #require(storyboard.scenes.first?.view("bar"))
    #expect(!bar.insetsLayoutMarginsFromSafeArea)
    let selector = try #require(storyboard.scenes.first?.view("selector"))
    #expect(selector.insetsLayoutMarginsFromSafeArea)
  }

  @Test func rootViewIsTheRootFromAnyDepth() throws {
    let layout = try Self.laidOut(
      """
          views:
            - id: scroll
              type: scrollView
              subviews: [ { id: map, type: imageView } ]
          constraints:
            - scroll.top = superview.top
            - scroll.leading = superview.leading
            - scroll.trailing = superview.trailing
            - scroll.bottom = superview.bottom
            - map.top = superview.top
            - map.leading = superview.leading
            - map.trailing = superview.trailing
            - map.bottom = superview.bottom
            - map.height = rootView.height
            - map.width = 1.3 * map.height
      """, on: "375x812")
    #expect(describe(layout) == ["scroll [0, 0, 375, 812]", "map [0, 0, 1055.667, 812]"])
    #expect(layout.diagnostics.isEmpty)
  }
}

/// A view's safe-area guide, `VIEW.safeArea.ATTR`: the view's frame less the safe-area insets
/// it overlaps; `superview.safeArea` is the superview's (the root's for a top-level view).
@Suite struct ViewSafeAreaGuideTests {
  static let body = """
        views:
          - id: header
            type: view
            subviews: [ { id: title, type: view } ]
          - id: footer
            type: view
            insetsLayoutMarginsFromSafeArea: false
            subviews: [ { id: caption, type: view } ]
        constraints:
          - header.top = superview.top
          - header.leading = superview.leading
          - header.trailing = superview.trailing
          - header.height = 100
          - title.top = header.safeArea.top
          - title.bottom = superview.safeArea.bottom
          - title.leading = header.safeArea.leading + 16
          - title.width = 0.5 * header.safeArea.width
          - superview.bottom = footer.bottom
          - footer.leading = superview.leading
          - footer.trailing = superview.trailing
          - footer.height = 60
          - caption.centerY = footer.safeArea.centerY
          - caption.height = footer.safeArea.height
          - caption.leading = footer.leading
          - caption.width = 10
    """

  @Test func aGuideIsTheViewLessTheSafeAreaItOverlaps() throws {
    let layout = try SafeAreaMarginTests.laidOut(Self.body, on: "iphone")
    // The header overlaps the 59-point top inset, the footer the 34-point bottom one (its
    // guide is inset though its margins are not).
    #expect(
      describe(layout) == [
        "header [0, 0, 393, 100]", "title [16, 59, 196.667, 41]", "footer [0, 792, 393, 60]",
        "caption [0, 792, 10, 26]",
      ])
    #expect(layout.diagnostics.isEmpty)
    let clear = try SafeAreaMarginTests.laidOut(Self.body, on: "600x800+0+0")
    #expect(
      describe(clear) == [
        "header [0, 0, 600, 100]", "title [16, 0, 300, 100]", "footer [0, 740, 600, 60]",
        "caption [0, 740, 10, 60]",
      ])
  }

  @Test func aGuideOfAnUnknownViewIsLocated() throws {
    let text = """
      format: 1
      storyboard: Test
      initial: s
      scenes:
        s:
          kind: viewController
          views:
            - id: box
              type: view
          constraints:
            - box.top = ghost.safeArea.top
      """
    let result = StoryboardLoader.load(Array(text.utf8), file: "test.yaml")
    let storyboard = try #require(result.storyboard)
    let messages = render(Validator.validate(storyboard)).filter { $0.contains("ghost") }
    #expect(messages.first?.hasPrefix("test.yaml:11:19: error: ") == true)
    #expect(messages.first?.contains("'ghost.safeArea'") == true)
  }
}

import SceneModel
import Testing

@testable import SceneLayout

/// Layout margins: a root view's are the device's system minimum (16 points in compact
/// width, 20 in regular) inside the safe area; other views have 8 points on each side, or
/// their `layoutMargins:`.
@Suite struct MarginLayoutTests {
  static let body = """
        views:
          - id: card
            type: view
            subviews: [ { id: inner, type: view } ]
          - id: framed
            type: view
            layoutMargins: [2, 4, 6, 10]
            subviews: [ { id: content, type: view } ]
        constraints:
          - card.leading = superview.leadingMargin
          - card.trailing = superview.trailingMargin
          - card.top = superview.topMargin
          - card.height = 100
          - inner.leading = superview.leadingMargin
          - inner.trailing = superview.trailingMargin
          - inner.top = superview.topMargin
          - inner.bottom = superview.bottomMargin
          - framed.leading = superview.leading
          - framed.width = 100
          - framed.top = card.bottom
          - framed.height = 50
          - content.leading = framed.leadingMargin
          - content.trailing = framed.trailingMargin
          - content.top = framed.topMargin
          - content.bottom = framed.bottomMargin
    """

  @Test(arguments: [
    // iPhone: 393 points wide, the safe area from 59 down.
    (
      "iphone",
      [
        "card [16, 59, 361, 100]", "inner [24, 67, 345, 84]", "framed [0, 159, 100, 50]",
        "content [4, 161, 86, 42]",
      ]
    ),
    // iPad: 820 points wide, the safe area from 24 down.
    (
      "ipad",
      [
        "card [20, 24, 780, 100]", "inner [28, 32, 764, 84]", "framed [0, 124, 100, 50]",
        "content [4, 126, 86, 42]",
      ]
    ),
  ])
  func marginsOnEachDevice(_ device: String, _ expected: [String]) throws {
    let storyboard = try Fixture.scene(Self.body)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
    #expect(describe(layout) == expected)
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func centeringWithinMarginsUsesTheMarginsMidpoint() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: box
              type: view
              layoutMargins: [0, 0, 0, 40]
              subviews: [ { id: dot, type: view } ]
          constraints:
            - box.leading = superview.leading
            - box.top = superview.top
            - box.width = 200
            - box.height = 200
            - dot.width = 10
            - dot.height = 10
            - dot.centerX = box.centerXWithinMargins
            - dot.centerY = box.centerYWithinMargins
      """)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    // The box runs under the 59-point top inset, so its top margin is 0 + 59: the margins'
    // midpoint is (59 - 0) / 2 below its centre.
    #expect(describe(layout) == ["box [0, 0, 200, 200]", "dot [75, 124.667, 10, 10]"])
    let clear = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("600x800+0+0"))
    #expect(describe(clear) == ["box [0, 0, 200, 200]", "dot [75, 95, 10, 10]"])
  }

  @Test(arguments: [
    (
      "layoutMargins: [1, 2, 3]",
      "test.yaml:9:24: error: expected [top, leading, bottom, trailing] for 'layoutMargins', "
        + "found a list of 3"
    ),
    (
      "layoutMargins: [0, 0, 0, 1e6]",
      "test.yaml:9:34: error: layout margin 1000000 is out of range; give -100000 to 100000 "
        + "points"
    ),
  ])
  func badMarginsAreRefusedAtTheirPlace(_ line: String, _ message: String) throws {
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
              type: view
      """
    let result = StoryboardLoader.load(Array(text.utf8), file: "test.yaml")
    #expect(
      render(result.diagnostics.filter { $0.severity == .error }).first?.hasPrefix(message) == true)
  }
}

import SceneModel
import Testing

@testable import SceneLayout

/// `layoutMarginsRelativeArrangement` (docs/Layout.md §5): a stack arranges its views inside
/// its layout margins, along the axis and across it. Built like Instructions' profile bar: a
/// horizontal stack with margins of 16 pinned to the bottom of a 300-point panel, three
/// labels 50 high (the outer two half the middle one's width); Interface Builder stores the
/// stack 82 high and the labels 16 points inside it.
@Suite struct StackMarginsTests {
  static let bar = """
        views:
          - id: panel
            type: view
            subviews:
              - id: stats
                type: stackView
                spacing: 16
                layoutMargins: [16, 16, 16, 16]
                %FLAG
                arrangedSubviews:
                  - { id: posts, type: label, text: "34 posts" }
                  - { id: mail, type: label, text: jane@doe.com }
                  - { id: followers, type: label, text: "12 followers" }
        constraints:
          - panel.top = superview.top
          - panel.leading = superview.leading
          - panel.trailing = superview.trailing
          - panel.height = 300
          - stats.leading = panel.leading
          - stats.trailing = panel.trailing
          - stats.bottom = panel.bottom
          - posts.height = 50
          - mail.height = 50
          - followers.height = 50
          - posts.width = 0.5 * mail.width
          - followers.width = 0.5 * mail.width
    """

  func frames(_ flag: String) throws -> [String: String] {
    try Fixture.framesOnIPhone(Self.bar.replacingOccurrences(of: "%FLAG", with: flag))
  }

  /// 393 - 2 x 16 - 2 x 16 = 329 points for the labels: 82.25, 164.5, 82.25, whose edges
  /// (98.25, 114.25, 278.75, 294.75) go to the iPhone's 1/3-point grid: 82.333, 164.333, 82.333.
  @Test func viewsAreArrangedInsideTheMargins() throws {
    let found = try frames("layoutMarginsRelativeArrangement: true")
    #expect(found["stats"] == "[0, 218, 393, 82]")
    #expect(found["posts"] == "[16, 234, 82.333, 50]")
    #expect(found["mail"] == "[114.333, 234, 164.333, 50]")
    #expect(found["followers"] == "[294.667, 234, 82.333, 50]")
  }

  /// The near miss: margins alone are for constraints to them; the views fill the stack.
  @Test func withoutTheFlagViewsReachTheEdges() throws {
    let found = try frames("layoutMarginsRelativeArrangement: false")
    #expect(found["stats"] == "[0, 250, 393, 50]")
    #expect(found["posts"] == "[0, 250, 90.333, 50]")
  }

  /// At the screen's bottom, as Instructions' development bar is, the stack's margins grow by
  /// the 34 points of the home indicator it overlaps: Xcode stores the bar 116 high on the
  /// 414 x 896 canvas, its labels 16 points below its top and 50 above the screen's bottom.
  @Test(arguments: [
    ("", "[0, 736, 393, 116]", "[16, 752, 82.333, 50]"),
    ("insetsLayoutMarginsFromSafeArea: false", "[0, 770, 393, 82]", "[16, 786, 82.333, 50]"),
  ])
  func atTheBottomTheMarginsGrowByTheSafeArea(
    _ flag: String, _ stats: String, _ posts: String
  ) throws {
    // The flags at the indentation of the stack's keys.
    let indent = String(repeating: " ", count: 12)
    let flags = "layoutMarginsRelativeArrangement: true\n" + indent + flag
    let body = Self.bar.replacingOccurrences(of: "%FLAG", with: flags)
      .replacingOccurrences(
        of: "- panel.top = superview.top", with: "- panel.bottom = superview.bottom")
    let found = try Fixture.framesOnIPhone(body)
    #expect(found["stats"] == stats)
    #expect(found["posts"] == posts)
  }
}

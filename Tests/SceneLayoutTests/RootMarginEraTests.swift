import SceneModel
import Testing

@testable import SceneLayout

/// A root view's top and bottom layout margins before iOS 11: 0, at the root view's own edges
/// (UIView.layoutMargins: "The top and bottom margins are set to zero points"), whatever bars
/// the scene has; from iOS 11 they are the safe area's edges. No view's margins grow by the
/// bars before iOS 11 either (`insetsLayoutMarginsFromSafeArea` came with it).
@Suite struct RootMarginEraTests {
  /// Built like GreenGrocer's shopping list form (Xcode 7): a stack under the top layout
  /// guide, down to the root's bottom margin, in a scene with a navigation bar and a tab bar;
  /// a footer view whose subview is pinned to the footer's bottom margin.
  static let yaml = """
    format: 1
    storyboard: Form
    initial: form
    devices: [iphone]
    scenes:
      form:
        kind: viewController
        simulatedBars: [navigationBar, tabBar]
        views:
          - id: form
            type: stackView
            axis: vertical
            arrangedSubviews:
              - { id: name, type: view, intrinsicSize: [null, 48] }
              - { id: items, type: view }
          - id: footer
            type: view
            subviews: [ { id: note, type: view } ]
        constraints:
          - form.top = topLayoutGuide.bottom + 5
          - superview.bottomMargin = form.bottom + 100
          - form.leading = superview.leadingMargin
          - superview.trailingMargin = form.trailing
          - footer.leading = superview.leading
          - footer.trailing = superview.trailing
          - footer.bottom = superview.bottom
          - footer.height = 80
          - note.top = footer.top
          - note.leading = footer.leading
          - note.width = 10
          - footer.bottomMargin = note.bottom
    """

  static func laidOut(ios: Int) throws -> [String] {
    let storyboard = try Fixture.inline(Self.yaml)
    let scene = try #require(storyboard.scene("form"))
    var device = try Fixture.device("600x600")
    device.ios = ios
    let result = SceneLayoutEngine.layout(scene, in: storyboard, device: device)
    #expect(result.diagnostics.isEmpty)
    return describe(result)
  }

  /// iOS 9: the stack ends 100 points above the root's bottom (600), the tab bar aside, as
  /// Xcode 7's canvas stores GreenGrocer's form (69 to 600 with the constant 0); the note ends
  /// 8 points above the footer's bottom, which lies under the tab bar.
  @Test func beforeIOS11TheRootsBottomMarginIsItsEdge() throws {
    #expect(
      try Self.laidOut(ios: 9) == [
        "form [16, 69, 568, 431]", "name [16, 69, 568, 48]", "items [16, 117, 568, 383]",
        "footer [0, 520, 600, 80]", "note [0, 520, 10, 72]",
      ])
  }

  /// The near miss: on iOS 11 the same scene's bottom margin is the safe area's bottom, above
  /// the 49-point tab bar, and the footer's bottom margin grows by the bar it overlaps.
  @Test func fromIOS11TheBottomMarginIsTheSafeAreas() throws {
    #expect(
      try Self.laidOut(ios: 11) == [
        "form [16, 69, 568, 382]", "name [16, 69, 568, 48]", "items [16, 117, 568, 334]",
        "footer [0, 520, 600, 80]", "note [0, 520, 10, 23]",
      ])
  }
}

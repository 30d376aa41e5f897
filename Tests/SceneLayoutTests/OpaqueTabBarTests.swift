import SceneModel
import Testing

@testable import SceneLayout

/// `opaqueTabBar: true` (docs/Layout.md §3): the root views of a tab bar controller's tabs,
/// and of what they push, end above an opaque tab bar, as UIKit places them. Built like
/// XLPagerTabStrip's examples (Xcode 10, iPhone 8 canvas): a tab bar controller whose tab bar
/// Interface Builder stores `translucent="NO"`, a tab whose root view is stored 618 high with a
/// container pinned to its bottom layout guide, and a footer pinned to the root's bottom.
@Suite struct OpaqueTabBarTests {
  static let yaml = """
    format: 1
    storyboard: Pager
    initial: tabs
    devices: [iphone-se]
    scenes:
      tabs:
        kind: tabBarController
        opaqueTabBar: true
        segues: [ { kind: relationship, relationship: viewControllers, to: nav } ]
      nav:
        kind: navigationController
        segues: [ { kind: relationship, relationship: rootViewController, to: pager } ]
      pager:
        kind: viewController
        views:
          - { id: pages, type: view }
          - { id: footer, type: view }
        constraints:
          - pages.top = topLayoutGuide.bottom
          - pages.bottom = bottomLayoutGuide.top
          - pages.leading = superview.leading
          - pages.trailing = superview.trailing
          - footer.bottom = superview.bottom
          - footer.leading = superview.leading
          - footer.width = 10
          - footer.height = 10
        segues: [ { kind: show, to: detail } ]
      detail:
        kind: viewController
        views:
          - { id: bottom, type: view }
        constraints:
          - bottom.bottom = superview.bottom
          - bottom.leading = superview.leading
          - bottom.width = 10
          - bottom.height = 10

    """

  func frames(_ yaml: String, scene id: String) throws -> [String] {
    let storyboard = try Fixture.inline(yaml)
    let scene = try #require(storyboard.scene(id))
    let result = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone-se"))
    #expect(result.diagnostics.isEmpty)
    return describe(result)
  }

  /// Above the 49-point tab bar, on the tab's root and on what it pushes: the root view ends
  /// at 618, as XLPagerTabStrip stores it, and the container with it.
  @Test func rootViewsEndAboveAnOpaqueTabBar() throws {
    #expect(
      try frames(Self.yaml, scene: "pager") == [
        "pages [0, 64, 375, 554]", "footer [0, 608, 10, 10]",
      ])
    #expect(try frames(Self.yaml, scene: "detail") == ["bottom [0, 608, 10, 10]"])
  }

  /// The near miss: a translucent tab bar (the default) covers the root view's bottom; the
  /// container still ends at the bottom layout guide.
  @Test func aTranslucentTabBarCoversTheRootView() throws {
    let yaml = Self.yaml.replacingOccurrences(of: "opaqueTabBar: true", with: "title: Tabs")
    #expect(
      try frames(yaml, scene: "pager") == [
        "pages [0, 64, 375, 554]", "footer [0, 657, 10, 10]",
      ])
  }

  /// The key is a tab bar controller's: on any other scene it is refused at its place.
  @Test func onlyATabBarControllerTakesIt() throws {
    let yaml = Self.yaml.replacingOccurrences(
      of: "kind: navigationController\n",
      with: "kind: navigationController\n    opaqueTabBar: true\n")
    let result = StoryboardLoader.load(Array(yaml.utf8), file: "test.yaml")
    #expect(
      render(result.diagnostics.filter { $0.severity == .error }) == [
        "test.yaml:12:19: error: 'opaqueTabBar' is a tab bar controller's; scene 'nav' is a "
          + "navigationController: remove it, or put it on the tab bar controller [invalid-value]\n"
      ])
  }
}

import SceneModel
import Testing

@testable import SceneLayout

/// `opaqueNavigationBar: true` (docs/Layout.md §3): the root views of a navigation stack
/// under an opaque bar start below it, as UIKit places them. Built like XLPagerTabStrip's
/// examples: a navigation controller whose bar Interface Builder stores `translucent="NO"`,
/// a root scene whose segment bar is pinned to the root view's top (stored at y = 0 of a root
/// view 64 points shorter than the screen), and a scene it pushes.
@Suite struct OpaqueNavigationBarTests {
  static let yaml = """
    format: 1
    storyboard: Pager
    initial: nav
    devices: [iphone]
    scenes:
      nav:
        kind: navigationController
        opaqueNavigationBar: true
        segues: [ { kind: relationship, relationship: rootViewController, to: pager } ]
      pager:
        kind: viewController
        views:
          - { id: segments, type: view }
        constraints:
          - segments.top = superview.top
          - segments.leading = superview.leading
          - segments.trailing = superview.trailing
          - segments.height = 40
        segues: [ { kind: show, to: detail } ]
      detail:
        kind: viewController
        views:
          - { id: header, type: view }
        constraints:
          - header.top = superview.top
          - header.leading = superview.leading
          - header.trailing = superview.trailing
          - header.height = 40

    """

  func frames(_ yaml: String, scene id: String) throws -> [String] {
    let storyboard = try Fixture.inline(yaml)
    let scene = try #require(storyboard.scene(id))
    let result = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(result.diagnostics.isEmpty)
    return describe(result)
  }

  /// Below the status bar (59) and the bar (44), on the root and on what it pushes.
  @Test func rootViewsStartBelowAnOpaqueBar() throws {
    #expect(try frames(Self.yaml, scene: "pager") == ["segments [0, 103, 393, 40]"])
    #expect(try frames(Self.yaml, scene: "detail") == ["header [0, 103, 393, 40]"])
  }

  /// The near miss: a translucent bar (the default) covers the root view's top.
  @Test func aTranslucentBarCoversTheRootView() throws {
    let yaml = Self.yaml.replacingOccurrences(
      of: "opaqueNavigationBar: true", with: "opaqueNavigationBar: false")
    #expect(try frames(yaml, scene: "pager") == ["segments [0, 0, 393, 40]"])
  }
}

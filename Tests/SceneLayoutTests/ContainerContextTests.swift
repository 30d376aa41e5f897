import SceneModel
import Testing

@testable import SceneLayout

/// Which bars cover each scene, from the storyboard's segues.
@Suite struct ContainerContextTests {
  @Test func wonderlandBars() throws {
    let storyboard = try Fixture.storyboard("Scenes/Wonderland.yaml")
    let contexts = ContainerContext.inferred(for: storyboard)
    let summary = zip(storyboard.scenes, contexts).map { scene, context in
      "\(scene.id.value):\(context.navigationBar ? "N" : "")\(context.tabBar ? "T" : "")"
        + (context.toolbar ? "B" : "")
    }
    #expect(
      summary == [
        "tabs:", "book:T", "authorInfo:", "charactersNav:T", "characterList:NT",
        "characterDetail:NT", "pageBook:T", "pageOne:T", "pageTwo:T",
      ])
  }

  @Test func toolbarNeedsItemsAndANavigationController() throws {
    let storyboard = try Fixture.storyboard("Scenes/NodeCalculator.yaml")
    let contexts = ContainerContext.inferred(for: storyboard)
    #expect(contexts[1] == ContainerContext(navigationBar: true, toolbar: true))
    #expect(contexts[2] == .none)
    #expect(contexts[1].bottomBarHeight == 44)
  }

  @Test func priorityWeights() {
    let map = PriorityMap([250, 750, 700, 1000, 250])
    #expect(map.levels == [250, 700, 750])
    #expect(map.strength(250).value == 1)
    #expect(map.strength(700).value == 1000)
    #expect(map.strength(750).value == 1_000_000)
    #expect(map.strength(1000).isRequired)
    let five = PriorityMap([1, 2, 3, 4, 5])
    #expect(abs(five.strength(5).value - 1e8) < 1)
  }

  /// A navigation controller's root with toolbar items: the layout guides end at the bars.
  @Test func layoutGuidesFollowTheBars() throws {
    let storyboard = try Fixture.inline(
      """
      format: 1
      storyboard: Guides
      initial: nav
      devices: [iphone]
      scenes:
        nav:
          kind: navigationController
          segues:
            - { kind: relationship, relationship: rootViewController, to: s }
        s:
          kind: viewController
          toolbarItems: [ { id: tool, title: Tool } ]
          views:
            - { id: a, type: view }
            - { id: b, type: view }
          constraints:
            - a.top = topLayoutGuide.bottom
            - a.leading = superview.leading
            - a.width = 10
            - a.height = 10
            - b.bottom = bottomLayoutGuide.top
            - b.trailing = superview.trailing
            - b.width = 10
            - b.height = bottomLayoutGuide.height
      """)
    let scene = try #require(storyboard.scene("s"))
    let result = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(result.container == ContainerContext(navigationBar: true, toolbar: true))
    // Safe area: 59 + 44 at the top, 852 - 34 - 44 = 774 at the bottom.
    #expect(describe(result) == ["a [0, 103, 10, 10]", "b [383, 696, 10, 78]"])
    #expect(result.diagnostics.isEmpty)
  }
}

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

  /// A tab bar's navigation stack whose push chain is written last scene first: each round
  /// reaches one scene further back, and the bars come out as for any order. The flagged
  /// scene in the middle hides the tab bar from itself on.
  @Test func aChainWrittenBackwardsGetsItsBars() throws {
    let count = 120
    var yaml = """
      format: 1
      storyboard: Chain
      initial: tabs
      scenes:

      """
    for i in (0..<count).reversed() {
      yaml += "  s\(i):\n    kind: viewController\n"
      if i == 60 { yaml += "    hidesBottomBarWhenPushed: true\n" }
      if i + 1 < count { yaml += "    segues: [ { kind: push, to: s\(i + 1) } ]\n" }
    }
    yaml += """
        nav:
          kind: navigationController
          segues: [ { kind: relationship, relationship: rootViewController, to: s0 } ]
        tabs:
          kind: tabBarController
          segues: [ { kind: relationship, relationship: viewControllers, to: [nav] } ]

      """
    let storyboard = try Fixture.inline(yaml)
    let contexts = ContainerContext.inferred(for: storyboard)
    for i in 0..<count {
      let context = try #require(storyboard.sceneIndex(of: "s\(i)").map { contexts[$0] })
      // Each is shown full screen, in the window's root tab bar controller.
      var expected = ContainerContext(navigationBar: true, tabBar: i < 60)
      expected.presentations = .fullScreen
      #expect(context == expected, "s\(i)")
    }
  }

  @Test func toolbarNeedsItemsAndANavigationController() throws {
    let storyboard = try Fixture.storyboard("Scenes/NodeCalculator.yaml")
    let contexts = ContainerContext.inferred(for: storyboard)
    #expect(contexts[1].bars == ContainerContext(navigationBar: true, toolbar: true))
    #expect(contexts[2].bars == .none)
    #expect(contexts[1].bottomBarHeight(on: Device.builtIn[0]) == 44)
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
    #expect(result.container.bars == ContainerContext(navigationBar: true, toolbar: true))
    // Safe area: 59 + 44 at the top, 852 - 34 - 44 = 774 at the bottom.
    #expect(describe(result) == ["a [0, 103, 10, 10]", "b [383, 696, 10, 78]"])
    #expect(result.diagnostics.isEmpty)
  }

  static let hidesBottomBar = "Tests/ScenectlTests/Fixtures/hides-bottom-bar.yaml"

  /// `detail` is pushed with `hidesBottomBarWhenPushed` and `more` is pushed above it: no tab
  /// bar. `home` is a flagged navigation controller's root: it keeps the bar, and `next`,
  /// pushed over it, has none.
  @Test func hidesBottomBarWhenPushedDropsTheTabBar() throws {
    let storyboard = try Fixture.storyboard(Self.hidesBottomBar)
    let contexts = ContainerContext.inferred(for: storyboard)
    let summary = zip(storyboard.scenes, contexts).map { scene, context in
      "\(scene.id.value):\(context.navigationBar ? "N" : "")\(context.tabBar ? "T" : "")"
    }
    #expect(
      summary == [
        "tabs:", "listNav:T", "list:NT", "detail:N", "more:N", "homeNav:T", "home:NT", "next:N",
      ])
    let detail = try #require(storyboard.scene("detail"))
    #expect(
      ContainerContext.inferred(for: detail, in: storyboard).bars
        == ContainerContext(navigationBar: true))
    let home = try #require(storyboard.scene("home"))
    #expect(
      ContainerContext.inferred(for: home, in: storyboard).bars
        == ContainerContext(navigationBar: true, tabBar: true))
  }

  /// `footer.bottom = safeArea.bottom` on iPhone: 852 - 34 - 44 = 774 with the flag, 49 higher
  /// (852 - 34 - 49 - 44 = 725) once the flag is turned off and the tab bar is back.
  @Test func safeAreaBottomIgnoresAHiddenTabBar() throws {
    var storyboard = try Fixture.storyboard(Self.hidesBottomBar)
    let iphone = try Fixture.device("iphone")
    let flagged = SceneLayoutEngine.layout(
      try #require(storyboard.scene("detail")), in: storyboard, device: iphone)
    #expect(flagged.container.bars == ContainerContext(navigationBar: true))
    #expect(flagged.container.safeArea(on: iphone) == Rect(x: 0, y: 103, width: 393, height: 715))
    #expect(describe(flagged) == ["moreButton [176, 111, 41, 34]", "footer [0, 774, 393, 44]"])
    #expect(flagged.diagnostics.isEmpty)
    let index = try #require(storyboard.scenes.firstIndex { $0.id.value == "detail" })
    storyboard.scenes[index].hidesBottomBarWhenPushed = nil
    let plain = SceneLayoutEngine.layout(
      try #require(storyboard.scene("detail")), in: storyboard, device: iphone)
    #expect(plain.container.bars == ContainerContext(navigationBar: true, tabBar: true))
    #expect(describe(plain) == ["moreButton [176, 111, 41, 34]", "footer [0, 725, 393, 44]"])
  }
}

import Foundation
import SceneModel
import SceneRuntime
import Testing

/// `hidesBottomBarWhenPushed`: a pushed scene with it hides the tab bar while it is on the
/// stack, at or below the top, and a flagged root hides it once something is pushed over it;
/// popping brings the bar back (Runtime.md §2.4).
@Suite struct HidesBottomBarTests {
  static let file = "Tests/ScenectlTests/Fixtures/hides-bottom-bar.yaml"

  static func storyboard() throws -> Storyboard {
    let url = Harness.root.appendingPathComponent(file)
    return try Harness.storyboard(try String(contentsOf: url, encoding: .utf8), file: file)
  }

  /// Records the bars each scene on screen is laid out with.
  final class Bars: LayoutProvider {
    var placements: [String: Placement] = [:]

    func frames(of controller: Controller, placement: Placement, device: Device)
      -> [String: Rect]
    {
      placements[controller.sceneID] = placement
      return [:]
    }
  }

  @Test func pushingHidesTheTabBarAndPoppingBringsItBack() throws {
    let events: [Event] = [
      .tap(.view(.id("openButton"))), .tap(.view(.id("moreButton"))), .back, .back,
      .tap(.tab("Home")),
      .tap(.view(.id("nextButton"))), .back, .tap(.tab("List")), .tap(.view(.id("openButton"))),
    ]
    let text = Harness.transcript(
      try Self.storyboard(), file: Self.file, device: "iphone", events)
    Harness.assertGolden(text, named: "hides-bottom-bar")
  }

  @Test func aTabTapFailsWhileTheTabBarIsHidden() throws {
    let storyboard = try Self.storyboard()
    let (simulator, error) = Harness.simulate(
      storyboard,
      [.tap(.view(.id("openButton"))), .tap(.view(.id("moreButton"))), .tap(.tab("Home"))])
    #expect(
      error?.message
        == "'tab:Home' is not on screen: 'detail' hides the tab bar of 'tabs' "
        + "(hidesBottomBarWhenPushed)")
    #expect(simulator.stack == ["tabs", "listNav", "more"])
    let after = Harness.simulate(
      storyboard, [.tap(.view(.id("openButton"))), .back, .tap(.tab("Home"))])
    #expect(after.error == nil)
    #expect(after.simulator.stack == ["tabs", "homeNav", "home"])
  }

  @Test func theOnScreenSceneIsLaidOutWithoutTheTabBar() throws {
    let storyboard = try Self.storyboard()
    for (events, scene, tabBar) in [
      ([Event](), "list", true), ([.tap(.view(.id("openButton")))], "detail", false),
      ([.tap(.view(.id("openButton"))), .tap(.view(.id("moreButton")))], "more", false),
      ([.tap(.view(.id("openButton"))), .back], "list", true),
      ([.tap(.tab("Home"))], "home", true),
      ([.tap(.tab("Home")), .tap(.view(.id("nextButton")))], "next", false),
    ] {
      let (simulator, error) = Harness.simulate(storyboard, events)
      #expect(error == nil)
      let bars = Bars()
      _ = simulator.viewsOnScreen(layout: bars)
      #expect(bars.placements[scene]?.tabBar == tabBar, "\(events)")
      #expect(bars.placements[scene]?.navigationBar == true, "\(events)")
      let tabs = try #require(simulator.root)
      #expect((simulator.tabBarHider(of: tabs) == nil) == tabBar, "\(events)")
    }
  }
}

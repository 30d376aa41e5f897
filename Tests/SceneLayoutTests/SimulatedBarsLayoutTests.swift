import SceneModel
import Testing

@testable import SceneLayout

/// `simulatedBars:` gives a scene that no segue reaches, which code shows, the bars its
/// canvas draws; a scene a segue reaches, or the initial one, keeps the bars of where it is.
@Suite struct SimulatedBarsLayoutTests {
  /// Built like ResearchKit's news feed (a navigation bar simulated, the scene pushed by
  /// code, `feed.top = topLayoutGuide.bottom`) and Google's ad samples (a toolbar below).
  static let yaml = """
    format: 1
    storyboard: Simulated
    initial: home
    devices: [iphone]
    scenes:
      home:
        kind: viewController
        simulatedBars: [navigationBar]
        segues: [ { kind: modal, to: sheet } ]
      sheet:
        kind: viewController
        simulatedBars: [navigationBar]
      feed:
        kind: viewController
        simulatedBars: [navigationBar, toolbar]
        views:
          - { id: list, type: view }
        constraints:
          - list.top = topLayoutGuide.bottom
          - list.bottom = bottomLayoutGuide.top
          - list.leading = superview.leading
          - list.trailing = superview.trailing

    """

  @Test func aSceneNoSegueReachesTakesItsSimulatedBars() throws {
    let storyboard = try Fixture.inline(Self.yaml)
    let contexts = ContainerContext.inferred(for: storyboard)
    #expect(contexts == [.none, .none, ContainerContext(navigationBar: true, toolbar: true)])
    let feed = try #require(storyboard.scene("feed"))
    let result = SceneLayoutEngine.layout(feed, in: storyboard, device: try Fixture.device("iphone"))
    // 59 + 44 at the top; 852 - 34 - 44 = 774 at the bottom.
    #expect(describe(result) == ["list [0, 103, 393, 671]"])
    #expect(result.diagnostics.isEmpty)
  }

  /// A bar the canvas does not simulate is not given: the same scene without the field.
  @Test func withoutTheFieldNoBars() throws {
    let storyboard = try Fixture.inline(
      Self.yaml.replacing("simulatedBars: [navigationBar, toolbar]", with: "title: Feed"))
    let feed = try #require(storyboard.scene("feed"))
    let result = SceneLayoutEngine.layout(feed, in: storyboard, device: try Fixture.device("iphone"))
    #expect(describe(result) == ["list [0, 59, 393, 759]"])
  }
}

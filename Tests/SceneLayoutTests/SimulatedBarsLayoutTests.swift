import SceneModel
import Testing

@testable import SceneLayout

/// `simulatedBars:` gives a scene that no segue reaches, which code shows (the initial one
/// too), the bars its canvas draws, and it passes them on along its segues; a scene a segue
/// reaches keeps the bars of where it is.
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
    let contexts = ContainerContext.inferred(for: storyboard).map(\.bars)
    #expect(
      contexts == [
        ContainerContext(navigationBar: true), .none,
        ContainerContext(navigationBar: true, toolbar: true),
      ])
    let feed = try #require(storyboard.scene("feed"))
    let iphone = try Fixture.device("iphone")
    let result = SceneLayoutEngine.layout(feed, in: storyboard, device: iphone)
    // 59 + 44 at the top; 852 - 34 - 44 = 774 at the bottom.
    #expect(describe(result) == ["list [0, 103, 393, 671]"])
    #expect(result.diagnostics.isEmpty)
  }

  /// A bar the canvas does not simulate is not given: the same scene without the field.
  @Test func withoutTheFieldNoBars() throws {
    let storyboard = try Fixture.inline(
      Self.yaml.replacing("simulatedBars: [navigationBar, toolbar]", with: "title: Feed"))
    let feed = try #require(storyboard.scene("feed"))
    let iphone = try Fixture.device("iphone")
    let result = SceneLayoutEngine.layout(feed, in: storyboard, device: iphone)
    #expect(describe(result) == ["list [0, 59, 393, 759]"])
  }

  /// Built like Blockchain's KYC address step (`KYCAddressController.storyboard`): the initial
  /// scene of a storyboard that code loads and pushes, simulating a navigation bar, its
  /// progress bar pinned to the safe area's top; the scene it shows is pushed on the same
  /// stack. Interface Builder stores the progress bar at y = 94 on its 375 x 812 canvas
  /// (50 + 44), which on the iPhone 16 is 59 + 44.
  static let pushedByCode = """
    format: 1
    storyboard: Address
    initial: address
    devices: [iphone]
    scenes:
      address:
        kind: viewController
        simulatedBars: [navigationBar]
        views:
          - { id: progress, type: view }
        constraints:
          - progress.top = safeArea.top
          - progress.leading = superview.leading
          - progress.trailing = superview.trailing
          - progress.height = 8
        segues: [ { kind: show, to: details } ]
      details:
        kind: viewController
        views:
          - { id: name, type: view }
        constraints:
          - name.top = safeArea.top
          - name.leading = superview.leading
          - name.trailing = superview.trailing
          - name.height = 8

    """

  @Test func anInitialSceneThatSimulatesBarsTakesThemAndPassesThemOn() throws {
    let storyboard = try Fixture.inline(Self.pushedByCode)
    #expect(
      ContainerContext.inferred(for: storyboard).map(\.bars) == [
        ContainerContext(navigationBar: true), ContainerContext(navigationBar: true),
      ])
    let iphone = try Fixture.device("iphone")
    let address = try #require(storyboard.scene("address"))
    let result = SceneLayoutEngine.layout(address, in: storyboard, device: iphone)
    #expect(describe(result) == ["progress [0, 103, 393, 8]"])
    let details = try #require(storyboard.scene("details"))
    let pushed = SceneLayoutEngine.layout(details, in: storyboard, device: iphone)
    #expect(describe(pushed) == ["name [0, 103, 393, 8]"])
  }

  /// The near miss: an initial scene that simulates no bar is a window's root, with none.
  @Test func anInitialSceneWithoutTheFieldHasNoBars() throws {
    let storyboard = try Fixture.inline(
      Self.pushedByCode.replacing("simulatedBars: [navigationBar]", with: "title: Address"))
    #expect(ContainerContext.inferred(for: storyboard).map(\.bars) == [.none, .none])
    let iphone = try Fixture.device("iphone")
    let address = try #require(storyboard.scene("address"))
    let result = SceneLayoutEngine.layout(address, in: storyboard, device: iphone)
    #expect(describe(result) == ["progress [0, 59, 393, 8]"])
  }

  /// Built like WWDCScholars' blog and e-Rouška's help: the initial navigation controller is
  /// another storyboard's tab and simulates its tab bar, which its stack is laid out above
  /// (a list pinned to the safe area's bottom ends 49 points above the home indicator).
  @Test func aNavigationControllerShownAsATabPassesItsTabBarOn() throws {
    let yaml = """
      format: 1
      storyboard: Blog
      initial: nav
      devices: [iphone]
      scenes:
        nav:
          kind: navigationController
          simulatedBars: [tabBar]
          segues: [ { kind: relationship, relationship: rootViewController, to: posts } ]
        posts:
          kind: viewController
          views:
            - { id: list, type: view }
          constraints:
            - list.top = safeArea.top
            - list.bottom = safeArea.bottom
            - list.leading = superview.leading
            - list.trailing = superview.trailing

      """
    let storyboard = try Fixture.inline(yaml)
    let posts = try #require(storyboard.scene("posts"))
    let result = SceneLayoutEngine.layout(posts, in: storyboard, device: try Fixture.device("iphone"))
    // 59 + 44 at the top; 852 - 34 - 49 = 769 at the bottom.
    #expect(describe(result) == ["list [0, 103, 393, 666]"])
    let plain = try Fixture.inline(yaml.replacing("simulatedBars: [tabBar]", with: "title: Blog"))
    let untabbed = try #require(plain.scene("posts"))
    let without = SceneLayoutEngine.layout(untabbed, in: plain, device: try Fixture.device("iphone"))
    #expect(describe(without) == ["list [0, 103, 393, 715]"])
  }
}


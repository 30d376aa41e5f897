import SceneModel
import Testing

@testable import SceneLayout

/// iOS 26's bars (`BarMetrics`, docs/Layout.md §3): an app built with the iOS 26 SDK
/// (`sdk: 26`) running on iOS 26 has a navigation bar 54 high and a tab bar that ends 83
/// points above a home-button phone's bottom, 49 above an upright phone's home indicator and
/// 31 above a phone's bottom inset on its side. Without `sdk:` the bars are the format's.
@Suite struct IOS26BarsTests {
  /// Built like Orbot's settings (Xcode 26, a 320 x 568 canvas): a tab bar controller
  /// holding a navigation controller, whose root's scroll view is pinned to the safe area
  /// (stored at 0, 74, 320, 411: 20 + 54 below the top, 83 above the bottom).
  static let tabs = """
    format: 1
    storyboard: Orbot
    initial: tabs
    devices: ["320x568"]
    sdk: 26
    scenes:
      tabs:
        kind: tabBarController
        segues: [ { kind: relationship, relationship: viewControllers, to: [nav] } ]
      nav:
        kind: navigationController
        segues: [ { kind: relationship, relationship: rootViewController, to: settings } ]
      settings:
        kind: viewController
        views:
          - { id: scroll, type: scrollView }
        constraints:
          - scroll.top = safeArea.top
          - scroll.bottom = safeArea.bottom
          - scroll.leading = superview.leading
          - scroll.trailing = superview.trailing

    """

  /// The frames of scene `id` laid out on the file's device `device`, running the iOS the
  /// file models, built with its SDK (`Storyboard.device(named:)`).
  func frames(_ yaml: String, scene id: String, on device: String) throws -> [String] {
    let storyboard = try Fixture.inline(yaml)
    let scene = try #require(storyboard.scene(id))
    let result = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try #require(storyboard.device(named: device)))
    #expect(result.diagnostics.isEmpty)
    return describe(result)
  }

  @Test func aHomeButtonPhoneHasTheNewBars() throws {
    #expect(try frames(Self.tabs, scene: "settings", on: "320x568") == ["scroll [0, 74, 320, 411]"])
  }

  /// The near miss: the same file without `sdk:` keeps the format's 44 and 49.
  @Test func withoutAnSDKTheBarsAreTheFormats() throws {
    let yaml = Self.tabs.replacingOccurrences(of: "sdk: 26\n", with: "")
    #expect(try frames(yaml, scene: "settings", on: "320x568") == ["scroll [0, 64, 320, 455]"])
  }

  /// An app built with the iOS 26 SDK keeps the old bars on an older iOS, and one built with
  /// an older SDK keeps them on iOS 26.
  @Test func bothTheSDKAndTheIOSMustBe26() throws {
    let older = Self.tabs.replacingOccurrences(of: "sdk: 26\n", with: "sdk: 26\nios: 18\n")
    #expect(try frames(older, scene: "settings", on: "320x568") == ["scroll [0, 64, 320, 455]"])
    let built = Self.tabs.replacingOccurrences(of: "sdk: 26\n", with: "sdk: 18\n")
    #expect(try frames(built, scene: "settings", on: "320x568") == ["scroll [0, 64, 320, 455]"])
  }

  /// Built like xDrip's tables (Xcode 26, an 844 x 390 canvas on its side, drawn with 47
  /// points above and 21 + 34 below): stored at 47, 101, 750, 203, below a 54-point bar and
  /// 31 + 55 above the bottom.
  @Test func onItsSideTheTabBarIs31High() throws {
    let yaml = Self.tabs.replacingOccurrences(of: "\"320x568\"", with: "\"844x390+47+55\"")
      .replacingOccurrences(of: "superview.leading", with: "safeArea.leading")
      .replacingOccurrences(of: "superview.trailing", with: "safeArea.trailing")
    #expect(
      try frames(yaml, scene: "settings", on: "844x390+47+55") == ["scroll [47, 101, 750, 203]"])
    let near = yaml.replacingOccurrences(of: "sdk: 26\n", with: "")
    #expect(
      try frames(near, scene: "settings", on: "844x390+47+55") == ["scroll [47, 91, 750, 195]"])
  }

  /// An upright phone with a home indicator: the tab bar stays 49 above it, the bar is 54.
  @Test func aPhoneWithAHomeIndicatorKeeps49() throws {
    let yaml = Self.tabs.replacingOccurrences(of: "\"320x568\"", with: "iphone")
    #expect(try frames(yaml, scene: "settings", on: "iphone") == ["scroll [0, 113, 393, 656]"])
  }

  /// Built like IQKeyboardManager's demo (Xcode 26): a large title adds 52 to the 54-point
  /// bar (stored 106 high).
  @Test func aLargeTitleAdds52() throws {
    let yaml = Self.tabs.replacingOccurrences(
      of: "    kind: navigationController\n",
      with: "    kind: navigationController\n    prefersLargeTitles: true\n")
    #expect(try frames(yaml, scene: "settings", on: "320x568") == ["scroll [0, 126, 320, 359]"])
  }

  /// No Xcode 26 canvas of an iPad is known: an iPad keeps the format's bars.
  @Test func anIPadKeepsTheFormatsBars() throws {
    let yaml = Self.tabs.replacingOccurrences(of: "\"320x568\"", with: "ipad")
    #expect(try frames(yaml, scene: "settings", on: "ipad") == ["scroll [0, 68, 820, 1043]"])
  }

  @Test func metricsByDevice() throws {
    var phone = try Fixture.device("iphone-se")
    #expect(BarMetrics(on: phone) == .format)
    phone.sdk = 26
    #expect(
      BarMetrics(on: phone)
        == BarMetrics(navigationBar: 54, largeTitle: 52, tabBar: 83, toolbar: 44))
    var side = try Fixture.device("iphone-landscape")
    side.sdk = 26
    #expect(BarMetrics(on: side).tabBar == 31)
  }
}

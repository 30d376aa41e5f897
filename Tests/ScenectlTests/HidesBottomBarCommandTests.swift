import Foundation
import Testing

@testable import ScenectlCommands

/// `hidesBottomBarWhenPushed` through `simulate`: the frames of the scene on screen and the
/// JSON log follow the tab bar as it hides and comes back (Runtime.md §2.4).
@Suite struct HidesBottomBarCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/hides-bottom-bar.yaml"

  func json(_ arguments: String...) throws -> [String: Any] {
    let output = scenectl(["simulate", file, "--format", "json"] + arguments)
    #expect(output.status == .success)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
  }

  /// A view pinned to `safeArea.bottom` on iPhone: 852 - 34 - 44 = 774 without the tab bar,
  /// 725 with it.
  @Test func framesFollowTheTabBar() throws {
    let pushed = try json("--tap", "openButton")
    let views = try #require(pushed["views"] as? [String: [String: Any]])
    #expect(views["footer"]?["frame"] as? [Double] == [0, 774, 393, 44])
    let log = try #require((pushed["events"] as? [[String: Any]])?.last?["log"] as? [String])
    #expect(log.contains("the tab bar of 'tabs' is hidden: 'detail' has hidesBottomBarWhenPushed"))
    let popped = try json("--tap", "openButton", "--back")
    let after = try #require(popped["views"] as? [String: [String: Any]])
    #expect(after["listFooter"]?["frame"] as? [Double] == [0, 725, 393, 44])
    let back = try #require((popped["events"] as? [[String: Any]])?.last?["log"] as? [String])
    #expect(back.contains("the tab bar of 'tabs' shows again"))
  }

  @Test func aTabTapOnTheHiddenTabBarFails() {
    let output = scenectl("simulate", file, "--tap", "openButton", "--tap", "tab:Home")
    #expect(output.status == .problemsFound)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.contains("error:") } == [
        "  error: 'tab:Home' is not on screen: 'detail' hides the tab bar of 'tabs' "
          + "(hidesBottomBarWhenPushed)"
      ])
    #expect(lines.contains("  └─ tabs (tabBarController, tab bar hidden by 'detail': [List] Home)"))
    #expect(lines.contains("  detail.footer view [0, 774, 393, 44]"))
  }

  /// Both flags of the fixture can apply (a pushed scene, a root with a push over it), so
  /// `hides-bottom-bar-never-applies` stays quiet.
  @Test func flagsThatCanApplyAreNotWarnedAbout() {
    let output = scenectl("validate", file)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
    #expect(output.status == .success)
  }
}

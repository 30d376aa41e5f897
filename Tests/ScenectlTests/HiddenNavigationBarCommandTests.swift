import Foundation
import Testing

@testable import ScenectlCommands

/// `navigationBarHidden: true` on a navigation controller (an extension): no bar covers its
/// scenes, so the safe area starts below the device's inset; its scenes' bar items are not on
/// screen, there is no back button, and pictures draw no bar.
@Suite struct HiddenNavigationBarCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/hidden-navigation-bar.yaml"

  @Test func pushedScenesAreLaidOutWithNoBar() {
    let output = scenectl("layout", file, "--scene", "detail")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'detail' on iphone (393 x 852), safe area [0, 59, 393, 759]
        back [16, 59, 41, 34]

        """)
  }

  @Test func barItemsAndTheBackButtonAreNotOnScreen() {
    let add = scenectl("simulate", file, "--tap", "addItem")
    #expect(add.status == .problemsFound)
    #expect(
      add.stderr.contains(
        "step 1 (tap addItem): 'addItem' is not on screen: 'nav' hides its navigation bar "
          + "(navigationBarHidden)"))
    let back = scenectl("simulate", file, "--tap", "next", "--back")
    #expect(
      back.stderr.contains(
        "step 2 (back): 'nav' hides its navigation bar (navigationBarHidden), so there is no "
          + "back button; pop with a step in an action"))
    let pop = scenectl("simulate", file, "--tap", "next", "--tap", "back")
    #expect(pop.status == .success)
    #expect(pop.stdout.contains("  pop 'detail' from 'nav', back to 'home'\n"))
  }

  @Test func picturesDrawNoBar() {
    let picture = scenectl("render", file, "--scene", "home")
    #expect(picture.status == .success)
    #expect(!picture.stdout.contains(">Home<"))
    #expect(picture.stdout.contains(">Next<"))
  }

  @Test func onlyANavigationControllerHidesItsBar() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenectl-bar-\(UInt32.random(in: 0...UInt32.max)).yaml").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try """
    format: 1
    storyboard: Bar
    initial: home
    scenes:
      home:
        kind: viewController
        navigationBarHidden: true
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let output = scenectl("validate", path)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout.hasPrefix(
        "\(path):7:26: error: 'navigationBarHidden' is a navigation controller's; scene 'home' "
          + "is a viewController: remove it, or put it on the navigation controller "
          + "[invalid-value]\n"))
  }
}

import SceneModel
import Testing

@testable import SceneLayout

/// Exact frames of the shipped Wonderland scenes (docs/Layout.md has the metric).
@Suite struct WonderlandLayoutTests {
  let storyboard: Storyboard

  init() throws { storyboard = try Fixture.storyboard("Scenes/Wonderland.yaml") }

  func layout(_ scene: String, on device: String) throws -> LayoutResult {
    let scene = try #require(storyboard.scene(scene))
    return SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
  }

  /// Presented only as a form sheet: on an upright iPhone the page sheet's card, from 10
  /// points below the top inset (docs/Layout.md §3, "Sheets").
  @Test func authorPageOnIPhone() throws {
    let result = try layout("authorInfo", on: "iphone")
    #expect(result.container.bars == .none)
    #expect(result.container.sheetCard(on: result.device)?.frame.y == 69)
    #expect(
      describe(result) == [
        "doneButton [332, 77, 41, 34]",
        "authorImage [114.667, 446, 164, 244]",
        "authorText [56.667, 698, 280, 100]",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  /// In landscape the 244 pt image (priority 700) gives way to Done's compression resistance.
  @Test func authorPageInLandscapeShrinksTheImage() throws {
    let result = try layout("authorInfo", on: "iphone-landscape")
    #expect(result.frame(of: "authorImage") == Rect(x: 344, y: 50, width: 164, height: 194))
  }

  /// The runtime can place a form sheet: the root view in a 540 x 620 frame, centred on the
  /// iPad, with no device insets.
  @Test func authorPageAsAFormSheetOnIPad() throws {
    let scene = try #require(storyboard.scene("authorInfo"))
    let ipad = try Fixture.device("ipad")
    let sheet = ContainerContext.none.centered(width: 540, height: 620, on: ipad)
    let result = SceneLayoutEngine.layout(scene, in: storyboard, device: ipad, container: sheet)
    #expect(sheet.safeArea(on: ipad) == Rect(x: 140, y: 280, width: 540, height: 620))
    #expect(
      describe(result) == [
        "doneButton [619, 288, 41, 34]",
        "authorImage [328, 528, 164, 244]",
        "authorText [270, 780, 280, 100]",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  /// A 420-wide image centred in 820 gives x = 200; centred vertically between the nav bar's
  /// safe area and the tab bar it is at the screen's centre.
  @Test func characterDetailOnIPad() throws {
    let result = try layout("characterDetail", on: "ipad")
    #expect(result.container.bars == ContainerContext(navigationBar: true, tabBar: true))
    #expect(
      describe(result) == [
        "nameLabel [200, 351, 420, 21]",
        "characterImage [200, 380, 420, 420]",
        "descriptionView [200, 808, 420, 100]",
      ])
  }

  /// The compact branch: below the navigation bar (59 + 44), above the tab bar (852 - 34 - 49).
  @Test func characterDetailOnIPhone() throws {
    let result = try layout("characterDetail", on: "iphone")
    #expect(
      describe(result) == [
        "nameLabel [56.667, 111, 280, 21]",
        "characterImage [56.667, 140, 280, 513]",
        "descriptionView [56.667, 661, 280, 100]",
      ])
  }

  @Test func bookSitsAboveTheTabBar() throws {
    let result = try layout("book", on: "iphone-se")
    #expect(describe(result) == ["cover [20, 28, 335, 582]", "info [311, 554, 44, 44]"])
  }

  @Test func tableFillsTheTableViewController() throws {
    let result = try layout("characterList", on: "iphone")
    #expect(describe(result) == ["characterTable [0, 0, 393, 852]"])
  }

  @Test(arguments: [
    "Scenes/Wonderland.yaml", "Scenes/TabbedCalculation.yaml", "Scenes/NodeCalculator.yaml",
    "Scenes/TinyPix.yaml",
  ])
  func shippedScenesHaveNoLayoutProblems(_ file: String) throws {
    let storyboard = try Fixture.storyboard(file)
    #expect(render(SceneLayoutEngine.diagnostics(for: storyboard)) == [])
  }

  /// Devices that share a tableau (changed constants) give what a fresh solve gives.
  @Test(arguments: [
    "Scenes/Wonderland.yaml", "Scenes/TabbedCalculation.yaml", "Scenes/NodeCalculator.yaml",
    "Scenes/TinyPix.yaml",
  ])
  func sharedSolverMatchesFreshSolves(_ file: String) throws {
    let storyboard = try Fixture.storyboard(file)
    let contexts = ContainerContext.inferred(for: storyboard)
    for (i, scene) in storyboard.scenes.enumerated() {
      let shared = SceneLayoutEngine.layouts(
        scene, devices: Device.builtIn, container: contexts[i])
      for (device, result) in zip(Device.builtIn, shared) {
        let fresh = SceneLayoutEngine.layouts(scene, devices: [device], container: contexts[i])
        #expect(describe(result) == describe(fresh[0]), "\(scene.id.value) on \(device.name)")
      }
    }
  }

  @Test func titleViewIsCentredInTheNavigationBar() throws {
    let storyboard = try Fixture.storyboard("Scenes/TinyPix.yaml")
    let master = try #require(storyboard.scene("master"))
    let result = SceneLayoutEngine.layout(
      master, in: storyboard, device: try Fixture.device("iphone"))
    // 3 segments of 5 characters at 13 pt: 3 × (33 + 20) = 159 wide, 32 high.
    #expect(
      describe(result) == ["fileTable [0, 103, 393, 715]", "colorControl [117, 65, 159, 32]"])
  }
}

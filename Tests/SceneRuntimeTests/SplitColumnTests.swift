import SceneModel
import SceneRuntime
import Testing

/// An expanded split view controller (regular width) shows both columns: both get lifecycle
/// callbacks, both are on screen in their own region, and taps reach either; collapsed
/// (compact width) it shows the master only (Runtime.md §1).
@Suite struct SplitColumnTests {
  /// Lays each view out as its scene's safe area, so the transcript shows where the runtime
  /// placed each root view (`Placement`) without the constraint solver.
  struct SafeAreaLayout: LayoutProvider {
    func frames(of controller: Controller, placement: Placement, device: Device)
      -> [String: Rect]
    {
      let top = device.safeAreaTop + (placement.navigationBar ? 44 : 0)
      let bottom = device.safeAreaBottom + (placement.tabBar ? 49 : 0)
      let area = Rect(x: 0, y: top, width: device.width, height: device.height - top - bottom)
      var frames: [String: Rect] = [:]
      for view in controller.scene.allViews { frames[view.id.value] = area }
      return frames
    }
  }

  /// Launch and a showDetail from the primary column on iPad: the detail column's content
  /// is replaced, the primary stays; frames are in window coordinates.
  @Test func launchAndShowDetailOnIPad() throws {
    let storyboard = try Harness.storyboard(Catalog.split)
    let (simulator, error) = Harness.simulate(
      storyboard, device: "ipad", [.tap(.view(.id("openButton")))])
    #expect(error == nil)
    Harness.assertGolden(
      SimulationReport.text(of: simulator, file: "inline.yaml", layout: SafeAreaLayout()),
      named: "split-columns-ipad")
  }

  /// The two columns divide the screen: 320 pt, a 1 pt separator, the rest, full height
  /// (the device's insets apply in both, the navigation bar in the primary only).
  @Test func columnRegions() throws {
    let storyboard = try Harness.storyboard(Catalog.split)
    for (device, width, height) in [("ipad", 820.0, 1180.0), ("ipad-landscape", 1180, 820)] {
      let (simulator, _) = Harness.simulate(storyboard, device: device, [])
      let frames = Dictionary(
        uniqueKeysWithValues: simulator.viewsOnScreen(layout: SafeAreaLayout()).map {
          ($0.id, $0.frame)
        })
      #expect(frames["openButton"] == Rect(x: 0, y: 68, width: 320, height: height - 88))
      #expect(
        frames["emptyLabel"] == Rect(x: 321, y: 24, width: width - 321, height: height - 44))
    }
  }

  /// Taps reach both columns on iPad; on iPhone the detail column is not on screen.
  @Test func tapsReachEitherColumn() throws {
    let storyboard = try Harness.storyboard(Catalog.split)
    let (ipad, ipadError) = Harness.simulate(
      storyboard, device: "ipad",
      [
        .tap(.view(.id("emptyLabel"))), .tap(.view(.id("openButton"))),
        .tap(.view(.id("pageLabel"))),
      ])
    #expect(ipadError == nil)
    #expect(ipad.top?.sceneID == "page")
    #expect(ipad.stack == ["split", "page"])
    let (_, iphoneError) = Harness.simulate(
      storyboard, device: "iphone", [.tap(.view(.id("emptyLabel")))])
    #expect(
      iphoneError?.message == "'emptyLabel' is not on screen: scene 'placeholder' is not shown")
  }

  /// A second showDetail replaces the page with a fresh one: the old page disappears, the
  /// primary column gets no callbacks.
  @Test func showDetailAgainReplacesTheSecondary() throws {
    let storyboard = try Harness.storyboard(Catalog.split)
    let (simulator, error) = Harness.simulate(
      storyboard, device: "ipad", [.tap(.view(.id("openButton"))), .tap(.view(.id("openButton")))])
    #expect(error == nil)
    #expect(
      Harness.lifecycle(of: simulator) == [
        "page viewDidLoad", "page viewWillDisappear", "page viewWillAppear",
        "page viewDidDisappear", "page viewDidAppear",
      ])
    let split = try #require(simulator.root)
    #expect(split.children.map(\.sceneID) == ["masterNav", "page"])
    #expect(split.children.last?.number == 6)
  }
}

import Foundation
import TestSupport
import Testing

/// `Fixtures/opaque-tab-canvas.storyboard`, after EKReminderSuite's map: a file with no
/// `<device>` whose root view is stored 320 x 455 at y = 64, below a navigation bar and above
/// an opaque tab bar (`translucent="NO"`), was drawn on the 320 x 568 screen (64 + 455 + 49),
/// where `layout` gives the map the height the file stores. Near miss: a root 450 high ends
/// where no known screen would have the tab bar, and is drawn on the screen it ends at.
@Suite struct OpaqueTabCanvasCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/opaque-tab-canvas.storyboard"

  @Test func theRootAboveAnOpaqueTabBarIsOnTheFullScreen() {
    let output = scenectl("layout", file, "--scene", "viewController_vc0_00_001")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'viewController_vc0_00_001' on 320x568 (320 x 568), safe area [0, 64, 320, \
        455], navigation bar, tab bar, root view [0, 64, 320, 455]
        mapView_map_00_001 [0, 64, 320, 455]

        """)
  }

  @Test func aRootThatMakesNoKnownScreenKeepsItsOwnEnd() throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/\(file)", encoding: .utf8)
      .replacingOccurrences(of: "height=\"455\"", with: "height=\"450\"")
    let output = try withTemporaryFile(text, suffix: ".storyboard") { path in
      scenectl("layout", path, "--scene", "viewController_vc0_00_001")
    }
    #expect(
      output.stdout == """
        scene 'viewController_vc0_00_001' on 320x514 (320 x 514), safe area [0, 64, 320, \
        401], navigation bar, tab bar, root view [0, 64, 320, 401]
        mapView_map_00_001 [0, 64, 320, 401]

        """)
  }
}

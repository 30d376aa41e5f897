import Foundation
import TestSupport
import Testing

/// Files Xcode 8's betas saved (tools version 11xxx) store the frame of a view placed by its
/// frame as `<frame key="frameInset" minX= minY= width= height=>`, not `<rect key="frame">`
/// (`Fixtures/frame-inset.storyboard`, written for this test, after a cookbook's buttons):
/// the button keeps that frame, as at run time, and is not ambiguous. Named by a constraint,
/// the button is laid out by constraints, and one that leaves it free is still ambiguous.
@Suite struct FrameInsetCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/frame-inset.storyboard"

  @Test func aViewPlacedByItsFrameInsetKeepsIt() {
    #expect(scenectl("validate", file).stdout == "0 errors, 0 warnings in 1 file\n")
    let layout = scenectl("layout", file, "--scene", "viewController_frm_vc_001")
    #expect(layout.stdout.hasSuffix("button_frm_bt_001 [152, 399, 71, 30]\n"))
  }

  @Test func aConstraintThatLeavesItFreeIsStillAmbiguous() throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/\(file)", encoding: .utf8)
      .replacingOccurrences(
        of: "                        </subviews>\n",
        with: """
                                  </subviews>
                                  <constraints>
                                      <constraint firstItem="frm-bt-001" firstAttribute="centerX" \
          secondItem="frm-vw-001" secondAttribute="centerX" id="frm-ct-001"/>
                                  </constraints>

          """)
    let printed = try withTemporaryFile(text, suffix: ".storyboard") { path in
      scenectl("validate", path).stdout.replacingOccurrences(of: path, with: "centred.storyboard")
    }
    #expect(
      printed == """
        centred.storyboard:11:29: error: vertical position is ambiguous for \
        'button_frm_bt_001' on iphone-se [layout-ambiguous]
        1 error, 0 warnings in 1 file

        """)
  }

  /// A fixed-frame view that stores no frame (a kiosk's placeholder panel): Interface Builder
  /// writes no `<rect>` for a zero frame, and Xcode holds the frame at build time, so the
  /// panel is an empty view at the top-left, not an ambiguous one. Without `fixedFrame`, the
  /// same view, which nothing places, is ambiguous.
  @Test func aFixedFrameViewWithNoStoredFrameIsEmpty() throws {
    let base = try String(contentsOfFile: "\(repositoryRoot)/\(file)", encoding: .utf8)
    func panel(_ fixed: String) -> String {
      base.replacingOccurrences(
        of: "                        </subviews>\n",
        with: """
                                      <view contentMode="scaleToFill"\(fixed) \
              translatesAutoresizingMaskIntoConstraints="NO" id="frm-pn-001"/>
                                  </subviews>

              """)
    }
    func validate(_ text: String) throws -> String {
      try withTemporaryFile(text, suffix: ".storyboard") { path in
        scenectl("validate", path).stdout.replacingOccurrences(of: path, with: "panel.storyboard")
      }
    }
    #expect(try validate(panel(" fixedFrame=\"YES\"")) == "0 errors, 0 warnings in 1 file\n")
    #expect(
      try validate(panel("")) == """
        panel.storyboard:15:25: error: height and vertical position are ambiguous for \
        'view_frm_pn_001' on iphone-se [layout-ambiguous]
        panel.storyboard:15:25: error: width and horizontal position are ambiguous for \
        'view_frm_pn_001' on iphone-se [layout-ambiguous]
        2 errors, 0 warnings in 1 file

        """)
  }
}

import Foundation
import TestSupport
import Testing

/// `Fixtures/large-title-bar.storyboard`, after Hackers' share extension: a standalone
/// navigation bar with `largeTitles="YES"`, pinned at its top and sides only, is laid out 96
/// high (the bar and its large-title row), as the file stores it; without large titles it is
/// the bar's 44.
@Suite struct LargeTitleBarCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/large-title-bar.storyboard"

  @Test func aLargeTitleBarIsNinetySixHigh() {
    let output = scenectl("layout", file, "--scene", "viewController_vc0_00_001")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'viewController_vc0_00_001' on 320x568 (320 x 568), safe area [0, 20, 320, 548]
        navigationBar_nvb_00_001 [0, 20, 320, 96]

        """)
  }

  @Test func aBarWithoutLargeTitlesIsFortyFourHigh() throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/\(file)", encoding: .utf8)
      .replacingOccurrences(of: " largeTitles=\"YES\"", with: "")
    let output = try withTemporaryFile(text, suffix: ".storyboard") { path in
      scenectl("layout", path, "--scene", "viewController_vc0_00_001")
    }
    #expect(output.stdout.hasSuffix("navigationBar_nvb_00_001 [0, 20, 320, 44]\n"))
  }
}

import Foundation
import TestSupport
import Testing

/// A custom toolbar whose code sets its size (`Fixtures/placeholder-size.storyboard`, written
/// for this test, after a map app's edit toolbar): Interface Builder removes its width and
/// height constraints marked `placeholder="YES"` at build time, and their constants stand in
/// for the code's size, as an intrinsic size, so the toolbar is not ambiguous. With no
/// height placeholder, nothing gives its height, and it is still ambiguous.
@Suite struct PlaceholderSizeCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/placeholder-size.storyboard"

  @Test func placeholderSizesStandInForTheCodes() {
    #expect(scenectl("validate", file).stdout == "0 errors, 0 warnings in 1 file\n")
    let layout = scenectl("layout", file, "--scene", "mapViewController")
    #expect(layout.stdout.hasSuffix("editToolbar [16, 79, 240, 40]\n"))
    let yaml = scenectl("import", file).stdout
    #expect(yaml.contains("        intrinsicSize: [240, 40]\n"))
  }

  @Test func aSideWithNoPlaceholderIsStillAmbiguous() throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/\(file)", encoding: .utf8)
      .replacingOccurrences(
        of: """
                                              <constraint firstAttribute="height" constant="40" \
          placeholder="YES" id="map-ct-002"/>

          """, with: "")
    let printed = try withTemporaryFile(text, suffix: ".storyboard") { path in
      scenectl("validate", path).stdout.replacingOccurrences(of: path, with: "toolbar.storyboard")
    }
    #expect(
      printed == """
        toolbar.storyboard:11:29: error: height is ambiguous for 'editToolbar' on iphone \
        [layout-ambiguous]
        1 error, 0 warnings in 1 file

        """)
  }
}

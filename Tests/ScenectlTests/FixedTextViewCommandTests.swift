import Foundation
import TestSupport
import Testing

/// A text view that does not scroll (`scrollEnabled="NO"`) is as high as its text, like a
/// label (UITextView's intrinsic content size with scrolling off): an app's sign-in screen
/// whose terms text sits in a chain between a button and a version label
/// (`Fixtures/fixed-text-view.storyboard`, written for this test) is not ambiguous. A text
/// view that scrolls has no such height, and the same chain is ambiguous, as Xcode says.
@Suite struct FixedTextViewCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/fixed-text-view.storyboard"

  @Test func aTextViewThatDoesNotScrollTakesItsTextsHeight() {
    let output = scenectl("validate", file)
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
    let layout = scenectl("layout", file, "--scene", "viewController_lgn_vc_001")
    #expect(layout.stdout.contains("textView_lgn_tx_001 [40, 150, 313, 33]\n"))
  }

  @Test func aTextViewThatScrollsHasNoHeightOfItsOwn() throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/\(file)", encoding: .utf8)
      .replacingOccurrences(of: " scrollEnabled=\"NO\"", with: "")
    let printed = try withTemporaryFile(text, suffix: ".storyboard") { path in
      scenectl("validate", path).stdout.replacingOccurrences(of: path, with: "scrolling.storyboard")
    }
    #expect(
      printed == """
        scrolling.storyboard:15:29: error: height is ambiguous for 'textView_lgn_tx_001' on \
        iphone [layout-ambiguous]
        scrolling.storyboard:19:29: error: vertical position is ambiguous for \
        'label_lgn_lb_001' on iphone [layout-ambiguous]
        2 errors, 0 warnings in 1 file

        """)
  }
}

import Foundation
import TestSupport
import Testing

/// Two sizes the canvas gives that UIKit would not take as they are written:
/// - an image view showing a system symbol is as large as the symbol in its configuration,
///   which Xcode measured on the canvas (`Fixtures/treatment-row.storyboard`, after a diabetes
///   app's treatment row: a small `circle.fill` beside a label); with no image it has no size
///   of its own, and Xcode calls it ambiguous;
/// - a single-line label is one line high whatever height its constraints stretched it to on
///   the canvas (`Fixtures/review-cell.storyboard`, after a restaurant app's review cell: a
///   name label that hugs at 1000 above a contents label that hugs at 251, in a 140-point row
///   whose margins are wider at run time than on the old canvas); with both labels hugging
///   at 251 the stretch is a tie, and the heights are ambiguous.
@Suite struct CanvasSizeCommandTests {
  let row = "Tests/ScenectlTests/Fixtures/treatment-row.storyboard"
  let cell = "Tests/ScenectlTests/Fixtures/review-cell.storyboard"

  @Test func aSymbolImageViewHasItsCanvasSize() {
    let output = scenectl("validate", row)
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
    let layout = scenectl("layout", row, "--scene", "viewController_trt_vc_001")
    #expect(layout.stdout.contains("imageView_trt_im_001 [20, 118.333, 14, 14]\n"))
  }

  @Test func anImageViewWithoutAnImageHasNoSize() throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/\(row)", encoding: .utf8)
      .replacingOccurrences(
        of: "<imageReference key=\"image\" image=\"circle.fill\" catalog=\"system\" "
          + "symbolScale=\"small\"/>", with: "")
    let printed = try withTemporaryFile(text, suffix: ".storyboard") { path in
      scenectl("validate", path).stdout.replacingOccurrences(of: path, with: "blank.storyboard")
    }
    #expect(
      printed == """
        blank.storyboard:11:29: error: height and vertical position are ambiguous for \
        'imageView_trt_im_001' on iphone [layout-ambiguous]
        blank.storyboard:11:29: error: width is ambiguous for 'imageView_trt_im_001' on \
        iphone [layout-ambiguous]
        blank.storyboard:15:29: error: horizontal position is ambiguous for \
        'label_trt_lb_001' on iphone [layout-ambiguous]
        3 errors, 0 warnings in 1 file

        """)
  }

  @Test func aStretchedSingleLineLabelIsOneLineHigh() {
    let output = scenectl("validate", cell)
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
  }

  @Test func twoLabelsHuggingAlikeTieWhenStretched() throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/\(cell)", encoding: .utf8)
      .replacingOccurrences(
        of: "verticalHuggingPriority=\"1000\"", with: "verticalHuggingPriority=\"251\"")
    let printed = try withTemporaryFile(text, suffix: ".storyboard") { path in
      scenectl("validate", path).stdout.replacingOccurrences(of: path, with: "tied.storyboard")
    }
    #expect(
      printed == """
        tied.storyboard:21:49: error: height is ambiguous for 'label_rvw_lb_001' on iphone-se \
        [layout-ambiguous]
        tied.storyboard:25:49: error: height and vertical position are ambiguous for \
        'label_rvw_lb_002' on iphone-se [layout-ambiguous]
        2 errors, 0 warnings in 1 file

        """)
  }
}

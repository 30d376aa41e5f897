import Foundation
import TestSupport
import Testing

/// UIStackView's `fill` distribution resolves a tie by index ("If there's any ambiguity, the
/// stack view resizes the arranged views based on their index"), and an arranged subview's
/// size comes from what it holds, so the tie is resolved through nested stacks too.
/// `Fixtures/stats-sidebar.storyboard` (written for this test, after a diabetes app's
/// statistics sidebar) stretches two groups of label rows to equal heights around a chart;
/// `Fixtures/treatment-row.storyboard` has a `fillProportionally` stack whose first view has
/// no intrinsic size of its own (a plain view around a segmented control), which fills as
/// `fill` does. Where no stack arranges the tied views, the tie stays an ambiguity.
@Suite struct StackTieCommandTests {
  @Test func nestedStacksStretchByIndex() {
    let output = scenectl("validate", "Tests/ScenectlTests/Fixtures/stats-sidebar.storyboard")
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
  }

  @Test func rowsInAPlainViewStayTied() {
    let output = scenectl(
      "validate", "Tests/ScenectlTests/Fixtures/stats-rows-in-view.storyboard")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        Tests/ScenectlTests/Fixtures/stats-rows-in-view.storyboard:54:53: error: height is \
        ambiguous for 'stackView_sdb_st_006' on iphone [layout-ambiguous]
        Tests/ScenectlTests/Fixtures/stats-rows-in-view.storyboard:67:53: error: height and \
        vertical position are ambiguous for 'stackView_sdb_st_007' on iphone [layout-ambiguous]
        2 errors, 0 warnings in 1 file

        """)
  }

  @Test func aProportionalStackWithoutProportionsFillsByIndex() {
    let output = scenectl(
      "validate", "Tests/ScenectlTests/Fixtures/treatment-row.storyboard", "--device", "ipad")
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
  }

  @Test func twoEmptyViewsInAProportionalStackAreAmbiguous() throws {
    var text = try String(
      contentsOfFile: "\(repositoryRoot)/Tests/ScenectlTests/Fixtures/treatment-row.storyboard",
      encoding: .utf8)
    // The segmented controls become empty views: neither has a width of its own.
    for id in ["trt-sg-001", "trt-sg-002"] {
      text = try #require(
        replacingElement(
          "segmentedControl", id: id,
          with: "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\"/>",
          in: text))
    }
    let printed = try withTemporaryFile(text, suffix: ".storyboard") { path in
      scenectl("validate", path, "--device", "ipad").stdout
        .replacingOccurrences(of: path, with: "empty.storyboard")
    }
    #expect(
      printed == """
        empty.storyboard:25:45: error: width is ambiguous for 'view_trt_vw_003' on ipad \
        [layout-ambiguous]
        empty.storyboard:37:45: error: width and horizontal position are ambiguous for \
        'view_trt_sg_002' on ipad [layout-ambiguous]
        2 errors, 0 warnings in 1 file

        """)
  }

  /// `text` with the element `<name ... id="ID">...</name>` (not nested in itself) replaced.
  private func replacingElement(_ name: String, id: String, with element: String, in text: String)
    -> String?
  {
    guard let open = text.range(of: "id=\"\(id)\">"),
      let start = text[..<open.lowerBound].range(of: "<\(name) ", options: .backwards),
      let end = text[open.upperBound...].range(of: "</\(name)>")
    else { return nil }
    var out = text
    out.replaceSubrange(start.lowerBound..<end.upperBound, with: element)
    return out
  }
}

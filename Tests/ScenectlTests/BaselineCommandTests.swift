import Testing

@testable import ScenectlCommands

/// Baselines (`Fixtures/baselines.yaml`): a label's, text field's or button's baseline is
/// `top + (height - lineHeight) / 2 + ascender` (16.187 at 17 pt, lines of 21); a label of
/// three lines has its last baseline two lines below its first; a plain view's is its bottom.
@Suite struct BaselineCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/baselines.yaml"

  @Test func theFileValidates() {
    let output = scenectl("validate", file)
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
  }

  @Test func viewsAlignOnTheirBaselines() {
    let output = scenectl("layout", file, "--scene", "form")
    // nameField: centre 96, baseline 96 - 10.5 + 16.187 = 101.687, which nameLabel's
    // (21 high, so its top 85.5) meets. notes: 3 lines of 21 from 133, its last baseline
    // 133 + 42 + 16.187 = 191.187, small's first (12 pt: a 15-point line, ascender 11.426).
    // box: its bottom, 226; saveButton's baseline 22.687 below its top. The frames printed are
    // on the iPhone's 1/3-point grid (85.5 is 85.667, 179.761 is 179.667, 203.313 is 203.333).
    #expect(
      output.stdout
        == """
        scene 'form' on iphone (393 x 852), safe area [0, 59, 393, 759]
        nameLabel [16, 85.667, 34, 21]
        nameField [96, 79, 281, 34]
        notes [16, 133, 43, 63]
        small [67, 179.667, 30, 15]
        box [16, 186, 40, 40]
        saveButton [64, 203.333, 41, 34]

        """)
  }
}

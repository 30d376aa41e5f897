import Testing

@testable import ScenectlCommands

/// A fixed row's content view gives up to one point to the separator UIKit draws inside the row
/// (Xcode 5–11 stored 79.5-point content views in 80-point rows). Rocket.Chat's file cell chains
/// 10 + 21 + 1 + 18 + 2 + 18 + 9.5 = 79.5 points down an 80-point row: no conflict, as on a 2x
/// screen. The same chain with 11 at the bottom needs 81 points, more than the row: a conflict.
@Suite struct XIBCellSeparatorTests {
  static let fixtures = "Tests/ScenectlTests/Fixtures/XIBCells"

  @Test func aChainThatFillsTheRowLessItsSeparatorFits() {
    let output = scenectl("layout", "\(Self.fixtures)/FileRowCell.xib")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'fileRowCell' on 375x80+0+0 (375 x 80), safe area [0, 0, 375, 80]
        table [0, 0, 375, 80]
        FileRowCell [0, 0, 375, 79.5]
        name [15, 10, 345, 21]
        username [15, 32, 345, 18]
        uploadedAt [15, 52, 345, 18]

        """)
    #expect(scenectl("validate", "\(Self.fixtures)/FileRowCell.xib").status == .success)
  }

  /// The content view's chain is added before its labels' own heights (docs/Layout.md §6,
  /// "Which constraint UIKit breaks"): the last label's height is the one left out.
  @Test func aChainTallerThanTheRowIsStillAConflict() {
    let output = scenectl("validate", "\(Self.fixtures)/TallFileRowCell.xib")
    #expect(output.status == .problemsFound)
    let file = "Tests/ScenectlTests/Fixtures/XIBCells/TallFileRowCell.xib"
    #expect(
      output.stdout == """
        \(file):28:29: error: unable to simultaneously satisfy constraints on 375x80+0+0: \
        constraint 'uploadedAt.height = 18' conflicts with 7 other constraints; it is left \
        out [layout-conflict]
        \(file):34:21: note: conflicting constraint 'name.top = superview.top + 10'
        \(file):35:21: note: conflicting constraint 'username.top = name.bottom + 1'
        \(file):36:21: note: conflicting constraint 'uploadedAt.top = username.bottom + 2'
        \(file):37:21: note: conflicting constraint 'superview.bottom = uploadedAt.bottom + 11'
        \(file):14:29: note: conflicting constraint 'name.height = 21'
        \(file):21:29: note: conflicting constraint 'username.height = 18'
        \(file):28:29: note: conflicting constraint 'uploadedAt.height = 18'
        \(file):6:9: note: table view 'table' places its cell 'TallFileRowCell'
        1 error, 0 warnings in 1 file

        """)
  }
}

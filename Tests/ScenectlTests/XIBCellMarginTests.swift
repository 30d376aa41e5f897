import Testing

@testable import ScenectlCommands

/// A XIB's top-level collection view cell has the layout margins Interface Builder draws it
/// with as the root of its canvas: none above and below, 16 points across, 20 on a canvas 390
/// points wide or more (Rocket.Chat's image, video, loader and discussion cells: views pinned
/// to the margins at 16 or 20 points in, flush at the top and bottom). A cell whose margin
/// constraints overfill it is still a conflict.
@Suite struct XIBCellMarginTests {
  static let fixtures = "Tests/ScenectlTests/Fixtures/XIBCells"

  @Test func aCollectionCellsMarginsAreItsCanvassRootMargins() {
    let output = scenectl("layout", "\(Self.fixtures)/PhotoCell.xib", "--scene", "photoCell")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'photoCell' on 400x60+0+0 (400 x 60), safe area [0, 0, 400, 60]
        collection [0, 0, 400, 60]
        PhotoCell [0, 0, 400, 60]
        photoView [80, 0, 300, 60]

        """)
  }

  @Test func theImportWritesThoseMargins() {
    let output = scenectl("import", "\(Self.fixtures)/PhotoCell.xib")
    #expect(output.status == .success)
    #expect(output.stdout.contains("            layoutMargins: [0, 20, 0, 20]\n"))
  }

  @Test func marginConstraintsThatOverfillTheCellAreStillAConflict() {
    let output = scenectl("validate", "\(Self.fixtures)/PhotoCaptionCell.xib")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        Tests/ScenectlTests/Fixtures/XIBCells/PhotoCaptionCell.xib:27:17: error: unable to \
        simultaneously satisfy constraints on 400x60+0+0: constraint \
        'PhotoCaptionCell.trailingMargin = photoView.trailing + 8' conflicts with 3 other \
        constraints; it is left out [layout-conflict]
        Tests/ScenectlTests/Fixtures/XIBCells/PhotoCaptionCell.xib:25:17: note: conflicting \
        constraint 'photoView.width = 0.75 * PhotoCaptionCell.width'
        Tests/ScenectlTests/Fixtures/XIBCells/PhotoCaptionCell.xib:26:17: note: conflicting \
        constraint 'photoView.leading = PhotoCaptionCell.leadingMargin + 60'
        Tests/ScenectlTests/Fixtures/XIBCells/PhotoCaptionCell.xib:27:17: note: conflicting \
        constraint 'PhotoCaptionCell.trailingMargin = photoView.trailing + 8'
        Tests/ScenectlTests/Fixtures/XIBCells/PhotoCaptionCell.xib:12:9: note: collection view \
        'collection' places its item 'PhotoCaptionCell'
        1 error, 0 warnings in 1 file

        """)
  }
}

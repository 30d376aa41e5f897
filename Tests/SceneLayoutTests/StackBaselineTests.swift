import SceneModel
import Testing

@testable import SceneLayout

/// `baselineRelativeArrangement` (docs/Layout.md §5): a vertical stack measures its spacing
/// from the last baseline of one arranged view to the first baseline of the next; a nested
/// stack's baselines are its arranged views'. Built like Provenance's game info column,
/// where Interface Builder stores rows of 17-point labels 29 points apart with a spacing of
/// 29 (each row's baseline 29 below the previous one's), not 29 + the row's height.
@Suite struct StackBaselineTests {
  static let column = """
        views:
          - id: info
            type: stackView
            axis: vertical
            distribution: equalSpacing
            alignment: top
            spacing: 29
            %FLAG
            arrangedSubviews:
              - id: nameRow
                type: stackView
                alignment: center
                spacing: 8
                arrangedSubviews:
                  - { id: nameKey, type: label, text: Name }
                  - { id: nameValue, type: label, text: Pac-Man }
              - id: yearRow
                type: stackView
                alignment: center
                spacing: 8
                arrangedSubviews:
                  - { id: yearKey, type: label, text: Year }
                  - { id: yearValue, type: label, text: "1980" }
              - { id: notes, type: label, text: Notes }
        constraints:
          - info.top = safeArea.top + 8
          - info.leading = superview.leading + 8
          - info.trailing = superview.trailing - 8
          - nameKey.width = 120
          - yearKey.width = 120
    """

  func frames(_ flag: String) throws -> [String: String] {
    try Fixture.framesOnIPhone(Self.column.replacingOccurrences(of: "%FLAG", with: flag))
  }

  /// The rows' tops are 29 apart, as their baselines are: the labels are one font (the rows
  /// hug their labels across, the stack being top-aligned).
  @Test func baselinesAreSpacedBySpacing() throws {
    let found = try frames("baselineRelativeArrangement: true")
    #expect(found["nameRow"] == "[8, 67, 188, 21]")
    #expect(found["yearRow"] == "[8, 96, 162, 21]")
    #expect(found["notes"] == "[8, 125, 43, 21]")
    #expect(found["info"] == "[8, 67, 377, 79]")
  }

  /// The near miss: without the flag the spacing is between the rows' edges.
  @Test func withoutTheFlagEdgesAreSpacedBySpacing() throws {
    let found = try frames("baselineRelativeArrangement: false")
    #expect(found["nameRow"] == "[8, 67, 188, 21]")
    #expect(found["yearRow"] == "[8, 117, 162, 21]")
    #expect(found["notes"] == "[8, 167, 43, 21]")
  }
}

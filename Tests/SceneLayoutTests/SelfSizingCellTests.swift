import SceneModel
import Testing

@testable import SceneLayout

/// Self-sizing rows (`selfSizingRows: true`, Interface Builder's "Automatic" row height,
/// UITableView.automaticDimension): UIKit sizes each cell from its content, so a sign-up
/// screen's terms cell whose content needs 43.5 points is not held at its canvas row of 44.
/// In a table of fixed 44-point rows the same cell fits too: the content view gives up to a
/// point to the row's separator (docs/Layout.md §5b). In fixed 42-point rows it is a conflict.
@Suite struct SelfSizingCellTests {
  static func file(selfSizing: Bool, rowHeight: Int = 44) -> String {
    """
    format: 1
    storyboard: Test
    initial: s
    devices: [iphone]
    scenes:
      s:
        kind: tableViewController
        views:
          - id: table
            type: tableView
    \(selfSizing ? "        selfSizingRows: true\n" : "")\
            prototypes:
              - id: TermsCell
                rowHeight: \(rowHeight)
                subviews:
                  - { id: termsLabel, type: label, text: Terms of use }
        constraints:
          - termsLabel.top = superview.top + 11
          - superview.bottom = termsLabel.bottom + 11.5
          - termsLabel.height = 21
          - termsLabel.leading = superview.leadingMargin
    """
  }

  @Test func aSelfSizingCellTakesItsContentsHeight() throws {
    let storyboard = try Fixture.inline(Self.file(selfSizing: true))
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(render(layout.diagnostics) == [])
    #expect(
      describe(layout) == [
        "table [0, 0, 393, 852]", "TermsCell [0, 59, 393, 43.667]", "termsLabel [20, 70, 102, 21]",
      ])
  }

  @Test func aFixedRowGivesItsSeparatorsPointToItsContent() throws {
    let storyboard = try Fixture.inline(Self.file(selfSizing: false))
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(render(layout.diagnostics) == [])
    #expect(
      describe(layout) == [
        "table [0, 0, 393, 852]", "TermsCell [0, 59, 393, 43.667]", "termsLabel [20, 70, 102, 21]",
      ])
  }

  @Test func aCellOfFixedRowsIsHeldAtItsRow() throws {
    let storyboard = try Fixture.inline(Self.file(selfSizing: false, rowHeight: 42))
    #expect(
      render(SceneLayoutEngine.diagnostics(for: storyboard)) == [
        """
        test.yaml:19:9: error: unable to simultaneously satisfy constraints on iphone: \
        constraint 'termsLabel.height = 21' conflicts with 3 other constraints; it is left out \
        [layout-conflict]
        test.yaml:17:9: note: conflicting constraint 'termsLabel.top = superview.top + 11'
        test.yaml:18:9: note: conflicting constraint 'superview.bottom = termsLabel.bottom + 11.5'
        test.yaml:19:9: note: conflicting constraint 'termsLabel.height = 21'
        test.yaml:12:17: note: table view 'table' places its cell 'TermsCell'

        """
      ])
  }
}

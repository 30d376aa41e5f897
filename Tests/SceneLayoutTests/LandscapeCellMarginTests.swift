import SceneModel
import Testing

@testable import SceneLayout

/// A cell's content margins on a phone on its side: 16 points, the compact width's, where the
/// same phone upright (390 points wide and more) gives 20. Modelled on xDrip's treatments
/// table on its 844 x 390 landscape canvas (Xcode 26): a label pinned 85 points past the
/// content view's leading margin is stored at x = 101, one pinned to its trailing margin ends
/// 16 points before the 750-point row's end.
@Suite struct LandscapeCellMarginTests {
  func frames(on device: String) throws -> [String] {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: table
              type: tableView
              sections:
                - cells:
                    - id: treatment
                      style: custom
                      subviews:
                        - { id: kind, type: label, text: Insulin }
                        - { id: unit, type: label, text: g }
          constraints:
            - table.leading = safeArea.leading
            - table.trailing = safeArea.trailing
            - table.top = safeArea.top
            - table.bottom = safeArea.bottom
            - kind.leading = superview.leadingMargin + 85
            - kind.centerY = superview.centerY
            - unit.trailing = superview.trailingMargin
            - unit.centerY = superview.centerY
      """)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
    #expect(render(layout.diagnostics) == [])
    let row = try #require(layout.frame(of: "treatment"))
    return ["kind", "unit"].compactMap { id in
      layout.frame(of: id).map {
        "\(id) \(id == "kind" ? $0.x - row.x : row.x + row.width - ($0.x + $0.width))"
      }
    }
  }

  @Test func onItsSideAPhoneGivesCellsTheCompactMargins() throws {
    #expect(try frames(on: "844x390") == ["kind 101.0", "unit 16.0"])
  }

  @Test func uprightTheSamePhoneGivesThemTwenty() throws {
    // The near miss: the phone upright, 390 points wide.
    #expect(try frames(on: "390x844") == ["kind 105.0", "unit 20.0"])
  }
}

import SceneModel
import Testing

@testable import SceneLayout

/// A cell with a disclosure indicator: its content view ends short of the cell by 33 points
/// before iOS 13, by the cell's margin and the chevron from iOS 13 (11.2 points to iOS 16,
/// 10.4 from 17, on the pixel grid); beside any accessory the content view's trailing margin
/// is a plain view's 8 points, not the table's.
@Suite struct DisclosureCellTests {
  /// Built like e-Rouška's help topics (Xcode 12, iPhone X canvas): an icon at the leading
  /// margin, then a column 16 points after it, pinned to the trailing margin.
  static func body(accessory: String) -> String {
    """
        views:
          - id: table
            type: tableView
            style: grouped
            sections:
              - cells:
                  - id: topic
                    style: custom
                    \(accessory)
                    subviews:
                      - { id: icon, type: imageView, intrinsicSize: [24, 24] }
                      - { id: column, type: view }
        constraints:
          - table.leading = superview.leading
          - table.trailing = superview.trailing
          - table.top = safeArea.top
          - table.bottom = superview.bottom
          - icon.leading = superview.leadingMargin
          - icon.centerY = superview.centerY
          - column.leading = icon.trailing + 16
          - superview.trailingMargin = column.trailing
          - column.top = superview.topMargin
          - superview.bottomMargin = column.bottom
    """
  }

  static func laidOut(accessory: String, device name: String, ios: Int) throws -> LayoutResult {
    let storyboard = try Fixture.scene(Self.body(accessory: accessory))
    let scene = try #require(storyboard.scenes.first)
    var device = try Fixture.device(name)
    device.ios = ios
    return SceneLayoutEngine.layout(scene, in: storyboard, device: device)
  }

  /// e-Rouška's stored frames: the content view 347.67 wide on the 375-point canvas at 3x,
  /// the column at x = 56, 283.67 wide (8 points before the content view's end).
  @Test func onIOS14TheChevronFollowsTheCellsMargin() throws {
    let layout = try Self.laidOut(
      accessory: "accessory: disclosureIndicator", device: "375x812", ios: 14)
    let cell = try #require(layout.frame(of: "topic"))
    #expect(abs(cell.width - 347.67) < 0.01)
    let column = try #require(layout.frame(of: "column"))
    #expect(column.x == 56)
    #expect(abs(column.width - 283.67) < 0.01)
    #expect(layout.diagnostics.isEmpty)
  }

  /// The widths by iOS version, scale and cell margin: Tofu's 375-point cell at 2x (348), a
  /// 414-point Plus at 3x (20 + 11.33; CloudNotes' at 2x is 383), Google's ad sample on
  /// iOS 18 at 3x (348.67), and 33 points before iOS 13 (a 375-point cell's content view 342
  /// wide).
  @Test(arguments: [
    ("375x667", 14, 348.0), ("414x736", 14, 382.67), ("375x812", 18, 348.67),
    ("375x812", 12, 342.0), ("375x667", 9, 342.0),
  ])
  func theContentViewsWidth(_ device: String, _ ios: Int, _ width: Double) throws {
    let layout = try Self.laidOut(
      accessory: "accessory: disclosureIndicator", device: device, ios: ios)
    let cell = try #require(layout.frame(of: "topic"))
    #expect(abs(cell.width - width) < 0.01)
  }

  /// The near miss: without an accessory the content view spans the cell and its trailing
  /// margin is the table's 16 points.
  @Test func withoutAnAccessoryTheTablesMarginHolds() throws {
    let layout = try Self.laidOut(accessory: "", device: "375x812", ios: 14)
    #expect(layout.frame(of: "topic")?.width == 375)
    let column = try #require(layout.frame(of: "column"))
    #expect(column.x == 56)
    #expect(column.width == 303)
  }

  /// A checkmark keeps its 39 points on every iOS, and the 8-point trailing margin beside it.
  @Test func aCheckmarkKeepsItsWidth() throws {
    let layout = try Self.laidOut(accessory: "accessory: checkmark", device: "375x812", ios: 14)
    #expect(layout.frame(of: "topic")?.width == 336)
    #expect(layout.frame(of: "column")?.width == 272)
  }
}

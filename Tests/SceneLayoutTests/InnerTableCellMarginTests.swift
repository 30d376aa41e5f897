import SceneModel
import Testing

@testable import SceneLayout

/// On iOS 11 and 12 the cells of a table placed inside a view controller's view keep the
/// side margins of earlier phones, 15 points, where a table view controller's cells take the
/// system minimum, 16, or 20 on the wide phones; in regular width, and from iOS 13, both follow
/// the system minimum (docs/Layout.md §5b).
@Suite struct InnerTableCellMarginTests {
  /// Rocket.Chat's subscription cell (Xcode 10, iOS 12, a 320 x 568 canvas): a table pinned
  /// inside the root view, a 75-point prototype (its content view stored 74.5 high, the row
  /// less its separator's pixel) whose 48-point avatar sits on the content view's leading
  /// margin (stored at x = 15) and whose name label is 15 points after it.
  static let roomList = """
    format: 1
    storyboard: Test
    initial: rooms
    scenes:
      rooms:
        kind: viewController
        views:
          - id: table
            type: tableView
            rowHeight: 71
            prototypes:
              - id: CellSubscription
                style: custom
                rowHeight: 75
                subviews:
                  - { id: avatar, type: view }
                  - { id: nameLabel, type: label, text: Name, intrinsicSize: { canvas: [43, 20.5] } }
        constraints:
          - table.leading = superview.leading
          - table.trailing = superview.trailing
          - table.top = superview.top
          - table.bottom = superview.bottom
          - avatar.leading = superview.leadingMargin
          - avatar.centerY = superview.centerY
          - avatar.width = 48
          - avatar.height = 48
          - nameLabel.leading = avatar.trailing + 15
          - nameLabel.top = superview.topMargin
          - nameLabel.trailing <= superview.trailingMargin
    """

  /// The same cell in a table view controller's table: Geotify's static cells (Xcode 10,
  /// iOS 12, 375 points) hold their labels at the leading margin + 6 = 22, a 16-point margin.
  static let roomListController = roomList.replacingOccurrences(
    of: "kind: viewController", with: "kind: tableViewController")

  static func layout(_ yaml: String, device name: String, ios: Int) throws -> LayoutResult {
    let storyboard = try Fixture.inline(yaml)
    let scene = try #require(storyboard.scene("rooms"))
    var device = try #require(Device.named(name))
    device.ios = ios
    return SceneLayoutEngine.layout(scene, in: storyboard, device: device)
  }

  @Test func aTableInsideAViewHoldsItsCellsFifteenPointsInOnIOS12() throws {
    let layout = try Self.layout(Self.roomList, device: "320x568", ios: 12)
    #expect(
      describe(layout) == [
        "table [0, 0, 320, 568]", "CellSubscription [0, 0, 320, 74.5]",
        "avatar [15, 13.5, 48, 48]", "nameLabel [78, 11, 43, 20.5]",
      ])
    #expect(layout.diagnostics.isEmpty)
  }

  /// Near miss: a table view controller's table keeps the system minimum, 16 points.
  @Test func aTableViewControllersCellsKeepSixteenPointsOnIOS12() throws {
    let layout = try Self.layout(Self.roomListController, device: "375x667", ios: 12)
    #expect(layout.frame(of: "avatar") == Fixture.rect(16, 33.5, 48, 48))
    #expect(layout.frame(of: "nameLabel")?.x == 79)
  }

  /// iOS 11 as 12, on a wide phone too; on iOS 10 every cell has a plain view's 8 points; from
  /// iOS 13 both tables take the system minimum, and in regular width they do on iOS 12 too.
  @Test(arguments: [
    ("320x568", 11, 15.0), ("320x568", 10, 8.0), ("320x568", 13, 16.0), ("375x667", 26, 16.0),
    ("414x896", 12, 15.0), ("414x736", 11, 15.0), ("414x896", 13, 20.0), ("768x1024", 12, 20.0),
  ])
  func theInnerMarginByIOSAndWidth(_ device: String, _ ios: Int, _ x: Double) throws {
    let layout = try Self.layout(Self.roomList, device: device, ios: ios)
    #expect(layout.frame(of: "avatar")?.x == x)
  }

  /// Changing the device moves the inner margin with the other device constants: one layout
  /// over two devices gives each its own.
  @Test func movingToAnotherDeviceMovesTheInnerMargin() throws {
    let storyboard = try Fixture.inline(Self.roomList)
    let scene = try #require(storyboard.scene("rooms"))
    var narrow = try #require(Device.named("320x568"))
    var wide = try #require(Device.named("768x1024"))
    narrow.ios = 12
    wide.ios = 12
    let layouts = SceneLayoutEngine.layouts(scene, devices: [narrow, wide], container: .none)
    #expect(layouts.map { $0.frame(of: "avatar")?.x } == [15, 20])
  }

  /// Spacetime's launches table (Xcode 9.2, iOS 11), inside a view on the 414 x 736 canvas: a
  /// stack 16 points after a 90-point image and 16 before the content view's trailing margin
  /// is stored 261 wide, 383 = 414 - 15 - 16 at its end.
  @Test func aWidePhonesTableInsideAViewHoldsItsCellsFifteenPointsIn() throws {
    let layout = try Self.layout(Self.launches, device: "414x736", ios: 11)
    #expect(layout.frame(of: "details") == Fixture.rect(122, 8.5, 261, 89).pixelAligned(scale: 3))
  }

  /// Near miss: the same cells in a table view controller end 20 points in on that phone.
  @Test func aWidePhonesTableViewControllerHoldsItsCellsTwentyPointsIn() throws {
    let controller = Self.launches.replacingOccurrences(
      of: "kind: viewController", with: "kind: tableViewController")
    let layout = try Self.layout(controller, device: "414x736", ios: 11)
    #expect(layout.frame(of: "details")?.width == 256)
  }

  static let launches = """
    format: 1
    storyboard: Test
    initial: rooms
    scenes:
      rooms:
        kind: viewController
        views:
          - id: table
            type: tableView
            prototypes:
              - id: LaunchCell
                style: custom
                rowHeight: 106
                subviews:
                  - { id: patch, type: view }
                  - { id: details, type: view }
        constraints:
          - table.leading = superview.leading
          - table.trailing = superview.trailing
          - table.top = superview.top
          - table.bottom = superview.bottom
          - patch.top = superview.top + 8
          - patch.leading = superview.leading + 16
          - patch.width = 90
          - patch.height = 90
          - details.leading = patch.trailing + 16
          - superview.trailingMargin = details.trailing + 16
          - details.centerY = patch.centerY
          - details.height = 89
    """
}

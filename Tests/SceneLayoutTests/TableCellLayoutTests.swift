import SceneModel
import Testing

@testable import SceneLayout

/// Table cells: each cell's content view spans its table (less its accessory, and the inset
/// of an `insetGrouped` table), is as high as its row, and is stacked in file order; its
/// margins are 16 points across up to 375 points wide, 20 from 390, and 11 above and below.
@Suite struct TableCellLayoutTests {
  static func body(style: String) -> String {
    """
        views:
          - id: table
            type: tableView
            style: \(style)
            sections:
              - header: Account
                cells:
                  - { id: accountCell, text: Account, accessory: disclosureIndicator }
                  - id: syncCell
                    style: custom
                    subviews:
                      - { id: syncLabel, type: label, text: Sync }
              - footer: Shown on the lock screen
                cells:
                  - { id: aboutCell, text: About, rowHeight: 60 }
        constraints:
          - table.leading = superview.leading
          - table.trailing = superview.trailing
          - table.top = safeArea.top
          - table.bottom = superview.bottom
          - syncLabel.leading = superview.leadingMargin
          - syncLabel.centerY = superview.centerY
    """
  }

  @Test(arguments: [
    // Grouped: 35 points above each section; the first cell has a disclosure indicator (on
    // iOS 26 the cell's margin and the chevron's 10.33 points at 3x, 10.5 at 2x).
    (
      "grouped", "iphone",
      [
        "table [0, 59, 393, 793]", "accountCell [0, 94, 362.667, 44]", "syncCell [0, 138, 393, 44]",
        "syncLabel [20, 149.667, 34, 21]", "aboutCell [0, 217, 393, 60]",
      ]
    ),
    // Regular width: the margins are 20 points, as on the phones from 390 points wide.
    (
      "grouped", "ipad",
      [
        "table [0, 24, 820, 1156]", "accountCell [0, 59, 789.5, 44]", "syncCell [0, 103, 820, 44]",
        "syncLabel [20, 114.5, 34, 21]", "aboutCell [0, 182, 820, 60]",
      ]
    ),
    // iPhone SE (375 points wide): the margins are 16 points.
    (
      "grouped", "iphone-se",
      [
        "table [0, 20, 375, 647]", "accountCell [0, 55, 348.5, 44]", "syncCell [0, 99, 375, 44]",
        "syncLabel [16, 110.5, 34, 21]", "aboutCell [0, 178, 375, 60]",
      ]
    ),
    // Plain: a header title takes 28 points, a footer title 28.
    (
      "plain", "iphone",
      [
        "table [0, 59, 393, 793]", "accountCell [0, 87, 362.667, 44]", "syncCell [0, 131, 393, 44]",
        "syncLabel [20, 142.667, 34, 21]", "aboutCell [0, 175, 393, 60]",
      ]
    ),
    // Inset grouped: in by the root view's margins, 16 points on this phone.
    (
      "insetGrouped", "iphone",
      [
        "table [0, 59, 393, 793]", "accountCell [16, 94, 330.667, 44]",
        "syncCell [16, 138, 361, 44]",
        "syncLabel [36, 149.667, 34, 21]", "aboutCell [16, 217, 361, 60]",
      ]
    ),
    // On a phone 414 points wide the margins, and so the insets, are 20 points; 414 x 896 is
    // the iPhone 11's 2x screen, where the chevron's room is 30.5 (30.333 at 3x).
    (
      "insetGrouped", "414x896",
      [
        "table [0, 44, 414, 852]", "accountCell [20, 79, 343.5, 44]",
        "syncCell [20, 123, 374, 44]",
        "syncLabel [40, 134.5, 34, 21]", "aboutCell [20, 202, 374, 60]",
      ]
    ),
  ])
  func staticCellsAreStackedInTheirTable(_ style: String, _ device: String, _ expected: [String])
    throws
  {
    let storyboard = try Fixture.scene(Self.body(style: style))
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
    #expect(describe(layout) == expected)
    #expect(layout.diagnostics.isEmpty)
  }

  /// Before iOS 11 a cell's content margins are a plain view's 8 points (Firebase's and
  /// Udacity's Xcode 8 canvases, iOS 10: labels pinned to the leading margin sit 8 points in);
  /// from iOS 13 the table's, 16 on a 375-point phone; on iOS 11 and 12 this table, inside a
  /// view controller's view, holds them 15 points in (`InnerTableCellMarginTests`).
  @Test(arguments: [(9, 8.0), (10, 8.0), (11, 15.0), (13, 16.0), (26, 16.0)])
  func cellMarginsBeforeIOS11AreAPlainViews(_ ios: Int, _ x: Double) throws {
    let storyboard = try Fixture.scene(Self.body(style: "plain"))
    let scene = try #require(storyboard.scenes.first)
    var device = try Fixture.device("iphone-se")
    device.ios = ios
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: device)
    #expect(layout.frame(of: "syncLabel")?.x == x)
    #expect(layout.diagnostics.isEmpty)
  }

  /// Before iOS 11 the content margins above and below are a plain view's 8 points too
  /// (ResearchKit's date picker on Xcode 7's iOS 9 canvas, pinned 7 points outside its top
  /// margin, is stored at y = 1), from iOS 11 11 points.
  @Test(arguments: [(9, 8.0), (10, 8.0), (11, 11.0), (26, 11.0)])
  func verticalCellMarginsBeforeIOS11AreAPlainViews(_ ios: Int, _ top: Double) throws {
    let body = Self.body(style: "plain").replacingOccurrences(
      of: "syncLabel.centerY = superview.centerY", with: "syncLabel.top = superview.topMargin")
    let storyboard = try Fixture.scene(body)
    let scene = try #require(storyboard.scenes.first)
    var device = try Fixture.device("iphone-se")
    device.ios = ios
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: device)
    let cell = try #require(layout.frame(of: "syncCell"))
    #expect(layout.frame(of: "syncLabel")?.y == cell.y + top)
    #expect(layout.diagnostics.isEmpty)
  }

  /// A table view controller's table fills the root, under the navigation bar: its content
  /// starts at the safe area's top. A prototype with views is laid out once, at the top, with
  /// the table's row height; one without views is no view.
  @Test func prototypeContentUnderTheNavigationBar() throws {
    let storyboard = try Fixture.inline(
      """
      format: 1
      storyboard: Test
      initial: nav
      scenes:
        nav:
          kind: navigationController
          segues: [ { kind: relationship, relationship: rootViewController, to: list } ]
        list:
          kind: tableViewController
          views:
            - id: people
              type: tableView
              rowHeight: 60
              prototypes:
                - { id: PlainCell }
                - id: PersonCell
                  style: custom
                  rowHeight: 80
                  subviews:
                    - { id: nameLabel, type: label, text: Name }
                    - { id: photo, type: imageView }
          constraints:
            - nameLabel.leading = photo.trailing + 8
            - nameLabel.top = superview.topMargin
            - photo.leading = superview.leading
            - photo.top = superview.top
            - photo.bottom = superview.bottom
            - photo.width = photo.height
      """)
    let scene = try #require(storyboard.scene("list"))
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(
      describe(layout) == [
        "people [0, 0, 393, 852]", "PersonCell [0, 163, 393, 80]", "nameLabel [88, 174, 34, 21]",
        "photo [0, 163, 80, 80]",
      ])
    #expect(layout.diagnostics.isEmpty)
  }

  /// Cell content that overflows its row conflicts with the row height, and the note names
  /// the table placing the cell.
  @Test func contentTallerThanItsRowConflicts() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: table
              type: tableView
              sections:
                - cells:
                    - id: tall
                      style: custom
                      subviews: [ { id: box, type: view } ]
          constraints:
            - table.leading = superview.leading
            - table.trailing = superview.trailing
            - table.top = superview.top
            - table.bottom = superview.bottom
            - box.leading = superview.leading
            - box.width = 10
            - box.top = superview.top
            - box.bottom = superview.bottom
            - box.height = 50
      """)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(
      render(layout.diagnostics) == [
        "test.yaml:25:9: error: unable to simultaneously satisfy constraints on iphone: "
          + "constraint 'box.height = 50' conflicts with 3 other constraints; it is left out "
          + "[layout-conflict]\n"
          + "test.yaml:23:9: note: conflicting constraint 'box.top = superview.top'\n"
          + "test.yaml:24:9: note: conflicting constraint 'box.bottom = superview.bottom'\n"
          + "test.yaml:25:9: note: conflicting constraint 'box.height = 50'\n"
          + "test.yaml:13:21: note: table view 'table' places its cell 'tall'\n"
      ])
  }
}

import Testing

@testable import ScenectlCommands

/// Static tables and cells with content (docs/SceneFormat.md, cells), end to end: a static
/// cell's selection segue fires on `--tap CELL`, `--select TABLE:N` selects the N-th cell, a
/// control in a static cell takes taps and reaches the controller's outlet, a prototype's views
/// are a template (not on screen, not tappable), and pictures draw static cells with their
/// views.
@Suite struct StaticTableCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/static-settings.yaml"

  @Test func tappingAStaticCellPerformsItsSegue() {
    let output = scenectl("simulate", file, "--tap", "syncSwitch", "--tap", "accountCell")
    #expect(output.status == .success)
    #expect(
      output.stdout.hasSuffix(
        """
        tap syncSwitch
          set syncSwitch.on = true
          action 'syncChanged' of 'settings' (valueChanged from 'syncSwitch')
          set self.synced = true

        tap accountCell
          select cell 'accountCell' of 'table' ("Account")
          segue push: settings → account, pushed onto 'nav'
          account viewDidLoad
          settings viewWillDisappear
          account viewWillAppear
          settings viewDidDisappear
          account viewDidAppear

        hierarchy:
          window
          └─ nav (navigationController)
             ├─ settings (tableViewController, not on screen)
             └─ account (tableViewController, navigation bar: ‹ Settings | Account)

        on screen: top 'account', stack nav > account
          account.people tableView 2 rows: "", "" [0, 0, 393, 852]

        """))
  }

  @Test func selectingARowOfAStaticTableSelectsItsCell() {
    let output = scenectl("simulate", file, "--select", "table:2")
    #expect(output.status == .success)
    #expect(
      output.stdout.hasSuffix(
        """
        select table:2
          select cell 'aboutCell' of 'table' ("About")
          no selection segue leaves the cell 'aboutCell'; nothing happens

        hierarchy:
          window
          └─ nav (navigationController)
             └─ settings (tableViewController, navigation bar: Settings)

        on screen: top 'settings', stack nav > settings
          settings.table tableView 3 rows: "Account", "", "About" [0, 0, 393, 852]
          settings.accountCell tableViewCell [0, 138, 362.667, 44]
          settings.syncCell tableViewCell [0, 182, 393, 44]
          settings.syncLabel label "Sync" [20, 193.667, 34, 21]
          settings.syncSwitch switch "off" [312, 190, 63, 28]
          settings.aboutCell tableViewCell [0, 261, 393, 60]

        """))
    let outOfRange = scenectl("simulate", file, "--select", "table:3")
    #expect(outOfRange.status == .problemsFound)
    #expect(
      outOfRange.stderr.contains(
        "step 1 (select table:3): row 3 is out of range: 'table' has 3 static cells"))
  }

  @Test func aPrototypesViewsAreATemplateNotOnScreen() {
    let output = scenectl("simulate", file, "--tap", "accountCell", "--tap", "nameLabel")
    #expect(output.status == .problemsFound)
    #expect(
      output.stderr
        == "scenectl: error: step 2 (tap nameLabel): 'nameLabel' is in prototype cell "
        + "'PersonCell', a template each row of 'people' copies, not a view on screen: select a "
        + "row with '--select people:N'\n")
    #expect(!output.stdout.contains("nameLabel label"))
  }

  /// A disclosure indicator takes the cell's margin and its chevron: on this 2x iPad 20 +
  /// 10.5 on iOS 26 and 18 (20 + 11 on iOS 13 to 16, 33 before). A switch is 63 x 28 on iOS
  /// 26, 51 x 31 before. Either way the switch's frame reaches 2 points past the margin it is
  /// pinned to (its alignment rectangle ends there).
  @Test func cellsAreLaidOutOnEachDevice() {
    let output = scenectl("layout", file, "--scene", "settings", "--device", "ipad")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'settings' on ipad (820 x 1180), safe area [0, 68, 820, 1092], navigation bar
        table [0, 0, 820, 1180]
        accountCell [0, 103, 789.5, 44]
        syncCell [0, 147, 820, 44]
        syncLabel [20, 158.5, 34, 21]
        syncSwitch [739, 155, 63, 28]
        aboutCell [0, 226, 820, 60]

        """)
    let older = scenectl("layout", file, "--scene", "settings", "--device", "ipad", "--ios", "18")
    #expect(older.status == .success)
    #expect(
      older.stdout == """
        scene 'settings' on ipad (820 x 1180), safe area [0, 68, 820, 1092], navigation bar
        table [0, 0, 820, 1180]
        accountCell [0, 103, 789.5, 44]
        syncCell [0, 147, 820, 44]
        syncLabel [20, 158.5, 34, 21]
        syncSwitch [751, 153.5, 51, 31]
        aboutCell [0, 226, 820, 60]

        """)
  }

  /// `--ios` takes a major version, on `validate` as on `layout`.
  @Test func iosTakesAMajorVersion() {
    let bad = scenectl("layout", file, "--scene", "settings", "--ios", "3")
    #expect(bad.status == .usageOrInput)
    #expect(
      bad.stderr
        == "scenectl: error: the value '3' is invalid for '--ios': expected a major version "
        + "from 9 to 99, such as 12\n")
    let older = scenectl("validate", file, "--ios", "18")
    #expect(older.status == .success)
    #expect(older.stdout == "0 errors, 0 warnings in 1 file\n")
  }

  @Test func picturesDrawStaticCellsAndNotPrototypeViews() {
    let settings = scenectl("render", file, "--scene", "settings")
    #expect(settings.status == .success)
    for drawn in [">Account<", ">About<", "data-view=\"syncSwitch\"", ">Sync<"] {
      #expect(settings.stdout.contains(drawn), "\(drawn)")
    }
    let account = scenectl("render", file, "--scene", "account")
    #expect(account.status == .success)
    #expect(!account.stdout.contains("data-view=\"nameLabel\""))
  }
}

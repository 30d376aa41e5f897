import Testing

@testable import ScenectlCommands

/// A standalone navigation bar and a bar item showing a view (`Fixtures/navigation-bars.yaml`):
/// the bar's items are the scene's bar items, its title view is centred in it, and the item's
/// view sits at the trailing side of the scene's navigation bar, tappable while it shows.
@Suite struct NavigationBarsCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/navigation-bars.yaml"

  @Test func theFileValidates() {
    let output = scenectl("validate", file)
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
  }

  @Test func barsLayOutTheirViews() {
    let output = scenectl("layout", file, "--scene", "search")
    #expect(
      output.stdout
        == """
        scene 'search' on iphone (393 x 852), safe area [0, 103, 393, 715], navigation bar
        bar [0, 103, 393, 44]
        kinds [136.667, 109, 120, 32]
        filter [314, 67, 63, 28]
        status [16, 155, 34, 21]

        """)
  }

  @Test func itemsTitleViewAndItemViewsTakeEvents() {
    let output = scenectl(
      "simulate", file, "--tap", "locationsButton", "--select", "kinds:1", "--tap", "filter")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap locationsButton
          action 'showLocations' of 'search' (primaryAction from 'locationsButton')
          set status.text = "Locations"

        select kinds:1
          set kinds.selected = 1 ("Music")
          action 'kindChanged' of 'search' (valueChanged from 'kinds')
          set status.text = "Kind 1"

        tap filter
          set filter.on = true
          action 'filterChanged' of 'search' (valueChanged from 'filter')
          set status.text = "Filtered"

        """))
  }

  @Test func aPopoverFromAStandaloneBarsItemPresents() {
    let output = scenectl("simulate", file, "--tap", "userButton")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        "segue popover: search → user, presented as pageSheet (popover adapted to compact width)"
      ))
  }

  @Test func aTapOnAnItemWithACustomViewGoesToTheView() {
    let output = scenectl("simulate", file, "--tap", "filterItem")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap filterItem
          bar item 'filterItem' shows 'filter', which takes the tap
          set filter.on = true
          action 'filterChanged' of 'search' (valueChanged from 'filter')
          set status.text = "Filtered"

        """))
  }
}

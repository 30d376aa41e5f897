import Testing

@testable import ScenectlCommands

/// A table's header and footer views (`Fixtures/table-header-footer.yaml`): the header sits at
/// the top of the table's content and moves the rows down by its height, the footer follows
/// the last row, both as wide as the table; their subviews lay out inside them, and they are
/// on screen and tappable with their table.
@Suite struct TableHeaderFooterCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/table-header-footer.yaml"

  @Test func theFileValidates() {
    let output = scenectl("validate", file)
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
  }

  @Test func theHeaderMovesTheRowsDownAndTheFooterFollowsThem() {
    let output = scenectl("layout", file, "--scene", "list")
    #expect(
      output.stdout
        == """
        scene 'list' on iphone (393 x 852), safe area [0, 59, 393, 759]
        table [0, 0, 393, 852]
        search [0, 59, 393, 56]
        footer [0, 215, 393, 60]
        more [176, 228, 41, 34]
        first [0, 115, 393, 50]
        second [0, 165, 393, 50]

        """)
  }

  /// 'plain' is only a page sheet: on an iPad its card is 704 wide from the top inset down.
  @Test func aTableNotFillingItsSceneStartsItsContentAtItsTop() {
    let output = scenectl("layout", file, "--scene", "plain", "--device", "ipad")
    #expect(
      output.stdout.hasSuffix(
        """
        log [58, 124, 320, 200]
        banner [58, 124, 320, 30]
        bannerLabel [66, 128, 43, 21]
        done [329, 122, 41, 34]

        """))
  }

  @Test func viewsInTheHeaderAndFooterTakeTaps() {
    let output = scenectl("simulate", file, "--tap", "more", "--select", "table:0", "--tap", "done")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap more
          action 'loadMore' of 'list' (touchUpInside from 'more')
          set more.title = "Loading"

        select table:0
          select cell 'first' of 'table' ("One")
          segue modal: list → plain, presented as pageSheet (automatic)
          plain viewDidLoad
          plain viewWillAppear
          plain viewDidAppear

        tap done
          action 'close' of 'plain' (touchUpInside from 'done')
          dismiss 'plain' (presented by 'list')
        """))
    #expect(
      output.stdout.hasSuffix(
        """
        on screen: top 'list', stack list
          list.table tableView 2 rows: "One", "Two" [0, 0, 393, 852]
          list.search searchBar "" [0, 59, 393, 56]
          list.footer view [0, 215, 393, 60]
          list.more button "Loading" [160.667, 228, 72, 34]
          list.first tableViewCell [0, 115, 393, 50]
          list.second tableViewCell [0, 165, 393, 50]

        """))
  }

  @Test func picturesDrawTheHeaderAndFooterAndTheRowsBelowTheHeader() {
    let output = scenectl("render", file, "--scene", "list")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        "<g data-view=\"search\" data-type=\"searchBar\" data-x=\"0\" data-y=\"59\" "
          + "data-width=\"393\" data-height=\"56\">"))
    #expect(
      output.stdout.contains(
        "<g data-view=\"footer\" data-type=\"view\" data-x=\"0\" data-y=\"215\" "
          + "data-width=\"393\" data-height=\"60\">"))
    // The first row's title, 56 points lower than without the header.
    #expect(
      output.stdout.contains(
        "<text x=\"16\" y=\"145.53\" font-size=\"17\" fill=\"#1c1c1e\">One</text>"))
  }
}

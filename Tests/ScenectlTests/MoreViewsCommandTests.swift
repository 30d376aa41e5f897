import Testing

@testable import ScenectlCommands

/// The UIKit views beyond the format's first eleven types (docs/SceneFormat.md): their
/// intrinsic sizes in a layout, a stepper's halves and a page control's pages in `simulate`,
/// and a picture of each.
@Suite struct MoreViewsCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/more-views.yaml"

  @Test func eachTypeHasItsIntrinsicSize() {
    let output = scenectl("layout", file, "--scene", "home")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'home' on iphone (393 x 852), safe area [0, 59, 393, 759]
        spinner [16, 123, 37, 37]
        progress [61, 139.667, 316, 4]
        count [16, 168, 94, 32]
        pages [338, 171, 39, 26]
        search [0, 59, 393, 56]
        when [36.667, 208, 320, 36]
        map [0, 252, 393, 566]

        """)
  }

  @Test func aStepperStepsWithinItsRangeAndAPageControlTurnsPages() {
    let output = scenectl(
      "simulate", file, "--tap", "count:+", "--tap", "count:+", "--tap", "count:-", "--select",
      "pages:2")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap count:+
          set count.value = 2
          action 'countChanged' of 'home' (valueChanged from 'count')
          set self.count = 2

        tap count:+
          'count' is at its max 2; nothing happens

        tap count:-
          set count.value = 1
          action 'countChanged' of 'home' (valueChanged from 'count')
          set self.count = 1

        select pages:2
          set pages.currentPage = 2
          action 'pageChanged' of 'home' (valueChanged from 'pages')

        """))
    #expect(output.stdout.contains("  home.pages pageControl \"2\" [338, 171, 39, 26]\n"))
  }

  @Test func tapsThatChooseNothingFail() {
    let stepper = scenectl("simulate", file, "--tap", "count")
    #expect(stepper.status == .problemsFound)
    #expect(
      stepper.stderr.contains(
        "step 1 (tap count): a tap on 'count' needs a side: '--tap count:+' or '--tap count:-'"))
    let page = scenectl("simulate", file, "--select", "pages:3")
    #expect(
      page.stderr.contains("step 1 (select pages:3): page 3 is out of range: 'pages' has 3 pages"))
    let notStepper = scenectl("simulate", file, "--tap", "map:+")
    #expect(
      notStepper.stderr.contains(
        "step 1 (tap map:+): 'map' is not a stepper; '+' and '-' name a stepper's halves"))
  }

  /// A page control's input is a pick by number (`ViewTraits.Pick`): a plain tap names the
  /// select, and a page already current is a note.
  @Test func aPageControlIsPickedByNumberOnly() {
    let tap = scenectl("simulate", file, "--tap", "pages")
    #expect(tap.status == .problemsFound)
    #expect(
      tap.stderr
        == "scenectl: error: step 1 (tap pages): a tap on 'pages' chooses no page; select one "
        + "with '--select pages:N'\n")
    let current = scenectl("simulate", file, "--select", "pages:0")
    #expect(current.status == .success)
    #expect(
      current.stdout.contains(
        "select pages:0\n  page 0 of 'pages' is already current; nothing happens\n"))
  }

  @Test func picturesDrawEachType() {
    let picture = scenectl("render", file, "--scene", "home")
    #expect(picture.status == .success)
    for type in [
      "activityIndicator", "progressView", "stepper", "pageControl", "searchBar", "datePicker",
      "mapView",
    ] {
      #expect(picture.stdout.contains("data-type=\"\(type)\""), "\(type)")
    }
    #expect(picture.stdout.contains(">Cities<"))
  }

  @Test func exploreMovesTheStepperAndThePages() {
    let output = scenectl("explore", file)
    #expect(output.status == .success)
    #expect(
      output.stdout.hasPrefix("explore \(file) on iphone: 16 states, 80 transitions, complete"))
  }
}

import TestSupport
import Testing

@testable import ScenectlCommands

/// A calendar view (`type: calendarView`, docs/SceneFormat.md): picking a day by typing it in
/// `simulate`, the tap and the texts it refuses, an action it cannot send, `explore` picking
/// its samples, and its picture.
@Suite struct CalendarViewCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/calendar-view.yaml"

  @Test func typingADayPicksIt() {
    let output = scenectl(
      "simulate", file, "--type", "due=2026-12-25", "--type", "due=2026-12-25")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        type due="2026-12-25"
          set due.selectedDate = "2026-12-25"

        type due="2026-12-25"
          "2026-12-25" is already the date of 'due'; nothing happens

        """))
    #expect(output.stdout.contains("  home.due calendarView \"2026-12-25\" [16, 79, 361, 360]\n"))
  }

  @Test func aTapAndATextThatIsNoDayFail() {
    let tap = scenectl("simulate", file, "--tap", "due")
    #expect(tap.status == .problemsFound)
    #expect(
      tap.stderr
        == "scenectl: error: step 1 (tap due): a tap on 'due' picks no date; type one into it "
        + "with '--type due=2026-12-24'\n")
    let noDay = scenectl("simulate", file, "--type", "due=2026-02-30")
    #expect(noDay.status == .problemsFound)
    #expect(
      noDay.stderr
        == "scenectl: error: step 1 (type due=\"2026-02-30\"): \"2026-02-30\" is not a date; "
        + "type a day as YYYY-MM-DD into 'due'\n")
  }

  @Test func itSendsNoActions() throws {
    try withTemporaryFile(
      """
      format: 1
      storyboard: Calendar
      initial: home
      scenes:
        home:
          kind: viewController
          views:
            - { id: due, type: calendarView, frame: [0, 0, 200, 200] }
          actions:
            - { name: picked, from: due, event: valueChanged }
      """, suffix: ".yaml"
    ) { path in
      let output = scenectl("validate", path)
      #expect(output.status == .problemsFound)
      #expect(
        output.stdout
          == "\(path):10:31: error: action 'picked' is sent from 'due', a calendarView, which "
          + "is not a control and sends no actions [action-not-a-control]\n"
          + "1 error, 0 warnings in 1 file\n")
    }
  }

  @Test func exploreTypesEachSampleDay() {
    let output = scenectl("explore", file)
    #expect(output.status == .success)
    // Two days (2026-12-24, 2026-12-25), each reached from the other.
    #expect(
      output.stdout.hasPrefix("explore \(file) on iphone: 2 states, 2 transitions, complete\n"))
  }

  @Test func thePictureShowsTheMonthWithTheDayCircled() {
    let output = scenectl("render", file, "--scene", "home")
    #expect(output.status == .success)
    #expect(output.stdout.contains("data-type=\"calendarView\""))
    #expect(output.stdout.contains("font-weight=\"bold\">December 2026</text>"))
    // The 24th is a Thursday, in the fifth column of the fourth week, in a tinted circle.
    #expect(
      output.stdout.contains(
        """
        <circle cx="248.07" cy="348.28" r="23.79" fill="#007aff"/>
                  <text x="248.07" y="353.8" text-anchor="middle" font-size="17" \
        fill="#ffffff" font-weight="bold">24</text>
        """))
  }
}

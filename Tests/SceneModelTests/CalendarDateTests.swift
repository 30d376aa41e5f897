import SceneModel
import Testing

/// `CalendarDate`: the days a calendar view takes (`YYYY-MM-DD`, real days only) and what its
/// picture lays out (the month's length, the weekday it starts on, its title).
@Suite struct CalendarDateTests {
  @Test(arguments: [
    ("2026-12-24", 2026, 12, 24), ("2024-02-29", 2024, 2, 29), ("2000-02-29", 2000, 2, 29),
    ("0001-01-01", 1, 1, 1),
  ])
  func realDaysParse(text: String, year: Int, month: Int, day: Int) throws {
    let date = try #require(CalendarDate(parsing: text))
    #expect([date.year, date.month, date.day] == [year, month, day])
  }

  @Test(arguments: [
    "2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-12-00",
    "0000-01-01", "26-12-24", "2026-1-24", "2026/12/24", "2026-12-24 ", "+026-12-24",
    "2026-12-2٤", "tomorrow", "",
  ])
  func otherTextsAreNoDate(text: String) {
    #expect(CalendarDate(parsing: text) == nil)
  }

  @Test func theMonthItsFirstWeekdayAndTitle() throws {
    let december = try #require(CalendarDate(parsing: "2026-12-24"))
    // December 2026 starts on a Tuesday (0 is Sunday) and has 31 days.
    #expect([december.firstWeekday, december.daysInMonth] == [2, 31])
    #expect(december.monthTitle == "December 2026")
    let february = try #require(CalendarDate(parsing: "2026-02-14"))
    #expect([february.firstWeekday, february.daysInMonth] == [0, 28])
    let leap = try #require(CalendarDate(parsing: "2024-02-01"))
    #expect([leap.firstWeekday, leap.daysInMonth] == [4, 29])
  }
}

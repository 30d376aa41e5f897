/// A day of the Gregorian calendar, written `YYYY-MM-DD` (ISO 8601): what a calendar view
/// picks (`selectedDate`). The runtime takes only real days (no February 30th) and the
/// picture lays out the day's month from it.
///
///     CalendarDate(parsing: "2026-12-24")?.firstWeekday  // 2 (the month starts on a Tuesday)
public struct CalendarDate: Sendable, Equatable {
  public var year: Int
  /// The month, 1 (January) to 12.
  public var month: Int
  /// The day of the month, from 1.
  public var day: Int

  /// The date `YYYY-MM-DD` writes (four, two and two digits, year 1 to 9999), if that day
  /// exists; nil for any other text.
  public init?(parsing text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      year >= 1, (1...12).contains(month),
      (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The number of days in a month (1 to 12) of a year.
  public static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The days in the date's month.
  public var daysInMonth: Int { Self.days(inMonth: month, of: year) }

  /// The weekday the date's month starts on: 0 for Sunday to 6 for Saturday (Sakamoto's
  /// method).
  public var firstWeekday: Int {
    let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    let y = month < 3 ? year - 1 : year
    return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + 1) % 7
  }

  /// The month and year, as a calendar's header shows them: `December 2026`.
  public var monthTitle: String {
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    return "\(names[month - 1]) \(year)"
  }
}

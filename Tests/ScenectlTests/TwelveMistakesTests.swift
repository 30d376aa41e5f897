import Foundation
import ScenectlCommands
import Testing

/// The twelve mistakes a new user made writing an app from the docs (issue "The user
/// contract"), then the ones of its items 2 to 4 and the consequences that used to be printed
/// before their cause or at all: each is a small app in `Fixtures/mistakes/NAME.yaml` with
/// one mistake, and `NAME.expected` is the whole text `scenectl validate` prints for it.
///
/// Each case checks the full output, and that its first line is the cause: the code and the
/// place of the mistake. `RECORD_SNAPSHOTS=1` rewrites the `.expected` files (the test then
/// fails, saying so).
@Suite struct TwelveMistakesTests {
  /// A fixture, the code of the diagnostic its first line must be, and where.
  struct Mistake: Sendable, CustomTestStringConvertible {
    let name: String
    let code: String
    let place: String
    var testDescription: String { name }
  }

  static let folder = "Tests/ScenectlTests/Fixtures/mistakes"

  /// The twelve, in the order of the issue's list.
  static let twelve: [Mistake] = [
    .init(name: "01-bare-string-in-to", code: "unknown-reference", place: "16:17"),
    .init(name: "02-template-field-typo", code: "unknown-row-field", place: "16:66"),
    .init(name: "03-indentation-slip", code: "yaml-syntax", place: "11:8"),
    .init(name: "04-constraint-other-scene", code: "constraint-unknown-item", place: "15:31"),
    .init(name: "05-invalid-scene-kind", code: "invalid-value", place: "18:11"),
    .init(name: "06-reserved-id", code: "invalid-id", place: "9:15"),
    .init(name: "07-title-property", code: "invalid-id", place: "13:19"),
    .init(name: "08-dangling-segue", code: "segue-dangling-destination", place: "11:40"),
    .init(name: "09-outlet-typo", code: "outlet-dangling-destination", place: "11:18"),
    .init(name: "10-wrong-event", code: "action-bad-event-for-control", place: "14:16"),
    .init(name: "11-popover-without-anchor", code: "popover-needs-anchor", place: "13:9"),
    .init(name: "12-unwind-not-ancestor", code: "unwind-target-not-ancestor", place: "23:47"),
  ]

  /// A mistake whose consequences were printed too, some before it: a view, segue, scene,
  /// relationship or bar item that could not be read (or was written without its list) stays
  /// known, a `when:` block or data file that cannot be read leaves the ambiguity or the
  /// fields of the rows it would fix unchecked.
  static let consequences: [Mistake] = [
    .init(name: "c1-view-type-typo", code: "invalid-value", place: "10:24"),
    .init(name: "c2-container-type-typo", code: "invalid-value", place: "11:15"),
    .init(name: "c3-segue-kind-typo", code: "invalid-value", place: "15:31"),
    .init(name: "c4-relationship-typo", code: "invalid-value", place: "9:45"),
    .init(name: "c5-system-item-typo", code: "invalid-value", place: "12:39"),
    .init(name: "c6-data-file-missing", code: "data-file-unreadable", place: "6:11"),
    .init(name: "c7-scene-kind-typo-midway", code: "invalid-value", place: "12:11"),
    .init(name: "c8-when-condition-typo", code: "invalid-value", place: "16:15"),
    .init(name: "c9-view-without-list", code: "wrong-type", place: "10:7"),
    .init(name: "c10-segue-without-list", code: "wrong-type", place: "12:7"),
    .init(name: "c11-state-as-list", code: "wrong-type", place: "6:8"),
    .init(name: "c12-data-set-as-mapping", code: "wrong-type", place: "7:11"),
  ]

  /// The issue's items 2 to 4 that the twelve do not cover.
  static let items: [Mistake] = [
    .init(name: "i1-dotted-cell-id", code: "invalid-id", place: "18:29"),
    .init(name: "i2-row-field-without-row", code: "unknown-reference", place: "18:61"),
    .init(name: "i3-toolbar-without-navigation", code: "toolbar-items-never-shown", place: "8:21"),
    .init(name: "i4-tab-indentation", code: "yaml-syntax", place: "9:1"),
  ]

  @Test(arguments: twelve) func theTwelve(_ mistake: Mistake) throws {
    try check(mistake)
  }

  @Test(arguments: consequences) func noConsequenceBeforeItsCause(_ mistake: Mistake) throws {
    try check(mistake)
  }

  @Test(arguments: items) func theOtherItems(_ mistake: Mistake) throws {
    try check(mistake)
  }

  @Test func thereAreTwelve() {
    #expect(Self.twelve.count == 12)
    #expect(Set(Self.twelve.map(\.name)).count == 12)
  }

  func check(_ mistake: Mistake, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = "\(Self.folder)/\(mistake.name).yaml"
    let output = Scenectl.run(["validate", file]).stdout
    let first = output.prefix { $0 != "\n" }
    #expect(
      first.hasPrefix("\(file):\(mistake.place): error:")
        || first.hasPrefix("\(file):\(mistake.place): warning:"),
      "the first line is at \(mistake.place): \(first)", sourceLocation: sourceLocation)
    #expect(
      first.hasSuffix("[\(mistake.code)]"), "the first line is \(mistake.code): \(first)",
      sourceLocation: sourceLocation)
    let expectedFile = "\(Self.folder)/\(mistake.name).expected"
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try output.write(toFile: expectedFile, atomically: true, encoding: .utf8)
      Issue.record("Recorded new baseline \(expectedFile)", sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOfFile: expectedFile, encoding: .utf8)
    #expect(output == expected, sourceLocation: sourceLocation)
  }
}

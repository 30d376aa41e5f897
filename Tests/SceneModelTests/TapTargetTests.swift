import SceneModel
import Testing

/// A tap's value (`--tap VALUE`, `tap: VALUE`) parsed once into a `TapTarget`, and written
/// back as given in transcripts and flow steps.
@Suite struct TapTargetTests {
  static let cases: [(String, TapTarget)] = [
    ("info", .view(.id("info"))),
    ("rootView", .view(.id("rootView"))),
    ("mQv-3O-Y2d", .view(.id("mQv-3O-Y2d"))),
    ("tab:Characters", .tab("Characters")),
    ("tab:", .tab("")),
    ("action:Delete:+", .alertAction("Delete:+")),
    ("count:+", .stepper("count", up: true)),
    ("count:-", .stepper("count", up: false)),
    ("photo:2", .taps("photo", count: 2)),
    ("photo:10", .taps("photo", count: 10)),
    // Not a number of taps a gesture may need: a view id, which the runtime does not find.
    ("photo:0", .view(.id("photo:0"))),
    ("photo:11", .view(.id("photo:11"))),
    // A text is whatever follows `text:`, suffixes included.
    ("text:\"Add:+\"", .view(.shownText(ShownText("Add:+")))),
    ("text:Next:2", .view(.shownText(ShownText("Next:2", isQuoted: false)))),
  ]

  @Test(arguments: cases)
  func parsesAndWritesBackAsGiven(_ value: String, _ target: TapTarget) {
    #expect(TapTarget(parsing: value) == target)
    #expect(target.description == value)
    #expect(Event.tap(target).description == "tap \(value)")
  }

  @Test func theViewOfATapIsNoneForATextATabOrAnAlertAction() {
    #expect(TapTarget.view(.id("info")).viewID == "info")
    #expect(TapTarget.view(.shownText(ShownText("Add"))).viewID == nil)
    #expect(TapTarget.stepper("count", up: true).viewID == "count")
    #expect(TapTarget.taps("photo", count: 2).viewID == "photo")
    #expect(TapTarget.tab("Characters").viewID == nil)
    #expect(TapTarget.alertAction("OK").viewID == nil)
  }
}

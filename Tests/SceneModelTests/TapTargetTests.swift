import SceneModel
import Testing

/// A tap's value (`--tap VALUE`, `tap: VALUE`) parsed once into a `TapTarget`, and written
/// back as given in transcripts and flow steps.
@Suite struct TapTargetTests {
  static let cases: [(String, TapTarget)] = [
    ("info", .view("info")),
    ("rootView", .view("rootView")),
    ("mQv-3O-Y2d", .view("mQv-3O-Y2d")),
    ("tab:Characters", .tab("Characters")),
    ("tab:", .tab("")),
    ("action:Delete:+", .alertAction("Delete:+")),
    ("count:+", .stepper("count", up: true)),
    ("count:-", .stepper("count", up: false)),
    ("photo:2", .taps("photo", count: 2)),
    ("photo:10", .taps("photo", count: 10)),
    // Not a number of taps a gesture may need: a view id, which the runtime does not find.
    ("photo:0", .view("photo:0")),
    ("photo:11", .view("photo:11")),
    // A text is whatever follows `text:`, suffixes included.
    ("text:\"Add:+\"", .view("text:\"Add:+\"")),
    ("text:Next:2", .view("text:Next:2")),
  ]

  @Test(arguments: cases)
  func parsesAndWritesBackAsGiven(_ value: String, _ target: TapTarget) {
    #expect(TapTarget(parsing: value) == target)
    #expect(target.description == value)
    #expect(Event.tap(target).description == "tap \(value)")
  }

  @Test func theViewOfATapIsNoneForATabOrAnAlertAction() {
    #expect(TapTarget.stepper("count", up: true).viewID == "count")
    #expect(TapTarget.taps("photo", count: 2).viewID == "photo")
    #expect(TapTarget.tab("Characters").viewID == nil)
    #expect(TapTarget.alertAction("OK").viewID == nil)
  }
}

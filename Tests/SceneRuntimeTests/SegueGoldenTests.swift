import SceneModel
import SceneRuntime
import Testing

/// Golden transcripts for each segue kind and presentation style, on iPhone
/// (compact width) and iPad (regular width) (issue 4 §6).
@Suite struct SegueGoldenTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let storyboard: String
    let events: [Event]
    var validates = true
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "push", storyboard: Catalog.navigation, events: [.tap("pushButton"), .back]),
    Case(name: "show", storyboard: Catalog.navigation, events: [.tap("showButton")]),
    Case(
      name: "push-without-navigation", storyboard: Catalog.bare,
      events: [
        .tap("pushButton"), .tap("doneButton"), .tap("showButton"),
      ]),
    Case(
      name: "show-detail-without-split", storyboard: Catalog.navigation,
      events: [
        .tap("detailButton")
      ]),
    Case(name: "show-detail-split", storyboard: Catalog.split, events: [.tap("openButton")]),
    Case(
      name: "modal-automatic", storyboard: Catalog.navigation,
      events: [
        .tap("automaticButton"), .tap("closeButton"),
      ]),
    Case(
      name: "modal-full-screen", storyboard: Catalog.navigation,
      events: [
        .tap("fullScreenButton"), .tap("closeButton"),
      ]),
    Case(
      name: "modal-page-sheet", storyboard: Catalog.navigation,
      events: [
        .tap("pageSheetButton"), .tap("closeButton"),
      ]),
    Case(
      name: "modal-form-sheet", storyboard: Catalog.navigation,
      events: [
        .tap("formSheetButton"), .tap("closeButton"),
      ]),
    Case(
      name: "modal-over-full-screen", storyboard: Catalog.navigation,
      events: [
        .tap("overFullScreenButton"), .tap("closeButton"),
      ]),
    Case(
      name: "modal-current-context", storyboard: Catalog.tabs,
      events: [
        .tap("contextButton"), .tap("tab:Second"), .tap("tab:First"),
      ]),
    Case(
      name: "modal-over-current-context", storyboard: Catalog.tabs,
      events: [
        .tap("overContextButton"), .tap("tab:Second"),
      ]),
    Case(
      name: "modal-partial-curl", storyboard: Catalog.navigation,
      events: [
        .tap("curlButton"), .tap("againButton"),
      ]),
    Case(
      name: "modal-partial-curl-sheet", storyboard: Catalog.curlSheet,
      events: [
        .tap("curlButton")
      ], validates: false),
    Case(
      name: "popover-view", storyboard: Catalog.navigation,
      events: [
        .tap("popoverButton"), .tap("pushButton"), .tap("pushButton"),
      ]),
    Case(
      name: "popover-bar-item", storyboard: Catalog.navigation,
      events: [
        .tap("shareItem"), .tap("toolItem"), .tap("shareItem"),
      ]),
    Case(name: "embed", storyboard: Catalog.navigation, events: [.tap("pushButton"), .back]),
    Case(
      name: "unwind-in-presentation", storyboard: Catalog.navigation,
      events: [
        .tap("pushButton"), .back, .tap("formSheetButton"), .tap("unwindButton"),
      ]),
    Case(
      name: "unwind-across-presentation-and-stack", storyboard: Catalog.tabs,
      events: [
        .tap("tab:Second"), .tap("nextButton"), .tap("modalButton"), .tap("backToListButton"),
      ]),
    Case(
      name: "unwind-to-other-tab", storyboard: Catalog.tabs,
      events: [
        .tap("tab:Second"), .tap("nextButton"), .tap("modalButton"), .tap("backToFirstButton"),
      ]),
    Case(
      name: "unwind-not-found", storyboard: Catalog.tabs,
      events: [
        .tap("tab:Second"), .tap("nextButton"), .tap("modalButton"), .tap("nowhereButton"),
      ]),
    Case(
      name: "cell-selection-and-accessory", storyboard: Catalog.cells,
      events: [
        .select("books", 0), .back, .accessory("books", 1),
      ]),
    Case(
      name: "tab-reselect-pops-to-root", storyboard: Catalog.tabs,
      events: [
        .tap("tab:Second"), .tap("nextButton"), .tap("tab:Second"), .tap("nextButton"),
        .tap("firstTabButton"),
      ]),
  ]

  @Test(arguments: cases)
  func transcript(_ test: Case) throws {
    let storyboard = try Harness.storyboard(test.storyboard, validates: test.validates)
    var text = ""
    for device in ["iphone", "ipad"] {
      text += Harness.transcript(storyboard, file: "inline.yaml", device: device, test.events)
      text += "\n"
    }
    Harness.assertGolden(text, named: "segue-\(test.name)")
  }
}

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
    Case(name: "push", storyboard: Catalog.navigation, events: [.tap(.view("pushButton")), .back]),
    Case(name: "show", storyboard: Catalog.navigation, events: [.tap(.view("showButton"))]),
    Case(
      name: "push-without-navigation", storyboard: Catalog.bare,
      events: [
        .tap(.view("pushButton")), .tap(.view("doneButton")), .tap(.view("showButton")),
      ]),
    Case(
      name: "show-detail-without-split", storyboard: Catalog.navigation,
      events: [
        .tap(.view("detailButton"))
      ]),
    Case(name: "show-detail-split", storyboard: Catalog.split, events: [.tap(.view("openButton"))]),
    Case(
      name: "modal-automatic", storyboard: Catalog.navigation,
      events: [
        .tap(.view("automaticButton")), .tap(.view("closeButton")),
      ]),
    Case(
      name: "modal-full-screen", storyboard: Catalog.navigation,
      events: [
        .tap(.view("fullScreenButton")), .tap(.view("closeButton")),
      ]),
    Case(
      name: "modal-page-sheet", storyboard: Catalog.navigation,
      events: [
        .tap(.view("pageSheetButton")), .tap(.view("closeButton")),
      ]),
    Case(
      name: "modal-form-sheet", storyboard: Catalog.navigation,
      events: [
        .tap(.view("formSheetButton")), .tap(.view("closeButton")),
      ]),
    Case(
      name: "modal-over-full-screen", storyboard: Catalog.navigation,
      events: [
        .tap(.view("overFullScreenButton")), .tap(.view("closeButton")),
      ]),
    Case(
      name: "modal-current-context", storyboard: Catalog.tabs,
      events: [
        .tap(.view("contextButton")), .tap(.tab("Second")), .tap(.tab("First")),
      ]),
    Case(
      name: "modal-over-current-context", storyboard: Catalog.tabs,
      events: [
        .tap(.view("overContextButton")), .tap(.tab("Second")),
      ]),
    Case(
      name: "modal-partial-curl", storyboard: Catalog.navigation,
      events: [
        .tap(.view("curlButton")), .tap(.view("againButton")),
      ]),
    Case(
      name: "modal-partial-curl-sheet", storyboard: Catalog.curlSheet,
      events: [
        .tap(.view("curlButton"))
      ], validates: false),
    Case(
      name: "popover-view", storyboard: Catalog.navigation,
      events: [
        .tap(.view("popoverButton")), .tap(.view("pushButton")), .tap(.view("pushButton")),
      ]),
    Case(
      name: "popover-bar-item", storyboard: Catalog.navigation,
      events: [
        .tap(.view("shareItem")), .tap(.view("toolItem")), .tap(.view("shareItem")),
      ]),
    Case(
      name: "embed", storyboard: Catalog.navigation, events: [.tap(.view("pushButton")), .back]),
    Case(
      name: "unwind-in-presentation", storyboard: Catalog.navigation,
      events: [
        .tap(.view("pushButton")), .back, .tap(.view("formSheetButton")),
        .tap(.view("unwindButton")),
      ]),
    Case(
      name: "unwind-across-presentation-and-stack", storyboard: Catalog.tabs,
      events: [
        .tap(.tab("Second")), .tap(.view("nextButton")), .tap(.view("modalButton")),
        .tap(.view("backToListButton")),
      ]),
    Case(
      name: "unwind-to-other-tab", storyboard: Catalog.tabs,
      events: [
        .tap(.tab("Second")), .tap(.view("nextButton")), .tap(.view("modalButton")),
        .tap(.view("backToFirstButton")),
      ]),
    Case(
      name: "unwind-not-found", storyboard: Catalog.tabs,
      events: [
        .tap(.tab("Second")), .tap(.view("nextButton")), .tap(.view("modalButton")),
        .tap(.view("nowhereButton")),
      ]),
    Case(
      name: "cell-selection-and-accessory", storyboard: Catalog.cells,
      events: [
        .select("books", 0), .back, .accessory("books", 1),
      ]),
    Case(
      name: "tab-reselect-pops-to-root", storyboard: Catalog.tabs,
      events: [
        .tap(.tab("Second")), .tap(.view("nextButton")), .tap(.tab("Second")),
        .tap(.view("nextButton")),
        .tap(.view("firstTabButton")),
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

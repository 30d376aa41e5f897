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
    Case(
      name: "push", storyboard: Catalog.navigation, events: [.tap(.view(.id("pushButton"))), .back]),
    Case(name: "show", storyboard: Catalog.navigation, events: [.tap(.view(.id("showButton")))]),
    Case(
      name: "push-without-navigation", storyboard: Catalog.bare,
      events: [
        .tap(.view(.id("pushButton"))), .tap(.view(.id("doneButton"))),
        .tap(.view(.id("showButton"))),
      ]),
    Case(
      name: "show-detail-without-split", storyboard: Catalog.navigation,
      events: [
        .tap(.view(.id("detailButton")))
      ]),
    Case(
      name: "show-detail-split", storyboard: Catalog.split, events: [.tap(.view(.id("openButton")))]
    ),
    Case(
      name: "modal-automatic", storyboard: Catalog.navigation,
      events: [
        .tap(.view(.id("automaticButton"))), .tap(.view(.id("closeButton"))),
      ]),
    Case(
      name: "modal-full-screen", storyboard: Catalog.navigation,
      events: [
        .tap(.view(.id("fullScreenButton"))), .tap(.view(.id("closeButton"))),
      ]),
    Case(
      name: "modal-page-sheet", storyboard: Catalog.navigation,
      events: [
        .tap(.view(.id("pageSheetButton"))), .tap(.view(.id("closeButton"))),
      ]),
    Case(
      name: "modal-form-sheet", storyboard: Catalog.navigation,
      events: [
        .tap(.view(.id("formSheetButton"))), .tap(.view(.id("closeButton"))),
      ]),
    Case(
      name: "modal-over-full-screen", storyboard: Catalog.navigation,
      events: [
        .tap(.view(.id("overFullScreenButton"))), .tap(.view(.id("closeButton"))),
      ]),
    Case(
      name: "modal-current-context", storyboard: Catalog.tabs,
      events: [
        .tap(.view(.id("contextButton"))), .tap(.tab("Second")), .tap(.tab("First")),
      ]),
    Case(
      name: "modal-over-current-context", storyboard: Catalog.tabs,
      events: [
        .tap(.view(.id("overContextButton"))), .tap(.tab("Second")),
      ]),
    Case(
      name: "modal-partial-curl", storyboard: Catalog.navigation,
      events: [
        .tap(.view(.id("curlButton"))), .tap(.view(.id("againButton"))),
      ]),
    Case(
      name: "modal-partial-curl-sheet", storyboard: Catalog.curlSheet,
      events: [
        .tap(.view(.id("curlButton")))
      ], validates: false),
    Case(
      name: "popover-view", storyboard: Catalog.navigation,
      events: [
        .tap(.view(.id("popoverButton"))), .tap(.view(.id("pushButton"))),
        .tap(.view(.id("pushButton"))),
      ]),
    Case(
      name: "popover-bar-item", storyboard: Catalog.navigation,
      events: [
        .tap(.view(.id("shareItem"))), .tap(.view(.id("toolItem"))), .tap(.view(.id("shareItem"))),
      ]),
    Case(
      name: "embed", storyboard: Catalog.navigation,
      events: [.tap(.view(.id("pushButton"))), .back]),
    Case(
      name: "unwind-in-presentation", storyboard: Catalog.navigation,
      events: [
        .tap(.view(.id("pushButton"))), .back, .tap(.view(.id("formSheetButton"))),
        .tap(.view(.id("unwindButton"))),
      ]),
    Case(
      name: "unwind-across-presentation-and-stack", storyboard: Catalog.tabs,
      events: [
        .tap(.tab("Second")), .tap(.view(.id("nextButton"))), .tap(.view(.id("modalButton"))),
        .tap(.view(.id("backToListButton"))),
      ]),
    Case(
      name: "unwind-to-other-tab", storyboard: Catalog.tabs,
      events: [
        .tap(.tab("Second")), .tap(.view(.id("nextButton"))), .tap(.view(.id("modalButton"))),
        .tap(.view(.id("backToFirstButton"))),
      ]),
    Case(
      name: "unwind-not-found", storyboard: Catalog.tabs,
      events: [
        .tap(.tab("Second")), .tap(.view(.id("nextButton"))), .tap(.view(.id("modalButton"))),
        .tap(.view(.id("nowhereButton"))),
      ]),
    Case(
      name: "cell-selection-and-accessory", storyboard: Catalog.cells,
      events: [
        .select(.row(.id("books"), 0)), .back, .accessory(.row(.id("books"), 1)),
      ]),
    Case(
      name: "tab-reselect-pops-to-root", storyboard: Catalog.tabs,
      events: [
        .tap(.tab("Second")), .tap(.view(.id("nextButton"))), .tap(.tab("Second")),
        .tap(.view(.id("nextButton"))),
        .tap(.view(.id("firstTabButton"))),
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

import SceneModel
import SceneRuntime
import Testing

/// Taps that cannot reach their target fail with exit status 1 and say why (issue 4 §4).
@Suite struct HitTestTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let storyboard: String
    let device: String
    let events: [Event]
    let message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "covered by a sheet", storyboard: Catalog.navigation, device: "ipad",
      events: [.tap(.view(.id("formSheetButton"))), .tap(.view(.id("pushButton")))],
      message: "'pushButton' is covered by the presented 'sheet'"),
    Case(
      name: "removed by a full-screen presentation", storyboard: Catalog.navigation,
      device: "iphone",
      events: [.tap(.view(.id("fullScreenButton"))), .tap(.view(.id("pushButton")))],
      message: "'pushButton' is covered by the presented 'sheet'"),
    Case(
      name: "a bar item under an overFullScreen presentation", storyboard: Catalog.navigation,
      device: "ipad",
      events: [.tap(.view(.id("overFullScreenButton"))), .tap(.view(.id("shareItem")))],
      message: "'shareItem' is covered by the presented 'sheet'"),
    Case(
      name: "the tab bar under a sheet", storyboard: Catalog.tabs, device: "ipad",
      events: [
        .tap(.tab("Second")), .tap(.view(.id("nextButton"))), .tap(.view(.id("modalButton"))),
        .tap(.tab("First")),
      ],
      message: "the tab bar is covered by the presented 'modal'"),
    Case(
      name: "the back button under a sheet", storyboard: Catalog.tabs, device: "ipad",
      events: [
        .tap(.tab("Second")), .tap(.view(.id("nextButton"))), .tap(.view(.id("sheetButton"))),
        .back,
      ],
      message: "the back button is covered by the presented 'modal'"),
    Case(
      name: "hidden", storyboard: Catalog.navigation, device: "iphone",
      events: [.tap(.view(.id("hiddenButton")))], message: "'hiddenButton' is hidden"),
    Case(
      name: "disabled", storyboard: Catalog.navigation, device: "iphone",
      events: [.tap(.view(.id("disabledButton")))], message: "'disabledButton' is disabled"),
    Case(
      name: "a scene not shown", storyboard: Catalog.navigation, device: "iphone",
      events: [.tap(.view(.id("closeButton")))],
      message: "'closeButton' is not on screen: scene 'sheet' is not shown"),
    Case(
      name: "an unknown id", storyboard: Catalog.navigation, device: "iphone",
      events: [.tap(.view(.id("nothing")))],
      message: "there is no view or bar item 'nothing' in any scene"),
    Case(
      name: "an unknown tab", storyboard: Catalog.tabs, device: "iphone",
      events: [.tap(.tab("Third"))],
      message: "'tabs' has no tab 'Third'; its tabs are 'First', 'Second'"),
    Case(
      name: "no tab bar", storyboard: Catalog.navigation, device: "iphone",
      events: [.tap(.tab("First"))], message: "there is no tab bar on screen to tap 'tab:First'"),
    Case(
      name: "no alert", storyboard: Catalog.navigation, device: "iphone",
      events: [.tap(.alertAction("OK"))],
      message: "there is no alert or action sheet on screen to tap 'action:OK'"),
    Case(
      name: "no back button at the root", storyboard: Catalog.tabs, device: "iphone",
      events: [.tap(.tab("Second")), .back],
      message: "there is no back button: 'secondNav' shows its root 'list'"),
    Case(
      name: "no navigation bar", storyboard: Catalog.bare, device: "iphone", events: [.back],
      message: "there is no navigation bar on screen, so no back button"),
    Case(
      name: "select on a button", storyboard: Catalog.navigation, device: "iphone",
      events: [.select(.row(.id("pushButton"), 0))],
      message:
        "'pushButton' is a button; select takes a table view, a segmented control or a page "
        + "control"),
    Case(
      name: "a passthrough bar item presents again", storyboard: Catalog.navigation,
      device: "ipad", events: [.tap(.view(.id("shareItem"))), .tap(.view(.id("shareItem")))],
      message: "attempt to present 'sheet' on 'nav' which is already presenting 'sheet'"),
  ]

  @Test(arguments: cases)
  func failure(_ test: Case) throws {
    let storyboard = try Harness.storyboard(test.storyboard)
    let (simulator, error) = Harness.simulate(storyboard, device: test.device, test.events)
    #expect((error?.message ?? "") == test.message)
    if !test.message.isEmpty { #expect(simulator.events.last?.error == error) }
  }

  @Test(arguments: [
    (Event.select(.row(.id("fileTable"), 2)), "row 2 is out of range: 'fileTable' has 2 rows"),
    (
      .select(.row(.id("colorControl"), 3)),
      "segment 3 is out of range: 'colorControl' has 3 segments"
    ),
    (
      // A negative index (the library takes any Int; the command line refuses one) is out
      // of range too, as fuzz-scene found when a pick read its title at it.
      .select(.row(.id("colorControl"), -1)),
      "segment -1 is out of range: 'colorControl' has 3 segments"
    ),
    (
      .tap(.view(.id("colorControl"))),
      "a tap on 'colorControl' chooses no segment; select one with "
        + "'--select colorControl:N'"
    ),
    (
      .type(into: .id("fileTable"), text: "x"),
      "'fileTable' is a tableView; text can only be typed "
        + "into a text field or text view"
    ),
  ])
  func selectionFailure(event: Event, message: String) throws {
    let (_, error) = Harness.simulate(try Harness.app("TinyPix"), [event])
    #expect(error?.message == message)
  }

  @Test func aTapOutsideAPopoverOnlyDismissesIt() throws {
    let storyboard = try Harness.storyboard(Catalog.navigation)
    let (simulator, error) = Harness.simulate(
      storyboard, device: "ipad",
      [
        .tap(.view(.id("popoverButton"))), .tap(.view(.id("pushButton"))),
      ])
    #expect(error == nil)
    #expect(simulator.stack == ["nav", "home"])
    #expect(
      simulator.events.last?.entries.map(\.text) == [
        "the tap lands outside the popover 'sheet': it dismisses the popover and does nothing else",
        "dismiss 'sheet' (presented by 'nav')",
        "sheet viewWillDisappear",
        "sheet viewDidDisappear",
      ])
  }

  @Test func aTapOutsideAnActionSheetPopoverRunsItsCancelAction() throws {
    let (simulator, error) = Harness.simulate(
      try Harness.app("NodeCalculator"), device: "ipad",
      [
        .tap(.view(.id("menuButton"))), .tap(.view(.id("canvas"))),
      ])
    #expect(error == nil)
    #expect(simulator.shownAlert == nil)
    #expect(simulator.events.last?.entries.last?.text == "alert action 'Cancel' of 'menu'")
  }

  @Test func anActionSheetCoversEverythingInCompactWidth() throws {
    let (_, error) = Harness.simulate(
      try Harness.app("NodeCalculator"), device: "iphone",
      [
        .tap(.view(.id("menuButton"))), .tap(.view(.id("canvas"))),
      ])
    #expect(
      error?.message
        == "'canvas' is covered by the presented 'menu'; tap one of its actions first: "
        + "'action:Delete Selected Node', 'action:Number', 'action:Operator', 'action:Cancel'")
  }
}

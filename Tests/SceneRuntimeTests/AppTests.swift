import SceneModel
import SceneRuntime
import Testing

/// Golden transcripts of the apps in Scenes/, and the acceptance list of issue 4.
@Suite struct AppTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let app: String
    let name: String
    let device: String
    let events: [Event]
    var testDescription: String { "\(app)-\(name)-\(device)" }
  }

  static let cases: [Case] = [
    Case(
      app: "Wonderland", name: "author", device: "iphone",
      events: [
        .tap(.view(.id("info"))), .tap(.view(.id("doneButton"))),
      ]),
    Case(
      app: "Wonderland", name: "author", device: "ipad",
      events: [
        .tap(.view(.id("info"))), .tap(.view(.id("doneButton"))),
      ]),
    Case(
      app: "Wonderland", name: "characters", device: "iphone",
      events: [
        .tap(.tab("Characters")), .select(.row(.id("characterTable"), 1)), .back,
      ]),
    Case(
      app: "Wonderland", name: "pages", device: "iphone",
      events: [
        .tap(.tab("Read")), .swipe(.left), .swipe(.left), .swipe(.right),
      ]),
    Case(
      app: "NodeCalculator", name: "dial", device: "ipad",
      events: [
        .tap(.view(.id("dialItem"))), .tap(.view(.id("menuButton"))),
        .tap(.view(.id("menuButton"))),
        .tap(.alertAction("Delete Selected Node")),
      ]),
    Case(
      app: "NodeCalculator", name: "dial", device: "iphone",
      events: [
        .tap(.view(.id("dialItem"))), .tap(.view(.id("doneButton"))),
      ]),
    Case(
      app: "NodeCalculator", name: "menu", device: "iphone",
      events: [
        .tap(.view(.id("menuButton"))), .tap(.alertAction("Delete Selected Node")),
        .tap(.view(.id("menuButton"))),
        .tap(.alertAction("Operator")),
      ]),
    Case(
      app: "TabbedCalculation", name: "area", device: "iphone",
      events: [
        .type(into: .id("rectWidth"), text: "3"), .type(into: .id("rectLength"), text: "4"),
        .type(into: .id("circleRadius"), text: "1"), .tap(.view(.id("areaBackground"))),
        .tap(.view(.id("calculateButton"))),
        .tap(.tab("Summary")),
      ]),
    Case(
      app: "TinyPix", name: "new-document", device: "iphone",
      events: [
        .select(.row(.id("colorControl"), 1)), .tap(.view(.id("addButton"))),
        .type(into: .id("nameField"), text: "Spaceship"),
        .tap(.alertAction("Create")), .back,
      ]),
    Case(
      app: "TinyPix", name: "open-document", device: "ipad",
      events: [
        .select(.row(.id("fileTable"), 1)), .back, .tap(.view(.id("addButton"))),
        .tap(.alertAction("Cancel")),
      ]),
  ]

  @Test(arguments: cases)
  func transcript(_ test: Case) throws {
    let storyboard = try Harness.app(test.app)
    let text = Harness.transcript(
      storyboard, file: "Scenes/\(test.app).yaml", device: test.device, test.events)
    Harness.assertGolden(text, named: "app-\(test.testDescription)")
  }

  // MARK: - Acceptance (issue 4)

  @Test func infoShowsTheAuthorPageAsTheFileSaysOnIPad() throws {
    let (simulator, error) = Harness.simulate(
      try Harness.app("Wonderland"), device: "ipad",
      [
        .tap(.view(.id("info")))
      ])
    #expect(error == nil)
    #expect(simulator.top?.sceneID == "authorInfo")
    #expect(simulator.top?.presentation?.style == .formSheet)
    #expect(simulator.stack == ["tabs", "authorInfo"])
  }

  /// The author page's form sheet on an iPhone: a sheet over the book from iOS 13 (the book
  /// stays on screen), full screen on its side and before iOS 13.
  @Test(arguments: [
    ("iphone", 26, PresentationStyle.pageSheet, ["tabs", "book", "authorInfo"]),
    ("iphone-landscape", 26, .fullScreen, ["authorInfo"]),
    ("iphone", 12, .fullScreen, ["authorInfo"]),
  ])
  func infoAdaptsOnIPhone(
    device: String, ios: Int, style: PresentationStyle, appeared: [String]
  ) throws {
    let (simulator, error) = Harness.simulate(
      try Harness.app("Wonderland"), device: device, ios: ios, [.tap(.view(.id("info")))])
    #expect(error == nil)
    #expect(simulator.top?.sceneID == "authorInfo")
    #expect(simulator.top?.presentation?.style == style)
    #expect(simulator.appearedControllers().map(\.sceneID) == appeared)
  }

  @Test(arguments: ["iphone", "ipad"])
  func doneEndsBackOnTheBookTab(device: String) throws {
    let (simulator, error) = Harness.simulate(
      try Harness.app("Wonderland"), device: device,
      [
        .tap(.view(.id("info"))), .tap(.view(.id("doneButton"))),
      ])
    #expect(error == nil)
    #expect(simulator.stack == ["tabs", "book"])
    #expect(simulator.viewsOnScreen().map(\.id) == ["cover", "info"])
  }

  @Test func selectingACharacterPushesTheDetailAndBackReturns() throws {
    let storyboard = try Harness.app("Wonderland")
    let (pushed, error) = Harness.simulate(
      storyboard,
      [
        .tap(.tab("Characters")), .select(.row(.id("characterTable"), 1)),
      ])
    #expect(error == nil)
    #expect(pushed.stack == ["tabs", "charactersNav", "characterDetail"])
    #expect(pushed.viewsOnScreen().first { $0.id == "nameLabel" }?.text == "White Rabbit")
    let (back, backError) = Harness.simulate(
      storyboard,
      [
        .tap(.tab("Characters")), .select(.row(.id("characterTable"), 1)), .back,
      ])
    #expect(backError == nil)
    #expect(back.stack == ["tabs", "charactersNav", "characterList"])
  }

  @Test func tappingACoveredViewFails() throws {
    let (simulator, error) = Harness.simulate(
      try Harness.app("Wonderland"), device: "ipad",
      [
        .tap(.view(.id("info"))), .tap(.view(.id("info"))),
      ])
    #expect(error?.message == "'info' is covered by the presented 'authorInfo'")
    #expect(simulator.events.last?.error == error)
  }
}

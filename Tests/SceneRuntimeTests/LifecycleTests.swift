import SceneModel
import SceneRuntime
import Testing

/// The lifecycle orders of UIKIT-SEMANTICS.md §1.8, one transition at a time.
@Suite struct LifecycleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let storyboard: String
    let device: String
    let events: [Event]
    let expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "push A→B", storyboard: Catalog.tabs, device: "iphone",
      events: [.tap(.tab("Second")), .tap(.view(.id("nextButton")))],
      expected: [
        "item viewDidLoad", "list viewWillDisappear", "item viewWillAppear",
        "list viewDidDisappear", "item viewDidAppear",
      ]),
    Case(
      name: "pop B→A", storyboard: Catalog.tabs, device: "iphone",
      events: [.tap(.tab("Second")), .tap(.view(.id("nextButton"))), .back],
      expected: [
        "item viewWillDisappear", "list viewWillAppear", "item viewDidDisappear",
        "list viewDidAppear",
      ]),
    Case(
      name: "tab switch, first time", storyboard: Catalog.tabs, device: "iphone",
      events: [.tap(.tab("Second"))],
      expected: [
        "secondNav viewDidLoad", "secondNav viewWillAppear", "list viewDidLoad",
        "list viewWillAppear", "first viewWillDisappear", "first viewDidDisappear",
        "secondNav viewDidAppear", "list viewDidAppear",
      ]),
    Case(
      name: "tab switch back: no second viewDidLoad", storyboard: Catalog.tabs, device: "iphone",
      events: [.tap(.tab("Second")), .tap(.tab("First"))],
      expected: [
        "first viewWillAppear", "secondNav viewWillDisappear", "list viewWillDisappear",
        "secondNav viewDidDisappear", "list viewDidDisappear", "first viewDidAppear",
      ]),
    Case(
      name: "present fullScreen", storyboard: Catalog.bare, device: "ipad",
      events: [.tap(.view(.id("manualButton")))],
      expected: [
        "start viewDidLoad", "start viewWillDisappear", "start viewWillAppear",
        "start viewDidAppear", "start viewDidDisappear",
      ]),
    Case(
      name: "present pageSheet: the presenter gets no disappear", storyboard: Catalog.bare,
      device: "ipad", events: [.tap(.view(.id("pushButton")))],
      expected: ["next viewDidLoad", "next viewWillAppear", "next viewDidAppear"]),
    Case(
      name: "dismiss pageSheet: the presenter gets no appear", storyboard: Catalog.bare,
      device: "ipad", events: [.tap(.view(.id("pushButton"))), .tap(.view(.id("doneButton")))],
      expected: ["next viewWillDisappear", "next viewDidDisappear"]),
    Case(
      name: "dismiss pageSheet on an iPhone: the presenter gets no appear",
      storyboard: Catalog.bare, device: "iphone",
      events: [.tap(.view(.id("pushButton"))), .tap(.view(.id("doneButton")))],
      expected: ["next viewWillDisappear", "next viewDidDisappear"]),
    Case(
      name: "dismiss fullScreen (a sheet in compact height)", storyboard: Catalog.bare,
      device: "iphone-landscape",
      events: [.tap(.view(.id("pushButton"))), .tap(.view(.id("doneButton")))],
      expected: [
        "next viewWillDisappear", "start viewWillAppear", "next viewDidDisappear",
        "start viewDidAppear",
      ]),
    Case(
      name: "present overFullScreen", storyboard: Catalog.navigation, device: "iphone",
      events: [.tap(.view(.id("overFullScreenButton")))],
      expected: ["sheet viewDidLoad", "sheet viewWillAppear", "sheet viewDidAppear"]),
    Case(
      name: "present popover", storyboard: Catalog.navigation, device: "ipad",
      events: [.tap(.view(.id("popoverButton")))],
      expected: ["sheet viewDidLoad", "sheet viewWillAppear", "sheet viewDidAppear"]),
    Case(
      name: "present currentContext: only the context disappears", storyboard: Catalog.tabs,
      device: "ipad", events: [.tap(.view(.id("contextButton")))],
      expected: [
        "cover viewDidLoad", "first viewWillDisappear", "cover viewWillAppear",
        "cover viewDidAppear", "first viewDidDisappear",
      ]),
    Case(
      name: "embed: the child loads first and follows its parent", storyboard: Catalog.navigation,
      device: "iphone", events: [],
      expected: [
        "nav viewDidLoad", "nav viewWillAppear", "badge viewDidLoad", "home viewDidLoad",
        "home viewWillAppear", "badge viewWillAppear", "nav viewDidAppear", "home viewDidAppear",
        "badge viewDidAppear",
      ]),
  ]

  @Test(arguments: cases)
  func order(_ test: Case) throws {
    let storyboard = try Harness.storyboard(test.storyboard)
    let (simulator, error) = Harness.simulate(storyboard, device: test.device, test.events)
    #expect(error == nil)
    #expect(Harness.lifecycle(of: simulator) == test.expected)
  }

  @Test func everySegueMakesAFreshDestination() throws {
    let storyboard = try Harness.storyboard(Catalog.tabs)
    let (simulator, error) = Harness.simulate(
      storyboard,
      [
        .tap(.tab("Second")), .tap(.view(.id("nextButton"))), .back, .tap(.view(.id("nextButton"))),
      ])
    #expect(error == nil)
    #expect(Harness.lifecycle(of: simulator).first == "item viewDidLoad")
    let item = try #require(simulator.top)
    #expect(item.sceneID == "item")
    #expect(item.number == 6)
  }

  @Test func onAppearRunsAtViewWillAppear() throws {
    let (simulator, error) = Harness.simulate(
      try Harness.app("TabbedCalculation"),
      [
        .tap(.tab("Summary"))
      ])
    #expect(error == nil)
    let texts = simulator.events.last?.entries.map(\.text) ?? []
    let will = try #require(texts.firstIndex(of: "summary viewWillAppear"))
    let set = try #require(texts.firstIndex(of: "set totalLabel.text = \"0\""))
    let did = try #require(texts.firstIndex(of: "summary viewDidAppear"))
    #expect(will < set && set < did)
  }

  @Test func segueFromOnAppearWaitsForTheTransition() throws {
    let storyboard = try Harness.storyboard(
      """
      format: 1
      storyboard: Chain
      initial: nav
      scenes:
        nav:
          kind: navigationController
          segues: [ { kind: relationship, relationship: rootViewController, to: a } ]
        a:
          kind: viewController
          views: [ { id: go, type: button, title: Go } ]
          segues: [ { kind: push, from: go, to: b } ]
        b:
          kind: viewController
          onAppear: [ { segue: next } ]
          segues: [ { id: next, kind: push, to: c } ]
        c:
          kind: viewController
      """)
    let (simulator, error) = Harness.simulate(storyboard, [.tap(.view(.id("go")))])
    #expect(error == nil)
    #expect(simulator.stack == ["nav", "c"])
    #expect(
      Harness.lifecycle(of: simulator) == [
        "b viewDidLoad", "a viewWillDisappear", "b viewWillAppear", "a viewDidDisappear",
        "b viewDidAppear", "c viewDidLoad", "b viewWillDisappear", "c viewWillAppear",
        "b viewDidDisappear", "c viewDidAppear",
      ])
  }
}

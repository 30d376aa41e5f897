import SceneModel
import SceneRuntime
import Testing

/// Steps, their runtime errors (naming the action and its file:line) and the limits.
@Suite struct StepTests {
  static let steps = """
    format: 1
    storyboard: Steps
    initial: tabs
    state: { count: 0 }
    scenes:
      tabs:
        kind: tabBarController
        segues: [ { kind: relationship, relationship: viewControllers, to: [nav, other] } ]
      other:
        kind: viewController
        tabItem: { title: Other }
      nav:
        kind: navigationController
        tabItem: { title: Main }
        segues: [ { kind: relationship, relationship: rootViewController, to: main } ]
      main:
        kind: viewController
        views:
          - { id: field, type: textField }
          - { id: result, type: label }
          - { id: divide, type: button, title: Divide }
          - { id: badTab, type: button, title: Bad Tab }
          - { id: badIf, type: button, title: Bad If }
          - { id: loop, type: button, title: Loop }
          - { id: present, type: button, title: Present }
          - { id: many, type: button, title: Many }
        actions:
          - name: divideAction
            from: divide
            do:
              - set: result.text
                to: 'text(10 / number(field.text))'
          - { name: badTabAction, from: badTab, do: [ { selectTab: 5 } ] }
          - name: badIfAction
            from: badIf
            do:
              - if: state.count
                then: [ endEditing ]
          - name: manyAction
            from: many
            do:
              - { set: state.count, to: state.count + 1 }
              - { set: state.count, to: state.count + 1 }
              - { set: state.count, to: state.count + 1 }
        segues:
          - { kind: push, from: loop, to: looping }
          - { kind: modal, from: present, to: spiral, presentation: overFullScreen }
      looping:
        kind: viewController
        onAppear: [ { segue: again } ]
        segues: [ { id: again, kind: push, to: looping } ]
      spiral:
        kind: viewController
        onAppear: [ { segue: deeper } ]
        segues: [ { id: deeper, kind: modal, to: spiral, presentation: overFullScreen } ]
    """

  @Test func expressionErrorsNameTheActionAndItsPlace() throws {
    let storyboard = try Harness.storyboard(Self.steps)
    let (_, error) = Harness.simulate(
      storyboard, [.type(into: .id("field"), text: "0"), .tap(.view(.id("divide")))])
    #expect(error?.description == "inline.yaml:32:26: action 'divideAction': division by zero")
  }

  @Test func typedTextIsUsed() throws {
    let storyboard = try Harness.storyboard(Self.steps)
    let (simulator, error) = Harness.simulate(
      storyboard,
      [
        .type(into: .id("field"), text: "4"), .tap(.view(.id("divide"))),
      ])
    #expect(error == nil)
    #expect(simulator.viewsOnScreen().first { $0.id == "result" }?.text == "2.5")
  }

  @Test func selectTabOutOfRange() throws {
    let (_, error) = Harness.simulate(
      try Harness.storyboard(Self.steps), [.tap(.view(.id("badTab")))])
    #expect(
      error?.description
        == "inline.yaml:33:51: action 'badTabAction': selectTab: 5 is out of range: "
        + "'tabs' has 2 tabs")
  }

  @Test func conditionMustBeABoolean() throws {
    let (_, error) = Harness.simulate(
      try Harness.storyboard(Self.steps), [.tap(.view(.id("badIf")))])
    #expect(
      error?.description
        == "inline.yaml:37:17: action 'badIfAction': the condition of 'if' is a number, "
        + "not a boolean")
  }

  @Test func aPushLoopStopsAtTheNavigationLimit() throws {
    let (simulator, error) = Harness.simulate(
      try Harness.storyboard(Self.steps), [.tap(.view(.id("loop")))])
    #expect(
      error?.description
        == "inline.yaml:50:17: onAppear of 'looping': 'nav' would hold more than 64 "
        + "controllers; is there a segue loop?")
    #expect(simulator.events.last?.error == error)
  }

  @Test func aPresentationLoopStopsAtTheDepthLimit() throws {
    let (_, error) = Harness.simulate(
      try Harness.storyboard(Self.steps), [.tap(.view(.id("present")))])
    #expect(
      error?.description
        == "inline.yaml:54:17: onAppear of 'spiral': presenting 'spiral' would make more "
        + "than 16 presentations one above another; is there a segue loop?")
  }

  @Test func theStepLimitStopsAnEvent() throws {
    let storyboard = try Harness.storyboard(Self.steps)
    let limits = SimulationLimits(
      stepsPerEvent: 2, transitionsPerEvent: 100, presentationDepth: 16, navigationDepth: 64,
      controllers: 100)
    let simulator = Simulator(storyboard: storyboard, device: Device.builtIn[1], limits: limits)
    #expect(
      throws: SimulationError(
        "action 'manyAction': more than 2 steps in one event; is there a loop?",
        at: .init(file: "inline.yaml", line: 44, column: 13))
    ) {
      try simulator.launch()
      try simulator.apply(.tap(.view(.id("many"))))
    }
    #expect(simulator.state.first?.value == .number(2))
  }

  static let stack = """
    format: 1
    storyboard: Stack
    initial: nav
    scenes:
      nav:
        kind: navigationController
        segues: [ { kind: relationship, relationship: rootViewController, to: a } ]
      a:
        kind: viewController
        title: A
        views: [ { id: toB, type: button, title: B } ]
        segues: [ { kind: push, from: toB, to: b } ]
      b:
        kind: viewController
        views: [ { id: toC, type: button, title: C } ]
        segues: [ { kind: push, from: toC, to: c } ]
      c:
        kind: viewController
        views:
          - { id: popButton, type: button, title: Pop }
          - { id: rootButton, type: button, title: Root }
          - { id: toggle, type: switch }
          - { id: status, type: label }
        actions:
          - { name: popOne, from: popButton, do: [pop] }
          - { name: popAll, from: rootButton, do: [popToRoot] }
          - name: toggled
            from: toggle
            do: [ { set: status.text, to: "toggle.on" } ]
    """

  @Test func popAndPopToRoot() throws {
    let storyboard = try Harness.storyboard(Self.stack)
    let (popped, error) = Harness.simulate(
      storyboard,
      [
        .tap(.view(.id("toB"))), .tap(.view(.id("toC"))), .tap(.view(.id("popButton"))),
      ])
    #expect(error == nil)
    #expect(popped.top?.sceneID == "b")
    let (root, rootError) = Harness.simulate(
      storyboard,
      [
        .tap(.view(.id("toB"))), .tap(.view(.id("toC"))), .tap(.view(.id("rootButton"))),
      ])
    #expect(rootError == nil)
    #expect(root.top?.sceneID == "a")
    #expect(
      root.events.last?.entries.map(\.text) == [
        "action 'popAll' of 'c' (touchUpInside from 'rootButton')",
        "popToRoot 'b', 'c' from 'nav', back to 'a'",
        "c viewWillDisappear", "a viewWillAppear", "c viewDidDisappear", "a viewDidAppear",
      ])
  }

  @Test func aSwitchTogglesAndSendsValueChanged() throws {
    let storyboard = try Harness.storyboard(Self.stack)
    let (simulator, error) = Harness.simulate(
      storyboard,
      [
        .tap(.view(.id("toB"))), .tap(.view(.id("toC"))), .tap(.view(.id("toggle"))),
      ])
    #expect(error == nil)
    #expect(
      simulator.viewsOnScreen().map { "\($0.id)=\($0.text ?? "-")" } == [
        "popButton=Pop", "rootButton=Root", "toggle=on", "status=true",
      ])
  }
}

import Diagnostics
import Foundation
import SceneModel
import SceneRuntime
import Testing

/// Flow files (SCENE-FORMAT.md §9): loading with located diagnostics, and the
/// repository's flows, which must all pass.
@Suite struct FlowTests {
  static func load(_ yaml: String) -> FlowLoader.Result {
    FlowLoader.load(Array(yaml.utf8), file: "flow.yaml")
  }

  static func messages(_ result: FlowLoader.Result) -> [String] {
    result.diagnostics.map(DiagnosticPrinter(useColor: false).render)
  }

  @Test func everyStepKindLoads() throws {
    let result = Self.load(
      """
      storyboard: ../App.yaml
      device: ipad
      steps:
        - tap: info
        - type: { into: name, text: "Alice" }
        - select: "table:2"
        - accessory: "table:1"
        - back
        - swipe: left
        - expect: { top: book, stack: [tabs, book], visible: [info], text: { name: Alice } }
      """)
    #expect(Self.messages(result) == [])
    let flow = try #require(result.flow)
    #expect(flow.storyboardPath == "../App.yaml")
    #expect(flow.device?.value == "ipad")
    #expect(flow.steps.map(\.location.line) == [4, 5, 6, 7, 8, 9, 10])
    #expect(
      flow.steps.compactMap(\.event) == [
        .tap(.view(.id("info"))), .type(into: .id("name"), text: "Alice"),
        .select(.row(.id("table"), 2)),
        .accessory(.row(.id("table"), 1)), .back, .swipe(.left),
      ])
    guard case .expect(let expectation) = flow.steps[6].kind else {
      Issue.record("the last step is not an expectation")
      return
    }
    #expect(expectation.top?.value == "book")
    #expect(expectation.stack?.map(\.value) == ["tabs", "book"])
    #expect(expectation.visible.map(\.value) == ["info"])
    #expect(expectation.text.map { "\($0.view.value)=\($0.text.value)" } == ["name=Alice"])
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let yaml: String
    let message: String
    var testDescription: String { message }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      yaml: "storyboard: a.yaml\n",
      message: "flow.yaml:1:1: error: the flow has no 'steps'; add it [missing-key]\n"),
    ErrorCase(
      yaml: "steps:\n  - jump: info\n",
      message: "flow.yaml:2:5: error: unknown key 'jump' in a flow step; expected one of: tap, "
        + "type, select, accessory, back, swipe, longPress, pullToRefresh, endRefreshing, expect, snapshot [unknown-key]\n"
    ),
    ErrorCase(
      yaml: "steps:\n  - select: table\n",
      message: "flow.yaml:2:13: error: expected 'ID:N' (a table view or segmented control and "
        + "a number from 0) for 'select', found 'table' [wrong-type]\n"),
    ErrorCase(
      yaml: "steps:\n  - accessory: table:x\n",
      message: "flow.yaml:2:16: error: expected 'ID:N' (a table view and a number from 0) for "
        + "'accessory', found 'table:x' [wrong-type]\n"),
    ErrorCase(
      yaml: "steps:\n  - swipe: up\n",
      message: "flow.yaml:2:12: error: 'up' is not a valid swipe: write left or right to turn the "
        + "page view controller's pages, down to dismiss the sheet on top, or ID:DIRECTION "
        + "(right, left, up or down) to swipe a view with a swipe gesture [invalid-value]\n"),
    ErrorCase(
      yaml: "steps:\n  - expect: { frame: { l: [1, 2, 3] } }\n",
      message: "flow.yaml:2:27: error: expected [x, y, width, height] for 'frame', found a list "
        + "of 3 [wrong-type]\n"),
    ErrorCase(
      yaml: "device: ipod\nsteps: []\n",
      message: "flow.yaml:1:9: error: 'ipod' is not a valid device; did you mean 'ipad'? "
        + "[invalid-value]\n"),
    ErrorCase(
      yaml: "steps:\n  - expect: { top: a, colour: red }\n",
      message: "flow.yaml:2:23: error: unknown key 'colour' in 'expect'; expected one of: top, "
        + "stack, visible, text, frame, alert [unknown-key]\n"),
  ]

  /// Every event step is the model's `Event` as loaded: a swipe's direction is checked when the
  /// flow loads, so `down` stays a sheet's dismissal and `ID:DIRECTION` a swipe on a view.
  @Test func eventStepsLoadAsTheEventsTheyName() throws {
    let result = Self.load(
      """
      storyboard: App.yaml
      steps:
        - swipe: down
        - swipe: right
        - swipe: "hero:up"
        - swipe: hero
        - longPress: hero
        - pullToRefresh: list
        - endRefreshing: list
        - snapshot: start
      """)
    #expect(Self.messages(result) == [])
    let flow = try #require(result.flow)
    #expect(
      flow.steps.map(\.event) == [
        .swipe(.down), .swipe(.right), .swipeOn(.id("hero"), .up), .swipeOn(.id("hero"), .right),
        .longPress(.id("hero")), .pullToRefresh(.id("list")), .endRefreshing("list"), nil,
      ])
  }

  @Test(arguments: errorCases)
  func errors(_ test: ErrorCase) {
    #expect(Self.messages(Self.load(test.yaml)) == [test.message])
  }

  static var repositoryFlows: [String] {
    let folder = Harness.root.appendingPathComponent("Scenes/Flows")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
  }

  @Test(arguments: repositoryFlows)
  func repositoryFlowPasses(_ name: String) throws {
    let path = Harness.root.appendingPathComponent("Scenes/Flows/\(name)").path
    let result = FlowLoader.load(
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), file: path)
    #expect(Self.messages(result) == [])
    let flow = try #require(result.flow)
    let scenePath = try #require(flow.storyboardPath)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: scenePath)))
    let storyboard = try #require(StoryboardLoader.load(bytes, file: scenePath).storyboard)
    let device = try #require(Device.named(flow.device?.value ?? "iphone"))
    let outcomes = FlowRunner.run(flow, on: Simulator(storyboard: storyboard, device: device))
    #expect(outcomes.count == flow.steps.count)
    #expect(outcomes.compactMap(\.error).map(\.description) == [])
  }

  /// A runtime error suggests events as the flow writes them, not as `simulate`'s options.
  @Test func aFailedStepSuggestsFlowSteps() throws {
    let flow = try #require(Self.load("steps:\n  - tap: count\n").flow)
    let storyboard = try Harness.storyboard(
      """
      format: 1
      storyboard: Steps
      initial: home
      scenes:
        home:
          kind: viewController
          views:
            - { id: count, type: stepper, value: 1, min: 0, max: 2 }
      """)
    let simulator = Simulator(storyboard: storyboard, device: Device.builtIn[0])
    let outcomes = FlowRunner.run(flow, on: simulator)
    #expect(
      outcomes.map { $0.error?.description } == [
        "flow.yaml:2:5: a tap on 'count' needs a side: 'tap: count:+' or 'tap: count:-'"
      ])
  }

  @Test func aFailedExpectationSaysWhatWasExpectedAndFound() throws {
    let flow = try #require(
      Self.load(
        """
        steps:
          - tap: info
          - expect: { top: book, visible: [cover], text: { authorText: Alice } }
        """
      ).flow)
    // Before iOS 13 the author page covers the book full screen, so 'cover' is not on screen.
    var storyboard = try Harness.app("Wonderland")
    storyboard.iosVersion = Located(12, at: storyboard.location)
    let simulator = Simulator(storyboard: storyboard, device: Device.builtIn[1])
    let outcomes = FlowRunner.run(flow, on: simulator)
    #expect(
      outcomes.last?.error?.description == "flow.yaml:3:5: expect failed: expected top "
        + "'book', found 'authorInfo'; expected 'cover' on screen, but it is not; expected "
        + "'authorText' to show \"Alice\", found \"Lewis Carroll\\na.k.a. Charles Lutwidge "
        + "Dodgson\\n27 January 1832 – 14 January 1898\"")
  }
}

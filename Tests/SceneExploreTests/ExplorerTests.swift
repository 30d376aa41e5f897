import SceneModel
import SceneRuntime
import Testing

@testable import SceneExplore

/// Breadth-first exploration: shortest paths to scenes and findings, dead ends judged by the
/// screen (not the data), push cycles cut and reported, never-used controls and segues.
@Suite struct ExplorerTests {
  static let app = """
    format: 1
    storyboard: Explore
    initial: nav
    state: { visits: 0 }
    scenes:
      nav:
        kind: navigationController
        segues:
          - { kind: relationship, relationship: rootViewController, to: home }
      home:
        kind: viewController
        views:
          - { id: more, type: button, title: More }
          - { id: trap, type: button, title: Trap }
          - { id: secret, type: button, title: Secret, hidden: true }
          - { id: count, type: button, title: Count }
        actions:
          - { name: countVisit, from: count, do: [ { set: state.visits, to: state.visits + 1 } ] }
        constraints:
          - more.top = safeArea.top
          - more.leading = superview.leading
          - trap.top = more.bottom + 8
          - trap.leading = superview.leading
          - secret.top = trap.bottom + 8
          - secret.leading = superview.leading
          - count.top = secret.bottom + 8
          - count.leading = superview.leading
        segues:
          - { kind: push, from: more, to: detail }
          - { kind: modal, from: trap, to: cage, presentation: fullScreen }
          - { kind: push, from: secret, to: detail }
      detail:
        kind: viewController
        views:
          - { id: again, type: button, title: Again }
        constraints:
          - again.top = safeArea.top
          - again.leading = superview.leading
        segues:
          - { kind: push, from: again, to: detail }
      cage:
        kind: viewController
      lonely:
        kind: viewController
    """

  func explore(_ text: String, options: ExploreOptions = ExploreOptions()) throws -> Exploration {
    let storyboard = try #require(
      StoryboardLoader.load(Array(text.utf8), file: "app.yaml").storyboard)
    return Explorer.explore(
      storyboard, device: try #require(Device.named("iphone")), options: options)
  }

  @Test func findsEachKindWithItsShortestPath() throws {
    let result = try explore(Self.app)
    #expect(
      result.scenes.map { "\($0.scene): \($0.path.map(\.description))" } == [
        "home: []", "detail: [\"tap more\"]", "cage: [\"tap trap\"]",
      ])
    #expect(result.unreached == ["lonely"])
    #expect(
      result.findings.map {
        "\($0.location?.description ?? "-") \($0.kind): \($0.message) \($0.path.map(\.description))"
      }
        == [
          "app.yaml:32:3 unbounded: 'detail' is on the stack 3 times: a push or presentation cycle "
            + "can deepen it forever [\"tap more\", \"tap again\", \"tap again\"]",
          "app.yaml:4:10 unbounded: 'state.visits' takes more than 4 values: it can grow forever, "
            + "and states with further values are not explored [\"tap count\", \"tap count\", "
            + "\"tap count\", \"tap count\"]",
          "app.yaml:43:3 unreached: scene 'lonely' is not reached within the bounds (cut by "
            + "repeats, values) []",
          "app.yaml:41:3 dead-end: once 'cage' is shown this way, no input leads back to the first "
            + "screen [\"tap trap\"]",
          "app.yaml:15:15 never-tappable: 'secret' of 'home' is never on screen, enabled and "
            + "uncovered []",
          "app.yaml:31:17 never-performed: the push segue from 'secret' of 'home' is never performed []",
        ])
  }

  @Test func dataThatGrowsIsCutAndReported() throws {
    let result = try explore(Self.app)
    // Each tap on Count is a new state (visits 1, 2, …): after 4 values the counter's states
    // are not explored, so the search ends (complete), and the screens reached with any data
    // are not dead ends.
    #expect(result.states == 21)
    #expect(result.complete)
    #expect(result.findings.filter { $0.kind == "unbounded" }.count == 2)
    #expect(!result.findings.contains { $0.kind == "dead-end" && $0.message.contains("'home'") })
  }

  @Test func aStateBoundIsReportedAsALimit() throws {
    var options = ExploreOptions()
    options.maxStates = 10
    let result = try explore(Self.app, options: options)
    #expect(result.states == 10)
    #expect(!result.complete)
    #expect(result.limit == "states")
  }

  @Test func aFieldTakesOneOfItsOwnSamples() throws {
    let storyboard = try #require(
      StoryboardLoader.load(
        Array(
          """
          format: 1
          storyboard: Samples
          initial: form
          scenes:
            form:
              kind: viewController
              views:
                - { id: name, type: textField, samples: [Alice, "", Bob] }
                - { id: age, type: textField, keyboard: numberPad }
                - { id: notes, type: textView, samples: [Later] }
          """.utf8), file: "app.yaml"
      ).storyboard)
    let simulator = Simulator(storyboard: storyboard, device: try #require(Device.named("iphone")))
    try simulator.launch()
    #expect(
      ExploreEvents.of(simulator, options: ExploreOptions()).map(\.0.description) == [
        "type name=\"Alice\"", "type name=\"Bob\"", "type age=\"42\"",
        "type notes=\"Later\"", "back",
      ])
    try simulator.apply(.type(into: .id("name"), text: "Bob"))
    #expect(
      ExploreEvents.of(simulator, options: ExploreOptions()).map(\.0.description) == [
        "type age=\"42\"", "type notes=\"Later\"", "back",
      ])
    // Each field is empty or holds one of its samples: 3 × 2 × 2 states.
    let result = Explorer.explore(storyboard, device: try #require(Device.named("iphone")))
    #expect(result.states == 12)
    #expect(result.complete)
  }

  @Test(arguments: [
    ("default", "Hello"), ("numberPad", "42"), ("asciiCapableNumberPad", "42"),
    ("decimalPad", "3.5"), ("numbersAndPunctuation", "3.5"), ("email", "someone@example.com"),
    ("phonePad", "5550100"), ("namePhonePad", "5550100"), ("url", "https://example.com"),
    ("twitter", "@someone"), ("webSearch", "Hello"), ("asciiCapable", "Hello"),
  ])
  func eachKeyboardHasItsSample(_ keyboard: String, _ sample: String) {
    #expect(ExploreEvents.samples(keyboard: keyboard) == [sample])
  }

  @Test func theSameAppIsExploredTheSameWayEveryTime() throws {
    var options = ExploreOptions()
    options.maxStates = 30
    let first = try explore(Self.app, options: options)
    let second = try explore(Self.app, options: options)
    #expect(first.findings == second.findings)
    #expect(first.scenes == second.scenes)
    #expect(first.transitions == second.transitions)
  }
}

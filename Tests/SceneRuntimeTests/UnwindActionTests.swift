import Diagnostics
import SceneModel
import SceneRuntime
import Testing

/// Unwind segues by action (`action:`), resolved as UIKit does: the first controller up the
/// parent and presenting chain whose scene lists the action in `unwindActions`, the source
/// itself excepted (docs/Runtime.md §2.3).
@Suite struct UnwindActionTests {
  /// A meal list in a navigation controller, inside a tab bar: a pushed meal, an editor
  /// presented in its own navigation controller, and a confirmation presented above it.
  static let meals = """
    format: 1
    storyboard: Meals
    initial: tabs
    scenes:
      tabs:
        kind: tabBarController
        segues:
          - { kind: relationship, relationship: viewControllers, to: [mealsNav, settings] }
      mealsNav:
        kind: navigationController
        tabItem: { title: Meals }
        segues:
          - { kind: relationship, relationship: rootViewController, to: list }
      settings:
        kind: viewController
        tabItem: { title: Settings }
        unwindActions: ["unwindToSettings:"]
      list:
        kind: viewController
        class: MealTableViewController
        title: Meals
        unwindActions: ["unwindToMealListWithSender:"]
        views: [ { id: openButton, type: button, title: Open } ]
        segues: [ { kind: push, from: openButton, to: meal } ]
      meal:
        kind: viewController
        title: Meal
        unwindActions: ["unwindToMeal:"]
        views:
          - { id: moreButton, type: button, title: More }
          - { id: editButton, type: button, title: Edit }
        segues:
          - { kind: push, from: moreButton, to: notes }
          - { kind: modal, from: editButton, to: editorNav, presentation: fullScreen }
      notes:
        kind: viewController
        title: Notes
        views: [ { id: doneButton, type: button, title: Done } ]
        segues:
          - { kind: unwind, from: doneButton, action: "unwindToMealListWithSender:" }
      editorNav:
        kind: navigationController
        segues:
          - { kind: relationship, relationship: rootViewController, to: editor }
      editor:
        kind: viewController
        title: Editor
        unwindActions: ["unwindToMeal:"]
        views:
          - { id: saveButton, type: button, title: Save }
          - { id: backButton, type: button, title: Back }
          - { id: askButton, type: button, title: Ask }
        segues:
          - { kind: modal, from: askButton, to: confirm, presentation: formSheet }
          - { kind: unwind, from: backButton, action: "unwindToMeal:" }
          - { id: save, kind: unwind, from: saveButton, action: "unwindToMealListWithSender:" }
      confirm:
        kind: viewController
        views:
          - { id: yesButton, type: button, title: Yes }
          - { id: settingsButton, type: button, title: Settings }
          - { id: editorButton, type: button, title: Editor }
        segues:
          - { kind: unwind, from: yesButton, action: "unwindToMealListWithSender:" }
          - { kind: unwind, from: settingsButton, action: "unwindToSettings:" }
          - { kind: unwind, from: editorButton, action: "unwindToMeal:" }
    """

  static let toMeal: [Event] = [.tap(.tab("Meals")), .tap(.view(.id("openButton")))]

  func run(_ events: [Event], device: String = "iphone") throws
    -> (simulator: Simulator, error: SimulationError?)
  {
    Harness.simulate(try Harness.storyboard(Self.meals), device: device, events)
  }

  @Test func popsANavigationStackToTheImplementer() throws {
    let (simulator, error) = try run(
      Self.toMeal + [.tap(.view(.id("moreButton"))), .tap(.view(.id("doneButton")))])
    #expect(error == nil)
    #expect(simulator.stack == ["tabs", "mealsNav", "list"])
    let lines = (simulator.events.last?.entries ?? []).map(\.text)
    #expect(
      Array(lines.prefix(2)) == [
        "segue unwind: notes → list, which implements 'unwindToMealListWithSender:'",
        "calls 'unwindToMealListWithSender:' on MealTableViewController (code, not run)",
      ])
  }

  @Test func dismissesAPresentationChain() throws {
    let (simulator, error) = try run(
      Self.toMeal + [
        .tap(.view(.id("editButton"))), .tap(.view(.id("askButton"))),
        .tap(.view(.id("yesButton"))),
      ])
    #expect(error == nil)
    #expect(simulator.stack == ["tabs", "mealsNav", "list"])
  }

  /// `editor` implements `unwindToMeal:` too, but the source is never the destination.
  @Test func skipsTheSource() throws {
    let (simulator, error) = try run(
      Self.toMeal + [.tap(.view(.id("editButton"))), .tap(.view(.id("backButton")))])
    #expect(error == nil)
    #expect(simulator.stack == ["tabs", "mealsNav", "meal"])
  }

  /// From `confirm`, the presenting `editor` is the first on the chain that implements it.
  @Test func theNearestImplementerWins() throws {
    let (simulator, error) = try run(
      Self.toMeal + [
        .tap(.view(.id("editButton"))), .tap(.view(.id("askButton"))),
        .tap(.view(.id("editorButton"))),
      ])
    #expect(error == nil)
    #expect(simulator.stack == ["tabs", "editorNav", "editor"])
  }

  @Test func failsWhenNoControllerOnTheChainImplementsIt() throws {
    // `list` presents nothing here: `meal` is not on the chain from an editor shown over it.
    let storyboard = try Harness.storyboard(
      Self.meals.replacingOccurrences(
        of: "segues: [ { kind: push, from: openButton, to: meal } ]",
        with: "segues: [ { kind: modal, from: openButton, to: editorNav } ]"))
    let (_, error) = Harness.simulate(
      storyboard,
      [.tap(.tab("Meals")), .tap(.view(.id("openButton"))), .tap(.view(.id("backButton")))])
    #expect(
      error?.description
        == "inline.yaml:55:51: unwind 'unwindToMeal:' found no controller on the chain that "
        + "implements it: no scene from 'editor' up through its parents and presenters (and "
        + "their other children) lists it in 'unwindActions'; add it to the scene the segue "
        + "returns to")
  }

  @Test func transcripts() throws {
    let storyboard = try Harness.storyboard(Self.meals)
    var text = ""
    for (device, events) in [
      ("iphone", Self.toMeal + [.tap(.view(.id("moreButton"))), .tap(.view(.id("doneButton")))]),
      (
        "ipad",
        Self.toMeal + [
          .tap(.view(.id("editButton"))), .tap(.view(.id("askButton"))),
          .tap(.view(.id("settingsButton"))),
        ]
      ),
      ("iphone", Self.toMeal + [.tap(.view(.id("editButton"))), .tap(.view(.id("saveButton")))]),
    ] {
      text += Harness.transcript(storyboard, file: "inline.yaml", device: device, events) + "\n"
    }
    Harness.assertGolden(text, named: "unwind-action")
  }
}

import Foundation
import SceneModel
import SceneRuntime
import Testing

@testable import SceneExplore

/// A fixture per finding kind, each finding with its exact place, message and path, and each
/// path checked against `BruteForce`: no shorter sequence shows the finding, and the first
/// one of that length is the one reported.
@Suite struct FindingFixturesTests {
  static let deadEnd = """
    format: 1
    storyboard: DeadEnd
    initial: home
    scenes:
      home:
        kind: viewController
        views:
          - { id: open, type: button, title: Open }
          - { id: trap, type: button, title: Trap }
        segues:
          - { kind: modal, from: open, to: sheet, presentation: fullScreen }
          - { kind: modal, from: trap, to: cage, presentation: fullScreen }
      sheet:
        kind: viewController
        views: [ { id: close, type: button, title: Close } ]
        actions: [ { name: close, from: close, do: [dismiss] } ]
      cage:
        kind: viewController
        views: [ { id: wait, type: label, text: Wait } ]
    """

  static let pushCycle = """
    format: 1
    storyboard: Cycle
    initial: nav
    scenes:
      nav:
        kind: navigationController
        segues:
          - { kind: relationship, relationship: rootViewController, to: list }
      list:
        kind: viewController
        views: [ { id: more, type: button, title: More } ]
        segues: [ { kind: push, from: more, to: item } ]
      item:
        kind: viewController
        views: [ { id: again, type: button, title: Again } ]
        segues: [ { kind: push, from: again, to: item } ]
    """

  static let unwindOnOnePath = """
    format: 1
    storyboard: Unwind
    initial: nav
    scenes:
      nav:
        kind: navigationController
        segues:
          - { kind: relationship, relationship: rootViewController, to: start }
      start:
        kind: viewController
        views:
          - { id: viaHome, type: button, title: Home }
          - { id: direct, type: button, title: Direct }
        segues:
          - { kind: push, from: viaHome, to: home }
          - { kind: push, from: direct, to: leaf }
      home:
        kind: viewController
        unwindActions: [unwindToHome]
        views: [ { id: toLeaf, type: button, title: Leaf } ]
        segues: [ { kind: push, from: toLeaf, to: leaf } ]
      leaf:
        kind: viewController
        views: [ { id: done, type: button, title: Done } ]
        segues: [ { kind: unwind, from: done, action: unwindToHome } ]
    """

  static let alwaysCovered = """
    format: 1
    storyboard: Covered
    initial: nav
    scenes:
      nav:
        kind: navigationController
        segues:
          - { kind: relationship, relationship: rootViewController, to: home }
      home:
        kind: viewController
        views: [ { id: next, type: button, title: Next } ]
        segues: [ { kind: push, from: next, to: under } ]
      under:
        kind: viewController
        views: [ { id: buried, type: button, title: Buried } ]
        onAppear: [ { segue: cover } ]
        segues:
          - { id: cover, kind: modal, to: sheet, presentation: fullScreen }
          - { kind: push, from: buried, to: home }
      sheet:
        kind: viewController
        views: [ { id: close, type: button, title: Close } ]
        actions: [ { name: close, from: close, do: [dismiss] } ]
    """

  static let failsAfterThreeEvents = """
    format: 1
    storyboard: Lock
    initial: home
    state: { s: 0, r: 0 }
    scenes:
      home:
        kind: viewController
        views:
          - { id: one, type: button, title: One }
          - { id: two, type: button, title: Two }
          - { id: three, type: button, title: Three }
        actions:
          - { name: one, from: one, do: [ { set: state.s, to: 1 } ] }
          - { name: two, from: two, do: [ { set: state.s, to: (state.s * 2) % 4 } ] }
          - { name: three, from: three, do: [ { set: state.r, to: 10 / (state.s - 2) } ] }
    """

  func load(_ text: String) throws -> Storyboard {
    try #require(StoryboardLoader.load(Array(text.utf8), file: "app.yaml").storyboard)
  }

  func findings(_ storyboard: Storyboard) throws -> [String] {
    let result = Explorer.explore(storyboard, device: try #require(Device.named("iphone")))
    #expect(result.complete)
    return result.findings.map {
      "\($0.location?.description ?? "-") \($0.kind): \($0.message) "
        + "[\($0.path.map(\.description).joined(separator: ", "))]"
    }
  }

  func brute(_ storyboard: Storyboard) throws -> BruteForce {
    BruteForce(storyboard: storyboard, device: try #require(Device.named("iphone")))
  }

  @Test func aModalWithNoWayBackIsADeadEnd() throws {
    let storyboard = try load(Self.deadEnd)
    #expect(
      try findings(storyboard) == [
        "app.yaml:17:3 dead-end: once 'cage' is shown this way, no input leads back to the "
          + "first screen [tap trap]"
      ])
    let brute = try brute(storyboard)
    let shortest = brute.shortest(upTo: 3) { simulator, error in
      error == nil && simulator.top?.sceneID == "cage"
    }
    #expect(shortest == [.tap(.view(.id("trap")))])
    #expect(!brute.canReturnToLaunch(from: [.tap(.view(.id("trap")))], upTo: 3))
    #expect(brute.canReturnToLaunch(from: [.tap(.view(.id("open")))], upTo: 3))
  }

  @Test func aPushCycleGrowsForever() throws {
    let storyboard = try load(Self.pushCycle)
    #expect(
      try findings(storyboard) == [
        "app.yaml:13:3 unbounded: 'item' is on the stack 3 times: a push or presentation "
          + "cycle can deepen it forever [tap more, tap again, tap again]"
      ])
    let shortest = try brute(storyboard).shortest(upTo: 4) { simulator, error in
      error == nil && simulator.root?.children.filter { $0.sceneID == "item" }.count == 3
    }
    #expect(
      shortest == [.tap(.view(.id("more"))), .tap(.view(.id("again"))), .tap(.view(.id("again")))])
  }

  @Test func anUnwindWithNoTargetOnOnePathOnly() throws {
    let storyboard = try load(Self.unwindOnOnePath)
    #expect(
      try findings(storyboard) == [
        "app.yaml:25:51 error: unwind 'unwindToHome' found no controller on the chain that "
          + "implements it: no scene from 'leaf' up through its parents and presenters (and "
          + "their other children) lists it in 'unwindActions'; add it to the scene the segue "
          + "returns to [tap direct, tap done]"
      ])
    let brute = try brute(storyboard)
    let shortest = brute.shortest(upTo: 3) { _, error in error != nil }
    #expect(shortest == [.tap(.view(.id("direct"))), .tap(.view(.id("done")))])
    // The other way to the leaf unwinds.
    #expect(
      brute.replay([
        .tap(.view(.id("viaHome"))), .tap(.view(.id("toLeaf"))), .tap(.view(.id("done"))),
      ])?.error
        == nil)
  }

  @Test func anUnwindByDestinationWithNoTargetDoesNothingAndIsReported() throws {
    // UIKit does nothing when no controller on the chain is the destination: the event
    // passes, and the search reports it.
    let text = Self.unwindOnOnePath
      .replacingOccurrences(of: "action: unwindToHome", with: "to: home")
      .replacingOccurrences(of: "    unwindActions: [unwindToHome]\n", with: "")
    let storyboard = try load(text)
    #expect(
      try findings(storyboard) == [
        "app.yaml:24:23 error: segue unwind: no 'home' in the parent or presenting chain of "
          + "'leaf', so the unwind does nothing; reach 'leaf' only from 'home', or unwind by "
          + "action [tap direct, tap done]"
      ])
    let shortest = try brute(storyboard).shortest(upTo: 3) { simulator, error in
      error == nil && !simulator.ignoredFailures.isEmpty
    }
    #expect(shortest == [.tap(.view(.id("direct"))), .tap(.view(.id("done")))])
  }

  @Test func aControlAlwaysCoveredIsNeverTappable() throws {
    let storyboard = try load(Self.alwaysCovered)
    #expect(
      try findings(storyboard) == [
        "app.yaml:20:3 dead-end: once 'sheet' is shown this way, no input leads back to the "
          + "first screen [tap next]",
        "app.yaml:15:20 never-tappable: 'buried' of 'under' is never on screen, enabled and "
          + "uncovered []",
        "app.yaml:19:17 never-performed: the push segue from 'buried' of 'under' is never "
          + "performed []",
      ])
    let brute = try brute(storyboard)
    #expect(brute.offered(upTo: 4) == ["next", "close"])
    #expect(
      brute.shortest(upTo: 3) { s, e in e == nil && s.top?.sceneID == "sheet" } == [
        .tap(.view(.id("next")))
      ])
  }

  @Test func anActionThatFailsOnlyAfterThreeEvents() throws {
    let storyboard = try load(Self.failsAfterThreeEvents)
    #expect(
      try findings(storyboard) == [
        "app.yaml:15:66 error: action 'three': division by zero [tap one, tap two, tap three]"
      ])
    let shortest = try brute(storyboard).shortest(upTo: 4) { _, error in error != nil }
    #expect(
      shortest == [.tap(.view(.id("one"))), .tap(.view(.id("two"))), .tap(.view(.id("three")))])
  }
}

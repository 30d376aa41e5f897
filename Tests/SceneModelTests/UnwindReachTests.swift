import Testing

@testable import SceneModel

/// `unwind-target-not-ancestor`: an unwind (by `to:` or `action:`) whose target UIKit's
/// search can never find from its source, on any path the segues allow (UnwindReach).
@Suite struct UnwindReachTests {
  /// Two tabs: `first` presents `cover` over its own context; the second tab's stack
  /// `list` > `item` presents `modal` full screen.
  static let tabs = """
    format: 1
    storyboard: Tabs
    initial: tabs
    scenes:
      tabs:
        kind: tabBarController
        segues:
          - { kind: relationship, relationship: viewControllers, to: [first, secondNav] }
      first:
        kind: viewController
        tabItem: { title: First }
        unwindActions: ["unwindToFirst:"]
        views:
          - { id: contextButton, type: button, title: Context, frame: [0, 100, 50, 30] }
        segues:
          - { kind: modal, from: contextButton, to: cover, presentation: currentContext }
      cover:
        kind: viewController
        unwindActions: ["unwindToCover:"]
        views: [ { id: coverButton, type: button, title: Cover, frame: [0, 100, 50, 30] } ]
        segues:
          - { kind: unwind, from: coverButton, to: first }
      secondNav:
        kind: navigationController
        tabItem: { title: Second }
        segues:
          - { kind: relationship, relationship: rootViewController, to: list }
      list:
        kind: viewController
        title: List
        views: [ { id: nextButton, type: button, title: Next, frame: [0, 100, 50, 30] } ]
        segues: [ { kind: push, from: nextButton, to: item } ]
      item:
        kind: viewController
        title: Item
        views:
          - { id: modalButton, type: button, title: Modal, frame: [0, 100, 50, 30] }
          - { id: selfButton, type: button, title: Self, frame: [0, 140, 50, 30] }
        segues:
          - { kind: modal, from: modalButton, to: modal, presentation: fullScreen }
          - { kind: unwind, from: selfButton, to: item }
      modal:
        kind: viewController
        views:
          - { id: a, type: button, title: A, frame: [0, 100, 50, 30] }
          - { id: b, type: button, title: B, frame: [0, 140, 50, 30] }
          - { id: c, type: button, title: C, frame: [0, 180, 50, 30] }
          - { id: d, type: button, title: D, frame: [0, 220, 50, 30] }
        segues:
          - { kind: unwind, from: a, to: list }
          - { kind: unwind, from: b, to: first }
          - { kind: unwind, from: c, to: cover }
          - { kind: unwind, from: d, action: "unwindToCover:" }
    """

  @Test func warnsOnlyWhereTheSearchCanNeverFindTheTarget() {
    // Found: `list` below on the stack, `first` in the other tab (a child of the tab bar
    // controller above), `first` from `cover` (its presenter). Never found: `cover`, which
    // is presented from the other tab; `item` from itself.
    #expect(
      diagnosticLines(Self.tabs) == [
        "41:47: warning: the unwind segue from 'selfButton' can never reach 'item': UIKit's "
          + "search skips the source itself, and no path from 'tabs' shows another 'item' above "
          + "or beside it; unwind to a scene that leads to 'item', or remove the segue "
          + "[unwind-target-not-ancestor]",
        "52:38: warning: the unwind segue from 'c' can never reach 'cover': on no path from "
          + "'tabs' is 'cover' a parent or presenter of 'modal', below it on a navigation stack, "
          + "or a child of a container above it, where UIKit looks; unwind to a scene that "
          + "leads to 'modal', or remove the segue [unwind-target-not-ancestor]",
        "53:42: warning: the unwind segue from 'd' can never reach a scene that implements "
          + "'unwindToCover:' ('cover'): on no path from 'tabs' is it a parent or presenter of "
          + "'modal', below it on a navigation stack, or a child of a container above it, "
          + "where UIKit looks; unwind to a scene that leads to 'modal', or remove the segue "
          + "[unwind-target-not-ancestor]",
      ])
  }

  /// What the source pushes covers it: never below it when it starts the unwind.
  @Test func aScenePushedByTheSourceIsNeverBelowIt() {
    let yaml = """
      format: 1
      storyboard: T
      initial: nav
      scenes:
        nav:
          kind: navigationController
          segues: [ { kind: relationship, relationship: rootViewController, to: list } ]
        list:
          kind: viewController
          views:
            - { id: open, type: button, title: Open, frame: [0, 100, 50, 30] }
            - { id: ahead, type: button, title: Ahead, frame: [0, 140, 50, 30] }
          segues:
            - { kind: push, from: open, to: detail }
            - { kind: unwind, from: ahead, to: detail }
        detail:
          kind: viewController
          views: [ { id: back, type: button, title: Back, frame: [0, 100, 50, 30] } ]
          segues: [ { kind: unwind, from: back, to: list } ]
      """
    #expect(
      diagnosticLines(yaml) == [
        "15:42: warning: the unwind segue from 'ahead' can never reach 'detail': on no path "
          + "from 'nav' is 'detail' a parent or presenter of 'list', below it on a navigation "
          + "stack, or a child of a container above it, where UIKit looks; unwind to a scene "
          + "that leads to 'list', or remove the segue [unwind-target-not-ancestor]"
      ])
  }

  /// A scene pushed onto itself has another instance below it to unwind to; an action is
  /// found when one of the scenes that implement it is.
  @Test func aSceneOnACycleAndOneFoundImplementerAreFine() {
    let yaml = """
      format: 1
      storyboard: T
      initial: nav
      scenes:
        nav:
          kind: navigationController
          segues: [ { kind: relationship, relationship: rootViewController, to: folder } ]
        folder:
          kind: viewController
          unwindActions: ["unwindToFolder:"]
          views:
            - { id: open, type: button, title: Open, frame: [0, 100, 50, 30] }
            - { id: up, type: button, title: Up, frame: [0, 140, 50, 30] }
            - { id: top, type: button, title: Top, frame: [0, 180, 50, 30] }
          segues:
            - { kind: push, from: open, to: folder }
            - { kind: unwind, from: up, to: folder }
            - { kind: unwind, from: top, action: "unwindToFolder:" }
            - { kind: modal, from: top, to: lost }
        lost:
          kind: viewController
          unwindActions: ["unwindToFolder:"]
          views: [ { id: back, type: button, title: Back, frame: [0, 100, 50, 30] } ]
          segues: [ { kind: unwind, from: back, action: "unwindToFolder:" } ]
      """
    #expect(diagnosticLines(yaml) == [])
  }
}

import Testing

/// Errors that are true (issue 29): each fixture is built like a shipping app's storyboard on
/// which scenectl used to report an error UIKit does not raise, and gives none; beside it a
/// near miss still gives its true error, pinned to its text and place (docs/Validation.md).
@Suite struct TrueErrorTests {
  /// A slider whose value the app reads when the finger lifts: UISlider is a UIControl and
  /// sends touchUpInside; it never sends editingChanged, which stays an error.
  @Test func aSliderSendsTouchUpInsideButNotEditingChanged() {
    let yaml = storyboard(
      """
          views:
            - { id: volume, type: slider, value: 0.5, frame: [20, 100, 200, 34] }
          actions:
            - { name: volumeChanged, from: volume, event: valueChanged }
            - { name: volumeSettled, from: volume, event: touchUpInside }
            - { name: volumeEdited, from: volume, event: editingChanged }
      """)
    #expect(
      diagnosticLines(yaml) == [
        "12:52: error: 'volume' is a slider, which never sends 'editingChanged'; it sends "
          + "'valueChanged', 'primaryAction', 'touchDown', 'touchUpInside' "
          + "[action-bad-event-for-control]"
      ])
  }

  /// A plain cell whose only outlet is UITableViewCell's own `accessoryView`, to a view the
  /// scene holds beside its view tree: no class of the app's declares it. An outlet of the
  /// app's (`titleLabel` here) still needs the cell's class, and must reach into the cell.
  @Test func aPlainCellsAccessoryViewOutletNeedsNoClass() {
    let accessory = """
          freeViews:
            - { id: starButton, type: button, title: Star, size: [32, 32] }
          views:
            - id: table
              type: tableView
              prototypes:
                - id: Cell
                  style: basic
                  outlets: { accessoryView: starButton%EXTRA }
      """
    let clean = storyboard(accessory.replacingOccurrences(of: "%EXTRA", with: ""))
    #expect(diagnosticLines(clean) == [])
    let extra = storyboard(
      accessory.replacingOccurrences(of: "%EXTRA", with: ", titleLabel: starButton"))
    #expect(
      diagnosticLines(extra) == [
        "15:51: error: cell 'Cell' has outlets but no 'class', the cell class that declares "
          + "them; add 'class: NAME' [cell-outlets-need-class]",
        "15:63: error: outlet 'titleLabel' of cell 'Cell' connects to 'starButton', which is "
          + "not a view of the cell [cell-outlet-outside-cell]",
      ])
  }

  /// A tab bar controller that is the root of a navigation controller, with a compose button
  /// whose show segue pushes onto that navigation controller (UIKit's `show(_:sender:)`
  /// passes up to the navigation controller). Without the navigation controller around it,
  /// the tab bar controller's show is still an error, and presents modally (a warning).
  @Test func aShowFromATabBarControllerInANavigationStackPushes() {
    let file = """
      format: 1
      storyboard: T
      initial: %INITIAL
      scenes:
        nav:
          kind: navigationController
          segues:
            - { kind: relationship, relationship: rootViewController, to: tabs }
        tabs:
          kind: tabBarController
          navigationItem:
            right: [ { id: compose, system: compose } ]
          segues:
            - { kind: relationship, relationship: viewControllers, to: [inbox] }
            - { kind: show, from: compose, to: message }
        inbox: { kind: viewController, tabItem: { title: Inbox } }
        message: { kind: viewController }
      """
    #expect(diagnosticLines(file.replacingOccurrences(of: "%INITIAL", with: "nav")) == [])
    #expect(
      diagnosticLines(file.replacingOccurrences(of: "%INITIAL", with: "tabs")) == [
        "5:3: warning: scene 'nav' is unreachable: no relationship or segue leads to it from "
          + "the initial scene 'tabs' [unreachable-scene]",
        "15:17: error: a tabBarController gets its children only through relationship "
          + "segues, not a show segue from 'tabs' [container-child-not-relationship]",
        "15:17: warning: the show segue from 'compose' pushes, but scene 'tabs' is never "
          + "inside a navigation controller; there UIKit presents the destination modally "
          + "instead [show-without-navigation]",
      ])
  }

  /// A page view controller on a navigation stack whose navigation item shows a segmented
  /// control as its title view, and which code sends along a show segue: the title view is
  /// the navigation bar's, not a view of the container. A view of its own is still an error.
  @Test func aContainersTitleViewIsTheNavigationBars() {
    let file = """
      format: 1
      storyboard: T
      initial: nav
      scenes:
        nav:
          kind: navigationController
          segues:
            - { kind: relationship, relationship: rootViewController, to: pages }
        pages:
          kind: pageViewController
      %ITEM
          views:
            - { id: modeControl, type: segmentedControl, segments: [A, B], frame: [96, 7, 128, 30] }
          segues:
            - { kind: show, id: showProfile, to: profile }
        profile: { kind: viewController }
      """
    let item = "    navigationItem: { titleView: modeControl }"
    #expect(diagnosticLines(file.replacingOccurrences(of: "%ITEM", with: item)) == [])
    #expect(
      diagnosticLines(file.replacingOccurrences(of: "%ITEM", with: "")) == [
        "13:9: error: scene 'pages' is a pageViewController, which has no views of its own; "
          + "its children come through relationship segues [container-child-not-relationship]"
      ])
  }

  /// A navigation controller's own show segue (performed by code) pushes onto its stack; a
  /// legacy push from it needs a navigation controller above it, which it never has.
  @Test func aNavigationControllersShowPushesOntoItsOwnStack() {
    let file = """
      format: 1
      storyboard: T
      initial: nav
      scenes:
        nav:
          kind: navigationController
          segues:
            - { kind: relationship, relationship: rootViewController, to: home }
            - { kind: %KIND, id: second, to: second }
        home: { kind: viewController }
        second: { kind: viewController }
      """
    #expect(diagnosticLines(file.replacingOccurrences(of: "%KIND", with: "show")) == [])
    #expect(
      diagnosticLines(file.replacingOccurrences(of: "%KIND", with: "push")) == [
        "9:17: error: a navigationController gets its children only through relationship "
          + "segues, not a push segue from 'nav' [container-child-not-relationship]",
        "9:17: warning: segue 'second' pushes, but scene 'nav' is never inside a "
          + "navigation controller; there UIKit presents the destination modally instead "
          + "[show-without-navigation]",
      ])
  }
}

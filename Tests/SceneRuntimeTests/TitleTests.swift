import SceneModel
import SceneRuntime
import Testing

/// `self.title`, UIKit's `UIViewController.title`: steps and `pass:` set it without declaring
/// it, and the navigation bar, the back button above it and (once set) the tab show it.
@Suite struct TitleTests {
  static let yaml = """
    format: 1
    storyboard: T
    initial: tabs
    scenes:
      tabs:
        kind: tabBarController
        segues: [ { kind: relationship, relationship: viewControllers, to: [nav, other] } ]
      other:
        kind: viewController
        tabItem: { title: Other }
        views: [ { id: renameTab, type: button, title: Rename } ]
        actions: [ { name: rename, from: renameTab, do: [ { set: self.title, to: "'Mine'" } ] } ]
      nav:
        kind: navigationController
        tabItem: { title: Home }
        segues: [ { kind: relationship, relationship: rootViewController, to: a } ]
      a:
        kind: viewController
        title: Start
        views:
          - { id: go, type: button, title: Go }
          - { id: next, type: button, title: Next }
          - { id: bad, type: button, title: Bad }
        actions:
          - { name: rename, from: go, do: [ { set: self.title, to: "self.title + ' (renamed)'" } ] }
          - { name: wrong, from: bad, do: [ { set: self.title, to: "4" } ] }
        segues:
          - { kind: push, from: next, to: b, pass: { title: "'Detail of ' + self.title" } }
      b:
        kind: viewController
        views: [ { id: t, type: label } ]
        onAppear: [ { set: t.text, to: self.title } ]
    """

  @Test func aStepSetsTheTitleTheBarShows() throws {
    let storyboard = try Harness.storyboard(Self.yaml)
    let (simulator, error) = Harness.simulate(
      storyboard, [.tap(.view(.id("go"))), .tap(.view(.id("next")))])
    #expect(error == nil)
    let report = SimulationReport.text(of: simulator, file: "inline.yaml")
    #expect(report.contains("  set self.title = \"Start (renamed)\"\n"))
    #expect(report.contains("  pass b.title = \"Detail of Start (renamed)\"\n"))
    #expect(
      report.contains("└─ b (navigation bar: ‹ Start (renamed) | Detail of Start (renamed))\n"))
    #expect(report.contains("  b.t label \"Detail of Start (renamed)\"\n"))
  }

  /// UIKit's title setter sets the tab bar item's title too.
  @Test func aSetTitleRenamesTheTab() throws {
    let storyboard = try Harness.storyboard(Self.yaml)
    let (simulator, error) = Harness.simulate(
      storyboard,
      [.tap(.tab("Other")), .tap(.view(.id("renameTab"))), .tap(.tab("Home")), .tap(.tab("Mine"))])
    #expect(error == nil)
    #expect(
      SimulationReport.text(of: simulator, file: "inline.yaml")
        .contains("tabs (tabBarController, tab bar: Home [Mine])"))
  }

  @Test func aTitleThatIsNotTextFails() throws {
    let storyboard = try Harness.storyboard(Self.yaml)
    let (_, error) = Harness.simulate(storyboard, [.tap(.view(.id("bad")))])
    #expect(
      error?.description
        == "inline.yaml:26:48: action 'wrong': 'self.title' is the view controller's title, "
        + "text or null, but the value is a number; convert it with text(...)")
  }
}

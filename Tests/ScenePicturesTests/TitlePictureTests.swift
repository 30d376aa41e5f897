import SceneModel
import SceneRuntime
import Testing

@testable import ScenePictures

/// Snapshots draw the title a step set (`self.title`) in the navigation bar, and in the back
/// button of the scene pushed above.
@Suite struct TitlePictureTests {
  static let yaml = """
    format: 1
    storyboard: T
    initial: nav
    scenes:
      nav:
        kind: navigationController
        segues: [ { kind: relationship, relationship: rootViewController, to: a } ]
      a:
        kind: viewController
        title: Start
        views:
          - { id: go, type: button, title: Go, frame: [20, 120, 80, 30] }
          - { id: next, type: button, title: Next, frame: [20, 160, 80, 30] }
        actions: [ { name: rename, from: go, do: [ { set: self.title, to: "'Renamed'" } ] } ]
        segues: [ { kind: push, from: next, to: b } ]
      b: { kind: viewController }
    """

  @Test func theBarShowsTheTitleAStepSet() throws {
    let result = StoryboardLoader.load(Array(Self.yaml.utf8), file: "t.yaml")
    let simulator = Simulator(
      storyboard: try #require(result.storyboard), device: try #require(Device.named("iphone")))
    try simulator.launch()
    try simulator.apply(.tap(.view(.id("go"))))
    #expect(
      ScreenBuilder.screen(of: simulator, caption: "").layers.last?.navigationBar?.title
        == "Renamed")
    try simulator.apply(.tap(.view(.id("next"))))
    let bar = ScreenBuilder.screen(of: simulator, caption: "").layers.last?.navigationBar
    #expect(bar?.backTitle == "Renamed")
    #expect(bar?.title == "")
  }
}

import SceneModel
import Testing

@testable import SceneRuntime

/// `simulate` runs the scene as it is on its device: a view a variation uninstalls there is not
/// on screen and cannot be tapped, with a message that says why; elsewhere it is.
@Suite struct ViewVariationRuntimeTests {
  static let yaml = """
    format: 1
    storyboard: T
    initial: s
    scenes:
      s:
        kind: viewController
        views:
          - id: more
            type: button
            title: More
            frame: [0, 100, 60, 30]
            variations:
              - { when: heightClass=compact, installed: false }
    """

  @Test func aViewNotInstalledOnTheDeviceIsNotThere() throws {
    let storyboard = try Harness.storyboard(Self.yaml)
    let (upright, uprightError) = Harness.simulate(
      storyboard, device: "iphone", [.tap(.view(.id("more")))])
    #expect(uprightError == nil)
    #expect(upright.viewsOnScreen().map(\.id) == ["more"])
    let (side, error) = Harness.simulate(
      storyboard, device: "iphone-landscape", [.tap(.view(.id("more")))])
    #expect(side.viewsOnScreen().isEmpty)
    #expect(
      error?.message
        == "'more' is not on screen: scene 's' does not install it on iphone-landscape (its "
        + "variations)")
  }
}

import SceneModel
import Testing

@testable import SceneLayout

/// A view inside a table's prototype cell that varies with the size classes: the scene is
/// resolved for the device with its cells, and laid out once (it sent the layout round
/// without end, a crash of `simulate` on a real storyboard, StateRestoration).
@Suite struct CellVariationTests {
  static let body = """
        views:
          - id: table
            type: tableView
            frame: [0, 0, 320, 400]
            prototypes:
              - id: Cell
                subviews:
                  - id: badge
                    type: view
                    frame: [10, 10, 20, 20]
                    variations:
                      - { when: regular, installed: false }
    """

  @Test(arguments: [("iphone", true), ("ipad", false)])
  func aCellsViewIsResolvedForTheDevice(_ device: String, _ hasBadge: Bool) throws {
    let storyboard = try Fixture.scene(Self.body)
    let scene = try #require(storyboard.scenes.first)
    #expect(scene.hasVariations)
    let resolved = scene.resolved(on: try Fixture.device(device))
    #expect(!resolved.hasVariations)
    #expect(resolved.allViews.contains { $0.id.value == "badge" } == hasBadge)
    let results = SceneLayoutEngine.layouts(
      scene, devices: [try Fixture.device(device)], container: .none)
    #expect(results.count == 1)
  }
}

import SceneModel
import Testing

@testable import SceneLayout

/// `when:` blocks choose constraints per device: size classes, device names, nesting.
@Suite struct WhenBranchTests {
  static let body = """
        views: [ { id: box, type: view } ]
        constraints:
          - box.top = superview.top
          - box.leading = superview.leading
          - box.height = 40 @500
          - when: compact
            constraints:
              - box.width = 100
          - when: regular
            constraints:
              - box.width = 200
              - when: ipad-landscape
                constraints:
                  - box.height = 77
          - when: iphone-se
            constraints:
              - box.height = 10
    """

  @Test(arguments: [
    ("iphone-se", "box [0, 0, 100, 10]"),
    ("iphone", "box [0, 0, 100, 40]"),
    ("iphone-landscape", "box [0, 0, 100, 40]"),
    ("ipad", "box [0, 0, 200, 40]"),
    ("ipad-landscape", "box [0, 0, 200, 77]"),
  ])
  func branch(_ device: String, _ expected: String) throws {
    let storyboard = try Fixture.scene(Self.body)
    let scene = try #require(storyboard.scenes.first)
    let single = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
    #expect(describe(single) == [expected])
    let all = SceneLayoutEngine.layouts(scene, devices: Device.builtIn, container: .none)
    #expect(all.first { $0.device.name == device }.map(describe) == [expected])
  }
}

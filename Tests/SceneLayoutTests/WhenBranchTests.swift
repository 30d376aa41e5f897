import SceneModel
import Testing

@testable import SceneLayout

/// `when:` blocks choose constraints per device: size classes, device names, nesting, and
/// Interface Builder's traits on both axes.
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

  static let traits = """
        views: [ { id: box, type: view } ]
        constraints:
          - box.leading = superview.leading
          - when: heightClass=compact
            constraints: [box.top = superview.top + 4, box.height = 50]
          - when: heightClass=regular
            constraints: [box.top = superview.top + 20, box.height = 100]
          - when: widthClass=compact
            constraints: [box.width = 100]
          - when: heightClass=regular-widthClass=regular
            constraints: [box.width = 300]
          - when: widthClass=regular-heightClass=compact
            constraints: [box.width = 200]
    """

  @Test(arguments: [
    ("iphone", "box [0, 20, 100, 100]"),
    ("iphone-landscape", "box [0, 4, 100, 50]"),
    ("932x430", "box [0, 4, 200, 50]"),
    ("ipad", "box [0, 20, 300, 100]"),
    ("1180x820", "box [0, 20, 300, 100]"),
  ])
  func heightAndWidthTraits(_ device: String, _ expected: String) throws {
    let storyboard = try Fixture.scene(Self.traits)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
    #expect(describe(layout) == [expected])
    #expect(layout.diagnostics.isEmpty)
  }
}

import Testing

@testable import SceneModel

/// `Scene.firstViewIndex(of:)` finds the first view of an id in `allViews`: by a search in
/// order in a scene of a few views, by the scene's table in a larger one, with the same
/// answer either way (the first of two views with one id, nil for an unknown id).
@Suite struct ViewLookupTests {
  /// A scene of `count` labels `v0`, `v1`, ... whose last view repeats the id `v0`, and a
  /// subview `inner` in the first.
  static func scene(labels count: Int) throws -> Scene {
    var views = "    views:\n"
    views += "      - { id: v0, type: view, subviews: [ { id: inner, type: label } ] }\n"
    for i in 1..<count { views += "      - { id: v\(i), type: label }\n" }
    views += "      - { id: v0, type: label }\n"
    let result = StoryboardLoader.load(Array(storyboard(views).utf8), file: "test.yaml")
    return try #require(result.storyboard?.scenes.first)
  }

  @Test(arguments: [3, 14, 15, 40])
  func theFirstViewOfAnIdIsFoundAsInAllViews(labels: Int) throws {
    let scene = try Self.scene(labels: labels)
    #expect(scene.allViews.count == labels + 2)
    for id in scene.allViews.map(\.id.value) + ["nope", "v", "inner2", ""] {
      #expect(
        scene.firstViewIndex(of: id) == scene.allViews.firstIndex { $0.id.value == id },
        "\(id)")
    }
    #expect(scene.firstViewIndex(of: "v0") == 0)
    #expect(scene.firstViewIndex(of: "inner") == 1)
    #expect(scene.view("v0")?.type.value == .view)
  }
}

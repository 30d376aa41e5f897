import Testing
@testable import YAML

@testable import SceneModel

/// A scene file large enough for libyaml's own thread has its scenes read while the parse
/// goes on (`ScenePreloader`): the result is the one a load after the parse gives, with every
/// diagnostic in file order, a repeated scene id and a scene that cannot be read included.
@Suite struct ScenePreloadTests {
  /// About 330 KB: 2,000 scenes, one with an unknown key, one repeated, one a list.
  static let yaml: String = {
    var text = "format: 1\nstoryboard: Big\ninitial: s0\nscenes:\n"
    for index in 0..<2_000 {
      let id = index == 700 ? "s699" : "s\(index)"
      if index == 900 {
        text += "  \(id): [not, a, scene]\n"
        continue
      }
      text += "  \(id):\n    kind: viewController\n    title: Scene number \(index) of a large file\n"
      text += "    views:\n      - { id: label\(index), type: label, text: Hello, frame: [0, 0, 100, 20] }\n"
      if index == 400 { text += "    colour: red\n" }
    }
    return text
  }()

  @Test func readingScenesDuringTheParseGivesTheSameResult() throws {
    let bytes = Array(Self.yaml.utf8)
    #expect(bytes.count >= YAMLLoader.pipeThreshold)
    let early = StoryboardLoader.load(bytes, file: "big.yaml")
    let after = StoryboardLoader.load(
      document: try YAMLLoader.load(bytes), file: "big.yaml")
    #expect(early.diagnostics == after.diagnostics)
    #expect(early.diagnostics.count >= 3)
    #expect(early.storyboard?.scenes.map(\.id.value) == after.storyboard?.scenes.map(\.id.value))
    #expect(early.storyboard?.scenes.count == 1_998)
    #expect(early.storyboard?.unreadSceneTargets == after.storyboard?.unreadSceneTargets)
    #expect(early.misplacedKeys.count == after.misplacedKeys.count)
  }
}

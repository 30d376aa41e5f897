import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// Scenes with the same constraints and different views must not share a cached layout
/// solution: `validate` reports each scene's layout problems the same whether the scene is
/// alone in its file or beside a look-alike, before or after it.
@Suite struct SolutionCacheTests {
  /// Scene `a`: a placed label and an image view that no constraint names.
  static let sceneA = """
      a:
        kind: viewController
        views: [{ id: t, type: label }, { id: i, type: imageView }]
        constraints: [t.top = safeArea.top, t.leading = superview.leading]

    """
  /// Scene `b`: the same constraints, and the label alone.
  static let sceneB = """
      b:
        kind: viewController
        views: [{ id: t, type: label }]
        constraints: [t.top = safeArea.top, t.leading = superview.leading]

    """

  /// The layout diagnostics of validating a file with these scenes, the first one initial,
  /// as `LINE: MESSAGE [CODE]` (the unreachable-scene warning is left out).
  func layoutLines(_ scenes: [String], initial: String) throws -> [String] {
    let text = "format: 1\nstoryboard: X\ninitial: \(initial)\nscenes:\n" + scenes.joined()
    let path = try temporaryFile(named: "cache-\(initial)-\(scenes.count).yaml", Array(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = scenectl(["validate", path], showing: path, as: "f.yaml")
    return output.stdout.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("f.yaml:") && !$0.hasSuffix("[unreachable-scene]")
    }
  }

  static let ambiguousI = [
    "error: height and vertical position are ambiguous for 'i' on iphone-se, iphone,"
      + " iphone-landscape, ipad and ipad-landscape [layout-ambiguous]",
    "error: width and horizontal position are ambiguous for 'i' on iphone-se, iphone,"
      + " iphone-landscape, ipad and ipad-landscape [layout-ambiguous]",
  ]

  @Test func aSceneAloneAndBesideALookAlikeGetsTheSameDiagnostics() throws {
    let alone = try layoutLines([Self.sceneA], initial: "a")
    #expect(alone == Self.ambiguousI.map { "f.yaml:7:43: " + $0 })
    #expect(try layoutLines([Self.sceneB], initial: "b") == [])
    // `a` first: its lines stay where they were, whichever scene is initial.
    for initial in ["a", "b"] {
      #expect(try layoutLines([Self.sceneA, Self.sceneB], initial: initial) == alone)
    }
    // `b` first, so `b` is solved (and cached) before `a`: `a` still gets its errors.
    for initial in ["a", "b"] {
      #expect(
        try layoutLines([Self.sceneB, Self.sceneA], initial: initial)
          == Self.ambiguousI.map { "f.yaml:11:43: " + $0 })
    }
  }
}

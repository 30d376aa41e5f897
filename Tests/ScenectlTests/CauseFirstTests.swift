import Foundation
import ScenectlCommands
import Testing

/// One mistake, one diagnostic: a constraint that cannot be read or names no view, or a
/// view of another scene, is reported as the cause, without the ambiguity it leaves.
@Suite struct CauseFirstTests {
  func validate(_ constraints: String, extra: String = "") throws -> String {
    let text = """
      format: 1
      storyboard: X
      initial: a
      scenes:
        a:
          kind: viewController
          views: [{ id: l, type: label, text: Hi }]
          constraints: [\(constraints)]
      \(extra)
      """
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenectl-cause-\(UUID().uuidString).yaml").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return Scenectl.run(["validate", path]).stdout.replacingOccurrences(of: path, with: "f.yaml")
  }

  @Test func aMisspeltGuideIsTheOnlyError() throws {
    #expect(
      try validate("l.top = safeArea.top, l.leading = superviw.leading") == """
        f.yaml:8:53: error: constraint refers to 'superviw', which is not a view of scene 'a' nor \
        'superview', 'rootView', 'safeArea', 'topLayoutGuide', 'bottomLayoutGuide' or a view's \
        'VIEW.safeArea'; did you mean \
        'superview'? [constraint-unknown-item]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aConstraintThatDoesNotParseIsTheOnlyError() throws {
    #expect(
      try validate("l.top = safeArea.top, l.leading = = superview.leading") == """
        f.yaml:8:53: error: expected an item or a constant after '=', found '=' [constraint-syntax]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aViewOfAnotherSceneSaysWhichScene() throws {
    let other = "  b:\n    kind: viewController\n    views: [{ id: m, type: label, text: M }]\n"
    #expect(
      try validate("l.top = safeArea.top, l.leading = m.leading", extra: other) == """
        f.yaml:8:53: error: constraint refers to 'm', a view of scene 'b', not of scene 'a'; \
        constraints relate views of one scene [constraint-unknown-item]
        f.yaml:9:3: warning: scene 'b' is unreachable: no relationship or segue leads to it \
        from the initial scene 'a' [unreachable-scene]
        f.yaml:11:19: error: horizontal position is ambiguous for 'm' on iphone-se, iphone, \
        iphone-landscape, ipad and ipad-landscape [layout-ambiguous]
        f.yaml:11:19: error: vertical position is ambiguous for 'm' on iphone-se, iphone, \
        iphone-landscape, ipad and ipad-landscape [layout-ambiguous]
        3 errors, 1 warning in 1 file

        """)
  }
}

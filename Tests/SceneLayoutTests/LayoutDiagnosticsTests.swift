import SceneModel
import Testing

@testable import SceneLayout

/// Conflicts, ambiguity, off-screen views, negative sizes and misplaced frames, with their
/// exact text, merged across devices.
@Suite struct LayoutDiagnosticsTests {
  func diagnostics(_ body: String, devices: [String]) throws -> [String] {
    render(SceneLayoutEngine.diagnostics(for: try Fixture.scene(body, devices: devices)))
  }

  @Test func conflictNamesEveryConstraintOfTheSet() throws {
    let body = """
          views: [ { id: box, type: view } ]
          constraints:
            - box.top = superview.top
            - box.height = 10
            - box.leading = superview.leading + 20
            - box.trailing = superview.trailing - 20
            - box.width = 500
      """
    #expect(
      try diagnostics(body, devices: ["iphone-se", "iphone", "ipad"]) == [
        """
        test.yaml:14:9: error: unable to simultaneously satisfy constraints on iphone-se, iphone \
        and ipad: constraint 'box.width = 500' conflicts with 3 other constraints; it is left out \
        [layout-conflict]
        test.yaml:12:9: note: conflicting constraint 'box.leading = superview.leading + 20'
        test.yaml:13:9: note: conflicting constraint 'box.trailing = superview.trailing - 20'
        test.yaml:14:9: note: conflicting constraint 'box.width = 500'
        test.yaml:6:3: note: the root view fills the screen

        """
      ])
  }

  /// 600 fits on the iPad only: the conflict is reported for the two iPhones, and the
  /// layout without the broken constraint is still produced. The box's own width is added
  /// after the root's edges (`Lowering.entryOrder()`), so it is the one left out; the width
  /// it leaves free is not reported again as ambiguous.
  @Test func conflictOnSomeDevicesOnly() throws {
    let body = """
          views: [ { id: box, type: view } ]
          constraints:
            - box.top = superview.top
            - box.height = 10
            - box.leading = superview.leading
            - box.width = 600
            - box.trailing <= superview.trailing
      """
    #expect(
      try diagnostics(body, devices: ["iphone-se", "ipad", "iphone"]) == [
        """
        test.yaml:13:9: error: unable to simultaneously satisfy constraints on iphone-se and \
        iphone: constraint 'box.width = 600' conflicts with 3 other constraints; it is left \
        out [layout-conflict]
        test.yaml:12:9: note: conflicting constraint 'box.leading = superview.leading'
        test.yaml:14:9: note: conflicting constraint 'box.trailing <= superview.trailing'
        test.yaml:13:9: note: conflicting constraint 'box.width = 600'
        test.yaml:6:3: note: the root view fills the screen

        """
      ])
  }

  @Test func ambiguityNamesTheViewAndTheAxis() throws {
    let body = """
          views:
            - { id: box, type: view }
            - { id: title, type: label, text: Hello }
            - id: card
              type: view
              subviews: [ { id: inner, type: view } ]
          constraints:
            - box.leading = superview.leading + 20
            - box.trailing = superview.trailing - 20
            - title.leading = box.leading
            - card.centerX = superview.centerX
            - card.top = superview.top
            - card.height = 50
            - inner.top = card.top
            - inner.bottom = card.bottom
            - inner.leading = card.leading
            - inner.trailing = card.trailing
      """
    #expect(
      try diagnostics(body, devices: ["iphone", "ipad"]) == [
        "test.yaml:9:15: error: height and vertical position are ambiguous for 'box' on iphone and "
          + "ipad [layout-ambiguous]\n",
        "test.yaml:10:15: error: vertical position is ambiguous for 'title' on iphone and ipad "
          + "[layout-ambiguous]\n",
        "test.yaml:11:13: error: width and horizontal position are ambiguous for 'card' on iphone "
          + "and ipad [layout-ambiguous]\n",
      ])
  }

  @Test func twoEqualPrioritiesPullingApartAreAmbiguous() throws {
    let body = """
          views: [ { id: box, type: view } ]
          constraints:
            - box.top = superview.top
            - box.height = 10
            - box.width = 10
            - box.leading = superview.leading + 10 @500
            - box.leading = superview.leading + 30 @500
      """
    #expect(
      try diagnostics(body, devices: ["iphone"]) == [
        "test.yaml:8:20: error: horizontal position is ambiguous for 'box' on iphone "
          + "[layout-ambiguous]\n"
      ])
  }

  @Test func framesOffscreenNegativeAndMisplaced() throws {
    let body = """
          views:
            - { id: kept, type: view, frame: [10, 20, 30, 40] }
            - { id: far, type: view, frame: [1000, 10, 100, 100] }
            - { id: moved, type: view, frame: [0, 0, 100, 100] }
            - { id: squeezed, type: view }
          constraints:
            - moved.top = safeArea.top
            - moved.leading = superview.leading
            - moved.width = 100
            - moved.height = 100
            - squeezed.top = superview.top
            - squeezed.bottom = superview.top - 10
            - squeezed.leading = superview.leading
            - squeezed.width = 10
      """
    #expect(
      try diagnostics(body, devices: ["iphone-se", "ipad"]) == [
        "test.yaml:10:15: warning: view 'far' is outside the screen on iphone-se and ipad "
          + "[layout-offscreen]\n",
        "test.yaml:11:41: warning: frame for 'moved' will be different at run time: declared "
          + "[0, 0, 100, 100], solved [0, 20, 100, 100] on iphone-se [layout-misplaced]\n",
        "test.yaml:12:15: warning: the constraints give view 'squeezed' a negative height on "
          + "iphone-se and ipad; UIKit allows none and breaks one of them [layout-negative-size]\n",
        "test.yaml:11:41: warning: frame for 'moved' will be different at run time: declared "
          + "[0, 0, 100, 100], solved [0, 24, 100, 100] on ipad [layout-misplaced]\n",
      ])
  }

  @Test func keptFrameIsRelativeToTheSuperview() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: card
              type: view
              subviews: [ { id: badge, type: view, frame: [5, 6, 7, 8] } ]
          constraints:
            - card.top = safeArea.top + 10
            - card.leading = superview.leading + 20
            - card.width = 100
            - card.height = 100
      """)
    let scene = try #require(storyboard.scenes.first)
    let result = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(describe(result) == ["card [20, 69, 100, 100]", "badge [25, 75, 7, 8]"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func multiplierOnAPositionIsMeasuredInTheSuperview() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: card
              type: view
              subviews: [ { id: dot, type: view } ]
          constraints:
            - card.top = superview.top
            - card.leading = superview.leading + 100
            - card.width = 200
            - card.height = 100
            - dot.centerX = 0.5 * superview.centerX
            - dot.top = card.top
            - dot.width = 10
            - dot.height = 10
      """)
    let scene = try #require(storyboard.scenes.first)
    let result = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    // A quarter of the way across the card: 100 + 50 - 5.
    #expect(result.frame(of: "dot") == Rect(x: 145, y: 0, width: 10, height: 10))
  }

  /// Scenes built alike are solved once; each still gets its own diagnostics.
  @Test func scenesBuiltAlikeKeepTheirOwnDiagnostics() throws {
    let scene = """
          kind: viewController
          views: [ { id: box, type: view } ]
          constraints:
            - box.leading = superview.leading
            - box.width = 10
      """
    let storyboard = try Fixture.inline(
      """
      format: 1
      storyboard: Twins
      initial: a
      devices: [iphone]
      scenes:
        a:
      \(scene)
        b:
      \(scene)
      """)
    #expect(
      render(SceneLayoutEngine.diagnostics(for: storyboard)) == [
        "test.yaml:8:20: error: height and vertical position are ambiguous for 'box' on iphone "
          + "[layout-ambiguous]\n",
        "test.yaml:14:20: error: height and vertical position are ambiguous for 'box' on iphone "
          + "[layout-ambiguous]\n",
      ])
  }

  /// A large storyboard is laid out in concurrent runs; the output is the single run's.
  @Test func concurrentRunsGiveTheSequentialOutput() throws {
    var yaml = "format: 1\nstoryboard: Many\ninitial: s0\ndevices: [iphone-se, ipad]\nscenes:\n"
    for k in 0..<70 {
      yaml += """
          s\(k):
            kind: viewController
            views: [ { id: box, type: view }, { id: label, type: label, text: Hello } ]
            constraints:
              - box.leading = superview.leading + \(k % 7)
              - box.width = \(k % 5 == 0 ? 600 : 100)
              - box.trailing <= superview.trailing
              - label.leading = box.leading
              - label.top = box.bottom

        """
      if k % 3 != 0 { yaml += "      - box.top = safeArea.top\n      - box.height = 20\n" }
    }
    let storyboard = try #require(
      StoryboardLoader.load(Array(yaml.utf8), file: "many.yaml").storyboard)
    let single = LayoutRuns(storyboard, parts: 1)
    let sequential = single.diagnostics(run: 0)
    let concurrent = SceneLayoutEngine.diagnostics(for: storyboard)
    #expect(single.count == 1)
    #expect(LayoutRuns(storyboard).count == LayoutRuns.defaultParts)
    #expect(storyboard.scenes.count >= LayoutRuns.parallelThreshold)
    #expect(concurrent == sequential)
    // 24 scenes without vertical constraints (box and label), 14 conflicts on iphone-se,
    // each leaving out the box's 600-point width, added after the root's edges: no box
    // sticks out of the screen.
    let codes = concurrent.map(\.code)
    #expect(codes.filter { $0 == "layout-ambiguous" }.count == 48)
    #expect(codes.filter { $0 == "layout-conflict" }.count == 14)
    #expect(codes.filter { $0 == "layout-offscreen" }.count == 0)
    #expect(codes.count == 62)
  }

  @Test func mergeNamesDevicesInOrder() {
    let issue = LayoutIssue.negativeSize("v", width: true, height: false, at: nil)
    let merged = LayoutIssue.merge([("a", [issue]), ("b", []), ("c", [issue])])
    #expect(
      merged.map(\.message) == [
        "the constraints give view 'v' a negative width on a and c; UIKit allows none and "
          + "breaks one of them"
      ])
  }
}

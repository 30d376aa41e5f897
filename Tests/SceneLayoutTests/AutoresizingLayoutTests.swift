import SceneModel
import Testing

@testable import SceneLayout

/// `autoresizing:`: a view that keeps its frame follows its superview's size as UIKit's
/// autoresizing mask does, from the size the frame was written for (`superviewSize:`, else the
/// superview's own frame), the growth shared among the flexible parts in proportion to their
/// sizes.
@Suite struct AutoresizingLayoutTests {
  static let file = "Tests/ScenectlTests/Fixtures/autoresizing.yaml"

  @Test(arguments: [
    // Written for a 375 × 667 root: nothing moves.
    (
      "iphone-se",
      ["banner [20, 40, 335, 60]", "badge [315, 50, 30, 30]", "centred [100, 300, 175, 50]"]
    ),
    // 18 points wider, 185 higher: the banner's width takes all 18, the badge's left margin
    // the banner's 18; the centred view's two margins (100 and 100) 9 each, its top margin
    // 300 / (300 + 317) of the 185 (389.951, on the pixel grid 390).
    (
      "iphone",
      ["banner [20, 40, 353, 60]", "badge [333, 50, 30, 30]", "centred [109, 390, 175, 50]"]
    ),
    (
      "ipad",
      ["banner [20, 40, 780, 60]", "badge [760, 50, 30, 30]", "centred [322.5, 549.5, 175, 50]"]
    ),
  ])
  func framesFollowTheSuperview(_ device: String, _ expected: [String]) throws {
    let storyboard = try Fixture.storyboard(Self.file)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
    #expect(describe(layout) == expected)
    // A frame that follows its superview by design is not misplaced.
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func sharesFollowTheFlexiblePartsSizes() {
    let both = Autoresizing.shares(
      start: 100, size: 50, room: 400, flexible: (true, true, false))
    #expect(both.start == 100.0 / 150 && both.size == 50.0 / 150)
    let zero = Autoresizing.shares(start: 0, size: 0, room: 0, flexible: (true, false, true))
    #expect(zero.start == 0.5 && zero.size == 0)
    #expect(
      Autoresizing.shares(start: 5, size: 5, room: 20, flexible: (false, false, false)) == (0, 0))
  }

  @Test func withoutAWrittenSizeAFrameStays() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: loose
              type: view
              frame: [10, 10, 100, 100]
              autoresizing: [flexibleWidth]
      """)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device("ipad"))
    #expect(describe(layout) == ["loose [10, 10, 100, 100]"])
  }

  @Test func badFlagsAndSizesAreLocated() {
    let text = """
      format: 1
      storyboard: T
      initial: s
      scenes:
        s:
          kind: viewController
          views:
            - id: box
              type: view
              frame: [0, 0, 10, 10]
              autoresizing: [flexibleWidth, flexibleWidth, flexibleMiddle]
              superviewSize: [375, -1]
      """
    let result = StoryboardLoader.load(Array(text.utf8), file: "test.yaml")
    #expect(
      render(result.diagnostics) == [
        "test.yaml:11:39: error: autoresizing flag 'flexibleWidth' is given twice; give each "
          + "flag once [invalid-value]\n",
        "test.yaml:11:54: error: 'flexibleMiddle' is not a valid autoresizing flag; did you "
          + "mean 'flexibleWidth'? [invalid-value]\n",
        "test.yaml:12:30: error: superviewSize -1 is out of range: a superview is 0 to 100000 "
          + "points on each side [invalid-value]\n",
      ])
  }
}

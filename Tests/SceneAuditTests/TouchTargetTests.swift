import SceneAudit
import Testing

/// Touch targets (`touch-target-size`, `touch-target-overlap`): 44 x 44 points, Apple's Human
/// Interface Guidelines' minimum, on the hit area the layout gives each control.
@Suite struct TouchTargetTests {
  /// A button 43.5 points wide is found; one of 44 points is not.
  @Test func aButtonUnder44PointsIsFoundAndOneOf44IsNot() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - { id: narrow, type: button, title: A, frame: [20, 100, 43.5, 44] }
            - { id: wide, type: button, title: B, frame: [20, 200, 44, 44] }
      """)
    #expect(
      found == [
        "test.yaml:9:15: warning: button 'narrow' has a hit area 43.5 pt wide on iphone-se "
          + "(content size large, locale base), under the 44 x 44 pt minimum; make it at least "
          + "44 points wide and high [touch-target-size]\n"
      ])
  }

  /// The rule reads the frames the screen shows, on its pixel grid (docs/Layout.md §5e): a
  /// button 43.9 points wide from x = 20 has its edges at 20 and 64 on the iPhone SE's
  /// half-point grid, 44 wide, so it is not found; from x = 20.3 its edges are 20.5 and 64,
  /// 43.5 wide.
  @Test func theHitAreaIsTheFrameOnThePixelGrid() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - { id: shown44, type: button, title: A, frame: [20, 100, 43.9, 44] }
            - { id: shown43, type: button, title: B, frame: [20.3, 200, 43.9, 44] }
      """)
    #expect(
      found == [
        "test.yaml:10:15: warning: button 'shown43' has a hit area 43.5 pt wide on iphone-se "
          + "(content size large, locale base), under the 44 x 44 pt minimum; make it at least "
          + "44 points wide and high [touch-target-size]\n"
      ])
  }

  /// One finding names every device it is found on; a hidden button, one whose superview
  /// turns interaction off, and a label are left out.
  @Test func devicesMergeAndUntouchableViewsAreLeftOut() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - { id: small, type: button, title: A, frame: [20, 100, 30, 30] }
            - { id: hiddenOne, type: button, title: B, frame: [20, 200, 30, 30], hidden: true }
            - id: panel
              type: view
              userInteraction: false
              frame: [0, 300, 300, 100]
              subviews:
                - { id: inside, type: button, title: C, frame: [0, 0, 30, 30] }
            - { id: caption, type: label, text: D, frame: [20, 500, 30, 20] }
      """, devices: ["iphone-se", "ipad"])
    #expect(
      found == [
        "test.yaml:9:15: warning: button 'small' has a 30 x 30 pt hit area on iphone-se and "
          + "ipad (content size large, locale base), under the 44 x 44 pt minimum; make it at "
          + "least 44 points wide and high [touch-target-size]\n"
      ])
  }

  /// A button whose superview cuts it to 20 points is found with its clipped size.
  @Test func theHitAreaIsClippedBySuperviews() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - id: strip
              type: view
              frame: [0, 100, 375, 20]
              subviews:
                - { id: tall, type: button, title: A, frame: [10, 0, 60, 60] }
      """)
    #expect(
      found == [
        "test.yaml:13:19: warning: button 'tall' has a hit area 20 pt high (its frame clipped "
          + "by its superviews) on iphone-se (content size large, locale base), under the 44 x "
          + "44 pt minimum; make it at least 44 points wide and high [touch-target-size]\n"
      ])
  }

  /// Two buttons whose hit areas overlap: the later one, on top, is found, with a note at
  /// the other; buttons side by side are not.
  @Test func overlappingHitAreasAreFound() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - { id: first, type: button, title: A, frame: [20, 100, 60, 44] }
            - { id: second, type: button, title: B, frame: [70, 100, 60, 44] }
            - { id: third, type: button, title: C, frame: [130, 100, 60, 44] }
      """)
    #expect(
      found == [
        "test.yaml:10:15: warning: button 'second' covers 10 x 44 pt of the hit area of button "
          + "'first' on iphone-se (content size large, locale base); touches there go to "
          + "'second' only: move them apart [touch-target-overlap]\n"
          + "test.yaml:9:15: note: 'first' is here\n"
      ])
  }

  /// A button that sits wholly on a full-screen background button (one that ends editing) is
  /// no overlap: the background keeps the touches around it.
  @Test func aControlOnABackgroundControlIsNoOverlap() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - { id: background, type: button, frame: [0, 0, 375, 667] }
            - { id: go, type: button, title: Go, frame: [100, 100, 80, 44] }
      """)
    #expect(found == [])
  }
}

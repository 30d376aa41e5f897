import SceneModel
import Testing

@testable import SceneLayout

/// Controls measure as the iOS the device runs does (`ControlMetrics`, docs/Layout.md §4):
/// constraints place their alignment rectangles, and their frames reach past them.
@Suite struct ControlMetricsTests {
  func layout(_ body: String, ios: Int, device: String = "iphone") throws -> LayoutResult {
    let storyboard = try Fixture.scene(body)
    let scene = try #require(storyboard.scenes.first)
    var device = try Fixture.device(device)
    device.ios = ios
    return SceneLayoutEngine.layout(scene, in: storyboard, device: device)
  }

  static let controls = """
        views:
          - { id: slider, type: slider }
          - { id: toggle, type: switch }
        constraints:
          - slider.leading = superview.leading + 20
          - slider.trailing = superview.trailing - 20
          - slider.top = superview.top + 100
          - toggle.centerX = superview.centerX
          - toggle.top = slider.bottom + 8
    """

  /// UICatalog's canvas (iOS 7 to 9): a slider pinned 20 points in is stored at x = 18, 4
  /// points wider, 31 high; a centred switch 1 point right of the centre.
  @Test func beforeIOS26SlidersArePaddedAndSwitchesReachRight() throws {
    let result = try layout(Self.controls, ios: 18)
    #expect(describe(result) == ["slider [18, 100, 357, 31]", "toggle [172, 138, 51, 31]"])
    #expect(result.diagnostics.isEmpty)
  }

  /// NetNewsWire's canvas (Xcode 26): a slider is its track, 34 high; a switch 63 x 28 whose
  /// frame still reaches 2 points right of its rectangle.
  @Test func onIOS26SlidersAreUnpaddedAndSwitchesTaller() throws {
    let result = try layout(Self.controls, ios: 26)
    #expect(describe(result) == ["slider [20, 100, 353, 34]", "toggle [166, 142, 63, 28]"])
    #expect(result.diagnostics.isEmpty)
  }

  /// A view kept at its `frame:` keeps that frame, which holds its alignment rectangle: it is
  /// not misplaced.
  @Test func aSwitchKeptAtItsFrameStaysThere() throws {
    let body = """
          views:
            - { id: toggle, type: switch, frame: [10, 200, 51, 31] }
      """
    let result = try layout(body, ios: 18)
    #expect(describe(result) == ["toggle [10, 200, 51, 31]"])
    #expect(result.diagnostics.isEmpty)
  }

  /// A switch whose rectangle ends at the screen's edge is on screen, its frame's padding
  /// past the edge notwithstanding; one whose rectangle goes past is not.
  @Test func offScreenIsJudgedByTheAlignmentRectangle() throws {
    let atEdge = try layout(
      """
          views: [ { id: toggle, type: switch } ]
          constraints:
            - toggle.trailing = superview.trailing
            - toggle.top = superview.top + 100
      """, ios: 26)
    #expect(describe(atEdge) == ["toggle [332, 100, 63, 28]"])
    #expect(atEdge.diagnostics.isEmpty)
    let past = try layout(
      """
          views: [ { id: toggle, type: switch } ]
          constraints:
            - toggle.trailing = superview.trailing + 1
            - toggle.top = superview.top + 100
      """, ios: 26)
    #expect(
      render(past.diagnostics) == [
        "test.yaml:8:20: warning: view 'toggle' extends past the edge of the screen on iphone "
          + "[layout-offscreen]\n"
      ])
  }

  /// Built like SideMenu's settings column (iOS 13): a segmented control in a vertical stack
  /// spaced 8, its frame 32 high, and the divider below it 8 points below its rectangle,
  /// which ends a point above its frame (stored at y = 28.5, then 67.5); and like Apple's
  /// WWDC21 sample, a height constraint of 31 giving a 32-point frame.
  @Test(arguments: [13, 26]) func aSegmentedControlsFrameReachesAPointBelow(ios: Int) throws {
    let body = """
          views:
            - id: column
              type: stackView
              axis: vertical
              spacing: 8
              arrangedSubviews:
                - { id: mode, type: segmentedControl, segments: [Left, Right] }
                - { id: divider, type: view }
            - { id: sized, type: segmentedControl, segments: [On, Off] }
          constraints:
            - column.top = superview.top + 100
            - column.leading = superview.leading + 20
            - column.trailing = superview.trailing - 20
            - divider.height = 4
            - sized.top = superview.top + 300
            - sized.leading = superview.leading + 20
            - sized.height = 31
      """
    let result = try layout(body, ios: ios)
    #expect(
      describe(result) == [
        "column [20, 100, 353, 43]", "mode [20, 100, 353, 32]", "divider [20, 139, 353, 4]",
        "sized [20, 300, 80, 32]",
      ])
    #expect(result.diagnostics.isEmpty)
  }
}


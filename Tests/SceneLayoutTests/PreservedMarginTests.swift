import SceneModel
import Testing

@testable import SceneLayout

/// `preservesSuperviewLayoutMargins`, modelled on eRouska's report screen: a full-width
/// container in a scroll view, both preserving their superview's margins, holds a stack at
/// its leading margin, which Xcode draws 20 points in on a 414-point phone (the root's
/// margin), not 8 (the container's own).
@Suite struct PreservedMarginTests {
  func frames(preserving: Bool, device: String) throws -> [String] {
    let flag = preserving ? ", preservesSuperviewLayoutMargins: true" : ""
    let storyboard = try Fixture.scene(
      """
          views:
            - id: scroller
              type: scrollView
              preservesSuperviewLayoutMargins: \(preserving)
              subviews:
                - { id: content, type: view\(flag), subviews: [ { id: column, type: view } ] }
          constraints:
            - scroller.top = superview.top
            - scroller.leading = superview.leading
            - superview.trailing = scroller.trailing
            - superview.bottom = scroller.bottom
            - content.top = scroller.top
            - content.leading = scroller.leading
            - content.trailing = scroller.trailing
            - content.bottom = scroller.bottom
            - content.width = scroller.width
            - content.height = 100
            - column.top = content.top
            - column.leading = content.leadingMargin
            - content.trailingMargin = column.trailing
            - column.height = 50
      """)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
    #expect(layout.diagnostics.isEmpty)
    return describe(layout).filter { $0.hasPrefix("column") }
  }

  @Test func aFlushContainerTakesTheRootsMargins() throws {
    #expect(try frames(preserving: true, device: "414x896") == ["column [20, 0, 374, 50]"])
    #expect(try frames(preserving: true, device: "375x667+20+0") == ["column [16, 0, 343, 50]"])
    // Near miss: without the flag, the container's own 8 points.
    #expect(try frames(preserving: false, device: "414x896") == ["column [8, 0, 398, 50]"])
  }
}

import SceneModel
import Testing

@testable import SceneLayout

/// Scroll views (`type: scrollView`): constraints between a scroll view's edges and its
/// content set the content size, while its width and height stay its frame's, as Auto Layout
/// does; content past the screen is not off screen; a content size left free is Interface
/// Builder's "scrollable content size is ambiguous".
@Suite struct ScrollViewLayoutTests {
  static let body = """
        views:
          - id: scroller
            type: scrollView
            subviews:
              - { id: page, type: view }
              - { id: footer, type: label, text: End }
        constraints:
          - scroller.top = safeArea.top
          - scroller.bottom = safeArea.bottom
          - scroller.leading = superview.leading
          - scroller.trailing = superview.trailing
          - page.top = scroller.top + 20
          - page.leading = scroller.leading + 16
          - page.trailing = scroller.trailing - 16
          - page.width = scroller.width - 32
          - page.height = 1200
          - footer.top = page.bottom + 8
          - footer.leading = scroller.leading + 16
          - footer.bottom = scroller.bottom - 20
    """

  @Test(arguments: [
    (
      "iphone",
      ["scroller [0, 59, 393, 759]", "page [16, 79, 361, 1200]", "footer [16, 1287, 26, 21]"]
    ),
    (
      "ipad",
      ["scroller [0, 24, 820, 1136]", "page [16, 44, 788, 1200]", "footer [16, 1252, 26, 21]"]
    ),
  ])
  func contentLaysOutPastTheScrollViewsFrame(_ device: String, _ frames: [String]) throws {
    let storyboard = try Fixture.scene(Self.body)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
    #expect(describe(layout) == frames)
    #expect(layout.diagnostics.isEmpty)
  }

  @Test(arguments: [
    (
      "- page.width = scroller.width - 32",
      [
        "test.yaml:9:13: error: scrollable content width is ambiguous for 'scroller' on iphone: tie its content to both its leading and trailing edges, and give the content a width [layout-ambiguous]\n",
        "test.yaml:12:19: error: width is ambiguous for 'page' on iphone [layout-ambiguous]\n",
      ]
    ),
    (
      "- footer.bottom = scroller.bottom - 20",
      [
        "test.yaml:9:13: error: scrollable content height is ambiguous for 'scroller' on iphone: tie its content to both its top and bottom edges, and give the content a height [layout-ambiguous]\n"
      ]
    ),
  ])
  func aFreeContentSizeIsAmbiguous(_ removed: String, _ expected: [String]) throws {
    let storyboard = try Fixture.scene(Self.body.replacingOccurrences(of: removed, with: ""))
    #expect(render(SceneLayoutEngine.diagnostics(for: storyboard)) == expected)
  }

  /// An ad sample's preloading screen: a scroll view pinned to the screen holding a stack
  /// that no constraint places (the app pins it and sizes the content in code). The content
  /// size is the code's, which the file cannot show: a note, not an error. The near miss,
  /// one constraint tying the stack to the scroll view, is the file's own ambiguity again.
  @Test func contentNoConstraintPlacesIsTheCodesNote() throws {
    let body = """
          views:
            - id: scroller
              type: scrollView
              subviews:
                - { id: container, type: stackView, axis: vertical, frame: [0, 0, 375, 200] }
          constraints:
            - scroller.top = safeArea.top
            - scroller.bottom = safeArea.bottom
            - scroller.leading = superview.leading
            - scroller.trailing = superview.trailing
      %TIE
      """
    let code = try Fixture.scene(body.replacingOccurrences(of: "%TIE", with: ""))
    #expect(
      render(SceneLayoutEngine.diagnostics(for: code)) == [
        "test.yaml:9:13: note: scrollable content width of 'scroller' is not set by the file "
          + "on iphone: no constraint places the views inside it, so the app's code sizes its "
          + "content (contentSize, or constraints made at run time) "
          + "[layout-scroll-content-from-code]\n",
        "test.yaml:9:13: note: scrollable content height of 'scroller' is not set by the file "
          + "on iphone: no constraint places the views inside it, so the app's code sizes its "
          + "content (contentSize, or constraints made at run time) "
          + "[layout-scroll-content-from-code]\n",
      ])
    let tied = try Fixture.scene(
      body.replacingOccurrences(of: "%TIE", with: "      - container.top = scroller.top"))
    #expect(
      render(SceneLayoutEngine.diagnostics(for: tied)).map { $0.prefix(60) } == [
        "test.yaml:9:13: error: scrollable content width is ambiguous",
        "test.yaml:9:13: error: scrollable content height is ambiguou",
        "test.yaml:12:19: error: width and horizontal position are am",
        "test.yaml:12:19: error: height is ambiguous for 'container' ",
      ])
  }
}

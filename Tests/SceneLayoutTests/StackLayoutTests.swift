import SceneModel
import Testing

@testable import SceneLayout

/// Stack views arrange their arranged subviews as UIStackView does.
@Suite struct StackLayoutTests {
  func frames(_ body: String, on device: String = "iphone") throws -> [String] {
    let storyboard = try Fixture.scene(body)
    let scene = try #require(storyboard.scenes.first)
    let result = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device(device))
    #expect(render(result.diagnostics) == [])
    return describe(result)
  }

  static let row = """
        views:
          - id: bar
            type: stackView
            axis: horizontal
            spacing: 8
            arrangedSubviews:
              - { id: a, type: label, text: One%A }
              - { id: b, type: label, text: Three }
        constraints:
          - bar.leading = superview.leading + 20
          - bar.top = superview.top + 100
    """

  @Test func horizontalStackTakesItsContentSize() throws {
    let body = Self.row.replacingOccurrences(of: "%A", with: "")
    #expect(
      try frames(body) == ["bar [20, 100, 77, 21]", "a [20, 100, 26, 21]", "b [54, 100, 43, 21]"])
  }

  /// With equal hugging the last view stretches (the tie UIStackView breaks by index).
  @Test func fillStretchesTheLastViewOnATie() throws {
    let body =
      Self.row.replacingOccurrences(of: "%A", with: "")
      + "\n      - bar.trailing = superview.trailing - 20"
    #expect(
      try frames(body) == ["bar [20, 100, 353, 21]", "a [20, 100, 26, 21]", "b [54, 100, 319, 21]"])
  }

  @Test func fillStretchesTheViewThatHugsLeast() throws {
    let body =
      Self.row.replacingOccurrences(of: "%A", with: ", contentHugging: { h: 200 }")
      + "\n      - bar.trailing = superview.trailing - 20"
    #expect(
      try frames(body) == [
        "bar [20, 100, 353, 21]", "a [20, 100, 302, 21]", "b [330, 100, 43, 21]",
      ])
  }

  @Test func verticalCentredStackHugsItsWidestView() throws {
    let body = """
          views:
            - id: column
              type: stackView
              axis: vertical
              alignment: center
              spacing: 10
              arrangedSubviews:
                - { id: title, type: label, text: Title }
                - { id: toggle, type: switch }
                - { id: go, type: button, title: Go }
          constraints:
            - column.centerX = superview.centerX
            - column.top = safeArea.top
      """
    #expect(
      try frames(body) == [
        "column [166, 59, 61, 103]", "title [175, 59, 43, 21]", "toggle [166, 90, 63, 28]",
        "go [181.667, 128, 30, 34]",
      ])
  }

  @Test func fillEquallySharesTheWidth() throws {
    let body = """
          views:
            - id: bar
              type: stackView
              distribution: fillEqually
              spacing: 6
              arrangedSubviews:
                - { id: x, type: view }
                - { id: y, type: view }
                - { id: z, type: view }
          constraints:
            - bar.leading = superview.leading + 20
            - bar.width = 300
            - bar.top = superview.top
            - bar.height = 44
      """
    #expect(
      try frames(body) == [
        "bar [20, 0, 300, 44]", "x [20, 0, 96, 44]", "y [122, 0, 96, 44]", "z [224, 0, 96, 44]",
      ])
  }

  @Test func equalSpacingSpreadsTheGaps() throws {
    let body = """
          views:
            - id: bar
              type: stackView
              distribution: equalSpacing
              alignment: top
              arrangedSubviews:
                - { id: x, type: switch }
                - { id: y, type: switch }
                - { id: z, type: switch }
          constraints:
            - bar.leading = superview.leading
            - bar.trailing = superview.trailing
            - bar.top = superview.top
      """
    // (393 - 3 × 61) / 2 = 105 between the switches' alignment rectangles, 61 wide; each
    // frame reaches 2 points past its rectangle's right edge, the last one's past the screen's
    // (which is no off-screen view: what the constraints place is on screen).
    #expect(
      try frames(body) == [
        "bar [0, 0, 393, 28]", "x [0, 0, 63, 28]", "y [166, 0, 63, 28]", "z [332, 0, 63, 28]",
      ])
  }

  @Test func hiddenArrangedViewTakesNoRoom() throws {
    let body = """
          views:
            - id: column
              type: stackView
              axis: vertical
              spacing: 8
              arrangedSubviews:
                - { id: p, type: label, text: Top }
                - { id: q, type: label, text: Gone, hidden: true }
                - { id: r, type: label, text: End }
          constraints:
            - column.leading = superview.leading
            - column.top = superview.top
            - column.width = 100
      """
    #expect(
      try frames(body) == [
        "column [0, 0, 100, 50]", "p [0, 0, 100, 21]", "q [0, 25, 100, 0]", "r [0, 29, 100, 21]",
      ])
  }

  /// A hidden arranged view sits in the middle of the gap its shown neighbours leave, as in
  /// Google's ad sample (a button hidden between a 120-point view and a label, in a stack
  /// spaced 10: stored 5 below the view); the last one at the stack's end (FreeOTP's hidden
  /// button, at the bottom of its column).
  @Test func hiddenArrangedViewSitsInTheMiddleOfItsGap() throws {
    let body = """
          views:
            - id: column
              type: stackView
              axis: vertical
              spacing: 10
              arrangedSubviews:
                - { id: media, type: view }
                - { id: action, type: button, title: Go, hidden: true }
                - { id: note, type: label, text: Ad }
                - { id: more, type: button, title: More, hidden: true }
          constraints:
            - column.leading = superview.leading
            - column.top = superview.top + 175
            - column.width = 375
            - media.height = 120
      """
    #expect(
      try frames(body) == [
        "column [0, 175, 375, 151]", "media [0, 175, 375, 120]", "action [0, 300, 375, 0]",
        "note [0, 305, 375, 21]", "more [0, 326, 375, 0]",
      ])
  }

  @Test func fillProportionallyKeepsTheIntrinsicRatio() throws {
    let body = """
          views:
            - id: bar
              type: stackView
              distribution: fillProportionally
              arrangedSubviews:
                - { id: x, type: label, text: ab }
                - { id: y, type: label, text: abcdef }
          constraints:
            - bar.leading = superview.leading
            - bar.top = superview.top
            - bar.width = 300
      """
    #expect(
      try frames(body) == ["bar [0, 0, 300, 21]", "x [0, 0, 75, 21]", "y [75, 0, 225, 21]"])
  }
}

import SceneModel
import Testing

@testable import SceneLayout

/// What UIStackView adds beyond the edges and gaps (docs/Layout.md §5, issue 29): an
/// `equalSpacing` or `equalCentering` stack whose length nothing fixes fits its views and
/// gaps, and a hidden arranged subview that keeps a required size is UIKit's logged and
/// recovered `UISV-hiding` conflict, a warning. Each is built like the shipping apps' stacks
/// it was seen in, beside a near miss that keeps its true error.
@Suite struct StackFittingTests {
  func diagnostics(_ body: String) throws -> [String] {
    render(SceneLayoutEngine.diagnostics(for: try Fixture.scene(body, devices: ["iphone"])))
  }

  func frames(_ body: String) throws -> [String] {
    let storyboard = try Fixture.scene(body)
    let scene = try #require(storyboard.scenes.first)
    return describe(
      SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device("iphone")))
  }

  /// A login form's column: a title, a field and a button, spread by equal spacing, pinned
  /// at its top only (as a networking course's login screen is).
  static let column = """
        views:
          - id: form
            type: stackView
            axis: vertical
            distribution: %DISTRIBUTION
            spacing: 8
            arrangedSubviews:
              - { id: title, type: label, text: Login }
              - { id: email, type: textField, placeholder: Email }
              - { id: login, type: button, title: Login }
        constraints:
          - form.top = safeArea.top + 20
          - form.leading = superview.leading + 20
          - form.trailing = superview.trailing - 20
    """

  /// Equal spacing: every gap is the spacing. Equal centering: the centres are 42 apart,
  /// which leaves the narrowest gap at the spacing.
  @Test(arguments: [
    (
      "equalSpacing",
      [
        "form [20, 79, 353, 105]", "title [20, 79, 353, 21]", "email [20, 108, 353, 34]",
        "login [20, 150, 353, 34]",
      ]
    ),
    (
      "equalCentering",
      [
        "form [20, 79, 353, 111.667]", "title [20, 79, 353, 21]", "email [20, 114.667, 353, 34]",
        "login [20, 156.667, 353, 34]",
      ]
    ),
  ])
  func anEqualSpacingStackFitsItsViewsAndGaps(_ distribution: String, _ expected: [String])
    throws
  {
    let body = Self.column.replacingOccurrences(of: "%DISTRIBUTION", with: distribution)
    #expect(try diagnostics(body) == [])
    #expect(try frames(body) == expected)
  }

  /// A view with no size of its own in the same stack is still ambiguous: nothing gives its
  /// height, so the stack's height is free (reported at the stack, which holds it).
  @Test func aViewWithNoSizeInAnEqualSpacingStackIsStillAmbiguous() throws {
    let body =
      Self.column.replacingOccurrences(of: "%DISTRIBUTION", with: "equalSpacing")
      .replacingOccurrences(
        of: "- { id: login, type: button, title: Login }", with: "- { id: logo, type: view }")
    #expect(
      try diagnostics(body) == [
        "test.yaml:9:13: error: height is ambiguous for 'form' on iphone [layout-ambiguous]\n"
      ])
  }

  /// A stack inside an `equalSpacing` stack fits its own views; the outer stack spreads the
  /// room left between them (a reader's settings panel of stacks in a stack).
  @Test func aStackInsideAnEqualSpacingStackFitsFirst() throws {
    let body = """
          views:
            - id: panel
              type: stackView
              axis: vertical
              distribution: equalSpacing
              arrangedSubviews:
                - id: margins
                  type: stackView
                  axis: vertical
                  distribution: equalSpacing
                  arrangedSubviews:
                    - { id: marginsTitle, type: label, text: Margins }
                    - { id: marginsValue, type: label, text: Wide }
                - { id: fontTitle, type: label, text: Font }
          constraints:
            - panel.top = safeArea.top
            - panel.bottom = safeArea.top + 100
            - panel.leading = superview.leading + 10
            - panel.trailing = superview.trailing - 10
      """
    #expect(try diagnostics(body) == [])
    #expect(
      try frames(body) == [
        "panel [10, 59, 373, 100]", "margins [10, 59, 373, 42]", "marginsTitle [10, 59, 373, 21]",
        "marginsValue [10, 80, 373, 21]", "fontTitle [10, 138, 373, 21]",
      ])
  }

  /// A glucose monitor's status row: a pump view 140 points wide that the app shows only for
  /// some pumps, hidden in the storyboard. UIKit logs the conflict with UISV-hiding and goes
  /// on: a warning at the width, naming the hiding as a note.
  static let statusRow = """
        views:
          - id: status
            type: stackView
            axis: horizontal
            arrangedSubviews:
              - { id: reading, type: label, text: "120 mg/dL" }
              - { id: pump, type: view, hidden: %HIDDEN }
        constraints:
          - status.top = safeArea.top
          - status.leading = superview.leading
          - status.height = 40
          - pump.width = 140
    """

  @Test func aHiddenArrangedSubviewWithARequiredSizeIsAWarning() throws {
    let body = Self.statusRow.replacingOccurrences(of: "%HIDDEN", with: "true")
    #expect(
      try diagnostics(body) == [
        """
        test.yaml:19:9: warning: hidden arranged subview 'pump' of stack view 'status' keeps a \
        required size on iphone: UIKit logs a conflict with its hiding constraint (UISV-hiding) \
        and breaks one of them; give the constraints that size it a priority below 1000 \
        [layout-hidden-conflict]
        test.yaml:19:9: note: conflicting constraint 'pump.width = 140'
        test.yaml:14:19: note: stack view 'status' collapses its hidden arranged subview 'pump' \
        (UISV-hiding)

        """
      ])
  }

  /// Shown, the same pump view is laid out at its width; a second required width on it is a
  /// conflict of the file's own, an error whether or not the view is hidden.
  @Test func aConflictOfTheFilesOwnStaysAnError() throws {
    let shown = Self.statusRow.replacingOccurrences(of: "%HIDDEN", with: "false")
    #expect(try diagnostics(shown) == [])
    let twice = shown + "\n      - pump.width = 100"
    #expect(
      try diagnostics(twice) == [
        """
        test.yaml:20:9: error: unable to simultaneously satisfy constraints on iphone: \
        constraint 'pump.width = 100' conflicts with 1 other constraint; it is left out \
        [layout-conflict]
        test.yaml:19:9: note: conflicting constraint 'pump.width = 140'
        test.yaml:20:9: note: conflicting constraint 'pump.width = 100'

        """
      ])
  }

  /// A Dynamic Type sample's cell header: a top-aligned row of an avatar column (a 32-point
  /// image over a spacer view nothing sizes) and a two-line label. The column spans the row
  /// across its axis (UISV-ambiguity-suppression), as Xcode's canvas draws it, so the spacer
  /// takes the height the label leaves. With the row's alignment `fill` the column's height
  /// is the row's anyway; a spacer outside any stack is still ambiguous.
  @Test func aViewNothingSizesAcrossATopAlignedStackSpansIt() throws {
    let body = """
          views:
            - id: header
              type: stackView
              axis: horizontal
              alignment: top
              spacing: 8
              arrangedSubviews:
                - id: avatarColumn
                  type: stackView
                  axis: vertical
                  arrangedSubviews:
                    - { id: avatar, type: imageView }
                    - { id: spacer, type: view }
                - { id: headline, type: label, text: "Title\\nSubtitle", lines: 0 }
          constraints:
            - header.top = safeArea.top
            - header.leading = superview.leading + 16
            - header.trailing = superview.trailing - 16
            - avatar.width = 32
            - avatar.height = 32
      """
    #expect(try diagnostics(body) == [])
    #expect(
      try frames(body) == [
        "header [16, 59, 361, 42]", "avatarColumn [16, 59, 32, 42]", "avatar [16, 59, 32, 32]",
        "spacer [16, 91, 32, 10]", "headline [56, 59, 321, 42]",
      ])
  }
}

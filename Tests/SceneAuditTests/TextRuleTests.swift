import SceneAudit
import Testing

/// The text rules (docs/Audit.md, "Text"): clipped and truncated text as written and under
/// each locale and content size, text that grows onto its neighbours or off the screen,
/// sides that do not flip right to left, and fonts that do not follow Dynamic Type. The
/// scenes are laid out on the iPhone SE (375 x 667 points, the safe area from 20 down).
@Suite struct TextRuleTests {
  static let textCodes: Set<String> = [
    "text-clipped", "text-truncated", "text-pushes-offscreen", "text-overlap", "rtl-fixed-side",
    "text-fixed-size",
  ]

  static func findings(
    _ body: String, locales: [String] = ["base"], contentSizes: [String] = ["large"],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    try AuditFixture.findings(
      body,
      options: Audit.Options(contentSizes: contentSizes, locales: locales, codes: textCodes),
      sourceLocation: sourceLocation)
  }

  /// "Hello" at 16 points is 40 points wide: a label of 40 fits, one of 39.5 is clipped.
  @Test func aLabelThatFitsExactlyAndOneHalfAPointShort() throws {
    let found = try Self.findings(
      """
          views:
            - { id: exact, type: label, text: Hello, font: { size: 16 } }
            - { id: short, type: label, text: Hello, font: { size: 16 } }
          constraints:
            - exact.leading = superview.leading + 20
            - exact.top = superview.top + 100
            - exact.width = 40
            - short.leading = superview.leading + 20
            - short.top = exact.bottom + 8
            - short.width = 39.5
      """)
    #expect(
      found == [
        "test.yaml:10:15: warning: label 'short' is 39.5 pt wide on iphone-se (content size "
          + "large, locale base), short of the 40 pt its text takes on one line; let it grow, "
          + "allow more lines (lines: 0) or shorten the text [text-clipped]\n"
      ])
  }

  static let note = """
        views:
          - { id: note, type: label, lines: 0, text: Notifications are sent every morning }
          - { id: below, type: button, title: Continue }
        constraints:
          - note.leading = superview.leading + 20
          - note.trailing = superview.trailing - 20
          - note.top = safeArea.top + 20
          - below.leading = superview.leading + 20
          - below.top = note.bottom + 8
    """

  /// Pinned leading and trailing with no fixed height, the label wraps to two lines when
  /// doubled and nothing is clipped; with a fixed height, the doubled text is clipped.
  @Test func aWrappingLabelDoesNotClipAndOneOfFixedHeightDoes() throws {
    #expect(try Self.findings(Self.note, locales: ["base", "double", "accented"]) == [])
    let fixed = Self.note + "\n      - note.height = 21"
    let found = try Self.findings(fixed, locales: ["base", "double", "accented"])
    #expect(
      found == [
        "test.yaml:9:15: warning: label 'note' is 21 pt high on iphone-se (content size large, "
          + "locale double), iphone-se (content size large, locale accented), short of the 42 pt "
          + "its lines take; drop its fixed height so that it grows with its text [text-clipped]\n"
      ])
  }

  /// A view pinned by `left` does not flip: found in the right-to-left locale only.
  @Test func aLeftPinnedViewIsFoundRightToLeft() throws {
    let body = """
          views:
            - { id: fixed, type: view }
          constraints:
            - fixed.left = superview.left + 20
            - fixed.width = 100
            - fixed.top = superview.top + 100
            - fixed.height = 40
      """
    #expect(try Self.findings(body) == [])
    let found = try Self.findings(body, locales: ["base", "rtl"])
    #expect(
      found == [
        "test.yaml:11:15: warning: 'fixed' is pinned by 'left', which does not flip right to "
          + "left on iphone-se (content size large, locale rtl); pin 'leading' instead "
          + "[rtl-fixed-side]\n"
      ])
  }

  /// A body-style label 40 points wide holds "Body" at `large` (34 points at 17) but not at
  /// `accessibility3` (80 at 40); the fixed-size label beside it is found at the
  /// accessibility size only.
  @Test func aBodyStyleLabelAtLargeAndAtAccessibility3() throws {
    let body = """
          views:
            - { id: styled, type: label, text: Body, font: { style: body }, adjustsFontForContentSizeCategory: true }
            - { id: fixedSize, type: label, text: Fixed, font: { size: 17 } }
          constraints:
            - styled.leading = superview.leading + 20
            - styled.top = superview.top + 100
            - styled.width = 40
            - fixedSize.leading = superview.leading + 20
            - fixedSize.top = styled.bottom + 8
      """
    #expect(try Self.findings(body) == [])
    let found = try Self.findings(body, contentSizes: ["large", "accessibility3"])
    #expect(
      found == [
        "test.yaml:9:15: warning: label 'styled' is 40 pt wide on iphone-se (content size "
          + "accessibility3, locale base), short of the 80 pt its text takes on one line; let it "
          + "grow, allow more lines (lines: 0) or shorten the text [text-clipped]\n",
        "test.yaml:10:15: warning: label 'fixedSize' has a fixed 17 pt font, which stays 17 pt "
          + "on iphone-se (content size accessibility3, locale base); give it a text style "
          + "(font: {style: body}) and adjustsFontForContentSizeCategory: true [text-fixed-size]\n",
      ])
  }

  /// A label that grows at the largest size pushes the button below it off the screen.
  @Test func growingTextPushesAViewOffTheScreen() throws {
    let text = String(repeating: "Longer words wrap ", count: 8)
    let body = """
          views:
            - { id: story, type: label, lines: 0, text: \(text), font: { style: body }, adjustsFontForContentSizeCategory: true }
            - { id: next, type: button, title: Next }
          constraints:
            - story.leading = superview.leading + 20
            - story.trailing = superview.trailing - 20
            - story.top = safeArea.top + 20
            - next.leading = superview.leading + 20
            - next.top = story.bottom + 8
      """
    #expect(try Self.findings(body) == [])
    let found = try Self.findings(body, contentSizes: ["accessibility5"])
    #expect(
      found == [
        "test.yaml:9:15: warning: label 'story' is pushed off the screen on iphone-se (content "
          + "size accessibility5, locale base), where the text as written leaves it on screen; "
          + "make room for the text that grows, or let the content scroll "
          + "[text-pushes-offscreen]\n",
        "test.yaml:10:15: warning: button 'next' is pushed off the screen on iphone-se (content "
          + "size accessibility5, locale base), where the text as written leaves it on screen; "
          + "make room for the text that grows, or let the content scroll "
          + "[text-pushes-offscreen]\n",
      ])
  }

  /// A label that grows under double length runs into the button beside it.
  @Test func growingTextOverlapsItsNeighbour() throws {
    let body = """
          views:
            - { id: hint, type: label, text: Continue here }
            - { id: go, type: button, title: Go }
          constraints:
            - hint.leading = superview.leading + 20
            - hint.top = superview.top + 100
            - go.leading = superview.leading + 200
            - go.top = superview.top + 100
      """
    #expect(try Self.findings(body, locales: ["base"]) == [])
    let found = try Self.findings(body, locales: ["double"])
    #expect(
      found == [
        "test.yaml:10:15: warning: button 'go' overlaps label 'hint' by 50 x 21 pt on iphone-se "
          + "(content size large, locale double), where the text as written leaves them apart; "
          + "constrain them to each other so that the text's growth moves its neighbour "
          + "[text-overlap]\ntest.yaml:9:15: note: 'hint' is here\n"
      ])
  }
}

import SceneAudit
import Testing

/// Contrast (`contrast-low`): WCAG 2.x's 4.5:1, and 3:1 for large text, between declared
/// colours only.
@Suite struct ContrastTests {
  /// Black on #747474 is 4.49:1 and is found; #020202 on #757575 is 4.50:1 and is not.
  @Test func aPairJustUnder4Point5IsFoundAndOneAtItIsNot() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - id: under
              type: view
              backgroundColor: "#747474"
              frame: [0, 100, 375, 40]
              subviews:
                - { id: dim, type: label, text: Hello, textColor: "#000000", frame: [10, 10, 100, 20] }
            - id: at
              type: view
              backgroundColor: "#757575"
              frame: [0, 200, 375, 40]
              subviews:
                - { id: fine, type: label, text: Hello, textColor: "#020202", frame: [10, 10, 100, 20] }
      """)
    #expect(
      found == [
        "test.yaml:14:19: warning: label 'dim' has text at 4.49:1 against view 'under' "
          + "(#000000 on #747474) on iphone-se (content size large, locale base), under the "
          + "4.5:1 WCAG 2.x asks of text under 18 pt (14 pt bold); make the text or the "
          + "background darker or lighter [contrast-low]\n"
      ])
  }

  /// #949494 on white (3.03:1) is too faint for 17.9-point text and enough for 18-point text
  /// and for 14-point bold text.
  @Test func largeTextNeedsOnly3To1() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - id: page
              type: view
              backgroundColor: white
              frame: [0, 0, 375, 667]
              subviews:
                - { id: small, type: label, text: Hi, textColor: "#949494", font: { size: 17.9 }, frame: [10, 100, 100, 30] }
                - { id: large, type: label, text: Hi, textColor: "#949494", font: { size: 18 }, frame: [10, 200, 100, 30] }
                - { id: bold, type: label, text: Hi, textColor: "#949494", font: { size: 14, weight: bold }, frame: [10, 300, 100, 30] }
      """)
    #expect(
      found == [
        "test.yaml:14:19: warning: label 'small' has text at 3.03:1 against view 'page' "
          + "(#949494 on #ffffff) on iphone-se (content size large, locale base), under the "
          + "4.5:1 WCAG 2.x asks of text under 18 pt (14 pt bold); make the text or the "
          + "background darker or lighter [contrast-low]\n"
      ])
  }

  /// System colours are checked in both appearances: secondaryLabel on systemBackground is
  /// 3.43:1 in the light appearance (found) and 6.36:1 in the dark one.
  @Test func systemColoursAreCheckedLightAndDark() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - id: page
              type: view
              backgroundColor: systemBackground
              frame: [0, 0, 375, 667]
              subviews:
                - { id: note, type: label, text: Hi, textColor: secondaryLabel, frame: [10, 100, 100, 30] }
      """)
    #expect(
      found == [
        "test.yaml:14:19: warning: label 'note' has text at 3.43:1 against view 'page' "
          + "(#8a8a8e on #ffffff) in the light appearance on iphone-se (content size large, "
          + "locale base), under the 4.5:1 WCAG 2.x asks of text under 18 pt (14 pt bold); make "
          + "the text or the background darker or lighter [contrast-low]\n"
      ])
  }

  /// Undeclared colours are not guessed: a label with no text colour, and one whose
  /// superviews declare no opaque background, are not checked.
  @Test func undeclaredColoursAreNotGuessed() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - { id: plain, type: label, text: Hi, frame: [10, 100, 100, 30] }
            - { id: floating, type: label, text: Hi, textColor: "#eeeeee", frame: [10, 200, 100, 30] }
            - id: glass
              type: view
              backgroundColor: "#ffffff80"
              frame: [0, 300, 375, 100]
              subviews:
                - { id: onGlass, type: label, text: Hi, textColor: "#eeeeee", frame: [10, 10, 100, 30] }
      """)
    #expect(found == [])
  }
}

import SceneAudit
import Testing

/// Labels for assistive technology: `accessibility-label-missing`, `-duplicate` and `-trait`.
@Suite struct AccessibilityLabelTests {
  /// An image-only button with no label is found; the same button with a label is not.
  @Test func anImageButtonNeedsALabel() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - { id: close, type: button, image: xmark, frame: [20, 100, 44, 44] }
            - id: share
              type: button
              image: square.and.arrow.up
              accessibilityLabel: Share
              frame: [80, 100, 44, 44]
      """)
    #expect(
      found == [
        "test.yaml:9:15: warning: button 'close' shows only the image 'xmark' and has no "
          + "accessibility label on iphone-se (content size large, locale base); VoiceOver has "
          + "no words to read for it: give it an 'accessibilityLabel' that says what it does "
          + "[accessibility-label-missing]\n"
      ])
  }

  /// A decorative image view (not an accessibility element, UIKit's default) needs no label;
  /// one that is an element does. A hidden one is left out.
  @Test func onlyAnImageViewThatIsAnElementNeedsALabel() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - { id: flourish, type: imageView, image: flourish, frame: [0, 0, 375, 40] }
            - { id: portrait, type: imageView, image: alice, isAccessibilityElement: true, frame: [0, 50, 100, 100] }
            - { id: spare, type: imageView, image: bob, isAccessibilityElement: true, hidden: true, frame: [0, 200, 100, 100] }
      """)
    #expect(
      found == [
        "test.yaml:10:15: warning: imageView 'portrait' shows an image and has no "
          + "accessibility label on iphone-se (content size large, locale base); VoiceOver has "
          + "no words to read for it: give it an 'accessibilityLabel' that says what it does "
          + "[accessibility-label-missing]\n"
      ])
  }

  /// A bar item with only an image needs a label; one with a title or a system item does not.
  @Test func anImageOnlyBarItemNeedsALabel() throws {
    let found = try AuditFixture.findings(
      """
          navigationItem:
            right:
              - { id: filter, image: line.3.horizontal }
              - { id: add, system: add }
              - { id: sort, image: arrow.up.arrow.down, accessibilityLabel: Sort }
          views:
            - { id: note, type: label, text: Hi, frame: [20, 100, 100, 20] }
      """)
    #expect(
      found == [
        "test.yaml:10:17: warning: bar item 'filter' shows only the image 'line.3.horizontal' "
          + "and has no accessibility label on iphone-se (content size large, locale base); "
          + "VoiceOver has no words to read for it: give it an 'accessibilityLabel' that says "
          + "what it does [accessibility-label-missing]\n"
      ])
  }

  /// Two buttons of one screen that read the same label (titles or labels, without case);
  /// two that show Interface Builder's placeholder title "Button" are not compared.
  @Test func twoControlsWithOneLabelAreFound() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - { id: save, type: button, title: Save, frame: [20, 100, 80, 44] }
            - { id: saveDraft, type: button, title: Keep, accessibilityLabel: save, frame: [120, 100, 80, 44] }
            - { id: cancel, type: button, title: Cancel, frame: [220, 100, 80, 44] }
            - { id: one, type: button, title: Button, frame: [20, 200, 80, 44] }
            - { id: two, type: button, title: Button, frame: [120, 200, 80, 44] }
      """)
    #expect(
      found == [
        "test.yaml:10:15: warning: button 'saveDraft' reads 'save', as button 'save' does on "
          + "iphone-se (content size large, locale base); VoiceOver users cannot tell them "
          + "apart: give each its own 'accessibilityLabel' [accessibility-label-duplicate]\n"
          + "test.yaml:9:15: note: button 'save' reads it here\n"
      ])
  }

  /// "Close button" on a button repeats its trait; "Buttonhole" and "Close" do not, nor does
  /// "Image" on a button whose traits the file sets to button alone.
  @Test func aLabelRepeatingItsTraitIsFound() throws {
    let found = try AuditFixture.findings(
      """
          views:
            - { id: close, type: button, title: X, accessibilityLabel: Close button, frame: [20, 100, 80, 44] }
            - { id: sew, type: button, title: Buttonhole, frame: [110, 100, 105, 44] }
            - { id: shut, type: button, title: Close, frame: [220, 100, 80, 44] }
            - { id: pic, type: button, title: Image, accessibilityTraits: [button], frame: [20, 200, 80, 44] }
      """)
    #expect(
      found == [
        "test.yaml:9:15: warning: the label 'Close button' of button 'close' says 'button' on "
          + "iphone-se (content size large, locale base), which VoiceOver already says for its "
          + "'button' trait; leave the word out of the label [accessibility-label-trait]\n"
      ])
  }
}

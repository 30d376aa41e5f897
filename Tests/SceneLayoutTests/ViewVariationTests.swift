import SceneModel
import Testing

@testable import SceneLayout

/// Views per size class (`installed:` and `variations:`, an extension): a font that grows in
/// regular width, a view not installed at compact height (its constraints go with it), and
/// the located mistakes.
@Suite struct ViewVariationTests {
  static let body = """
        views:
          - id: title
            type: label
            text: Hello
            font: { size: 17 }
            variations:
              - { when: regular, font: { size: 34 } }
          - id: artwork
            type: imageView
            variations:
              - { when: heightClass=compact, installed: false }
          - id: badge
            type: view
            installed: false
            variations:
              - { when: "heightClass=regular-widthClass=regular", installed: true }
        constraints:
          - title.top = safeArea.top + 20
          - title.leading = superview.leadingMargin
          - artwork.top = title.bottom + 8
          - artwork.leading = superview.leadingMargin
          - artwork.width = 100
          - artwork.height = 100
          - badge.top = safeArea.top
          - badge.trailing = superview.trailing
          - badge.width = 10
          - badge.height = 10
    """

  @Test(arguments: [
    ("iphone", ["title [16, 79, 43, 21]", "artwork [16, 108, 100, 100]"]),
    // On its side the phone's notch takes 59 points at the left: the margin is 59 + 16.
    ("iphone-landscape", ["title [75, 20, 43, 21]"]),
    (
      "ipad",
      ["title [20, 44, 85, 41]", "artwork [20, 93, 100, 100]", "badge [810, 24, 10, 10]"]
    ),
  ])
  func eachDeviceLaysOutTheViewsItHas(_ device: String, _ frames: [String]) throws {
    let storyboard = try Fixture.scene(Self.body)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
    #expect(describe(layout) == frames)
    #expect(layout.diagnostics.isEmpty)
    #expect(SceneLayoutEngine.diagnostics(for: storyboard).isEmpty)
  }

  @Test func mistakesAreLocated() {
    let yaml = """
      format: 1
      storyboard: T
      initial: s
      scenes:
        s:
          kind: viewController
          views:
            - id: title
              type: label
              variations:
                - { font: { size: 20 } }
                - { when: tall, hidden: true }
                - { when: compact, colour: red }
                - { when: compact, installed: maybe }
      """
    let result = StoryboardLoader.load(Array(yaml.utf8), file: "test.yaml")
    #expect(
      render(result.diagnostics) == [
        "test.yaml:11:13: error: a variation of view 'title' has no 'when'; add it [missing-key]\n",
        "test.yaml:12:21: error: 'tall' is not a valid 'when' condition (a size class or a device); expected one of: compact, regular, heightClass=compact, heightClass=regular, widthClass=compact, widthClass=regular, heightClass=H-widthClass=W, iphone-se, iphone, iphone-landscape, ipad, ipad-landscape [invalid-value]\n",
        "test.yaml:13:30: error: unknown key 'colour' in a variation of view 'title'; expected one of: when, installed, frame, backgroundColor, hidden, userInteraction, accessibilityLabel, isAccessibilityElement, accessibilityTraits, accessibilityIdentifier, text, font, alignment, lines, adjustsFontForContentSizeCategory, minimumScaleFactor, textColor [unknown-key]\n",
        "test.yaml:14:41: error: expected true or false for 'installed', found a string [wrong-type]\n",
      ])
  }
}

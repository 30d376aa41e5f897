import SceneModel
import Testing

@testable import SceneLayout

/// A `fillProportionally` stack keeps its content's size along its axis unless a required
/// constraint stretches it (`StackLowering.proportionalContentLevel`), modelled on xdrip's
/// landscape statistics: a 160-point `fill` row of a proportional stack of two labels ("Low ",
/// "(-)") and a value label, where Xcode 26 draws the pair at its content's width (55.33) and
/// stretches the value label (100.67), even against a 751 constraint on the pair's end.
@Suite struct ProportionalStackTests {
  func frames(_ extra: String) throws -> [String] {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: stat
              type: stackView
              axis: horizontal
              spacing: 4
              arrangedSubviews:
                - id: pair
                  type: stackView
                  axis: horizontal
                  distribution: fillProportionally
                  spacing: 4
                  arrangedSubviews:
                    - { id: title, type: label, text: Low, contentHugging: { h: 251 } }
                    - { id: unit, type: label, text: "(-)" }
                - id: value
                  type: label
                  text: "-"
                  contentHugging: { h: 251 }
                  compressionResistance: { h: 752 }
          constraints:
            - stat.leading = superview.leading + 62
            - stat.top = superview.top + 70
            - stat.width = 160
      \(extra)
      """)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try Fixture.device("iphone"))
    #expect(render(layout.diagnostics) == [])
    return describe(layout)
  }

  @Test func theSiblingStretchesAndTheProportionalStackKeepsItsContent() throws {
    let kept = [
      "stat [62, 70, 160, 21]", "pair [62, 70, 56, 21]", "title [62, 70, 26, 21]",
      "unit [92, 70, 26, 21]", "value [122, 70, 100, 21]",
    ]
    #expect(try frames("") == kept)
    // A constraint below required on the stack's end does not stretch it either.
    #expect(try frames("      - stat.trailing = pair.trailing + 20 @751") == kept)
  }

  @Test func aRequiredConstraintStretchesItInProportion() throws {
    // Near miss: the pair's width is required, so its labels share it by their content.
    #expect(
      try frames("      - pair.width = 124") == [
        "stat [62, 70, 160, 21]", "pair [62, 70, 124, 21]", "title [62, 70, 60, 21]",
        "unit [126, 70, 60, 21]", "value [190, 70, 32, 21]",
      ])
  }
}

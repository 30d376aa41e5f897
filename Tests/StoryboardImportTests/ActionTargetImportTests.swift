import StoryboardImport
import Testing

/// `Fixtures/ActionTargets.storyboard`: an action sent to a view of the scene becomes
/// `target:`, one wired to another scene's controller `targetScene:`, and a plain view that
/// sends actions a custom control (`type: control`); all three are carried, and so is the
/// custom object beside the controller (`objects:`) with its outlet and the controller's.
@Suite struct ActionTargetImportTests {
  @Test func actionsSentElsewhereAndCustomControlsAreCarried() throws {
    let result = try #require(
      imported(fixture("ActionTargets.storyboard"), file: "ActionTargets.storyboard"))
    #expect(result.notCarried.isEmpty)
    #expect(result.carried == result.inFile)
    #expect(result.carried.actions == 3)
    #expect(result.carried.outlets == 2)
    #expect(
      result.yaml.contains(
        """
            objects:
              - ib: "obj-00-001"
                id: ratingModel
                class: RatingModel
                outlets:
                  control: control
            outlets:
              ratingModel: ratingModel
        """))
    #expect(
      result.yaml.contains(
        """
              - ib: "rat-00-001"
                id: control
                type: control
                class: RatingControl
        """))
    #expect(
      result.yaml.contains(
        """
            actions:
              - name: toggleDisclosure
                from: button_btn_00_001
                event: touchUpInside
                selector: "toggleDisclosure:"
                target: view_hdr_00_001
              - name: ratingChanged
                from: control
                event: valueChanged
                selector: "ratingChanged:"
              - name: backWasPressed
                from: button_btn_00_002
                event: touchUpInside
                selector: "backWasPressed:"
                targetScene: detailViewController
        """))
  }
}

import Testing

@testable import ScenectlCommands

/// `Fixtures/presentation-context.yaml`: a current-context presentation covers the nearest
/// controller that defines a presentation context (an embedded navigation controller), so
/// the dashboard around it stays on screen and usable; that navigation controller shows its
/// toolbar though its scene has no items (`toolbarHidden: false`).
@Suite struct PresentationContextCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/presentation-context.yaml"

  @Test func aCurrentContextPresentationCoversTheDefiningController() {
    let output = scenectl("simulate", file, "--tap", "chooseButton", "--tap", "header")
    #expect(output.status == .success)
    #expect(
      output.stdout.hasSuffix(
        """
        hierarchy:
          window
          └─ dashboard
             └─ embedded in 'panelContainer': panelNav (navigationController, not on screen)
                ├─ panel (navigation bar: Panel, empty toolbar, not on screen)
                └─ presents picker (presented as currentContext)

        on screen: top 'dashboard', stack dashboard
          dashboard.header label "Dashboard" [20, 79, 77, 21]
          dashboard.panelContainer view [20, 120, 400, 500]
          picker.doneButton button "Done" [40, 140, 41, 34]

        """))
    #expect(output.stdout.contains("tap header\n  'header' is a label and sends no actions"))
  }

  @Test func theToolbarShowsWithoutItems() {
    let layout = scenectl("layout", file, "--scene", "panel", "--device", "ipad")
    #expect(
      layout.stdout == """
        scene 'panel' on ipad (820 x 1180), safe area [0, 68, 820, 1048], navigation bar, toolbar
        chooseButton [20, 88, 62, 34]

        """)
  }
}

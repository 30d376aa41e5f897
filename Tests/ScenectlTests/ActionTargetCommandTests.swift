import Testing

@testable import ScenectlCommands

/// `Fixtures/action-targets.yaml`: a tap on a custom control sends each of its actions in
/// file order; an action with `target:` names the target's class and runs no steps; a stale
/// connection to another scene (`targetScene:`) is a warning and reaches nothing.
@Suite struct ActionTargetCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/action-targets.yaml"

  @Test func tapsSendToTheControlTheTargetAndNothing() {
    let output = scenectl(
      "simulate", file, "--tap", "rating", "--tap", "disclosureButton", "--tap", "backButton")
    #expect(output.status == .success)
    let steps = output.stdout.components(separatedBy: "\n\n").filter { $0.hasPrefix("tap ") }
    #expect(
      steps == [
        """
        tap rating
          action 'ratingChanged' of 'list' (valueChanged from 'rating')
          calls 'ratingChanged:' on ListViewController (code, not run)
          action 'ratingTouched' of 'list' (touchUpInside from 'rating')
          calls 'ratingTouched:' on ListViewController (code, not run)
        """,
        """
        tap disclosureButton
          action 'toggleDisclosure' of 'header' (touchUpInside from 'disclosureButton')
          calls 'toggleDisclosure:' on SectionHeaderView ('header') (code, not run)
        """,
        """
        tap backButton
          action 'backWasPressed' (touchUpInside from 'backButton') is wired to the controller of scene 'detail', another scene; it reaches no object
        """,
      ])
    #expect(output.stdout.contains("  list.rating control [96.667, 179, 200, 44]\n"))
  }

  @Test func theStaleConnectionIsTheFilesOnlyWarning() {
    let output = scenectl("validate", file)
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        \(file):36:93: warning: action 'backWasPressed' from 'backButton' is wired to the controller of scene 'detail', another scene; each scene is loaded on its own, so the action reaches no object and 'backButton' does nothing with it; connect it to this scene's controller in Interface Builder, or delete the stale connection [action-cross-scene]
        0 errors, 1 warning in 1 file

        """)
  }
}

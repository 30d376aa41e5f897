import Testing

@testable import ScenectlCommands

/// `Fixtures/scene-objects.yaml`: a scene's object (`objects:`) takes outlets and actions;
/// `--sources` looks for its class as for a view's.
@Suite struct SceneObjectCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/scene-objects.yaml"

  @Test func anActionSentToAnObjectNamesItsClass() {
    #expect(scenectl("validate", file).stdout == "0 errors, 0 warnings in 1 file\n")
    let output = scenectl("simulate", file, "--tap", "refreshButton")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
        tap refreshButton
          action 'refresh' of 'countdownManager' (touchUpInside from 'refreshButton')
          calls 'refresh:' on ListingsCountdownManager ('countdownManager') (code, not run)

        """))
  }

  @Test func theSourcesMustHoldTheObjectsClass() {
    let output = scenectl(
      "validate", file, "--sources", "Tests/ScenectlTests/Fixtures/notes-app")
    #expect(
      output.stdout.contains(
        "\(file):19:16: warning: class 'ListingsCountdownManager' of object 'countdownManager' "
          + "of scene 'auction' is in none of the sources (UIKit logs \"Unknown class "
          + "ListingsCountdownManager in Interface Builder file\" and uses a plain NSObject); "
          + "fix the name or add its file to '--sources' [class-not-in-sources]\n"))
  }
}

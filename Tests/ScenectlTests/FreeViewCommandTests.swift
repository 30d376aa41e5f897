import TestSupport
import Testing

@testable import ScenectlCommands

/// Free views (`freeViews:`, an extension; `Fixtures/free-views.yaml`): loaded beside the view
/// tree, laid out on their own at their size, never on screen; mistakes are located
/// (`Fixtures/free-view-mistakes.yaml`).
@Suite struct FreeViewCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/free-views.yaml"
  let mistakes = "Tests/ScenectlTests/Fixtures/free-view-mistakes.yaml"

  /// The output with the repository's path taken out of file names.
  func relative(_ text: String) -> String {
    text.replacingOccurrences(of: "\(repositoryRoot)/", with: "")
  }

  @Test func theFixtureValidatesClean() {
    let output = scenectl("validate", file)
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
  }

  @Test func aMissingSizeAndConstraintsAcrossTreesAreLocated() {
    let output = scenectl("validate", mistakes)
    #expect(output.status == .problemsFound)
    let f = mistakes
    #expect(
      relative(output.stdout).split(separator: "\n").map(String.init) == [
        "\(f):13:30: error: constraint of scene 'mixer' refers to 'knob', which is in free view "
          + "'panel': they have no common ancestor, and UIKit raises at activation; constrain the "
          + "views of 'panel' in its own 'constraints:', and 'panel' to the view tree in the code "
          + "that adds it [constraint-across-trees]",
        "\(f):15:9: error: free view 'panel' has no 'size': it is outside the view tree, so "
          + "nothing sizes it until code adds it to a view; write its width and height, 'size: "
          + "[320, 44]' for 320 points wide and 44 high [missing-key]",
        "\(f):26:30: error: constraint of free view 'meter' refers to 'playButton', which is in "
          + "the view tree of scene 'mixer': they have no common ancestor, and UIKit raises at "
          + "activation; constrain the views of 'meter' only, and 'meter' to the view tree in "
          + "the code that adds it [constraint-across-trees]",
        "\(f):27:25: error: constraint of free view 'meter' refers to 'knob', which is in free "
          + "view 'panel': they have no common ancestor, and UIKit raises at activation; "
          + "constrain the views of 'meter' only, and those of 'panel' in its own 'constraints:' "
          + "[constraint-across-trees]",
        "\(f):28:29: error: constraint of free view 'meter' refers to 'safeArea', a guide of "
          + "the root view of scene 'mixer': they have no common ancestor, and UIKit raises at "
          + "activation; constrain the views of 'meter' only; 'superview' of its direct "
          + "subviews is 'meter' [constraint-across-trees]",
        "\(f):29:25: error: constraint of free view 'meter' refers to the superview of "
          + "'meter', which has none until code adds it to a view, and UIKit raises at "
          + "activation; give its size with 'size:', and constrain it to its superview in code "
          + "[constraint-across-trees]",
        "6 errors, 0 warnings in 1 file",
      ])
  }

  @Test func layoutPrintsTheFreeViewsAfterTheScenesViews() {
    let output = scenectl("layout", file, "--scene", "mixer")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'mixer' on iphone (393 x 852), safe area [0, 59, 393, 759]
        playButton [176, 79, 41, 34]
        free view 'reverbPanel', not on screen (code adds it to a view): frames from its top-left
        reverbPanel [0, 0, 300, 80]
        wetDryLabel [8, 10, 60, 21]
        wetDrySlider [76, 3.667, 216, 34]
        presetControl [104, 43, 92, 32]

        """)
  }

  @Test func conflictsAndAmbiguityInAFreeViewAreAtTheirLines() throws {
    let yaml = """
      format: 1
      storyboard: T
      initial: a
      devices: [iphone]
      scenes:
        a:
          kind: viewController
          freeViews:
            - id: panel
              type: view
              size: [200, 40]
              subviews:
                - { id: box, type: view }
                - { id: loose, type: view }
              constraints:
                - box.leading = superview.leading
                - box.trailing = superview.trailing
                - box.top = superview.top
                - box.height = 20
                - box.width = 100
                - loose.top = box.bottom
                - loose.height = 10
      """
    let output = try withTemporaryFile(yaml) { scenectl("validate", $0) }
    #expect(output.status == .problemsFound)
    let lines = output.stdout.split(separator: "\n")
      .map { String($0.split(separator: ".yaml:", maxSplits: 1).last ?? "") }
    #expect(
      lines == [
        "14:19: error: width and horizontal position are ambiguous for 'loose' on iphone "
          + "[layout-ambiguous]",
        "20:13: error: unable to simultaneously satisfy constraints on iphone: constraint "
          + "'box.width = 100' conflicts with 3 other constraints; it is left out [layout-conflict]",
        "16:13: note: conflicting constraint 'box.leading = superview.leading'",
        "17:13: note: conflicting constraint 'box.trailing = superview.trailing'",
        "20:13: note: conflicting constraint 'box.width = 100'",
        "11:15: note: free view 'panel' is laid out at its size [200, 40]",
        "2 errors, 0 warnings in 1 file",
      ])
  }

  @Test func aTapOnAFreeViewsControlSaysItIsAFreeView() {
    let output = scenectl("simulate", file, "--tap", "presetControl")
    #expect(output.status == .problemsFound)
    let message =
      "'presetControl' is in free view 'reverbPanel' of scene 'mixer', not in the view tree: "
      + "code adds it to a view, and simulate runs no code, so it is never on screen"
    #expect(output.stdout.contains("tap presetControl\n  error: \(message)\n"))
    #expect(output.stderr == "scenectl: error: step 1 (tap presetControl): \(message)\n")
    let panel = scenectl("simulate", file, "--tap", "reverbPanel")
    #expect(panel.status == .problemsFound)
    #expect(
      panel.stderr
        == "scenectl: error: step 1 (tap reverbPanel): 'reverbPanel' is a free view of scene "
        + "'mixer', not in the view tree: code adds it to a view, and simulate runs no code, so "
        + "it is never on screen\n")
  }

  @Test func freeViewsAreNotOnScreenButStepsSetThem() {
    let output = scenectl("simulate", file, "--tap", "playButton")
    #expect(output.status == .success)
    #expect(output.stdout.contains("  set wetDryLabel.text = \"Playing\"\n"))
    #expect(
      output.stdout.hasSuffix(
        "on screen: top 'mixer', stack mixer\n  mixer.playButton button \"Play\" [176, 79, 41, 34]\n"
      ))
  }

  @Test func exploreNeitherTapsNorReportsFreeViews() {
    let output = scenectl("explore", file)
    #expect(output.status == .success)
    #expect(output.stdout.contains("findings (0):"))
  }
}

import TestSupport
import Testing

@testable import ScenectlCommands

/// `Fixtures/References`: a storyboard whose references lead into two other files. The
/// commands follow them: `simulate` presents the other file's navigation controller and
/// pushes in it, `validate` reports references that cannot be followed at their own lines,
/// and the map says where each scene comes from.
@Suite struct StoryboardReferenceCommandTests {
  let main = "Tests/ScenectlTests/Fixtures/References/Main.yaml"

  @Test func simulateGoesOnIntoTheOtherFile() {
    let output = scenectl("simulate", main, "--tap", "more", "--tap", "about")
    #expect(output.status == .success)
    #expect(output.stderr == "")
    #expect(
      output.stdout.contains(
        """
        tap more
          segue modal: home → settingsNav, presented as fullScreen
          settingsNav viewDidLoad
          home viewWillDisappear
          settingsNav viewWillAppear
          Settings_home viewDidLoad
          Settings_home viewWillAppear
          settingsNav viewDidAppear
          Settings_home viewDidAppear
          home viewDidDisappear

        tap about
          segue push: Settings_home → about, pushed onto 'settingsNav'
        """))
    #expect(
      output.stdout.hasSuffix(
        """
        hierarchy:
          window
          └─ home (not on screen)
             └─ presents settingsNav (navigationController, presented as fullScreen)
                ├─ Settings_home (not on screen)
                └─ about (navigation bar: ‹ Settings | About)

        on screen: top 'about', stack home > settingsNav > about

        """))
  }

  /// A reference without `scene:` stands for the other file's initial scene, whose action
  /// dismisses it.
  @Test func aReferenceWithoutASceneLeadsToTheInitialScene() {
    let output = scenectl("simulate", main, "--tap", "help", "--tap", "close")
    #expect(output.status == .success)
    #expect(output.stdout.contains("segue modal: home → helpHome, presented as fullScreen"))
    #expect(
      output.stdout.contains("action 'closeHelp' of 'helpHome' (touchUpInside from 'close')"))
    #expect(
      output.stdout.hasSuffix(
        """
        on screen: top 'home', stack home
          home.more button "More" [20, 100, 80, 44]
          home.help button "Help" [20, 160, 80, 44]

        """))
  }

  @Test func theMapSaysWhereScenesComeFrom() {
    let output = scenectl("graph", main)
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        "\"Settings_home\" [label=\"Settings_home\\nviewController\\n“Settings”\\nin Settings.yaml\"];"
      ))
    #expect(
      output.stdout.contains("\"helpHome\" [label=\"helpHome\\nviewController\\n“Help”\\nin Help.yaml\"];"))
  }

  @Test func referencesThatCannotBeFollowed() {
    let output = scenectl("validate", "Tests/ScenectlTests/Fixtures/References/Broken.yaml")
    #expect(output.status == .problemsFound)
    let folder = "Tests/ScenectlTests/Fixtures/References"
    #expect(
      output.stdout == """
        \(folder)/Broken.yaml:18:30: warning: storyboard reference 'missingFile' (the initial \
        scene of NoSuchFile.yaml) cannot be followed, and the app crashes when a segue leads \
        there: 'NoSuchFile.yaml' cannot be read from this file's folder (No such file or \
        directory); give the path of the storyboard or scene file, relative to this file \
        [reference-unresolved]
        \(folder)/Broken.yaml:21:52: warning: storyboard reference 'missingScene' (scene \
        'settingNav' of Settings.yaml) cannot be followed, and the app crashes when a segue \
        leads there: 'Settings.yaml' has no scene or storyboard identifier \
        'settingNav'; did you mean 'settingsNav'? [reference-unresolved]
        \(folder)/Broken.yaml:24:16: error: scene 'withViews' is a storyboard reference, which \
        stands for a scene of another file; it cannot have views of its own: move them to that \
        scene [reference-with-content]
        1 error, 2 warnings in 1 file

        """)
  }

  /// The other file's own problems are reported at its lines, and stop `simulate`.
  @Test func problemsOfTheOtherFileAreItsOwn() throws {
    try withTemporaryFolder { folder in
      try write(
        """
        format: 1
        storyboard: A
        initial: a
        scenes:
          a:
            kind: viewController
            segues: [ { kind: modal, to: b, presentation: fullScreen } ]
          b:
            kind: viewController
            reference: { storyboard: B.yaml }
        """, to: "\(folder)/A.yaml")
      try write(
        """
        format: 1
        storyboard: B
        initial: b
        scenes:
          b:
            kind: viewController
            titel: B
        """, to: "\(folder)/B.yaml")
      let output = scenectl("simulate", "\(folder)/A.yaml")
      #expect(output.status == .problemsFound)
      #expect(
        output.stderr == """
          \(folder)/A.yaml:7:15: warning: segues initiated directly from view controllers must \
          have an identifier; add 'id' so a 'segue:' step in 'a' can perform it \
          [segue-from-vc-needs-identifier]
          \(folder)/A.yaml:7:34: warning: the modal segue to 'b' presents 'b', which offers no \
          way back: add a 'dismiss' step or an unwind segue to it [dead-end-presentation]
          \(folder)/B.yaml:7:5: error: unknown key 'titel' in scene 'b'; did you mean \
          'title'? [unknown-key]
          scenectl: error: '\(folder)/A.yaml' has errors; nothing was simulated

          """)
    }
  }
}

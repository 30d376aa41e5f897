import Testing

@testable import ScenectlCommands

/// `Fixtures/OneApp`: an app folder with two storyboards in two folders (`App/Main`,
/// `App/Settings`), a reference from one into the other by name, and code that performs
/// segues and instantiates scenes of both, asks for `UIStoryboard(name: "Settings")` and
/// registers a cell. Checked as one app (issue 29), every identifier resolves; the near
/// misses of `Fixtures/OneAppMisses` keep their errors.
@Suite struct OneAppCommandTests {
  let app = "Tests/ScenectlTests/Fixtures/OneApp"
  let misses = "Tests/ScenectlTests/Fixtures/OneAppMisses"

  /// The reference names `Settings`, which is in a sibling folder: the bundle has it.
  @Test func theReferenceIntoTheOtherFolderResolves() {
    let output = scenectl("validate", app)
    #expect(output.stdout == "0 errors, 0 warnings in 2 files\n")
    #expect(output.stderr == "")
    #expect(output.status == .success)
  }

  @Test func everyIdentifierTheCodeUsesResolvesAmongBothStoryboards() {
    let output = scenectl("validate", app, "--sources", app)
    #expect(output.stdout == "0 errors, 0 warnings in 2 files\n")
    #expect(output.stderr == "")
    #expect(output.status == .success)
  }

  @Test func nearMissesKeepTheirErrorsOnceEach() {
    let output = scenectl("validate", app, "--sources", app, "--sources", misses)
    let file = "\(misses)/Misses.swift"
    #expect(
      output.stdout == """
        \(file):5:34: error: 'showDetial' is no segue of the scenes of class \
        'ListViewController'; did you mean 'showDetail'? [unknown-identifier]
        \(file):6:63: error: 'setings' is no storyboard identifier of the app's storyboards; \
        did you mean 'settings'? [unknown-identifier]
        \(file):7:28: error: 'Setting' is no storyboard of the app's folder; did you mean \
        'Settings'? [unknown-identifier]
        \(file):8:55: error: 'BageCell' is no prototype cell of the scenes of class \
        'ListViewController'; did you mean 'BadgeCell'? [unknown-identifier]
        4 errors, 0 warnings in 2 files

        """)
    #expect(output.status == .problemsFound)
  }

  /// A storyboard given alone is not the app: what only its sibling defines is unknown, and
  /// no storyboard name is checked (the other storyboards are not known).
  @Test func oneStoryboardAloneKnowsOnlyItsOwnIdentifiers() {
    let settings = "\(app)/App/Settings/Settings.storyboard"
    let output = scenectl("validate", settings, "--sources", app)
    let code = "\(app)/App/Code"
    #expect(
      output.stdout == """
        \(code)/ListViewController.swift:15:58: error: 'ItemCell' is no prototype cell of the \
        storyboard [unknown-identifier]
        \(code)/ListViewController.swift:19:34: error: 'showDetail' is no segue of the \
        storyboard [unknown-identifier]
        \(code)/SettingsViewController.swift:11:73: error: 'list' is no storyboard identifier \
        of the storyboard [unknown-identifier]
        3 errors, 0 warnings in 1 file

        """)
  }

  /// `Fixtures/PodsApp`: a view of a pod's class (`AnimationView`) and one of WebKit's
  /// (`WKWebView`). With the folder that holds the Podfile, the pod's class is a warning that
  /// points at it; with the code's folder alone, it is still an error. WebKit's is neither.
  @Test func aClassNotFoundInAnAppWithDependenciesIsAWarning() {
    let pods = "Tests/ScenectlTests/Fixtures/PodsApp"
    let message =
      "class 'AnimationView' of view 'view_anm' of scene 'homeViewController' is in none of "
      + "the sources (UIKit logs \"Unknown class AnimationView in Interface Builder file\" and "
      + "uses a plain view of its type); fix the name or add its file to '--sources' "
      + "[class-not-in-sources]"
    let withPods = scenectl("validate", "\(pods)/App.storyboard", "--sources", pods)
    #expect(
      withPods.stdout == """
        \(pods)/App.storyboard:10:70: warning: \(message)
        \(pods)/Podfile:1:1: note: the app uses dependencies ('Podfile') whose code is not \
        read, so it may be declared there
        0 errors, 1 warning in 1 file

        """)
    #expect(withPods.status == .success)
    let codeAlone = scenectl("validate", "\(pods)/App.storyboard", "--sources", "\(pods)/Code")
    #expect(
      codeAlone.stdout == """
        \(pods)/App.storyboard:10:70: error: \(message)
        1 error, 0 warnings in 1 file

        """)
    #expect(codeAlone.status == .problemsFound)
  }
}

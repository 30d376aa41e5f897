import Testing

@testable import ScenectlCommands

/// `validate --sources`: the scenes of a storyboard against the app's Swift code, each
/// problem located on both sides (Fixtures/notes-app holds one mistake of each kind).
@Suite struct SourceChecksTests {
  let storyboard = "Tests/StoryboardImportTests/Fixtures/Small.storyboard"
  let app = "Tests/ScenectlTests/Fixtures/notes-app"

  @Test func everyDisagreementIsLocatedOnBothSides() {
    let output = scenectl("validate", storyboard, "--sources", app)
    #expect(output.status == .problemsFound)
    let code = "\(app)/Sources/NoteViewController.swift"
    #expect(
      output.stdout.split(separator: "\n").map(String.init) == [
        "\(code):8:22: warning: @IBOutlet 'forgotten' of 'NoteViewController' is connected in no "
          + "scene (it is nil at run time); connect it or remove it [unconnected-outlet]",
        "\(code):10:18: warning: @IBAction 'saveNote:' of 'NoteViewController' is sent by no "
          + "control or unwind; connect it or remove @IBAction [unconnected-action]",
        "\(code):13:34: error: 'showNot' is no segue of the scenes of class 'NoteViewController'; "
          + "there are none [unknown-identifier]",
        "\(storyboard):54:77: note: 2 elements are not carried into the checks (the scene format "
          + "cannot hold them yet); 'scenectl import' of this file lists each with its reason "
          + "[not-carried]",
        // Latin1.m was skipped, so the method may be in it: a warning that says so.
        "\(storyboard):78:45: warning: action 'save:' of scene 'Note_Detail' has no @IBAction method "
          + "in 'NoteViewController' or its superclasses (unrecognized selector sent to "
          + "instance); add the method or remove the action [action-without-method]",
        "\(code):4:7: note: 'NoteViewController' is declared here",
        "note: 1 source file or folder was not read in full (scenectl's notes name them), so it "
          + "may be declared in one of them",
        "\(storyboard):79:61: warning: action 'log' from 'saveButton' is wired to the controller "
          + "of scene 'noteListViewController', another scene; each scene is loaded on its own, "
          + "so the action reaches no object and 'saveButton' does nothing with it; connect it "
          + "to this scene's controller in Interface Builder, or delete the stale connection "
          + "[action-cross-scene]",
        "\(storyboard):131:25: error: outlet 'saveButton' connects a button (UIButton), but the "
          + "property is a UISwitch; change the property's type or connect a UISwitch "
          + "[outlet-property-type]",
        "\(code):6:22: note: 'saveButton' is declared here",
        "2 errors, 4 warnings in 1 file",
      ])
    // Not UTF-8: skipped with a note; a build folder: never read (no duplicate class).
    #expect(
      output.stderr
        == "scenectl: note: skipped \(app)/Sources/Latin1.m:2:4: the file is not UTF-8 (byte 19)\n")
  }

  @Test func unwindsResolveThroughTheClassThatImplementsThem() {
    // NoteListViewController implements unwindToNotes(sender:): no unknown-unwind error, and
    // the outlet to a constraint (not carried) is not called unconnected.
    let output = scenectl("validate", storyboard, "--sources", app)
    #expect(!output.stdout.contains("unwind-unknown-action"))
    #expect(!output.stdout.contains("'spacing'"))
  }

  @Test func aClassMissingFromTheSources() {
    let file = "Tests/ScenectlTests/Fixtures/wide-label.yaml"
    let withClass = scenectl(
      "validate", "Tests/ScenectlTests/Fixtures/unknown-class.yaml", "--sources", app)
    let fixture = "Tests/ScenectlTests/Fixtures/unknown-class.yaml"
    let sceneClass: String =
      "\(fixture):9:12: warning: class 'NoteEditor' of scene 'main' is in none of the "
      + "sources (UIKit logs \"Unknown class NoteEditor in Interface Builder file\" and uses a "
      + "plain view controller); fix the name or add its file to '--sources' "
      + "[class-not-in-sources]\n"
    // A view's custom class: RatingControl is in the sources, BadgeView is not.
    let viewClass: String =
      "\(fixture):12:41: warning: class 'BadgeView' of view 'badge' of scene 'main' is in "
      + "none of the sources (UIKit logs \"Unknown class BadgeView in Interface Builder file\" "
      + "and uses a plain view of its type); fix the name or add its file to '--sources' "
      + "[class-not-in-sources]\n"
    #expect(withClass.stdout.contains(sceneClass + viewClass))
    #expect(!withClass.stdout.contains("RatingControl"))
    let missing = scenectl("validate", file, "--sources", "Tests/NoSuchFolder")
    #expect(missing.status == .usageOrInput)
    #expect(
      missing.stderr
        == "scenectl: error: '--sources Tests/NoSuchFolder' is not a folder; give the folder of "
        + "the app's code\n")
  }

  @Test func nearMissesAreNotReported() {
    // Fixtures/notes-app-clean: an outlet in the superclass, wider UIKit types (UIView,
    // UIControl), an action in an extension in another file, an outlet to a constraint,
    // Objective-C identifiers that match and one in a comment.
    let output = scenectl(
      "validate", storyboard, "--sources", "Tests/ScenectlTests/Fixtures/notes-app-clean")
    #expect(output.status == .success)
    #expect(
      output.stdout.split(separator: "\n").map { $0.split(separator: "[").last ?? "" } == [
        "not-carried]", "action-cross-scene]", "0 errors, 1 warning in 1 file",
      ])
    #expect(output.stderr == "")
  }
}

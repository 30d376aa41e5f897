import Foundation
import Testing

@testable import ScenectlCommands

/// Every command on a `.storyboard` (the import fixture of StoryboardImportTests): the
/// storyboard's own places, code actions named and not run, unwinds by action, IB ids in
/// JSON and `--scene`, flows, the map and the picture.
@Suite struct StoryboardCommandTests {
  let file = "Tests/StoryboardImportTests/Fixtures/Small.storyboard"

  @Test func simulateNamesCodeActionsAndUnwindsByAction() {
    let output = scenectl(
      "simulate", file, "--tap", "addButton", "--tap", "saveButton", "--tap", "cancelButton")
    #expect(output.status == .success)
    let transcript = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let events = transcript.drop { !$0.hasPrefix("tap saveButton") }.prefix(11).joined(
      separator: "\n")
    #expect(
      events == """
        tap saveButton
          action 'save' of 'Note_Detail' (touchUpInside from 'saveButton')
          calls 'save:' on NoteViewController (code, not run)
          action 'log' (touchUpInside from 'saveButton') is wired to the controller of scene 'noteListViewController', another scene; it reaches no object

        tap cancelButton
          segue unwind: Note_Detail → noteListViewController, which implements 'unwindToNotesWithSender:'
          calls 'unwindToNotesWithSender:' on NoteListViewController (code, not run)
          Note_Detail viewWillDisappear
          noteListViewController viewWillAppear
          Note_Detail viewDidDisappear
        """)
    #expect(output.stdout.hasPrefix("simulate \(file) on iphone-se (375 x 667"))
  }

  @Test func layoutTakesAnIBIdAndReportsIBIds() throws {
    let output = scenectl("layout", file, "--scene", "det-00-001", "--format", "json")
    #expect(output.status == .success)
    let layout = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(layout["scene"] as? String == "Note_Detail")
    #expect(layout["ib"] as? String == "det-00-001")
    #expect(layout["device"] as? String == "iphone-se")
    let views = try #require(layout["views"] as? [[String: Any]])
    #expect(
      views.map { $0["ib"] as? String } == [
        "lbl-00-001", "btn-00-001", "fld-00-001", "box-00-001", "spn-00-001",
      ])
    #expect(views.first?["frame"] as? [Double] == [16, 124, 343, 21])
  }

  @Test func aFlowRunsOnAStoryboard() {
    let output = scenectl(
      "test", "Tests/ScenectlTests/Fixtures/small-storyboard-flow.yaml", "--root", "Tests")
    #expect(output.status == .success)
    #expect(output.stdout.contains("1 passed, 0 failed"))
  }

  @Test func theMapAndThePictureDrawAStoryboard() {
    let map = scenectl("graph", file, "--format", "mermaid")
    #expect(map.status == .success)
    #expect(
      map.stdout.contains(
        "s_Note_Detail -.->|\"unwind unwindToNotesWithSender:<br/>from cancelButton\"| "
          + "s_noteListViewController"))
    let picture = scenectl("render", file, "--scene", "det-00-001")
    #expect(picture.status == .success)
    #expect(picture.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))
    #expect(picture.stdout.contains(">Save<"))
  }

  @Test func importWritesTheSceneFileAndReportsOnStandardError() {
    let output = scenectl("import", file)
    #expect(output.status == .success)
    #expect(output.stdout.hasPrefix("# Imported by 'scenectl import' from Small.storyboard"))
    #expect(
      output.stderr.hasPrefix(
        "carried: scenes 4 of 4, views 7 of 7, segues 5 of 5, outlets 5 of 5, actions 2 of 3, "
          + "constraints 11 of 11\n"
          + "not carried (2):\n\(file):54:77: segue identifier 'showNote': "))
    #expect(scenectl("import", "Tests/NoSuchFile.storyboard").status == .usageOrInput)
  }

  @Test func importJSONCarriesEachSceneAndViewWithItsIBId() throws {
    let output = scenectl("import", file, "--format", "json")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let scenes = try #require(report["scenes"] as? [[String: Any]])
    #expect(
      scenes.map { $0["ib"] as? String } == [
        "nav-00-001", "lst-00-001", "det-00-001", "inf-00-001",
      ])
    let views = try #require(scenes[2]["views"] as? [[String: String]])
    #expect(views.first == ["id": "nameLabel", "ib": "lbl-00-001"])
    #expect((report["notCarried"] as? [Any])?.count == 2)
    #expect((report["carried"] as? [String: Int])?["constraints"] == 11)
  }

  @Test func aBrokenOutletIsAnErrorAtTheStoryboardsLine() {
    let output = scenectl("validate", "Tests/ScenectlTests/Fixtures/broken-outlet.storyboard")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        Tests/ScenectlTests/Fixtures/broken-outlet.storyboard:11:25: error: outlet 'nameLabel' \
        connects to 'missing_zQ1_aB_9xY', which is not a view or bar item of scene \
        'mealViewController' [outlet-dangling-destination]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func validateLaysOutOnTheDevicesAskedFor() {
    let file = "Tests/ScenectlTests/Fixtures/wide-label.yaml"
    #expect(scenectl("validate", file).stdout.contains("on iphone-se [layout-offscreen]"))
    let asked = scenectl("validate", file, "--device", "500x900", "--device", "iphone")
    #expect(
      asked.stdout == """
        \(file):10:15: warning: view 'banner' extends past the edge of the screen on iphone \
        [layout-offscreen]
        0 errors, 1 warning in 1 file

        """)
    let unknown = scenectl("validate", file, "--device", "ipod")
    #expect(unknown.status == .usageOrInput)
    #expect(unknown.stderr.hasPrefix("scenectl: error: unknown device 'ipod'; give one of "))
  }
}

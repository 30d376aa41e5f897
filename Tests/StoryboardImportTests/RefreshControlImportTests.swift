import Foundation
import SceneModel
import Testing

@testable import StoryboardImport

/// A table view controller's refresh control (`<refreshControl key="refreshControl">`, a
/// storyboard of our own): it becomes the `refreshControl:` of the scene's table, with its
/// title, and its `refresh:` action an action sent from it for valueChanged; in a plain view
/// controller, whose root view holds none, it is listed.
@Suite struct RefreshControlImportTests {
  @Test func theRefreshControlIsTheTablesWithItsAction() throws {
    let result = try #require(
      imported(fixture("RefreshControl.storyboard"), file: "RefreshControl.storyboard"))
    #expect(
      result.yaml.contains(
        """
                refreshControl:
                  id: refreshControl
                  title: "Checking mail"
                delegates:
                  dataSource: self
                  delegate: self
            actions:
              - name: refresh
                from: refreshControl
                event: valueChanged
                selector: "refresh:"

        """))
    #expect(
      result.carried
        == CarriedCounts(scenes: 1, views: 1, segues: 0, outlets: 2, actions: 1, constraints: 0))
    #expect(result.inFile == result.carried)
    #expect(result.notCarried.isEmpty)
  }

  @Test func theImportedRefreshControlLoadsAndValidatesClean() throws {
    let loaded = StoryboardImport.load(
      fixture("RefreshControl.storyboard"), file: "RefreshControl.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    #expect(Validator.validate(storyboard).filter { $0.severity != .note }.isEmpty)
    let inbox = try #require(storyboard.scene("inboxViewController"))
    let (control, view) = try #require(inbox.refreshControl("refreshControl"))
    #expect(view == "tableView_tbl_00_001")
    #expect(control.title?.value == "Checking mail")
    #expect(control.id.location.description == "RefreshControl.storyboard:31:21")
  }

  @Test func aRefreshControlOutsideATableIsListed() throws {
    let text = String(decoding: fixture("RefreshControl.storyboard"), as: UTF8.self)
    let start = try #require(text.range(of: "<tableView key=\"view\""))
    let end = try #require(text.range(of: "</tableView>"))
    let plain =
      text[..<start.lowerBound]
      .replacingOccurrences(of: "<tableViewController", with: "<viewController")
      + "<view key=\"view\" contentMode=\"scaleToFill\" id=\"vew-00-001\"/>"
      + text[end.upperBound...].replacingOccurrences(
        of: "</tableViewController>", with: "</viewController>")
    let result = try #require(imported(Array(plain.utf8), file: "RefreshControl.storyboard"))
    #expect(
      result.notCarried.map { "\($0.position): \($0.what): \($0.reason)" } == [
        "10:21: refresh control 'ref-00-001': its controller's root view is no table or "
          + "collection view, which alone hold one; its 1 action is lost with it"
      ])
  }
}

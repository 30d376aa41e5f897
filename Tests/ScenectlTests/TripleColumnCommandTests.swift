import Foundation
import Testing

@testable import ScenectlCommands

/// Triple-column split views through the commands: `simulate` shows the three columns on
/// iPad, replaces the supplementary from the primary (`show`) and the secondary from the
/// supplementary (`showDetail`), and collapses to the primary on iPhone; `layout` names each
/// scene's column; `validate` locates the mistakes (Runtime.md §1, Layout.md §3).
@Suite struct TripleColumnCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/triple-column.yaml"

  @Test func simulateTranscriptOnIPad() {
    let output = scenectl(
      "simulate", file, "--device", "ipad", "--tap", "openButton", "--tap", "archiveButton")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        simulate \(file) on ipad (820 x 1180, regular width, regular height)

        launch
          mail viewDidLoad
          mail viewWillAppear
          mailboxesNav viewDidLoad
          mailboxesNav viewWillAppear
          mailboxes viewDidLoad
          mailboxes viewWillAppear
          messages viewDidLoad
          messages viewWillAppear
          welcome viewDidLoad
          welcome viewWillAppear
          mail viewDidAppear
          mailboxesNav viewDidAppear
          mailboxes viewDidAppear
          messages viewDidAppear
          welcome viewDidAppear

        tap openButton
          segue showDetail: messages → message, replaces the detail of 'mail'
          message viewDidLoad
          welcome viewWillDisappear
          message viewWillAppear
          welcome viewDidDisappear
          message viewDidAppear

        tap archiveButton
          segue show: mailboxes → archive, replaces the supplementary of 'mail'
          archive viewDidLoad
          messages viewWillDisappear
          archive viewWillAppear
          messages viewDidDisappear
          archive viewDidAppear

        hierarchy:
          window
          └─ mail (splitViewController)
             ├─ primary column: mailboxesNav (navigationController)
             │  └─ mailboxes (navigation bar: Mailboxes)
             ├─ supplementary column: archive
             └─ secondary column: message

        on screen: top 'message', stack mail > message
          mailboxes.archiveButton button "Archive" [20, 88, 72, 34]
          archive.archiveLabel label "Archived" [341, 44, 68, 21]
          message.bodyLabel label "Hello" [662, 44, 43, 21]

        """)
  }

  /// Collapsed, the primary column alone fills the screen, and a show from it is pushed.
  @Test func collapsedToThePrimaryOnIPhone() throws {
    let output = scenectl(
      "simulate", file, "--device", "iphone", "--tap", "archiveButton", "--format", "json")
    #expect(output.status == .success)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(json["stack"] as? [String] == ["mail", "mailboxesNav", "archive"])
    let views = try #require(json["views"] as? [String: [String: Any]])
    #expect(views.keys.sorted() == ["archiveLabel"])
    #expect(views["archiveLabel"]?["frame"] as? [Double] == [20, 123, 68, 21])
    let hidden = scenectl("simulate", file, "--device", "iphone", "--tap", "openButton")
    #expect(hidden.status == .problemsFound)
    #expect(hidden.stderr.contains("'openButton' is not on screen: scene 'messages' is not shown"))
  }

  @Test func layoutNamesEachColumn() throws {
    func firstLine(_ scene: String, _ device: String) -> String {
      String(
        scenectl("layout", file, "--scene", scene, "--device", device).stdout
          .split(separator: "\n").first ?? "")
    }
    #expect(
      firstLine("mailboxes", "ipad")
        == "scene 'mailboxes' on ipad (820 x 1180), safe area [0, 68, 320, 1092], "
        + "navigation bar, primary column [0, 0, 320, 1180]")
    #expect(
      firstLine("messages", "ipad")
        == "scene 'messages' on ipad (820 x 1180), safe area [321, 24, 320, 1136], "
        + "supplementary column [321, 0, 320, 1180]")
    #expect(
      firstLine("welcome", "ipad")
        == "scene 'welcome' on ipad (820 x 1180), safe area [642, 24, 178, 1136], "
        + "secondary column [642, 0, 178, 1180]")
    #expect(
      firstLine("welcome", "ipad-landscape")
        == "scene 'welcome' on ipad-landscape (1180 x 820), safe area [642, 24, 538, 776], "
        + "secondary column [642, 0, 538, 820]")
    #expect(
      firstLine("messages", "iphone")
        == "scene 'messages' on iphone (393 x 852), safe area [0, 59, 393, 759]")
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(
          scenectl("layout", file, "--scene", "messages", "--device", "ipad", "--format", "json")
            .stdout.utf8)) as? [String: Any])
    let column = try #require(json["column"] as? [String: Any])
    #expect(column["name"] as? String == "supplementary")
    #expect(column["frame"] as? [Double] == [321, 0, 320, 1180])
  }

  @Test func mistakesAreLocated() {
    let mistakes = "Tests/ScenectlTests/Fixtures/triple-column-mistakes.yaml"
    let output = scenectl("validate", mistakes)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        \(mistakes):11:45: error: 'supplementary' relationships come only from a \
        splitViewController, but 'tabs' is a tabBarController [relationship-wrong-source]
        \(mistakes):16:45: warning: split view 'mail' has a 'supplementary' column but no \
        'detail': a triple-column split view shows the supplementary column between the \
        primary ('master') and the secondary ('detail'), and UIKit leaves the secondary column \
        empty; add a 'detail' relationship, or make 'list' its 'detail' for two columns \
        [split-column-missing]
        \(mistakes):16:71: error: 'mail' needs exactly one 'supplementary' relationship, \
        found 2 [relationship-cardinality]
        \(mistakes):20:45: warning: split view 'notes' has a 'supplementary' column but no \
        'master': a triple-column split view shows the supplementary column between the \
        primary ('master') and the secondary ('detail'), and UIKit leaves the primary column \
        empty; add a 'master' relationship [split-column-missing]
        2 errors, 2 warnings in 1 file

        """)
  }
}

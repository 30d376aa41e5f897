import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

/// `scenectl explore` says "never shown" only of what no event sequence reaches: entries from
/// code, code events with `--sources`, and the bounds as options (docs/Explore.md).
@Suite struct ExploreSoundnessCommandTests {
  static let app = "Tests/ScenectlTests/Fixtures/explore-code/app.yaml"
  static let sources = "Tests/ScenectlTests/Fixtures/explore-code/Sources"

  @Test func aStoryboardIdentifierIsAnEntryFromCode() {
    let output = scenectl("explore", Self.app)
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        explore \(Self.app) on iphone: 3 states, 3 transitions, complete
        entries from code (storyboard identifiers, explored from launch): 'Settings'

        scenes reached (3):
          home: launch
          settings: entry from code: storyboard identifier 'Settings'
          aboutPage: entry from code: storyboard identifier 'Settings', tap about

        findings (3):
        \(Self.app):13:3: unreached: scene 'sheet' is never shown
        \(Self.app):27:3: unreached: scene 'orphan' is never shown
        \(Self.app):12:29: never-performed: segue 'manual' of 'home' is never performed

        """)
  }

  @Test func withSourcesWhatTheCodeDoesIsAnEvent() throws {
    let output = scenectl("explore", Self.app, "--sources", Self.sources)
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        explore \(Self.app) on iphone: 4 states, 6 transitions, complete

        scenes reached (4):
          home: launch
          sheet: code: 'home' performs segue 'manual'
          settings: code: 'home' shows storyboard identifier 'Settings'
          aboutPage: code: 'home' shows storyboard identifier 'Settings', tap about

        findings (1):
        \(Self.app):27:3: unreached: scene 'orphan' is never shown

        """)
    let json = scenectl("explore", Self.app, "--sources", Self.sources, "--format", "json")
    let result = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(result["entries"] as? [String] == [])
    #expect(result["cuts"] as? [String] == [])
    #expect(result["sceneCount"] as? Int == 5)
    #expect(result["unreached"] as? [String] == ["orphan"])
    let scenes = try #require(result["scenes"] as? [[String: Any]])
    #expect(
      scenes[1]["path"] as? [[String: String]] == [
        ["code": "code: 'home' performs segue 'manual'"]
      ])
  }

  @Test func rowsPastTheBoundAreNotReachedWithinIt() throws {
    let cells = (1...11).map { "            - { id: cell\($0), text: Row \($0) }" }
    let text = """
      format: 1
      storyboard: Rows
      initial: list
      scenes:
        list:
          kind: tableViewController
          views:
            - id: table
              type: tableView
              sections:
                - cells:
      \(cells.joined(separator: "\n"))
          segues:
            - { kind: modal, from: cell11, to: last }
        last:
          kind: viewController
      """
    let (cut, whole) = try withTemporaryFile(text) { path in
      (
        scenectl("explore", path, "--format", "json"),
        scenectl("explore", path, "--max-rows", "11")
      )
    }
    #expect(cut.status == .success)
    let result = try #require(
      try JSONSerialization.jsonObject(with: Data(cut.stdout.utf8)) as? [String: Any])
    #expect(result["complete"] as? Bool == false)
    #expect(result["limit"] as? String == "rows")
    let findings = try #require(result["findings"] as? [[String: Any]])
    #expect(
      findings.first?["message"] as? String
        == "scene 'last' is not reached within the bounds (cut by rows)")
    #expect(whole.stdout.contains(", complete\n"))
    #expect(whole.stdout.contains("  last: select table:10\n"))
    #expect(!whole.stdout.contains("unreached"))
  }

  @Test func badBoundsAreRefused() {
    let rows = scenectl("explore", Self.app, "--max-rows", "0")
    #expect(rows.status == .usageOrInput)
    #expect(rows.stderr.contains("--max-rows takes a whole number from 1 to 1000, not '0'"))
    let events = scenectl("explore", Self.app, "--max-events", "many")
    #expect(events.status == .usageOrInput)
    #expect(
      events.stderr.contains("--max-events takes a whole number from 1 to 100000000, not 'many'"))
    let few = scenectl("explore", Self.app, "--max-events", "2")
    #expect(few.stdout.contains("incomplete (the events limit was hit)"))
    #expect(few.stdout.contains("is not reached within the bounds (cut by events)"))
    #expect(!few.stdout.contains("never shown"))
  }
}

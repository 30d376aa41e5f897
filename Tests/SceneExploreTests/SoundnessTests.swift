import Foundation
import SceneModel
import SceneRuntime
import Testing

@testable import SceneExplore

/// Explore calls a scene "never shown" only when no event sequence under the model reaches
/// it: a bound that cut the search says so, a storyboard identifier is an entry code may
/// open, and what a scene's code does (`--sources`) is an event (docs/Explore.md).
@Suite struct SoundnessTests {
  /// A static table of `rows` cells; the last one pushes 'last'.
  static func table(rows: Int) -> String {
    let cells = (1...rows).map { "                - { id: cell\($0), text: Row \($0) }" }
    return """
      format: 1
      storyboard: Rows
      initial: nav
      scenes:
        nav:
          kind: navigationController
          segues:
            - { kind: relationship, relationship: rootViewController, to: list }
        list:
          kind: tableViewController
          views:
            - id: table
              type: tableView
              sections:
                - cells:
      \(cells.joined(separator: "\n"))
          segues:
            - { kind: push, from: cell\(rows), to: last }
        last:
          kind: viewController
      """
  }

  static let entries = """
    format: 1
    storyboard: Entries
    initial: home
    scenes:
      home:
        kind: viewController
        class: HomeViewController
        segues:
          - { id: manual, kind: modal, to: sheet }
      sheet:
        kind: viewController
      settings:
        kind: viewController
        storyboardIdentifier: Settings
        views:
          - { id: about, type: button, title: About }
        constraints:
          - about.top = safeArea.top
          - about.leading = superview.leading
        segues:
          - { kind: modal, from: about, to: aboutPage }
      aboutPage:
        kind: viewController
      orphan:
        kind: viewController
    """

  func explore(_ text: String, options: ExploreOptions = ExploreOptions()) throws -> Exploration {
    let storyboard = try #require(
      StoryboardLoader.load(Array(text.utf8), file: "app.yaml").storyboard)
    return Explorer.explore(
      storyboard, device: try #require(Device.named("iphone")), options: options)
  }

  /// `scene: event, event` (or `launch`).
  static func reached(_ reached: Exploration.Reached) -> String {
    let path = reached.path.map(\.description).joined(separator: ", ")
    return "\(reached.scene): \(path.isEmpty ? "launch" : path)"
  }

  func findings(_ result: Exploration) -> [String] {
    result.findings.map {
      "\($0.location?.description ?? "-") \($0.kind): \($0.message) \($0.path.map(\.description))"
    }
  }

  @Test func aSceneBehindTheEleventhRowIsNotReachedWithinTheBounds() throws {
    let cut = try explore(Self.table(rows: 11))
    #expect(!cut.complete)
    #expect(cut.limit == "rows")
    #expect(cut.cuts == ["rows"])
    #expect(cut.unreached == ["last"])
    #expect(
      findings(cut) == [
        "app.yaml:29:3 unreached: scene 'last' is not reached within the bounds (cut by rows) []",
        "app.yaml:28:17 never-performed: the push segue from 'cell11' of 'list' is never "
          + "performed []",
      ])
    var options = ExploreOptions()
    options.maxRows = 11
    let whole = try explore(Self.table(rows: 11), options: options)
    #expect(whole.complete)
    #expect(whole.limit == nil)
    #expect(whole.unreached == [])
    #expect(whole.scenes.map(\.scene) == ["list", "last"])
    #expect(whole.scenes.last?.path.map(\.description) == ["select table:10"])
  }

  @Test func tenRowsAreExploredInFull() throws {
    let result = try explore(Self.table(rows: 10))
    #expect(result.complete)
    #expect(result.cuts == [])
    #expect(result.scenes.map(\.scene) == ["list", "last"])
  }

  @Test func aStoryboardIdentifierIsAnEntryExploredFrom() throws {
    let result = try explore(Self.entries)
    #expect(result.entries == ["Settings"])
    #expect(result.complete)
    #expect(
      result.scenes.map(Self.reached) == [
        "home: launch",
        "settings: entry from code: storyboard identifier 'Settings'",
        "aboutPage: entry from code: storyboard identifier 'Settings', tap about",
      ])
    // The manual segue has no input, and 'orphan' nothing that leads to it: never shown.
    #expect(result.unreached == ["sheet", "orphan"])
    #expect(
      findings(result).filter { $0.contains("unreached") } == [
        "app.yaml:10:3 unreached: scene 'sheet' is never shown []",
        "app.yaml:24:3 unreached: scene 'orphan' is never shown []",
      ])
    // A screen entered from code is a start, as the launch screen is: no dead end there.
    #expect(!findings(result).contains { $0.contains("dead-end") && $0.contains("'settings'") })
  }

  @Test func withNoInitialSceneTheAppStartsAtItsEntries() throws {
    let text = Self.entries.replacingOccurrences(of: "initial: home\n", with: "")
    let storyboard = try #require(
      StoryboardLoader.load(Array(text.utf8), file: "app.yaml").storyboard)
    #expect(storyboard.initial == nil)
    let result = Explorer.explore(storyboard, device: try #require(Device.named("iphone")))
    #expect(result.complete)
    #expect(result.scenes.map(\.scene) == ["settings", "aboutPage"])
    #expect(result.unreached == ["home", "sheet", "orphan"])
    #expect(!result.findings.contains { $0.kind == "error" })
  }

  @Test func whatCodeDoesIsAnEventFromItsScene() throws {
    var options = ExploreOptions()
    options.codeEvents = [
      "home": [
        .performSegue(scene: "home", identifier: "manual"),
        .show(scene: "home", identifier: "Settings"),
      ]
    ]
    let result = try explore(Self.entries, options: options)
    // 'Settings' is shown by home's code, so it is no entry of its own.
    #expect(result.entries == [])
    #expect(result.complete)
    #expect(
      result.scenes.map(Self.reached) == [
        "home: launch",
        "sheet: code: 'home' performs segue 'manual'",
        "settings: code: 'home' shows storyboard identifier 'Settings'",
        "aboutPage: code: 'home' shows storyboard identifier 'Settings', tap about",
      ])
    #expect(result.unreached == ["orphan"])
    #expect(!result.findings.contains { $0.kind == "never-performed" })
  }

  @Test func growthThatWasCutLeavesScenesNotReachedWithinTheBounds() throws {
    let result = try explore(ExplorerTests.app)
    #expect(result.complete)
    #expect(result.cuts == ["repeats", "values"])
    #expect(
      findings(result).filter { $0.contains("unreached") } == [
        "app.yaml:43:3 unreached: scene 'lonely' is not reached within the bounds (cut by "
          + "repeats, values) []"
      ])
  }
}

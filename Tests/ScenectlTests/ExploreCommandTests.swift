import Foundation
import Testing

@testable import ScenectlCommands

/// `scenectl explore`: the JSON contract, the text, the map, bounds and exit status.
@Suite struct ExploreCommandTests {
  @Test func wonderlandIsExploredCompletelyWithShortestPathsAsFlowSteps() throws {
    let output = scenectl("explore", "Scenes/Wonderland.yaml", "--format", "json")
    #expect(output.status == .success)
    let result = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(result["states"] as? Int == 56)
    #expect(result["transitions"] as? Int == 220)
    #expect(result["complete"] as? Bool == true)
    #expect(result["unreached"] as? [String] == [])
    let scenes = try #require(result["scenes"] as? [[String: Any]])
    #expect(
      scenes.map { $0["id"] as? String } == [
        "book", "authorInfo", "characterList", "pageOne", "characterDetail", "pageTwo",
      ])
    let detail = try #require(scenes[4]["path"] as? [[String: String]])
    #expect(detail == [["tap": "tab:Characters"], ["select": "characterTable:0"]])
    #expect((result["findings"] as? [Any])?.isEmpty == true)
  }

  /// Before iOS 13 a sheet is no more swiped down: explore has 14 fewer events to try.
  @Test func iOS12HasNoSheetsToSwipeDown() throws {
    let output = scenectl("explore", "Scenes/Wonderland.yaml", "--ios", "12", "--format", "json")
    #expect(output.status == .success)
    let result = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(result["states"] as? Int == 56)
    #expect(result["transitions"] as? Int == 206)
  }

  @Test func textAndDotOutputs() {
    let text = scenectl("explore", "Scenes/TinyPix.yaml", "--device", "ipad")
    #expect(text.status == .success)
    #expect(
      text.stdout == """
        explore Scenes/TinyPix.yaml on ipad: 39 states, 99 transitions, complete

        scenes reached (4):
          master: launch
          detail: select fileTable:0
          fileInfo: accessory fileTable:0
          nav: tap addButton

        findings (0):

        """)
    let dot = scenectl("explore", "Scenes/TinyPix.yaml", "--device", "ipad", "--format", "dot")
    #expect(
      dot.stdout.hasPrefix("digraph explore {\n  label=\"explore on ipad\";\n  \"master\";\n"))
    #expect(dot.stdout.contains("  \"master\" -> \"detail\" [label=\"select fileTable:0\"];\n"))
  }

  @Test func boundsAreReportedAndBadOnesRefused() {
    let cut = scenectl("explore", "Scenes/Wonderland.yaml", "--max-states", "10")
    #expect(
      cut.stdout.hasPrefix(
        "explore Scenes/Wonderland.yaml on iphone: 10 states, "))
    #expect(cut.stdout.contains("incomplete (the states limit was hit)"))
    let bad = scenectl("explore", "Scenes/Wonderland.yaml", "--max-depth", "0")
    #expect(bad.status == .usageOrInput)
    #expect(bad.stderr.contains("--max-depth takes a whole number from 1 to 10000, not '0'"))
  }

  @Test func writtenFlowsReachEachSceneAndPassUnderTest() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenectl-explore-flows-\(UInt32.random(in: 0...UInt32.max))").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = scenectl("explore", "Scenes/Wonderland.yaml", "--flows", folder)
    #expect(output.status == .success)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(
      names == [
        "scene-authorInfo.yaml", "scene-book.yaml", "scene-characterDetail.yaml",
        "scene-characterList.yaml", "scene-pageOne.yaml", "scene-pageTwo.yaml",
      ])
    let detail = try String(contentsOfFile: "\(folder)/scene-characterDetail.yaml", encoding: .utf8)
    let lines = detail.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "# Written by 'scenectl explore --flows': the shortest path to 'characterDetail' on iphone."
    )
    #expect(lines[1].hasPrefix("storyboard: \"") && lines[1].hasSuffix("Scenes/Wonderland.yaml\""))
    #expect(
      Array(lines.dropFirst(2)) == [
        "device: \"iphone\"", "steps:", "  - tap: \"tab:Characters\"",
        "  - select: \"characterTable:0\"", "  - expect: { top: \"characterDetail\" }",
      ])
    let run = scenectl("test", folder, "--root", "/")
    #expect(run.status == .success)
    #expect(run.stdout.hasSuffix("6 passed, 0 failed\n"))
  }
}

/// The shipped apps explored on every built-in device, against reviewed golden reports
/// (Golden/explore-APP.txt), and the flows explore writes for them passing under test.
@Suite struct ShippedAppsExploreTests {
  static let apps = ["Wonderland", "TinyPix", "NodeCalculator", "TabbedCalculation"]
  static let devices = ["iphone-se", "iphone", "iphone-landscape", "ipad", "ipad-landscape"]

  @Test(arguments: apps)
  func exploredExhaustivelyOnEveryDevice(_ app: String) throws {
    let output = scenectl(
      ["explore", "Scenes/\(app).yaml"] + Self.devices.flatMap { ["--device", $0] })
    let golden = "\(repositoryRoot)/Tests/ScenectlTests/Golden/explore-\(app).txt"
    let expected = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(output.stdout == expected)
    #expect(!output.stdout.contains("incomplete"))
  }

  @Test(arguments: apps)
  func writtenFlowsPassUnderTest(_ app: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenectl-explore-\(app)-\(UInt32.random(in: 0...UInt32.max))").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = scenectl("explore", "Scenes/\(app).yaml", "--flows", folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    let run = scenectl("test", folder, "--root", "/")
    // Scene flows pass; a finding's flow reproduces it, so an `error` finding's flow fails
    // at its last step as the exploration saw it fail.
    let failing = names.filter { $0.contains("-error") }.count
    #expect(run.stdout.hasSuffix("\(names.count - failing) passed, \(failing) failed\n"))
  }
}

/// `scenectl test --coverage` and `scenectl explore --against`: what the shipped flows
/// exercise, and the shortest path to what they miss.
@Suite struct FlowCoverageTests {
  @Test func theShippedFlowsCoverage() {
    let output = scenectl("test", "Scenes/Flows", "--root", "Scenes", "--coverage")
    #expect(output.status == .success)
    let coverage = output.stdout.components(separatedBy: "12 passed, 0 failed\n").last
    #expect(
      coverage == """

        coverage of Scenes/NodeCalculator.yaml: scenes 3 of 3, segues 1 of 1, actions 2 of 3, \
        alert actions 4 of 4, controls 3 of 3
        Scenes/NodeCalculator.yaml:130:15: not exercised: action 'dialChangeHandler' of 'dial'

        coverage of Scenes/TabbedCalculation.yaml: scenes 4 of 4, segues 0 of 0, actions 4 of 4, \
        alert actions 0 of 0, controls 11 of 11

        coverage of Scenes/TinyPix.yaml: scenes 4 of 4, segues 3 of 3, actions 3 of 3, \
        alert actions 2 of 2, controls 3 of 3

        coverage of Scenes/Wonderland.yaml: scenes 9 of 9, segues 2 of 2, actions 1 of 1, \
        alert actions 0 of 0, controls 2 of 2

        """)
  }

  @Test func oneFlowLeavesScenesAndSeguesOut() throws {
    let output = scenectl(
      "test", "Scenes/Flows/Wonderland-author.yaml", "--root", "Scenes", "--coverage")
    #expect(
      output.stdout.hasSuffix(
        """
        coverage of Scenes/Wonderland.yaml: scenes 3 of 9, segues 1 of 2, actions 1 of 1, \
        alert actions 0 of 0, controls 2 of 2
        Scenes/Wonderland.yaml:87:3: not exercised: scene 'charactersNav'
        Scenes/Wonderland.yaml:95:3: not exercised: scene 'characterList'
        Scenes/Wonderland.yaml:110:15: not exercised: segue 'showCharacter' of 'characterList'
        Scenes/Wonderland.yaml:115:3: not exercised: scene 'characterDetail'
        Scenes/Wonderland.yaml:170:3: not exercised: scene 'pageBook'
        Scenes/Wonderland.yaml:178:3: not exercised: scene 'pageOne'
        Scenes/Wonderland.yaml:192:3: not exercised: scene 'pageTwo'

        """))
    let json = scenectl(
      "test", "Scenes/Flows/Wonderland-author.yaml", "--root", "Scenes", "--coverage", "--format",
      "json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let coverage = try #require((object["coverage"] as? [[String: Any]])?.first)
    #expect(coverage["scenes"] as? [String: Int] == ["exercised": 3, "total": 9])
  }

  @Test func exploreAgainstAFlowGivesTheShortestPathToWhatItMisses() {
    let output = scenectl(
      "explore", "Scenes/Wonderland.yaml", "--against", "Scenes/Flows/Wonderland-author.yaml",
      "--root", "Scenes")
    #expect(output.status == .success)
    #expect(
      output.stdout.hasSuffix(
        """
        missed by the flows (4 scenes, 1 segue):
          scene 'characterList': tap tab:Characters
          scene 'pageOne': tap tab:Read
          scene 'characterDetail': tap tab:Characters, select characterTable:0
          scene 'pageTwo': tap tab:Read, swipe left
        Scenes/Wonderland.yaml:110:15: segue 'showCharacter': tap tab:Characters, select characterTable:0

        """))
    let all = scenectl(
      "explore", "Scenes/Wonderland.yaml", "--against", "Scenes/Flows", "--root", "Scenes")
    #expect(all.status == .usageOrInput)
    #expect(all.stderr.contains("runs on Scenes/NodeCalculator.yaml, not on"))
  }
}

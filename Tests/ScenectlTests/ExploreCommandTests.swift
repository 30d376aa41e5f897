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
    #expect(result["transitions"] as? Int == 206)
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

  @Test func textAndDotOutputs() {
    let text = scenectl("explore", "Scenes/TinyPix.yaml", "--device", "ipad")
    #expect(text.status == .success)
    #expect(
      text.stdout == """
        explore Scenes/TinyPix.yaml on ipad: 39 states, 87 transitions, complete

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
}

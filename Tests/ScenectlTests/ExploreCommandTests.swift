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
    let run = scenectl("test", folder)
    #expect(run.status == .success)
    #expect(run.stdout.hasSuffix("6 passed, 0 failed\n"))
  }
}

/// The shipped apps explored on every built-in device: reached scenes, states and findings.
@Suite struct ShippedAppsExploreTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var app: String
    var states: Int
    var scenes: [String]
    var findings: [String: [String]]
    var testDescription: String { app }
  }

  static let cases: [Case] = [
    Case(
      app: "Wonderland", states: 56,
      scenes: ["book", "authorInfo", "characterList", "pageOne", "characterDetail", "pageTwo"],
      findings: [:]),
    Case(app: "TinyPix", states: 39, scenes: ["master", "detail", "fileInfo", "nav"], findings: [:]),
    Case(
      app: "NodeCalculator", states: 24, scenes: ["calculator", "nav", "dial"],
      findings: [
        // In regular width the popover leaves the bar item that opened it tappable (UIKit
        // puts the bar in its passthrough views): tapping it again presents twice.
        "ipad": ["error: attempt to present 'dial' on 'nav' which is already presenting 'dial'"],
        "ipad-landscape": [
          "error: attempt to present 'dial' on 'nav' which is already presenting 'dial'"
        ],
      ]),
  ]

  @Test(arguments: cases)
  func exploredExhaustivelyOnEveryDevice(_ app: Case) throws {
    for device in ["iphone-se", "iphone", "iphone-landscape", "ipad", "ipad-landscape"] {
      let output = scenectl(
        "explore", "Scenes/\(app.app).yaml", "--device", device, "--format", "json")
      let result = try #require(
        try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      #expect(result["complete"] as? Bool == true, "\(app.app) on \(device)")
      #expect(result["states"] as? Int == app.states, "\(app.app) on \(device)")
      let scenes = (result["scenes"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
      #expect(scenes == app.scenes, "\(app.app) on \(device)")
      let findings = (result["findings"] as? [[String: Any]] ?? []).map {
        "\($0["kind"] as? String ?? ""): \($0["message"] as? String ?? "")"
      }
      #expect(findings == app.findings[device] ?? [], "\(app.app) on \(device)")
    }
  }
}

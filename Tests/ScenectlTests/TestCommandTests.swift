import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `scenectl test`: flows as tests, with text, JSON and JUnit reports.
@Suite struct TestCommandTests {
  let failing = "Tests/ScenectlTests/Fixtures/failing-flow.yaml"
  let broken = "Tests/ScenectlTests/Fixtures/broken-flow.yaml"

  @Test func everyShippedFlowPasses() {
    let flows = yamlFiles(in: "Scenes/Flows")
    #expect(flows.count == 12)
    let output = scenectl(["test", "--root", repositoryRoot] + flows)
    #expect(output.stdout.hasSuffix("\n12 passed, 0 failed\n"))
    #expect(!output.stdout.contains("FAIL"))
    #expect(output.status == .success)
  }

  @Test func textReportsEachStep() {
    let output = scenectl("test", failing, broken, "--root", ".")
    #expect(
      output.stdout == """
        FAIL \(failing) (Scenes/Wonderland.yaml on iphone)
          ok   1. tap: info
          FAIL 2. expect: top book, text nameLabel "Lewis Carroll"
        \(failing):6:5: error: expect failed: expected top 'book', found 'authorInfo'; \
        expected 'nameLabel' to show "Lewis Carroll", but it is not on screen
          skip 3. tap: doneButton
        FAIL \(broken)
        \(broken):4:5: error: unknown key 'jump' in a flow step; expected one of: \
        tap, type, select, accessory, back, swipe, longPress, pullToRefresh, endRefreshing, expect, snapshot [unknown-key]

        0 passed, 2 failed

        """)
    #expect(output.status == .problemsFound)
  }

  @Test func jsonReportsStatusPerStep() throws {
    let output = scenectl("test", "--format", "json", failing, "--root", ".")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(object["passed"] as? Int == 0)
    #expect(object["failed"] as? Int == 1)
    let flows = try #require(object["flows"] as? [[String: Any]])
    let steps = try #require(flows.first?["steps"] as? [[String: Any]])
    #expect(steps.map { $0["status"] as? String } == ["passed", "failed", "skipped"])
    #expect(steps[1]["line"] as? Int == 6)
  }

  @Test func junitHasOneTestcasePerFlowWithTheFailingStep() throws {
    let output = scenectl(
      "test", "--format", "junit", failing, "Scenes/Flows/Wonderland-author.yaml", "--root", ".")
    let collector = JUnitCollector()
    let parser = XMLParser(data: Data(output.stdout.utf8))
    parser.delegate = collector
    #expect(parser.parse())
    #expect(collector.testcases == ["failing-flow.yaml", "Wonderland-author.yaml"])
    #expect(
      collector.failureMessages == [
        "step 2 'expect: top book, text nameLabel \"Lewis Carroll\"' at \(failing):6:5: "
          + "expect failed: expected top 'book', found 'authorInfo'; expected 'nameLabel' "
          + "to show \"Lewis Carroll\", but it is not on screen"
      ])
    #expect(collector.suiteAttributes["tests"] == "2")
    #expect(collector.suiteAttributes["failures"] == "1")
  }

  @Test func aMissingFlowIsExitTwo() {
    let output = scenectl("test", "Scenes/Flows/NoSuchFlow.yaml")
    #expect(
      output.stderr
        == "scenectl: error: cannot read 'Scenes/Flows/NoSuchFlow.yaml': No such file or"
        + " directory\n")
    #expect(output.status == .usageOrInput)
  }
}

/// Gathers what the JUnit tests check from the XML.
final class JUnitCollector: NSObject, XMLParserDelegate {
  var testcases: [String] = []
  var failureMessages: [String] = []
  var suiteAttributes: [String: String] = [:]

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    switch name {
    case "testsuite": suiteAttributes = attributes
    case "testcase": testcases.append(attributes["name"] ?? "")
    case "failure": failureMessages.append(attributes["message"] ?? "")
    default: break
    }
  }
}

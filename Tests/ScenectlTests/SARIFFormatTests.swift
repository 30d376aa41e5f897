import Foundation
import ScenectlConfig
import TestSupport
import Testing

@testable import ScenectlCommands

/// `validate --format sarif` and its rules. The schema itself is checked by
/// Tools/check-sarif.sh with a JSON Schema validator, which .ci/run calls.
@Suite struct SARIFFormatTests {
  /// The codes and levels of the tables of docs/Validation.md, docs/Layout.md and
  /// docs/Audit.md, in order.
  func documentedCodes() throws -> [(String, String)] {
    var out: [(String, String)] = []
    for page in ["docs/Validation.md", "docs/Layout.md", "docs/Audit.md"] {
      let text = try String(contentsOfFile: "\(repositoryRoot)/\(page)", encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("| `") {
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 3, ["error", "warning", "note"].contains(cells[1]) else { continue }
        for code in cells[0].split(separator: "`").enumerated().filter({ $0.offset % 2 == 0 }) {
          if !out.contains(where: { $0.0 == String(code.element) }) {
            out.append((String(code.element), cells[1]))
          }
        }
      }
    }
    return out
  }

  @Test func theCatalogueIsTheDocumentedCodes() throws {
    let documented = try documentedCodes()
    #expect(documented.map(\.0) == RuleCatalogue.rules.map(\.name))
    #expect(documented.map(\.1) == RuleCatalogue.rules.map(\.level.rawValue))
  }

  @Test func aDiagnosticWithANoteAndAnUnreadableInput() throws {
    let output = scenectl(
      "validate", "--format", "sarif", "Scenes/Broken/duplicate-id.yaml", "Scenes/NoSuchFile.yaml")
    #expect(output.status == .usageOrInput)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["unreadable-input", "duplicate-id"])
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.count == RuleCatalogue.rules.count)
    let duplicate = results[1]
    #expect(rules[try #require(duplicate["ruleIndex"] as? Int)]["id"] as? String == "duplicate-id")
    let location = try #require(
      ((duplicate["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    let artifact = try #require(location["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "Scenes/Broken/duplicate-id.yaml")
    #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
    let region = try #require(location["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 15)
    #expect(region["startColumn"] as? Int == 13)
    let related = try #require(duplicate["relatedLocations"] as? [[String: Any]])
    #expect(
      (related.first?["message"] as? [String: Any])?["text"] as? String
        == "'nameLabel' first defined here")
    #expect(
      (duplicate["partialFingerprints"] as? [String: String])?["scenectl/v1"]
        == Fingerprint.hash([
          "duplicate-id", "Scenes/Broken/duplicate-id.yaml",
          "id 'nameLabel' is used twice in scene 'main'; give each view and bar item its own id",
        ]))
  }

  @Test func pathsAreRelativeToTheWorkingFolderOrFileURIs() {
    #expect(
      SARIFFormat.artifact("/w/a b.yaml", base: "/w/").rendered(pretty: false)
        == #"{"artifactLocation":{"uri":"a%20b.yaml","uriBaseId":"%SRCROOT%"}}"#)
    #expect(
      SARIFFormat.artifact("/elsewhere/é.yaml", base: "/w/").rendered(pretty: false)
        == #"{"artifactLocation":{"uri":"file:///elsewhere/%C3%A9.yaml"}}"#)
  }

  @Test func fingerprintsAreStableFNV1a() {
    #expect(Fingerprint.hash([]) == "cbf29ce484222325")
    #expect(Fingerprint.hash(["a"]) != Fingerprint.hash(["a", ""]))
    #expect(Fingerprint.hash(["ab", "c"]) != Fingerprint.hash(["a", "bc"]))
  }
}

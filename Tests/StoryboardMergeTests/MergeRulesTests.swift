import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

/// docs/Merge.md's table of codes and the catalogue's merge rules agree, in order.
@Suite struct MergeRulesTests {
  @Test func theMergeRulesAreTheDocumentedCodes() throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/docs/Merge.md", encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }.filter { $0.count == 3 && ["error", "warning", "note"].contains($0[1]) }
    #expect(rows.map { $0[0] } == RuleCatalogue.mergeRules.map { "`\($0.code)`" })
    #expect(rows.map { $0[1] } == RuleCatalogue.mergeRules.map(\.level.rawValue))
    #expect(rows.map { $0[2] } == RuleCatalogue.mergeRules.map(\.summary))
  }
}

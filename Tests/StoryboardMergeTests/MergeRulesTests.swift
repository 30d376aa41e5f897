import Diagnostics
import Foundation
import TestSupport
import Testing

/// docs/Merge.md's table of codes and the catalogue's merge rules agree, in order.
@Suite struct MergeRulesTests {
  @Test func theMergeRulesAreTheDocumentedCodes() throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/docs/Merge.md", encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }.filter { $0.count == 3 && ["error", "warning", "note"].contains($0[1]) }
    #expect(rows.map { $0[0] } == DiagnosticCode.mergeCodes.map { "`\($0.name)`" })
    #expect(rows.map { $0[1] } == DiagnosticCode.mergeCodes.map(\.level.rawValue))
    #expect(rows.map { $0[2] } == DiagnosticCode.mergeCodes.map(\.summary))
  }
}

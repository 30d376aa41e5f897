import Foundation
import TestSupport
import Testing

/// `Tools/diagnostic-review.tsv` reviews every error `validate` gives on the real storyboards
/// of `../shared/storyboards` and `../shared/storyboards-wide` (read where they lie): each
/// error, by file, line and code, has its line with a verdict, and no line names an error that
/// is gone. Skipped, with a note, when a folder is absent.
@Suite struct DiagnosticReviewTests {
  static let folders = ["storyboards", "storyboards-wide"].map {
    "\(repositoryRoot)/../shared/\($0)"
  }

  struct Key: Hashable, Comparable, CustomStringConvertible {
    let file: String
    let line: Int
    let code: String
    var description: String { "\(file):\(line) \(code)" }
    static func < (a: Key, b: Key) -> Bool { a.description < b.description }
  }

  static func reviewed() throws -> (keys: Set<Key>, verdicts: [String]) {
    let text = try String(
      contentsOfFile: "\(repositoryRoot)/Tools/diagnostic-review.tsv", encoding: .utf8)
    var keys: Set<Key> = []
    var verdicts: [String] = []
    for row in text.split(separator: "\n") where !row.hasPrefix("#") {
      let fields = row.split(separator: "\t", maxSplits: 4).map(String.init)
      guard fields.count == 5, let line = Int(fields[1]) else {
        Issue.record("malformed review line: \(row)")
        continue
      }
      keys.insert(Key(file: fields[0], line: line, code: fields[2]))
      verdicts.append(fields[3])
    }
    return (keys, verdicts)
  }

  @Test func everyErrorOnTheCorpusIsReviewed() throws {
    var names: [(folder: String, name: String)] = []
    for folder in Self.folders {
      guard let list = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        print("note: \(folder) is absent; the diagnostic review is not checked")
        return
      }
      names += list.filter { $0.hasSuffix(".storyboard") }.sorted().map { (folder, $0) }
    }
    var errors: Set<Key> = []
    for (folder, name) in names {
      let output = scenectl("validate", "\(folder)/\(name)", "--format", "json").stdout
      let report = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
      for case let diagnostic as [String: Any] in report?["diagnostics"] as? [Any] ?? []
      where diagnostic["severity"] as? String == "error" {
        errors.insert(
          Key(
            file: String(name.dropLast(".storyboard".count)),
            line: diagnostic["line"] as? Int ?? 0, code: diagnostic["code"] as? String ?? ""))
      }
    }
    let review = try Self.reviewed()
    #expect(errors.subtracting(review.keys).sorted() == [], "errors with no review line")
    #expect(review.keys.subtracting(errors).sorted() == [], "review lines with no error")
    #expect(Set(review.verdicts).isSubset(of: ["true", "harmless", "false"]))
  }
}

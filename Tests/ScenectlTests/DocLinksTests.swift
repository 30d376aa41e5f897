import Foundation
import TestSupport
import Testing

/// README.md and docs/ send users only to what a clone of the repository has.
@Suite struct DocLinksTests {
  /// README.md and every Markdown file of docs/, relative to the repository.
  static let documents: [String] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: "\(repositoryRoot)/docs")) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }()

  static func text(_ document: String) -> String {
    (try? String(contentsOfFile: "\(repositoryRoot)/\(document)", encoding: .utf8)) ?? ""
  }

  @Test func thereAreDocuments() {
    #expect(Self.documents.count > 10)
    #expect(Self.documents.contains("docs/SceneFormat.md"))
  }

  /// The project's own test data lives in a folder beside the repository: documents do
  /// not name it or its files.
  @Test(arguments: documents)
  func namesNothingOutsideTheRepository(document: String) {
    let outside = [
      "../shared", "shared/", "/work/", "SCENE-FORMAT.md", "UIKIT-SEMANTICS.md",
      "TOOLCHAIN-NOTES.md", "SOLVER-ANCHORS.md",
    ]
    let lines = Self.text(document).split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() {
      for name in outside where line.contains(name) {
        Issue.record("\(document):\(number + 1): names '\(name)', outside the repository")
      }
    }
  }

  /// Every Markdown file a document names outside its code blocks (`Layout.md`,
  /// `docs/Runtime.md`, `Tools/Fuzz/seeds/README.md`) is a file of the repository.
  @Test(arguments: documents)
  func namedDocumentsAreFilesOfTheRepository(document: String) {
    var inCode = false
    for line in Self.text(document).split(separator: "\n") {
      if line.drop(while: { $0 == " " }).hasPrefix("```") { inCode.toggle() }
      if inCode { continue }
      for name in Self.markdownNames(line) {
        let found = ["", "docs/"].contains {
          FileManager.default.fileExists(atPath: "\(repositoryRoot)/\($0)\(name)")
        }
        #expect(found, "\(document) names '\(name)', which is not a file of the repository")
      }
    }
  }

  @Test func markdownNamesAreFound() {
    #expect(
      Self.markdownNames("see `Layout.md` §4, docs/Runtime.md and [x](SceneFormat.md#a).")
        == ["Layout.md", "docs/Runtime.md", "SceneFormat.md"])
  }

  /// The words of a line that end in `.md`: letters, digits, `_`, `-`, `.` and `/`.
  static func markdownNames(_ line: Substring) -> [String] {
    let isNameCharacter = { (c: Character) in
      c.isLetter || c.isNumber || "_-./".contains(c)
    }
    return line.split { !isNameCharacter($0) }.map(String.init).filter {
      $0.hasSuffix(".md") && $0.count > 3
    }
  }

  /// Every relative Markdown link, `[text](path)` or `[text](path#anchor)`, names a file of
  /// the repository.
  @Test(arguments: documents)
  func relativeLinksNameFilesOfTheRepository(document: String) {
    let folder = URL(fileURLWithPath: "\(repositoryRoot)/\(document)").deletingLastPathComponent()
    let root = URL(fileURLWithPath: repositoryRoot).standardizedFileURL.path
    for target in Self.linkTargets(Self.text(document)) {
      let path = String(target.prefix { $0 != "#" })
      if path.isEmpty || path.contains("://") || path.hasPrefix("mailto:") { continue }
      let resolved = folder.appendingPathComponent(path).standardizedFileURL.path
      #expect(
        resolved.hasPrefix(root + "/") && FileManager.default.fileExists(atPath: resolved),
        "\(document) links to '\(target)', which is not a file of the repository")
    }
  }

  /// Every link to a place in the same document, `[text](#anchor)`, names one of its
  /// headings as GitHub makes anchors of them.
  @Test(arguments: documents)
  func anchorsNameHeadings(document: String) {
    let text = Self.text(document)
    let anchors = Set(
      text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { Self.anchor(of: $0) })
    for target in Self.linkTargets(text) where target.hasPrefix("#") {
      #expect(
        anchors.contains(String(target.dropFirst())),
        "\(document) links to '\(target)', which is no heading of it")
    }
  }

  @Test func anchorsAreMadeAsGitHubMakesThem() {
    #expect(
      Self.anchor(of: "## 16. Flows and every `expect:` shape") == "16-flows-and-every-expect-shape"
    )
    #expect(
      Self.anchor(of: "### What an output may write (OutputRule, issue 28)")
        == "what-an-output-may-write-outputrule-issue-28")
  }

  /// GitHub's anchor for a heading line: lowercased, without punctuation, spaces as hyphens.
  static func anchor(of heading: Substring) -> String {
    let title = heading.drop { $0 == "#" }.drop { $0 == " " }
    return String(
      title.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_"
          ? character : nil
      })
  }

  @Test func linkTargetsAreFound() {
    #expect(
      Self.linkTargets("See [a](A.md), [b](../B.md#x) and [c](https://x.org) [d] (e).")
        == ["A.md", "../B.md#x", "https://x.org"])
  }

  static func linkTargets(_ text: String) -> [String] {
    var targets: [String] = []
    var rest = Substring(text)
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      targets.append(String(rest[..<close]))
      rest = rest[close...]
    }
    return targets
  }
}

import Diagnostics
import SceneModel
import YAML

/// A ```yaml block of a Markdown document, marked by the HTML comment on the line before it:
///
///     <!-- example: views -->
///     ```yaml
///     - { id: title, type: label, text: Hi }
///     ```
///
/// The kind says how the block becomes a file: `file` and `flow` are whole scene and flow
/// files; `scenes` (entries of `scenes:`), `scene` (keys of one scene), `views` (entries of
/// `views:`) and `steps` (action steps) are wrapped into a scene file; `flowSteps` (entries
/// of a flow's `steps:`) into a flow file. `, error: CODE` marks a block that shows an error:
/// loading it gives diagnostics of that code only. Whole scene files are validated too.
struct ReferenceExample {
  /// A ```yaml block without a marker on the line before it, at its 1-based line.
  struct Unmarked: Error, Equatable { let line: Int }
  /// A marker naming no kind of the list above.
  struct UnknownKind: Error, Equatable { let line: Int, kind: String }

  enum Kind: String { case file, flow, scenes, scene, views, steps, flowSteps }

  let kind: Kind
  /// The block's first line (the fence), 1-based.
  let line: Int
  /// The block's text, dedented.
  let block: String
  let expectedError: String?

  /// Every marked block of `markdown`, in order.
  static func all(in markdown: String) throws -> [ReferenceExample] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var examples: [ReferenceExample] = []
    var index = 0
    while index < lines.count {
      let fence = lines[index].trimmingLeadingSpaces()
      guard fence.hasPrefix("```") else {
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count, !lines[end].trimmingLeadingSpaces().hasPrefix("```") { end += 1 }
      defer { index = end + 1 }
      guard fence == "```yaml" else { continue }
      let marker = index > 0 ? lines[index - 1].trimmingLeadingSpaces() : ""
      guard marker.hasPrefix("<!-- example: "), marker.hasSuffix(" -->") else {
        throw Unmarked(line: index + 1)
      }
      let words = marker.dropFirst("<!-- example: ".count).dropLast(" -->".count)
        .split(separator: ",").map { $0.trimmingLeadingSpaces() }
      guard let kind = words.first.flatMap(Kind.init(rawValue:)) else {
        throw UnknownKind(line: index, kind: words.first ?? "")
      }
      let error = words.dropFirst().first { $0.hasPrefix("error: ") }?.dropFirst("error: ".count)
      examples.append(
        ReferenceExample(
          kind: kind, line: index + 1, block: dedented(Array(lines[(index + 1)..<end])),
          expectedError: error.map(String.init)))
    }
    return examples
  }

  /// The file the block stands for.
  var file: String {
    let header = "format: 1\nstoryboard: Example\ninitial: example\nscenes:\n"
    switch kind {
    case .file, .flow: return block
    case .scenes: return header + indented(block, by: 2)
    case .scene: return header + sceneFile(block)
    case .views: return header + sceneFile("views:\n" + indented(block, by: 2))
    case .steps: return header + sceneFile("onAppear:\n" + indented(block, by: 2))
    case .flowSteps: return "storyboard: Example.yaml\nsteps:\n" + indented(block, by: 2)
    }
  }

  /// What the real loader reports for the file.
  func diagnostics() -> [Diagnostic] {
    let bytes = Array(file.utf8)
    if kind == .flow || kind == .flowSteps {
      return FlowLoader.load(bytes, file: "example.yaml").diagnostics
    }
    let result = StoryboardLoader.load(bytes, file: "example.yaml")
    guard kind == .file, let storyboard = result.storyboard else { return result.diagnostics }
    return result.diagnostics + Validator.validate(storyboard)
  }

  func diagnosticCodes() -> [String] { diagnostics().map(\.code) }

  /// The mapping keys the block itself writes, at any depth, in order of first use.
  func keysWritten() -> [String] {
    guard let document = try? YAMLLoader.load(Array(block.utf8)) else { return [] }
    var keys: [String] = []
    func walk(_ node: Node) {
      if let pairs = node.mapping {
        for pair in pairs {
          if let key = pair.key.scalar?.text, !keys.contains(key) { keys.append(key) }
          walk(pair.value)
        }
      } else if let items = node.sequence {
        items.forEach(walk)
      }
    }
    walk(document.root)
    return keys
  }

  private func sceneFile(_ body: String) -> String {
    let writesKind = body.split(separator: "\n").contains { $0.hasPrefix("kind:") }
    return "  example:\n" + (writesKind ? "" : "    kind: viewController\n")
      + indented(body, by: 4)
  }

  private func indented(_ text: String, by count: Int) -> String {
    let pad = String(repeating: " ", count: count)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
  }

  /// The lines without the indentation they all share, each ending in a newline.
  private static func dedented(_ lines: [String]) -> String {
    let depth =
      lines.filter { !$0.trimmingLeadingSpaces().isEmpty }
      .map { $0.count - $0.trimmingLeadingSpaces().count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(depth, $0.count))) + "\n" }.joined()
  }
}

extension StringProtocol {
  fileprivate func trimmingLeadingSpaces() -> String {
    String(drop { $0 == " " })
  }
}

import Foundation
import TestSupport
import Testing
import YAML

@testable import SceneModel

/// docs/SceneFormat.md, the format's reference, against the JSON Schemas, the loader and
/// itself: every key is documented, and every example block loads.
@Suite struct SceneFormatReferenceTests {
  static let reference =
    (try? String(
      contentsOfFile: "\(repositoryRoot)/docs/SceneFormat.md", encoding: .utf8)) ?? ""

  @Test(arguments: ["scene", "flow"])
  func everySchemaKeyIsInTheReference(kind: String) throws {
    let keys = try SchemaKeys.collect(fromFile: "\(repositoryRoot)/Schemas/\(kind).schema.json")
    #expect(keys.count > (kind == "scene" ? 150 : 15))
    let missing = keys.filter { !Self.reference.contains("`\($0)`") }
    #expect(missing.isEmpty, "docs/SceneFormat.md does not document \(missing)")
  }

  /// The other way round: a key the reference's key tables list is a key of a schema.
  @Test func everyKeyOfTheReferenceTablesIsASchemaKey() throws {
    let keys = try Set(
      ["scene", "flow"].flatMap {
        try SchemaKeys.collect(fromFile: "\(repositoryRoot)/Schemas/\($0).schema.json")
      })
    let listed = Self.keysOfKeyTables(Self.reference)
    #expect(listed.count > 100)
    let unknown = listed.filter { !keys.contains($0) }
    #expect(unknown.isEmpty, "docs/SceneFormat.md lists keys no schema has: \(unknown)")
  }

  /// The backquoted names in the first column of the tables whose first header is `key`.
  static func keysOfKeyTables(_ markdown: String) -> [String] {
    var keys: [String] = []
    var inKeyTable = false
    for line in markdown.split(separator: "\n") {
      guard line.hasPrefix("|") else {
        inKeyTable = false
        continue
      }
      if line.hasPrefix("| key |") {
        inKeyTable = true
        continue
      }
      guard inKeyTable, let cell = line.dropFirst().split(separator: "|").first else { continue }
      keys += cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
    return keys
  }

  @Test func everyKeyTheLoaderAcceptsIsInTheReference() {
    var keys = StoryboardLoader.topLevelKeys + SceneLoader.keys + SegueLoader.keys
    keys += TableCellLoader.keys + TableCellLoader.itemKeys + GestureLoader.keys
    keys += RefreshControlLoader.keys + FreeViewLoader.keys + StepLoader.stepKeys
    keys += StepLoader.bareSteps + FlowLoader.topLevelKeys + FlowLoader.stepKeys
    keys += FlowLoader.expectKeys + ViewType.allCases.flatMap { ViewSchema.keys(of: $0) }
    keys += ViewType.allCases.map(\.rawValue) + Scene.Kind.allCases.map(\.rawValue)
    keys += Segue.Kind.allCases.map(\.rawValue) + Gesture.Kind.allCases.map(\.rawValue)
    let missing = Set(keys).sorted().filter { !Self.reference.contains("`\($0)`") }
    #expect(missing.isEmpty, "docs/SceneFormat.md does not document \(missing)")
  }

  @Test func everyExampleBlockLoads() throws {
    let examples = try ReferenceExample.all(in: Self.reference)
    #expect(examples.count >= 40)
    for example in examples {
      let codes = example.diagnosticCodes()
      if let expected = example.expectedError {
        #expect(
          !codes.isEmpty && codes.allSatisfy { $0 == expected },
          "docs/SceneFormat.md:\(example.line): expected only '\(expected)', got \(codes)")
      } else {
        #expect(codes.isEmpty, "docs/SceneFormat.md:\(example.line): \(example.diagnostics())")
      }
    }
  }

  @Test func everySchemaKeyIsWrittenInAnExampleThatLoads() throws {
    let examples = try ReferenceExample.all(in: Self.reference).filter {
      $0.expectedError == nil
    }
    let written = examples.reduce(into: Set<String>()) { $0.formUnion($1.keysWritten()) }
    for kind in ["scene", "flow"] {
      let keys = try SchemaKeys.collect(fromFile: "\(repositoryRoot)/Schemas/\(kind).schema.json")
      let missing = keys.filter { !written.contains($0) }
      #expect(missing.isEmpty, "no example in docs/SceneFormat.md writes \(kind) keys \(missing)")
    }
  }

  /// The fixtures and files the reference sends readers to (`Tests/.../gestures.yaml`) exist.
  @Test func everyPathTheReferenceNamesExists() {
    let roots = ["Tests/", "Sources/", "Tools/", "Schemas/", "Scenes/", "docs/"]
    var named = 0
    for span in Self.reference.split(separator: "`").enumerated() where span.offset % 2 == 1 {
      let path = span.element
      guard roots.contains(where: { path.hasPrefix($0) }), !path.contains(" ") else { continue }
      named += 1
      #expect(
        FileManager.default.fileExists(atPath: "\(repositoryRoot)/\(path)"),
        "docs/SceneFormat.md names '\(path)', which does not exist")
    }
    #expect(named > 20)
  }

  @Test func anUnmarkedYAMLBlockIsReported() {
    let text = "Intro\n\n```yaml\nformat: 1\n```\n"
    #expect(throws: ReferenceExample.Unmarked(line: 3)) { try ReferenceExample.all(in: text) }
  }

  @Test func aFragmentIsWrappedIntoAFileOfItsKind() throws {
    let text = """
      <!-- example: views -->
        ```yaml
          - { id: title, type: label, text: Hi }
        ```
      <!-- example: flowSteps, error: unknown-key -->
      ```yaml
      - expect: { top: a, colour: red }
      ```
      """
    let examples = try ReferenceExample.all(in: text)
    #expect(examples.map(\.line) == [2, 6])
    #expect(
      examples[0].file == """
        format: 1
        storyboard: Example
        initial: example
        scenes:
          example:
            kind: viewController
            views:
              - { id: title, type: label, text: Hi }

        """)
    #expect(examples[0].diagnosticCodes() == [])
    #expect(examples[1].diagnosticCodes() == ["unknown-key"])
    #expect(examples[0].keysWritten() == ["id", "type", "text"])
  }
}

/// Every property name of a JSON Schema: the keys of each `properties` object, at any depth.
enum SchemaKeys {
  static func collect(fromFile path: String) throws -> [String] {
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    var keys = Set<String>()
    walk(json, into: &keys)
    return keys.sorted()
  }

  /// Walks a schema: `properties` maps names to schemas, `definitions` and `$defs` names to
  /// schemas; every other keyword's value is a schema, a list of them or a literal.
  private static func walk(_ schema: Any, into keys: inout Set<String>) {
    if let list = schema as? [Any] {
      for item in list { walk(item, into: &keys) }
      return
    }
    guard let object = schema as? [String: Any] else { return }
    for (keyword, value) in object {
      switch keyword {
      case "properties", "definitions", "$defs", "patternProperties":
        guard let named = value as? [String: Any] else { continue }
        if keyword == "properties" { keys.formUnion(named.keys) }
        for sub in named.values { walk(sub, into: &keys) }
      case "enum", "const", "default", "examples", "required", "description", "title":
        continue
      default:
        walk(value, into: &keys)
      }
    }
  }
}

import Foundation
import Testing

@testable import SceneModel

/// The view loader reads a view's plain properties through a table per type
/// (`ViewLoader.keys(of:)`) and its other keys through its `switch`: each key is read
/// once, by the right path, whatever the order and whatever else the mapping holds.
@Suite struct ViewKeyTableTests {
  static let yaml = """
    format: 1
    storyboard: T
    initial: a
    scenes:
      a:
        kind: viewController
        views:
          - { id: title, type: label, bogus: 1, text: Hi, lines: 3, font: { size: 20 } }
          - { type: button, id: go, class: GoButton, title: Go, hidden: true }
    """

  @Test func propertiesAfterAnUnknownKeyAreReadAndTheKeyIsReportedWhereItIs() throws {
    let result = StoryboardLoader.load(Array(Self.yaml.utf8), file: "test.yaml")
    let found = result.diagnostics.map { "\($0.location?.description ?? ""): \($0.code)" }
    #expect(found == ["test.yaml:8:35: unknown-key"])
    let scene = try #require(result.storyboard?.scenes.first)
    let title = try #require(scene.view("title"))
    #expect(title.property("text") == .string("Hi"))
    #expect(title.property("lines") == .number(3))
    #expect(
      title.property("font")
        == .record([
          .init(name: "size", value: .number(20)), .init(name: "weight", value: .string("regular")),
        ]))
    let go = try #require(scene.view("go"))
    #expect(go.type.value == .button)
    #expect(go.className?.value == "GoButton")
    #expect(go.property("title") == .string("Go"))
    #expect(go.property("hidden") == .bool(true))
    #expect(go.properties.map(\.name) == ["title", "hidden"])
  }

  /// `switchedKeys` must name every key `read`'s `switch` has a case for: a key it misses
  /// would be read as a plain property instead of by its case.
  @Test func theSwitchedKeysAreTheCasesOfTheLoadersSwitch() throws {
    let root = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
      .dropLast(3).joined(separator: "/")
    let source = try String(
      contentsOfFile: "\(root)/Sources/SceneModel/Loading/ViewLoader.swift", encoding: .utf8)
    // The cases of the switch over `key`, from its start to its `default:`, six spaces in;
    // the inner switch of bar sides is deeper.
    let lines = source.split(separator: "\n")
    let start = try #require(lines.firstIndex { $0 == "      switch key {" })
    let end = try #require(lines[start...].firstIndex { $0 == "      default:" })
    let cases = lines[start..<end].filter { $0.hasPrefix("      case \"") }
    var named: Set<String> = []
    for line in cases {
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      for i in stride(from: 1, to: parts.count, by: 2) { named.insert(String(parts[i])) }
    }
    #expect(named.count > 30)
    #expect(named == ViewLoader.switchedKeys)
  }

  @Test func aTypeNamesEveryViewTypeAndNoPlainPropertyIsSwitched() {
    #expect(ViewLoader.typesByName.count == ViewType.allCases.count)
    for type in ViewType.allCases {
      #expect(ViewLoader.typesByName[type.rawValue] == type)
      let plain = Set(ViewLoader.keys(of: type).plain.keys)
      #expect(plain.isDisjoint(with: ViewLoader.switchedKeys))
      #expect(plain.isSubset(of: Set(ViewSchema.keys(of: type))))
    }
  }
}

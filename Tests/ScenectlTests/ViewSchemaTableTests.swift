import Foundation
import TestSupport
import Testing

@testable import SceneModel

/// Schemas/scene.schema.json's per-type blocks and lists of type names are the table of view
/// traits' (`ViewSchemaBlocks`). With `SCENECTL_WRITE_SCHEMA=1` the test writes them into the
/// file instead (Tools/gen-view-schema.sh, which then runs Tools/gen-schemas.sh).
@Suite struct ViewSchemaTableTests {
  static let path = "\(repositoryRoot)/Schemas/scene.schema.json"

  /// The file with its per-type parts made from the table.
  static func generated(from text: String) throws -> String {
    var lines = text.components(separatedBy: "\n")
    let view = try #require(lines.firstIndex(of: "    \"view\": {"))
    let open = try #require(lines[view...].firstIndex(of: "      \"allOf\": ["))
    let close = try #require(lines[open...].firstIndex(of: "      ]"))
    let blocks = ViewSchemaBlocks.allOf().components(separatedBy: "\n").dropLast()
    lines.replaceSubrange((open + 1)..<close, with: blocks)
    let viewType = try #require(lines.firstIndex(of: "    \"view-type\": {"))
    let writable = try #require(
      lines[viewType...].firstIndex { $0.hasPrefix("      \"enum\": [") })
    lines[writable] = "      " + ViewSchemaBlocks.typeEnum(all: false)
    let expects = try #require(
      lines.firstIndex { $0.hasSuffix("\"description\": \"The view type it expects.\",") })
    let indent = String(lines[expects + 1].prefix { $0 == " " })
    lines[expects + 1] = indent + ViewSchemaBlocks.typeEnum(all: true)
    return lines.joined(separator: "\n")
  }

  @Test func theSchemaIsTheTables() throws {
    let text = try String(contentsOfFile: Self.path, encoding: .utf8)
    let expected = try Self.generated(from: text)
    if ProcessInfo.processInfo.environment["SCENECTL_WRITE_SCHEMA"] == "1", text != expected {
      try expected.write(toFile: Self.path, atomically: true, encoding: .utf8)
      return
    }
    #expect(text == expected, "Schemas/scene.schema.json differs: run Tools/gen-view-schema.sh")
  }

  @Test func aPropertysSchemaIsItsDescriptionThenItsKinds() {
    let property = ViewTraits.Property("lines", .integer, "The number of lines.")
    #expect(
      JSONText.pretty(
        ViewSchemaBlocks.described(ViewSchemaBlocks.schema(of: property), property.summary),
        indent: 0) == """
          {
            "description": "The number of lines.",
            "type": "integer"
          }
          """)
    let choice = ViewTraits.Property("axis", .choice(["horizontal", "vertical"]))
    #expect(
      JSONText.pretty(ViewSchemaBlocks.schema(of: choice), indent: 2) == """
        {
            "enum": ["horizontal", "vertical"]
          }
        """)
  }
}

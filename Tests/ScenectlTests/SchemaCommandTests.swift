import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

/// `scenectl schema scene|flow`, and the embedded schemas against Schemas/*.schema.json.
@Suite struct SchemaCommandTests {
  @Test(arguments: ["scene", "flow", "config"])
  func embeddedTextIsTheSchemaFileByteForByte(kind: String) throws {
    let file = try Data(
      contentsOf: URL(fileURLWithPath: "\(repositoryRoot)/Schemas/\(kind).schema.json"))
    let embedded = ["scene": SchemaText.scene, "flow": SchemaText.flow][kind] ?? SchemaText.config
    #expect(
      Array(embedded.utf8) == Array(file),
      "Schemas/\(kind).schema.json changed: run Tools/gen-schemas.sh")
  }

  @Test func printsEachSchema() {
    #expect(scenectl("schema", "scene") == CommandOutput(stdout: SchemaText.scene))
    #expect(scenectl("schema", "flow") == CommandOutput(stdout: SchemaText.flow))
    #expect(scenectl("schema", "config") == CommandOutput(stdout: SchemaText.config))
    #expect(SchemaText.config.contains("\"$id\": \"config.schema.json\""))
    #expect(
      SchemaText.scene.hasPrefix("{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\""))
    #expect(SchemaText.flow.contains("\"$id\": \"flow.schema.json\""))
  }

  @Test func anUnknownKindIsAUsageError() {
    let output = scenectl("schema", "storyboard")
    #expect(output.status == .usageOrInput)
    #expect(output.stdout.isEmpty)
    #expect(
      output.stderr == """
        scenectl: error: unknown schema 'storyboard'; expected 'scene', 'flow' or 'config'
        Usage: scenectl schema <kind>
          See 'scenectl schema --help' for more information.

        """)
  }

  @Test func aMissingKindIsAUsageError() {
    #expect(scenectl("schema").status == .usageOrInput)
    #expect(scenectl("schema", "scene", "flow").status == .usageOrInput)
  }

  @Test func helpNamesTheKinds() {
    let output = scenectl("help", "schema")
    #expect(output.stdout.contains("USAGE: scenectl schema <kind>\n"))
    #expect(output.stdout.contains("Which schema: 'scene', 'flow' or 'config'."))
  }
}

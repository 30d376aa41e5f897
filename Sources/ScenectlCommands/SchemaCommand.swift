/// `scenectl schema scene|flow|config`: prints the JSON Schema (draft-07) of scene files, of
/// flow files or of `.scenectl.yml`, the text of Schemas/KIND.schema.json.
enum SchemaCommand {
  static let spec = CommandSpec(
    name: "schema",
    abstract: "Print the JSON Schema of scene files, flow files or .scenectl.yml.",
    positional: "kind",
    positionalHelp: "Which schema: 'scene', 'flow' or 'config'.",
    positionalRepeats: false,
    options: [],
    discussion: """
      Prints the JSON Schema (draft-07) that editors use for completion and
      hover help, the same text as Schemas/scene.schema.json,
      Schemas/flow.schema.json or Schemas/config.schema.json. The schema
      catches unknown keys, wrong types and values outside a closed set;
      'scenectl validate' checks the rest.
      Exit status: 0 on success, 2 for bad usage.
      """)

  static func run(_ arguments: ParsedCommandLine) -> CommandOutput {
    // The parser guarantees exactly one positional argument.
    let kind = arguments.positionals.first ?? ""
    switch kind {
    case "scene": return CommandOutput(stdout: SchemaText.scene)
    case "flow": return CommandOutput(stdout: SchemaText.flow)
    case "config": return CommandOutput(stdout: SchemaText.config)
    default:
      return Scenectl.usageError(
        UsageError(
          message: "Unknown schema '\(kind)'; expected 'scene', 'flow' or 'config'",
          command: spec))
    }
  }
}

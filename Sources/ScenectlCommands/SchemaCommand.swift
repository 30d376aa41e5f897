/// `scenectl schema scene|flow`: prints the JSON Schema (draft-07) of scene files or of
/// flow files, the text of Schemas/scene.schema.json or Schemas/flow.schema.json.
enum SchemaCommand {
  static let spec = CommandSpec(
    name: "schema",
    abstract: "Print the JSON Schema of scene files or flow files.",
    positional: "kind",
    positionalHelp: "Which schema: 'scene' or 'flow'.",
    positionalRepeats: false,
    options: [],
    discussion: """
      Prints the JSON Schema (draft-07) that editors use for completion and
      hover help, the same text as Schemas/scene.schema.json or
      Schemas/flow.schema.json. The schema catches unknown keys, wrong types
      and values outside a closed set; 'scenectl validate' checks the rest.
      Exit status: 0 on success, 2 for bad usage.
      """)

  static func run(_ arguments: ParsedCommandLine) -> CommandOutput {
    // The parser guarantees exactly one positional argument.
    let kind = arguments.positionals.first ?? ""
    switch kind {
    case "scene": return CommandOutput(stdout: SchemaText.scene)
    case "flow": return CommandOutput(stdout: SchemaText.flow)
    default:
      return Scenectl.usageError(
        UsageError(
          message: "Unknown schema '\(kind)'; expected 'scene' or 'flow'", command: spec))
    }
  }
}

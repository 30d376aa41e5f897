import SceneModel
import ScenePictures

/// `scenectl graph FILE [--format dot|svg|mermaid] [-o FILE]`: draws the
/// storyboard map (scenes, segues, the entry point, unreachable scenes greyed).
enum GraphCommand {
  static let spec = CommandSpec(
    name: "graph",
    abstract: "Draw the storyboard map: scenes, segues and the entry point.",
    positional: "file",
    positionalRepeats: false,
    options: [
      .root,
      .format.described(
        "Output as 'dot' (default, Graphviz), 'svg' or 'mermaid'.",
        choices: GraphFormat.allCases.map(\.rawValue)),
      .output.described(
        "Write to this file instead of standard output, in the format its extension names: .svg, .dot or .mmd."
      ),
      .force,
      .strict,
      .allowErrors,
    ],
    discussion: """
      The SVG is laid out by scenectl itself (no Graphviz needed): scenes in
      columns by their distance from the initial scene. With -o, the file's
      extension gives the format (.svg, .dot, .mmd); a --format that
      contradicts it is a usage error. Exit status: 0 on
      success, 1 when the scene file has errors, 2 for bad usage, an
      unreadable or unwritable file, or an output the output rule refuses
      (docs/Hardening.md).
      """)

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    guard let file = arguments.positionals.first else {
      return CommandOutput(status: .usageOrInput)
    }
    if let usage = OutputFile.emptyPathError(arguments, spec: spec) { return usage }
    let format: GraphFormat
    do throws(UsageError) {
      let name = try OutputExtension.format(
        arguments, writes: GraphFormat.allCases.map(\.rawValue), fallback: "dot", spec: spec)
      format = GraphFormat(rawValue: name) ?? .dot
    } catch {
      return Scenectl.usageError(error)
    }
    var output = CommandOutput()
    guard
      let storyboard = StoryboardInput.load(
        file, verb: "drawn", strict: arguments.has(.strict),
        allowErrors: arguments.has(.allowErrors), root: arguments.value(.root), into: &output)
    else {
      return output
    }
    let text = StoryboardGraph(storyboard).rendered(as: format)
    let style: GeneratedHeader.Style =
      switch format {
      case .dot: .dot
      case .svg: .xml
      case .mermaid: .mermaid
      }
    OutputFile.emit(
      text, style, by: "graph", arguments: arguments, inputs: InputFiles(storyboard: storyboard),
      into: &output)
    return output
  }
}

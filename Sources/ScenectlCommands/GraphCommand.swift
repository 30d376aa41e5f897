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
      InputRoot.option,
      .init(
        name: "--format", valueName: "format",
        help: "Output as 'dot' (default, Graphviz), 'svg' or 'mermaid'.",
        choices: GraphFormat.allCases.map(\.rawValue)),
      .init(name: "-o", valueName: "file", help: "Write to this file instead of standard output."),
      OutputFile.forceOption,
      .strict,
    ],
    discussion: """
      The SVG is laid out by scenectl itself (no Graphviz needed): scenes in
      columns by their distance from the initial scene. Exit status: 0 on
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
    let format = arguments.value("--format").flatMap(GraphFormat.init(rawValue:)) ?? .dot
    var output = CommandOutput()
    guard
      let storyboard = StoryboardInput.load(
        file, verb: "drawn", strict: arguments.has("--strict"),
        root: arguments.value("--root"), into: &output)
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

import SceneModel
import ScenePictures

/// `scenectl render FILE --scene ID [--device NAME] [-o FILE]`: draws one
/// scene as an SVG wireframe at its solved frames.
enum RenderCommand {
  static let spec = CommandSpec(
    name: "render",
    abstract: "Draw a scene as an SVG wireframe at its solved layout.",
    positional: "file",
    positionalRepeats: false,
    options: [
      RootArgument.option,
      .init(
        name: "--scene", valueName: "id",
        help: "The scene to draw (default: the initial scene, or the file's only scene)."),
      .init(
        name: "--device", valueName: "name",
        help:
          "The device: a built-in name or WIDTHxHEIGHT (default 'iphone'; a storyboard's canvas).",
        choices: nil),
      .init(
        name: "-o", valueName: "file",
        help: "Write to this file instead of standard output (an SVG file: .svg, or no extension)."
      ),
      OutputFile.forceOption,
      IOSArgument.option,
      .strict,
      .allowErrors,
    ] + ConfigurationDefaults.options,
    discussion: """
      A container scene is drawn showing its first child (root, first tab,
      first page) inside its bars. Exit status: 0 on success, 1 when the scene
      file has errors, 2 for bad usage, an unknown scene, an unreadable or
      unwritable file, or an output the output rule refuses (docs/Hardening.md).
      """)

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    guard let file = arguments.positionals.first else {
      return CommandOutput(status: .usageOrInput)
    }
    if let usage = OutputFile.emptyPathError(arguments, spec: spec) { return usage }
    do throws(UsageError) {
      _ = try OutputExtension.format(arguments, writes: ["svg"], fallback: "svg", spec: spec)
    } catch {
      return Scenectl.usageError(error)
    }
    var output = CommandOutput()
    guard
      let (storyboard, device) = DeviceArgument.screenInput(
        file, verb: "drawn", arguments, into: &output)
    else {
      return output
    }
    guard let scene = DeviceArgument.scene(arguments, in: storyboard, file: file, into: &output),
      let screen = ScreenBuilder.screen(of: scene.id.value, in: storyboard, device: device)
    else { return output }
    OutputFile.emit(
      ScreenDrawing.svg(screen), .xml, by: "render", arguments: arguments,
      inputs: InputFiles(storyboard: storyboard), into: &output)
    return output
  }
}

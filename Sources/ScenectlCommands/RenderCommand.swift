import Diagnostics
import SceneAudit
import SceneModel
import ScenePictures

/// `scenectl render FILE --scene ID [--device NAME] [-o FILE] [--audit]`: draws one
/// scene as an SVG wireframe at its solved frames; with `--audit`, the audit's findings on it
/// (docs/Audit.md) outlined in red with their captions.
enum RenderCommand {
  static let spec = CommandSpec(
    name: "render",
    abstract: "Draw a scene as an SVG wireframe at its solved layout.",
    positional: "file",
    positionalRepeats: false,
    options: [
      .root,
      .scene.described(
        "The scene to draw (default: the initial scene, or the file's only scene)."),
      .device,
      .output.described(
        "Write to this file instead of standard output (an SVG file: .svg, or no extension)."),
      .force,
      .ios,
      .sdk,
      .strict,
      .allowErrors,
      .audit.described(
        "Outline each view the audit finds a problem with, its finding as a caption."),
    ] + ConfigurationDefaults.options,
    discussion: """
      A container scene is drawn showing its first child (root, first tab,
      first page) inside its bars. With --audit, each finding of 'scenectl
      audit' on the scene and device is drawn: its view outlined in red, the
      finding above it. Exit status: 0 on success, 1 when the scene
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
    let marks =
      arguments.has(.audit)
      ? Audit.marks(on: scene, in: storyboard, device: device).compactMap { mark in
        mark.frame.map { ScreenMark(frame: $0, caption: caption(mark.diagnostic)) }
      } : []
    OutputFile.emit(
      ScreenDrawing.svg(screen, marks: marks), .xml, by: "render", arguments: arguments,
      inputs: InputFiles(storyboard: storyboard), into: &output)
    return output
  }

  /// `[touch-target-size] button 'info' has a 22 x 22 pt hit area, ...`: the finding without
  /// its variant (the picture is of one), its code first.
  static func caption(_ diagnostic: Diagnostic) -> String {
    "[\(diagnostic.code)] \(diagnostic.message)"
  }
}

import Diagnostics
import FileSystem
import SceneFrontend
import SceneModel

/// Reading the scene file a command works on: `simulate`, `layout`, `render`, `graph` and
/// `explore` refuse a file that cannot be read (status 2) or that `validate` rejects (status
/// 1, with the diagnostics on standard error, as `validate` prints them); with `--strict`,
/// warnings are errors too, and with `--allow-errors` the command runs anyway (status 1).
enum StoryboardInput {
  /// The storyboard of `file`, checked as `validate` checks it (`FileCheck`), or nil after
  /// reporting why it cannot be used (unreadable: status 2; errors in it, or warnings when
  /// `strict`: status 1, with the diagnostics). Warnings that do not stop it are counted on
  /// standard error. With `allowErrors`, a file that loaded is returned despite its errors,
  /// after the diagnostics, and the status is 1.
  ///
  /// Files it references are read only under `given` (`--root`), else under its folder.
  /// `ios` (`--ios`) and `sdk` (`--sdk`) stand for the file's `ios:` and `sdk:` in the checks
  /// and in what is returned.
  ///
  /// With the app's code (`--sources`), its unwind declarations are applied and the source
  /// checks' findings count as the file's own: an error stops the command (the app would
  /// crash or misbehave there), a warning is counted.
  static func load(
    _ file: String, verb: String, strict: Bool = false, allowErrors: Bool = false,
    sources: AppSources? = nil, ios: Int? = nil, sdk: Int? = nil, root given: String? = nil,
    into output: inout CommandOutput
  ) -> Storyboard? {
    guard let root = RootArgument.forFile(file, given: given, into: &output),
      let bytes = bytes(of: file, into: &output)
    else { return nil }
    let file = InputFile.displayName(file)
    let checked = FileCheck.run(
      bytes, file: file, root: root, ios: ios, sdk: sdk, sources: sources)
    let sorted = Diagnostic.sortedForOutput(checked.diagnostics)
    guard let loaded = checked.storyboard, !checked.hasBlocking(strict: strict) else {
      output.stderr += refusal(sorted, file: file, strict: strict)
      output.escalate(to: .problemsFound)
      guard allowErrors, let loaded = checked.storyboard else {
        output.stderr += "nothing was \(verb)\n"
        return nil
      }
      output.stderr += "\(verb) anyway (--allow-errors)\n"
      return loaded
    }
    output.stderr += warningCount(sorted, file: file, sources: sources)
    return loaded
  }

  /// The diagnostics of a file a command refuses to run, as `validate` prints them, then
  /// the start of the line that says so: `scenectl: error: 'a.yaml' has errors; ` (the
  /// caller ends it).
  static func refusal(_ sorted: [Diagnostic], file: String, strict: Bool) -> String {
    let printer = DiagnosticPrinter(useColor: false)
    let what = sorted.contains { $0.severity == .error } ? "errors" : "warnings (--strict)"
    return printer.render(sorted).joined()
      + "scenectl: error: '\(MessageText.escaped(file))' has \(what); "
  }

  /// `scenectl: warning: 'a.yaml' has 2 warnings; 'scenectl validate a.yaml' lists them`, or
  /// nothing when there are none: what commands other than `validate` say of warnings.
  static func warningCount(
    _ diagnostics: [Diagnostic], file: String, sources: AppSources? = nil
  ) -> String {
    let count = diagnostics.filter { $0.severity == .warning }.count
    guard count > 0 else { return "" }
    let shown = MessageText.escaped(file)
    return "scenectl: warning: '\(shown)' has \(count) warning\(count == 1 ? "" : "s"); "
      + "'scenectl validate \(shown)\(sources?.commandLineSuffix ?? "")' lists them\n"
  }

  /// The bytes of any input file (scene or flow: `what` is "a scene file" or "a flow file"),
  /// or nil after reporting on standard error that it cannot be read (status 2).
  static func bytes(
    of file: String, what: String = "a scene file", into output: inout CommandOutput
  ) -> [UInt8]? {
    switch InputFile.read(file, what: what) {
    case .failure(let unreadable):
      output.stderr += "scenectl: error: \(unreadable.reason)\n"
      output.escalate(to: .usageOrInput)
      return nil
    case .success(let bytes):
      return bytes
    }
  }
}

import Diagnostics
import FileSystem
import SceneModel
import YAML

/// Reading the scene file a command works on: `simulate`, `layout`, `render` and `graph`
/// refuse a file that cannot be read (status 2) or that has errors (status 1, with the
/// diagnostics on standard error).
enum StoryboardInput {
  /// The storyboard of `file`, or nil after reporting why it cannot be used
  /// (unreadable: status 2; errors in it: status 1, with the diagnostics).
  static func load(_ file: String, verb: String, into output: inout CommandOutput)
    -> Storyboard?
  {
    guard let bytes = bytes(of: file, into: &output) else { return nil }
    let result = StoryboardLoader.load(bytes, file: file)
    var diagnostics = result.diagnostics
    if let loaded = result.storyboard { diagnostics += Validator.validate(loaded) }
    let errors = Diagnostic.sortedForOutput(diagnostics).filter { $0.severity == .error }
    guard let loaded = result.storyboard, errors.isEmpty else {
      let printer = DiagnosticPrinter(useColor: false)
      output.stderr += printer.render(errors).joined()
      output.stderr += "scenectl: error: '\(file)' has errors; nothing was \(verb)\n"
      output.escalate(to: .problemsFound)
      return nil
    }
    return loaded
  }

  /// The bytes of any input file (scene or flow: `what` is "a scene file" or "a flow file"),
  /// or nil after reporting on standard error that it cannot be read (status 2).
  static func bytes(
    of file: String, what: String = "a scene file", into output: inout CommandOutput
  ) -> [UInt8]? {
    switch FileSystem.read(file, limit: YAMLLimits.default.maxBytes) {
    case .failure(let failure):
      output.stderr += "scenectl: error: \(problem(reading: file, failure, what: what))\n"
      output.escalate(to: .usageOrInput)
      return nil
    case .success(let bytes):
      return bytes
    }
  }

  /// Why `file` cannot be read, for a message: `'x.yaml' is not a regular file (it is a
  /// FIFO); give a scene file`, or `cannot read 'x.yaml': No such file or directory`.
  static func problem(reading file: String, _ failure: FileSystem.Failure, what: String) -> String
  {
    let shown = MessageText.escaped(file)
    if let kind = failure.notARegularFile {
      return "'\(shown)' is not a regular file (it is \(kind)); give \(what)"
    }
    return "cannot read '\(shown)': \(failure.reason)"
  }
}

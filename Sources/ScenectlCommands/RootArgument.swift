import Diagnostics
import FileSystem
import SceneFrontend

/// `--root DIR` of every command that follows references or flows: the folder inputs may
/// read from (`InputRoot`).
enum RootArgument {
  /// The root for an input file given on the command line: `given` (`--root`) or the file's
  /// folder; nil after reporting (status 2) a `--root` that is no folder or does not hold the
  /// file.
  static func forFile(_ file: String, given: String?, into output: inout CommandOutput)
    -> ReadRoot?
  {
    guard let given else { return InputRoot.ofFile(InputFile.displayName(file)) }
    guard let root = named(given, into: &output) else { return nil }
    if file != "-", root.check(file) == .outside {
      output.stderr +=
        "scenectl: error: '\(MessageText.escaped(file))' is outside '--root "
        + "\(MessageText.escaped(given))'; give a root that holds it\n"
      output.escalate(to: .usageOrInput)
      return nil
    }
    return root
  }

  /// The root `--root DIR` names; nil after reporting (status 2) when it is no folder.
  static func named(_ folder: String, into output: inout CommandOutput) -> ReadRoot? {
    guard FileSystem.kind(of: folder) == .folder else {
      output.stderr +=
        "scenectl: error: '--root \(MessageText.escaped(folder))' is not a folder; give the "
        + "folder the inputs may read from\n"
      output.escalate(to: .usageOrInput)
      return nil
    }
    return ReadRoot(folder: folder)
  }
}

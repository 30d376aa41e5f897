import Diagnostics
import FileSystem
import SceneModel

/// Every file a list of paths names, each checked as `validate` checks it, with the model
/// that loaded kept beside its diagnostics: what a command that shows the whole app
/// (`report`) reads.
///
///     let inputs = CheckedInputs.load(["Scenes/Wonderland.yaml"])
///     // inputs.files[0].storyboard: the model; inputs.files[0].diagnostics: its problems
///
/// As in `InputsCheck`, the files found in one folder are one app (`AppFolders`): their
/// storyboard references name any of them.
public enum CheckedInputs {
  /// One input file, checked.
  public struct File: Sendable {
    /// The path as found.
    public var path: String
    /// What loaded, nil when nothing did.
    public var storyboard: Storyboard?
    /// Every problem of the file, sorted for output.
    public var diagnostics: [Diagnostic]
  }

  /// The files, in the order found, the inputs that could not be read (each with why) and
  /// the notes of folder walks.
  public static func load(_ paths: [String], root: ReadRoot? = nil)
    -> (files: [File], unreadable: [(file: String, reason: String)], notes: [String])
  {
    let (found, problems, notes) = InputPaths.expand(paths, finding: .scenes, root: root)
    let apps = AppFolders(found)
    var unreadable = problems
    var files: [File] = []
    for input in found {
      switch InputFile.read(input.path) {
      case .success(let bytes):
        let checked = FileCheck.run(
          bytes, file: input.path, root: input.root,
          app: input.folder.map { apps.bundle(of: $0) })
        var seen: Set<Diagnostic> = []
        let sorted = Diagnostic.sortedForOutput(checked.diagnostics).filter {
          seen.insert($0).inserted
        }
        files.append(File(path: input.path, storyboard: checked.storyboard, diagnostics: sorted))
      case .failure(let problem):
        unreadable.append((input.path, problem.reason))
      }
    }
    return (files, unreadable, notes)
  }
}

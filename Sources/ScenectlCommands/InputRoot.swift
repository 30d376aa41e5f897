import Diagnostics
import FileSystem
import StoryboardImport

/// The folder each input's files are read from (`ReadRoot`, docs/Hardening.md "What an
/// input may read"): `--root DIR` when given, else the project (the git work tree) that holds
/// the folder given on the command line or the file's own folder (the working folder for
/// standard input), else that folder.
enum InputRoot {
  /// The option of every command that follows references or flows.
  static let option = CommandSpec.Option(
    name: "--root", valueName: "dir",
    help:
      "Read only files under this folder: references, flows' storyboards and data files "
      + "outside it are refused (default: the git work tree that holds the input, else the folder "
      + "given, else the file's own folder).")

  /// Why a file named by an input was not read.
  enum Refusal: Error {
    /// It lies outside the root (named as given).
    case outside(String)
    /// It is not a file of the kind wanted (no `format:` line for a scene file).
    case notOfKind
    /// The system's reason.
    case unreadable(FileSystem.Failure)
  }

  /// The root of a single file: the project that holds its folder (`ReadRoot(projectHolding:)`).
  static func ofFile(_ file: String) -> ReadRoot {
    ReadRoot(projectHolding: FileSystem.folder(of: file))
  }

  /// The root for an input file given on the command line: `given` (`--root`) or the file's
  /// folder; nil after reporting (status 2) a `--root` that is no folder or does not hold the
  /// file.
  static func forFile(_ file: String, given: String?, into output: inout CommandOutput)
    -> ReadRoot?
  {
    guard let given else { return ofFile(StoryboardInput.displayName(file)) }
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

  /// The bytes of `path` when it lies under `root` and, with `kind`, a scene file or
  /// storyboard (`.scenes`) is what it is; else why not. Nothing of a refused file is kept.
  static func read(_ path: String, under root: ReadRoot, what kind: InputArguments.Kind?)
    -> Result<[UInt8], Refusal>
  {
    let target: String
    switch root.check(path) {
    case .outside: return .failure(.outside(root.folder))
    case .missing: target = path
    case .inside(let resolved): target = resolved
    }
    switch FileSystem.read(target, limit: StoryboardInput.readLimit(path)) {
    case .failure(let failure): return .failure(.unreadable(failure))
    case .success(let bytes):
      if let kind, !(kind == .scenes && StoryboardImport.isStoryboard(path)),
        !kind.isMarked(bytes)
      {
        return .failure(.notOfKind)
      }
      return .success(bytes)
    }
  }
}

import FileSystem
import StoryboardImport

/// The folder each input's files are read from (`ReadRoot`, docs/Hardening.md "What an
/// input may read"): the root given (`--root DIR`), else the project (the git work tree) that
/// holds the folder given or the file's own folder (the working folder for standard input),
/// else that folder.
public enum InputRoot {
  /// Why a file named by an input was not read.
  public enum Refusal: Error {
    /// It lies outside the root (named as given).
    case outside(String)
    /// It is not a file of the kind wanted (no `format:` line for a scene file).
    case notOfKind
    /// The system's reason.
    case unreadable(FileSystem.Failure)
  }

  /// The root of a single file: the project that holds its folder (`ReadRoot(projectHolding:)`).
  public static func ofFile(_ file: String) -> ReadRoot {
    ReadRoot(projectHolding: FileSystem.folder(of: file))
  }

  /// The bytes of `path` when it lies under `root` and, with `kind`, a scene file or
  /// storyboard (`.scenes`) is what it is; else why not. Nothing of a refused file is kept.
  public static func read(_ path: String, under root: ReadRoot, what kind: InputPaths.Kind?)
    -> Result<[UInt8], Refusal>
  {
    let target: String
    switch root.check(path) {
    case .outside: return .failure(.outside(root.folder))
    case .missing: target = path
    case .inside(let resolved): target = resolved
    }
    switch FileSystem.read(target, limit: InputFile.readLimit(path)) {
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

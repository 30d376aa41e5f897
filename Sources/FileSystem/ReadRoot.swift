/// The folder a run may read from: every file an input names (references, a flow's
/// storyboard, data files, the app's code) and every file a folder walk finds must lie under
/// it once links are resolved (docs/Hardening.md, "What an input may read").
///
/// The root is the folder given on the command line, else the folder of the file given
/// (`--root` names it explicitly). One rule for every reader: `check` resolves the path with
/// `realpath` and compares it with the root's own resolved path, so `..`, absolute paths and
/// links that lead out are all refused alike.
///
///     let root = ReadRoot(folder: "Scenes")
///     root.check("Scenes/../../etc/shadow")  // .outside
///     root.check("Scenes/Wonderland.yaml")   // .inside("/work/repo/Scenes/Wonderland.yaml")
public struct ReadRoot: Sendable, Hashable {
  /// Where a path leads, seen from the root.
  public enum Place: Sendable, Equatable {
    /// Under the root: the path to read, links resolved (so that a link changed after the
    /// check cannot lead the read out).
    case inside(String)
    /// Outside the root, once links are resolved.
    case outside
    /// Nothing is there, but its nearest existing folder is under the root: reading the path
    /// as written gives the system's reason ("No such file or directory").
    case missing
  }

  /// The folder as it was given, for messages.
  public let folder: String
  /// The folder's absolute path with every link resolved.
  public let resolved: String

  /// The root at `folder`. A folder that does not exist holds nothing that can be read: its
  /// path stands, made absolute, and every file checked is outside or missing.
  public init(folder: String) {
    self.folder = folder.isEmpty ? "." : folder
    resolved = FileSystem.resolved(self.folder) ?? ReadRoot.absolute(self.folder)
  }

  /// The root of a single file given on the command line: its folder.
  public init(fileFolderOf file: String) {
    self.init(folder: FileSystem.folder(of: file))
  }

  /// The root of an input in `folder`, when no `--root` is given: the top of the project that
  /// holds it, the nearest folder at or above it with a `.git` entry (the repository a CI job
  /// checked out), so that a flow in `Flows/` may name `../App.yaml`; else `folder` itself.
  /// Nothing outside the project is read, and a file that is not a scene file or storyboard
  /// is refused without a byte of it shown, wherever it is.
  public init(projectHolding folder: String) {
    let start = FileSystem.resolved(folder.isEmpty ? "." : folder) ?? ReadRoot.absolute(folder)
    var parts = start.split(separator: "/")
    while true {
      let candidate = "/" + parts.joined(separator: "/")
      if FileSystem.exists(candidate == "/" ? "/.git" : candidate + "/.git") {
        self.init(folder: candidate)
        return
      }
      guard !parts.isEmpty else { break }
      parts.removeLast()
    }
    self.init(folder: folder)
  }

  /// Where `path` (as a reader would open it: absolute, or relative to the working folder)
  /// leads.
  public func check(_ path: String) -> Place {
    if let target = FileSystem.resolved(path) {
      return holds(resolvedPath: target) ? .inside(target) : .outside
    }
    // Nothing there: its nearest existing folder says whether it would be inside.
    var parts = ReadRoot.absolute(path).split(separator: "/").map(String.init)
    while !parts.isEmpty {
      parts.removeLast()
      if let folder = FileSystem.resolved("/" + parts.joined(separator: "/")) {
        return holds(resolvedPath: folder) ? .missing : .outside
      }
    }
    return .outside
  }

  /// Whether an absolute path with its links resolved is the root or lies under it.
  public func holds(resolvedPath path: String) -> Bool {
    resolved == "/" || path == resolved || path.hasPrefix(resolved + "/")
  }

  /// `path` made absolute against the working folder, with `.` and `name/..` folded away.
  static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : (FileSystem.resolved(".") ?? "") + "/" + path
    var parts: [Substring] = []
    for part in full.split(separator: "/") where part != "." {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}

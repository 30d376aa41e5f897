import Diagnostics
import FileSystem
import YAML

/// Reads data files named by a scene file, confined to the scene file's folder.
///
/// A path is taken relative to the folder of the scene file. Absolute paths,
/// paths that climb out with `..`, and symbolic links that lead outside the
/// folder (`ReadRoot`, the rule every reader of an input's files follows) are refused, and so are an empty path and anything that is not a regular file (a
/// folder, a FIFO, which would block the read forever, a device).
public struct DataFileReader: Sendable {
  /// Why a data file could not be read.
  public enum Failure: Error, Sendable, Equatable {
    case outsideFolder
    case unreadable(String)
    /// The path is empty.
    case emptyPath
    /// The path names something other than a regular file: "a folder", "a FIFO".
    case notRegularFile(String)
  }

  /// The folder data paths are relative to (with no trailing slash; "." for the current one).
  public let folder: String

  public init(sceneFile: String) {
    folder = FileSystem.folder(of: sceneFile)
  }

  /// The path to show in diagnostics about a data file.
  public func displayPath(_ relative: String) -> String {
    folder == "." ? relative : "\(folder)/\(relative)"
  }

  /// The bytes of a data file, or why they cannot be had.
  public func read(_ relative: String) -> Result<[UInt8], Failure> {
    if relative.isEmpty { return .failure(.emptyPath) }
    if Self.isFolderItself(relative) { return .failure(.notRegularFile("a folder")) }
    guard Self.staysInside(relative) else { return .failure(.outsideFolder) }
    let path = displayPath(relative)
    // The scene file's folder is the root of its data files (`ReadRoot`, links resolved).
    let target: String
    switch ReadRoot(folder: folder).check(path) {
    case .outside: return .failure(.outsideFolder)
    case .missing: target = path
    case .inside(let resolved): target = resolved
    }
    return FileSystem.read(target, limit: YAMLLimits.default.maxBytes).mapError { failure in
      failure.notARegularFile.map(Failure.notRegularFile) ?? .unreadable(failure.reason)
    }
  }

  /// Whether a relative path, read lexically, names the folder itself: `.`, `./`, `a/..`.
  static func isFolderItself(_ path: String) -> Bool {
    lexicalDepth(path) == 0
  }

  /// Whether a relative path, read lexically, stays within its folder.
  static func staysInside(_ path: String) -> Bool {
    !path.isEmpty && (lexicalDepth(path) ?? 0) > 0
  }

  /// How many folders below its start a relative path ends, read lexically, or nil when it
  /// is absolute (`/`, `~`) or goes above its start on the way.
  private static func lexicalDepth(_ path: String) -> Int? {
    guard !path.hasPrefix("/"), !path.hasPrefix("~") else { return nil }
    var depth = 0
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": depth -= 1
      default: depth += 1
      }
      if depth < 0 { return nil }
    }
    return depth
  }
}

extension DataFileReader.Failure {
  /// The error for a data path that cannot be read, at its `data:` entry.
  public func diagnostic(_ path: String, at location: Diagnostic.Location) -> Diagnostic {
    switch self {
    case .outsideFolder:
      return .dataFileOutsideFolder(path, at: location)
    case .unreadable(let reason):
      return .dataFileUnreadable(path, reason: reason, at: location)
    case .emptyPath:
      return .error(
        .dataFileUnreadable, "data path '' is empty; give a file beside the scene file",
        at: location)
    case .notRegularFile("a folder"):
      return .error(
        .dataFileUnreadable,
        "data path '\(path)' is a folder, not a data file; give a file beside the scene file",
        at: location)
    case .notRegularFile(let kind):
      return .error(
        .dataFileUnreadable,
        "data path '\(path)' is not a regular file (it is \(kind)); give a data file",
        at: location)
    }
  }
}

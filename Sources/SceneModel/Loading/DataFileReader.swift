import FileSystem
import YAML

/// Reads data files named by a scene file, confined to the scene file's folder.
///
/// A path is taken relative to the folder of the scene file. Absolute paths,
/// paths that climb out with `..`, and symbolic links that lead outside the
/// folder are refused.
public struct DataFileReader: Sendable {
  /// Why a data file could not be read.
  public enum Failure: Error, Sendable, Equatable {
    case outsideFolder
    case unreadable(String)
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
    guard Self.staysInside(relative) else { return .failure(.outsideFolder) }
    let path = displayPath(relative)
    // A file that does not exist cannot lead outside; reading it says it is missing.
    if let base = FileSystem.resolved(folder), let target = FileSystem.resolved(path),
      !target.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    {
      return .failure(.outsideFolder)
    }
    return FileSystem.read(path, limit: YAMLLimits.default.maxBytes).mapError {
      .unreadable($0.reason)
    }
  }

  /// Whether a relative path, read lexically, stays within its folder.
  static func staysInside(_ path: String) -> Bool {
    guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~") else { return false }
    var depth = 0
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": depth -= 1
      default: depth += 1
      }
      if depth < 0 { return false }
    }
    return depth > 0
  }
}

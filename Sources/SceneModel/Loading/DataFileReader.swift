import Foundation
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
    let parts = sceneFile.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count <= 1 {
      folder = "."
    } else {
      let joined = parts.dropLast().joined(separator: "/")
      folder = joined.isEmpty ? "/" : joined
    }
  }

  /// The path to show in diagnostics about a data file.
  public func displayPath(_ relative: String) -> String {
    folder == "." ? relative : "\(folder)/\(relative)"
  }

  /// The bytes of a data file, or why they cannot be had.
  public func read(_ relative: String) -> Result<[UInt8], Failure> {
    guard Self.staysInside(relative) else { return .failure(.outsideFolder) }
    let path = displayPath(relative)
    let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard target.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
      return .failure(.outsideFolder)
    }
    return FileReading.read(path, limit: YAMLLimits.default.maxBytes).mapError {
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

/// Reads whole files, never loading more than one byte past a limit (the
/// YAML loader then reports the file as too large, with its location).
public enum FileReading {
  /// Why a file could not be read, in words for a message ("no such file").
  public struct Failure: Error, Sendable, Equatable {
    public var reason: String
  }

  /// The file's first `limit + 1` bytes at most.
  public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(Failure(reason: "no such file"))
    }
    guard !isDirectory.boolValue else { return .failure(Failure(reason: "it is a folder")) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(Failure(reason: "permission denied"))
    }
    defer { try? handle.close() }
    do {
      let data = try handle.read(upToCount: limit + 1) ?? Data()
      return .success([UInt8](data))
    } catch {
      return .failure(Failure(reason: "it could not be read"))
    }
  }
}

import Diagnostics
import FileSystem

/// The files a command's arguments name: a file as it is, `-` for standard input, and a folder
/// as the files of the kind asked for found in it and its subfolders, in sorted order.
///
///     InputArguments.expand(["Scenes"], finding: .scenes).files
///     // ["Scenes/Broken/accessory-segue-needs-button.yaml", ..., "Scenes/Wonderland.yaml"]
///
/// In a folder, a `.yaml` or `.yml` file is a scene file when a line starts with `format:`
/// and a flow file when a line starts with `steps:` (data files have neither); names that
/// start with a dot are skipped. The walk stops at `depthLimit` levels and `fileLimit` files.
enum InputArguments {
  /// What a folder is searched for.
  enum Kind {
    case scenes
    case flows

    /// The top-level key that marks a file of this kind.
    var marker: String {
      switch self {
      case .scenes: "format:"
      case .flows: "steps:"
      }
    }

    var what: String {
      switch self {
      case .scenes: "scene files"
      case .flows: "flow files"
      }
    }
  }

  /// How deep a folder is searched.
  static let depthLimit = 32
  /// How many files a folder may give.
  static let fileLimit = 10_000
  /// How much of a file is read to tell its kind.
  static let sniffBytes = 64 << 10

  /// The name of standard input in messages and diagnostics.
  static let standardInputName = "<stdin>"

  /// The files the arguments name, and, for each folder that gave none or too many, why.
  static func expand(_ arguments: [String], finding kind: Kind)
    -> (files: [String], problems: [(file: String, reason: String)])
  {
    var files: [String] = []
    var problems: [(file: String, reason: String)] = []
    for argument in arguments {
      guard argument != "-", FileSystem.kind(of: argument) == .folder else {
        files.append(argument)
        continue
      }
      var found: [String] = []
      var truncated = false
      var visited = Set<FileSystem.Identity>()
      walk(
        argument, depth: 0, kind: kind, into: &found, truncated: &truncated, visited: &visited)
      let shown = MessageText.escaped(argument)
      if truncated {
        problems.append(
          (
            argument,
            "folder '\(shown)' holds more than \(fileLimit) \(kind.what) or is nested more than "
              + "\(depthLimit) deep; give its subfolders one by one"
          ))
      } else if found.isEmpty {
        problems.append((argument, "folder '\(shown)' holds no \(kind.what)"))
      }
      files += found
    }
    return (files, problems)
  }

  /// Walks a folder in sorted order. Each folder is entered once, however many links lead
  /// to it (`visited`), so links back up the tree cannot multiply the walk.
  private static func walk(
    _ folder: String, depth: Int, kind: Kind, into found: inout [String], truncated: inout Bool,
    visited: inout Set<FileSystem.Identity>
  ) {
    guard let identity = FileSystem.identity(of: folder), visited.insert(identity).inserted
    else { return }
    guard depth < depthLimit, case .success(let names) = FileSystem.names(in: folder) else {
      truncated = truncated || depth >= depthLimit
      return
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for name in names where !name.hasPrefix(".") {
      guard found.count < fileLimit else {
        truncated = true
        return
      }
      let path = prefix + name
      switch FileSystem.kind(of: path) {
      case .folder:
        walk(
          path, depth: depth + 1, kind: kind, into: &found, truncated: &truncated,
          visited: &visited)
      case .file where (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && holds(kind, path):
        found.append(path)
      case .file where kind == .scenes && name.hasSuffix(".storyboard"):
        found.append(path)
      default:
        continue
      }
    }
  }

  /// Whether a line of the file's beginning starts with the kind's marker.
  private static func holds(_ kind: Kind, _ path: String) -> Bool {
    guard case .success(let bytes) = FileSystem.read(path, limit: sniffBytes) else {
      return false
    }
    let marker = Array(kind.marker.utf8)
    var lineStart = true
    for (i, byte) in bytes.enumerated() {
      if lineStart && bytes[i...].starts(with: marker) { return true }
      lineStart = byte == UInt8(ascii: "\n")
    }
    return false
  }
}

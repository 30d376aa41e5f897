import FileSystem
import SourceScanner

/// Reading the app's code for `--sources DIR`: every `.swift`, `.h`, `.m` and `.mm` file
/// under the folders, in sorted order, skipping build folders and hidden ones; a file that is
/// not UTF-8 (or too large) is skipped with a note on standard error.
enum SourceInput {
  /// Folders never read: build products and dependency managers' copies.
  static let skippedFolders: Set<String> = [
    ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules",
  ]
  static let fileLimit = 10_000
  static let byteLimit = 8 << 20
  static let depthLimit = 32

  /// The index of every source file under `folders`, and the notes about what was skipped;
  /// nil with the message when a folder cannot be read.
  static func index(_ folders: [String]) -> Result<
    (SourceIndex, notes: [String]), StoryboardInput.Unreadable
  > {
    var paths: [String] = []
    var notes: [String] = []
    for folder in folders {
      guard FileSystem.kind(of: folder) == .folder else {
        return .failure(
          .init(reason: "'--sources \(folder)' is not a folder; give the folder of the app's code"))
      }
      var visited: Set<FileSystem.Identity> = []
      walk(folder, depth: 0, into: &paths, visited: &visited)
    }
    if paths.count >= fileLimit {
      notes.append("scenectl: note: read the first \(fileLimit) source files only")
    }
    var facts: [SourceFacts] = []
    for path in paths.prefix(fileLimit) {
      guard let language = SourceLanguage(path: path) else { continue }
      switch FileSystem.read(path, limit: byteLimit) {
      case .failure(let failure):
        notes.append("scenectl: note: skipped '\(path)': \(failure.reason)")
      case .success(let bytes):
        switch SourceScanner.scan(utf8: bytes, file: path, language: language) {
        case .failure(let problem): notes.append("scenectl: note: skipped \(problem)")
        case .success(let fileFacts): facts.append(fileFacts)
        }
      }
    }
    return .success((SourceIndex(facts), notes))
  }

  private static func walk(
    _ folder: String, depth: Int, into paths: inout [String],
    visited: inout Set<FileSystem.Identity>
  ) {
    guard depth < depthLimit, paths.count < fileLimit,
      let identity = FileSystem.identity(of: folder), visited.insert(identity).inserted,
      case .success(let names) = FileSystem.names(in: folder)
    else { return }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for name in names.sorted() where !name.hasPrefix(".") && !skippedFolders.contains(name) {
      let path = prefix + name
      switch FileSystem.kind(of: path) {
      case .folder: walk(path, depth: depth + 1, into: &paths, visited: &visited)
      case .file where SourceLanguage(path: path) != nil: paths.append(path)
      default: continue
      }
    }
  }
}

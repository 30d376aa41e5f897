import Diagnostics
import FileSystem
import Parallel
import SceneModel
import SourceChecks
import SourceScanner
import StoryboardImport

/// The app's code read for `--sources`: the folders as given, the index of their files, and
/// each class's action methods (for the storyboard import's unwind declarations).
struct AppSources: Sendable {
  let folders: [String]
  let index: SourceIndex
  let actions: CodeActions

  init(folders: [String], index: SourceIndex) {
    self.folders = folders
    self.index = index
    self.actions = CodeActions(SourceChecks.actionMethods(index))
  }
}

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
  /// Files are read and scanned in this many runs, on all cores; the results are put back
  /// in path order, so nothing depends on scheduling.
  static let runs = 16

  /// What reading one file gave.
  private enum Outcome: Sendable {
    case facts(SourceFacts)
    case note(String)
  }

  /// The option every command that reads scenes takes.
  static let option = CommandSpec.Option(
    name: "--sources", valueName: "dir",
    help: "Check the scenes against the Swift and Objective-C code in this folder; repeat for more."
  )

  /// The code of a command line's `--sources` folders, nil when it gives none; the notes
  /// about skipped files go to standard error. `failed` after reporting a folder that cannot
  /// be read (status 2).
  static func read(_ arguments: ParsedCommandLine, into output: inout CommandOutput) -> (
    sources: AppSources?, failed: Bool
  ) {
    let folders = arguments.values("--sources")
    guard !folders.isEmpty else { return (nil, false) }
    switch index(folders) {
    case .failure(let problem):
      output.stderr += "scenectl: error: \(problem.reason)\n"
      output.escalate(to: .usageOrInput)
      return (nil, true)
    case .success(let (index, notes)):
      output.stderr += notes.map { $0 + "\n" }.joined()
      return (AppSources(folders: folders, index: index), false)
    }
  }

  /// The index of every source file under `folders`, and the notes about what was skipped;
  /// nil with the message when a folder cannot be read.
  static func index(_ folders: [String]) -> Result<
    (SourceIndex, notes: [String]), StoryboardInput.Unreadable
  > {
    var paths: [(path: String, language: SourceLanguage)] = []
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
    let files = Array(paths.prefix(fileLimit))
    let runs = Parallel.chunks(files.count, parts: Self.runs)
    let outcomes = Parallel.map(runs.count) { run in runs[run].map { read(files[$0]) } }
    var facts: [SourceFacts] = []
    for outcome in outcomes.joined() {
      switch outcome {
      case .facts(let fileFacts): facts.append(fileFacts)
      case .note(let note): notes.append(note)
      }
    }
    return .success((SourceIndex(facts), notes))
  }

  private static func read(_ file: (path: String, language: SourceLanguage)) -> Outcome {
    switch FileSystem.read(file.path, limit: byteLimit) {
    case .failure(let failure):
      return .note("scenectl: note: skipped '\(file.path)': \(failure.reason)")
    case .success(let bytes):
      switch SourceScanner.scan(utf8: bytes, file: file.path, language: file.language) {
      case .failure(let problem): return .note("scenectl: note: skipped \(problem)")
      case .success(let facts): return .facts(facts)
      }
    }
  }

  private static func walk(
    _ folder: String, depth: Int, into paths: inout [(path: String, language: SourceLanguage)],
    visited: inout Set<FileSystem.Identity>
  ) {
    guard depth < depthLimit, paths.count < fileLimit,
      let identity = FileSystem.identity(of: folder), visited.insert(identity).inserted,
      case .success(let entries) = FileSystem.entries(in: folder)
    else { return }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for (name, kind) in entries
    where !name.hasPrefix(".") && !skippedFolders.contains(name) {
      switch kind {
      case .folder: walk(prefix + name, depth: depth + 1, into: &paths, visited: &visited)
      case .file:
        if let language = SourceLanguage(path: name) { paths.append((prefix + name, language)) }
      case nil: continue
      }
    }
  }
}

extension AppSources {
  /// What the code says applied to a loaded storyboard (the unwind actions its classes
  /// implement declared on their scenes), and every disagreement between the two.
  func apply(to storyboard: inout Storyboard) -> [Diagnostic] {
    declareUnwinds(in: &storyboard)
    return check(storyboard)
  }

  /// The unwind actions the code's classes implement, declared on their scenes.
  func declareUnwinds(in storyboard: inout Storyboard) {
    SourceChecks.declareUnwinds(in: &storyboard, index: index)
  }

  /// Every disagreement between the code and a storyboard its unwinds were declared in.
  func check(_ storyboard: Storyboard) -> [Diagnostic] {
    SourceChecks.check(storyboard, index: index)
  }

  /// ` --sources A --sources B`, for a command line that shows how to see the warnings.
  var commandLineSuffix: String {
    folders.map { " --sources \(MessageText.escaped($0))" }.joined()
  }
}

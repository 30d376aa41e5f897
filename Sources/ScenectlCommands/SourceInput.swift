import Diagnostics
import FileSystem
import Parallel
import SceneModel
import SourceChecks
import SourceScanner
import StoryboardImport

/// The app's code read for `--sources`: the folders as given, the index of their files, each
/// class's action methods (for the storyboard import's unwind declarations), and the notes
/// about the files skipped.
///
/// The folders are walked and the files read and scanned on another core from the moment
/// the value is made (`Parallel.Pending`), so that the work runs beside the storyboard's
/// parse; `index`, `actions` and `notes` wait for it, helping with the files left.
struct AppSources: Sendable {
  /// What scanning the folders gave.
  struct Scanned: Sendable {
    var index: SourceIndex
    var actions: CodeActions
    var notes: [String]
  }

  let folders: [String]
  private let scanned: Parallel.Pending<[SourceInput.Outcome], Scanned>

  /// Starts reading and scanning `folders` (each one a folder).
  init(folders: [String]) {
    self.folders = folders
    scanned = Parallel.Pending(
      plan: {
        let (files, notes) = SourceInput.files(in: folders)
        // The walk's notes come first, as a piece of their own.
        let walkNotes: @Sendable () -> [SourceInput.Outcome] = { notes.map { .note($0) } }
        let runs = Parallel.chunks(files.count, parts: SourceInput.runs)
        return [walkNotes]
          + runs.map { run -> @Sendable () -> [SourceInput.Outcome] in
            { run.map { SourceInput.read(files[$0]) } }
          }
      },
      combine: { outcomes in
        var facts: [SourceFacts] = []
        var notes: [String] = []
        for outcome in outcomes.joined() {
          switch outcome {
          case .facts(let fileFacts): facts.append(fileFacts)
          case .note(let note): notes.append(note)
          }
        }
        let index = SourceIndex(facts)
        return Scanned(
          index: index, actions: CodeActions(SourceChecks.actionMethods(index)), notes: notes)
      })
  }

  var index: SourceIndex { scanned.value.index }
  var actions: CodeActions { scanned.value.actions }
  /// The notes about skipped files, one a line, for standard error.
  var notes: String { scanned.value.notes.map { MessageText.escaped($0) + "\n" }.joined() }
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
  /// Files are read and scanned in this many runs (`Parallel.Pending`'s pieces); the
  /// results are put back in path order, so nothing depends on scheduling.
  static let runs = 16

  /// What reading one file gave.
  enum Outcome: Sendable {
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
    let (sources, failed) = start(arguments, into: &output)
    if let sources { output.stderr += sources.notes }
    return (sources, failed)
  }

  /// `read` without waiting: the files are read and scanned on other cores while the caller
  /// goes on, and the notes are the caller's to write (`AppSources.notes`).
  static func start(_ arguments: ParsedCommandLine, into output: inout CommandOutput) -> (
    sources: AppSources?, failed: Bool
  ) {
    let folders = arguments.values("--sources")
    guard !folders.isEmpty else { return (nil, false) }
    for folder in folders where FileSystem.kind(of: folder) != .folder {
      output.stderr +=
        "scenectl: error: '--sources \(folder)' is not a folder; give the folder of the app's code\n"
      output.escalate(to: .usageOrInput)
      return (nil, true)
    }
    return (AppSources(folders: folders), false)
  }

  /// Every source file under `folders` (each one a folder), in sorted order, and the note
  /// when there are more than `fileLimit`.
  static func files(in folders: [String]) -> (
    [(path: String, language: SourceLanguage)], notes: [String]
  ) {
    var paths: [(path: String, language: SourceLanguage)] = []
    var notes: [String] = []
    for folder in folders {
      var visited: Set<FileSystem.Identity> = []
      walk(folder, depth: 0, into: &paths, visited: &visited)
    }
    if paths.count >= fileLimit {
      notes.append("scenectl: note: read the first \(fileLimit) source files only")
    }
    return (Array(paths.prefix(fileLimit)), notes)
  }

  static func read(_ file: (path: String, language: SourceLanguage)) -> Outcome {
    switch FileSystem.readListedFile(file.path, limit: byteLimit) {
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

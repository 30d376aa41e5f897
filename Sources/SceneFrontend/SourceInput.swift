import Diagnostics
import FileSystem
import Parallel
import SceneModel
import SourceChecks
import SourceScanner
import StoryboardImport

/// The app's code (`--sources`): the folders as given, the index of their files, each
/// class's action methods (for the storyboard import's unwind declarations), and the notes
/// about the files skipped.
///
/// The folders are walked and the files read and scanned on another core from the moment
/// the value is made (`Parallel.Pending`), so that the work runs beside the storyboard's
/// parse; `index`, `actions` and `notes` wait for it, helping with the files left.
public struct AppSources: Sendable {
  /// What scanning the folders gave.
  struct Scanned: Sendable {
    var index: SourceIndex
    var actions: CodeActions
    var notes: [String]
    /// How many of the notes say that a file, or a folder's files, went unread or was cut.
    var gaps: Int
  }

  public let folders: [String]
  private let scanned: Parallel.Pending<[SourceInput.Outcome], Scanned>

  /// Starts reading and scanning `folders` (each one a folder).
  public init(folders: [String]) {
    self.folders = folders
    scanned = Parallel.Pending(
      plan: {
        let (files, notes) = SourceInput.files(in: folders)
        // The walk's notes come first, as a piece of their own.
        let walkNotes: @Sendable () -> [SourceInput.Outcome] = { notes }
        let runs = Parallel.chunks(files.count, parts: SourceInput.runs)
        return [walkNotes]
          + runs.map { run -> @Sendable () -> [SourceInput.Outcome] in
            { run.map { SourceInput.read(files[$0]) } }
          }
      },
      combine: { outcomes in
        var facts: [SourceFacts] = []
        var notes: [String] = []
        var gaps = 0
        for outcome in outcomes.joined() {
          switch outcome {
          case .facts(let fileFacts, let note):
            facts.append(fileFacts)
            if let note {
              notes.append(note)
              gaps += 1
            }
          case .note(let note):
            notes.append(note)
            gaps += 1
          case .aside(let note): notes.append(note)
          }
        }
        let index = SourceIndex(facts)
        return Scanned(
          index: index, actions: CodeActions(SourceChecks.actionMethods(index)), notes: notes,
          gaps: gaps)
      })
  }

  public var index: SourceIndex { scanned.value.index }
  /// How many notes say that a file, or a folder's files, went unread or was cut: the
  /// checks that look for a declaration cannot tell that it is missing.
  var gaps: Int { scanned.value.gaps }
  public var actions: CodeActions { scanned.value.actions }
  /// The notes about skipped files, one a line, for standard error.
  public var notes: String { scanned.value.notes.map { MessageText.escaped($0) + "\n" }.joined() }
}

/// Reading the app's code for `--sources DIR`: every `.swift`, `.h`, `.m` and `.mm` file
/// under the folders, in sorted order, skipping build folders and hidden ones, and links
/// that lead out of the folder; a file that is not UTF-8 is skipped, and one over
/// `byteLimit` cut there, each with a note on standard error, as the walk's limits are.
enum SourceInput {
  /// What says, at the top of a `--sources` folder, that the app uses dependencies whose
  /// code is not read: CocoaPods, Carthage and Swift package checkouts, or the files that
  /// ask for them.
  static let dependencyMarks: [(path: String, kind: FileSystem.Kind)] = [
    ("Pods", .folder), ("Carthage/Checkouts", .folder), (".build/checkouts", .folder),
    ("SourcePackages", .folder), ("Podfile", .file), ("Cartfile", .file),
    ("Package.resolved", .file),
  ]

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

  /// What reading one file gave: what it declares (with a note when it was cut at
  /// `byteLimit`), or a note saying why it was skipped; or, from the walk, a note about what
  /// it did not read (`note`) or about a folder it would have read twice (`aside`).
  enum Outcome: Sendable {
    case facts(SourceFacts, note: String?)
    case note(String)
    case aside(String)
  }

  /// Every source file under `folders` (each one a folder, its own root: a link out of it
  /// is not followed), in sorted order, and the notes about what the walks did not read.
  static func files(in folders: [String]) -> (
    [(path: String, language: SourceLanguage)], notes: [Outcome]
  ) {
    var paths: [(path: String, language: SourceLanguage)] = []
    var notes: [Outcome] = []
    for folder in folders where paths.count < fileLimit {
      let walk = FolderWalk.run(
        folder, root: ReadRoot(folder: folder),
        limits: FolderWalk.Limits(depth: depthLimit, files: fileLimit - paths.count),
        filter: FolderWalk.Filter(
          enters: { !skippedFolders.contains($0) },
          considers: { SourceLanguage(path: $0) != nil }))
      paths += walk.files.compactMap { path in
        SourceLanguage(path: path).map { (path, $0) }
      }
      notes += walk.notes.map { note in
        let text = self.note(note, walking: folder)
        if case .linkToSeenFolder = note { return .aside(text) }
        return .note(text)
      }
      if walk.omitted > 0 {
        notes.append(
          .note(
            "scenectl: note: and \(walk.omitted) more links or folders under "
              + "'\(MessageText.escaped(folder))' not read"))
      }
    }
    return (paths, notes)
  }

  /// `bytes` without the UTF-8 sequence that a cut at its end may have split.
  static func wholeCharacters(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var end = bytes.endIndex
    // Back over continuation bytes (10xxxxxx) to the lead byte, and before it.
    while end > bytes.startIndex, bytes[end - 1] & 0xC0 == 0x80, bytes.endIndex - end < 3 {
      end -= 1
    }
    if end > bytes.startIndex, bytes[end - 1] >= 0xC0 { end -= 1 }
    return Array(bytes[..<end])
  }

  /// What a walk of `folder` did not read, as a note for standard error.
  static func note(_ note: FolderWalk.Note, walking folder: String) -> String {
    switch note {
    case .linkOutside(let path, let toFolder):
      return "scenectl: note: skipped '\(MessageText.escaped(path))': a link to a "
        + "\(toFolder ? "folder" : "file") outside '--sources \(MessageText.escaped(folder))'; "
        + "only files under it are read"
    case .linkToSeenFolder(let path):
      return "scenectl: note: skipped '\(MessageText.escaped(path))': a link to a folder "
        + "read already"
    case .tooDeep(let path):
      return "scenectl: note: skipped the folder '\(MessageText.escaped(path))': it is more "
        + "than \(depthLimit) folders deep (the limit of --sources)"
    case .tooManyFiles:
      return "scenectl: note: read the first \(fileLimit) source files only (the limit of "
        + "--sources)"
    }
  }

  static func read(_ file: (path: String, language: SourceLanguage)) -> Outcome {
    let shown = MessageText.escaped(file.path)
    switch FileSystem.readListedFile(file.path, limit: byteLimit) {
    case .failure(let failure):
      return .note("scenectl: note: skipped '\(shown)': \(failure.reason)")
    case .success(var bytes):
      let cut = bytes.count > byteLimit
      if cut { bytes = wholeCharacters(bytes.prefix(byteLimit)) }
      switch SourceScanner.scan(utf8: bytes, file: file.path, language: file.language) {
      case .failure(let problem):
        return .note("scenectl: note: skipped \(MessageText.escaped(problem.description))")
      case .success(let facts):
        guard cut else { return .facts(facts, note: nil) }
        return .facts(
          facts,
          note: "scenectl: note: read the first \(byteLimit) bytes of '\(shown)' only (the "
            + "limit of a source file, 8 MiB); what is declared after them is not seen")
      }
    }
  }
}

extension AppSources {
  /// The unwind actions the code's classes implement, declared on their scenes.
  func declareUnwinds(in storyboard: inout Storyboard) {
    SourceChecks.declareUnwinds(in: &storyboard, index: index)
  }

  /// Every disagreement between the code and a storyboard its unwinds were declared in.
  /// When a file went unread or was cut (`gaps`), a declaration said to be missing may be in
  /// it: those findings are warnings that say so, never errors.
  func check(_ storyboard: Storyboard, connections: CodeConnections) -> [Diagnostic] {
    softened(
      checkScenes(storyboard)
        + SourceChecks.checkCode(storyboard, connections: connections, index: index))
  }

  /// The disagreements found at one storyboard's scenes (`SourceChecks.checkScenes`), for a
  /// storyboard of an app checked as one app (`checkCode(joined:storyboardNames:)` then
  /// checks the code once against all of them).
  func checkScenes(_ storyboard: Storyboard) -> [Diagnostic] {
    softened(
      SourceChecks.checkScenes(storyboard, index: index, dependencies: dependencies))
  }

  /// The disagreements found in the code, against an app's storyboards joined
  /// (`SourceChecks.joined`) with what they connect, and their names.
  func checkCode(
    joined storyboard: Storyboard, connections: CodeConnections, storyboardNames: [String]
  ) -> [Diagnostic] {
    softened(
      SourceChecks.checkCode(
        storyboard, connections: connections, index: index, storyboardNames: storyboardNames))
  }

  /// The note that says the folders use dependencies whose code is not read, at the first
  /// mark found (`SourceInput.dependencyMarks`), nil when they use none: a class the code
  /// lacks may be a dependency's.
  var dependencies: Diagnostic.Note? {
    for folder in folders {
      for mark in SourceInput.dependencyMarks
      where FileSystem.kind(of: folder + "/" + mark.path) == mark.kind {
        let name = mark.kind == .folder ? mark.path + "/" : mark.path
        return Diagnostic.Note(
          "the app uses dependencies ('\(MessageText.escaped(name))') whose code is not read, "
            + "so it may be declared there",
          at: Diagnostic.Location(file: folder + "/" + mark.path, line: 1, column: 1))
      }
    }
    return nil
  }

  /// `found` with the errors that look for a declaration as warnings when a file went
  /// unread or was cut (`gaps`).
  private func softened(_ found: [Diagnostic]) -> [Diagnostic] {
    let gaps = gaps
    guard gaps > 0 else { return found }
    return found.map { diagnostic in
      guard Self.needsEveryFile.contains(diagnostic.code), diagnostic.severity == .error else {
        return diagnostic
      }
      var warning = diagnostic
      warning.severity = .warning
      warning.notes.append(
        Diagnostic.Note(
          "\(gaps) source \(gaps == 1 ? "file or folder was" : "files or folders were") not "
            + "read in full (scenectl's notes name them), so it may be declared in one of them"))
      return warning
    }
  }

  /// The checks that look for a declaration in the code: an unread file may hold it.
  static let needsEveryFile: Set<String> = [
    "class-not-in-sources", "outlet-without-property", "action-without-method",
  ]

  /// ` --sources A --sources B`, for a command line that shows how to see the warnings.
  public var commandLineSuffix: String {
    folders.map { " --sources \(MessageText.escaped($0))" }.joined()
  }
}

import Diagnostics
import FileSystem
import Parallel
import SceneModel
import SourceChecks

/// Checking every file a list of paths names, as `validate` does: each file and each folder's
/// files (`InputPaths`), each folder one app (`AppFolders`), each file through `FileCheck`,
/// then the app's code once per folder (`AppSources.checkCode`). The files are independent,
/// so they are read and checked on all cores, and their results taken in input order.
///
///     let run = InputsCheck.run(["Scenes"], options: InputsCheck.Options())
///     // run.diagnostics: every problem, sorted for output; run.unreadable: inputs not read
public enum InputsCheck {
  /// How the inputs are read and checked.
  public struct Options: Sendable {
    /// The folder every input reads under (`--root`); nil: each input's project or folder.
    public var root: ReadRoot?
    /// The devices to lay out on instead of each file's (`--device`).
    public var devices: [String]
    /// The iOS to model instead of each file's `ios:` (`--ios`).
    public var ios: Int?
    /// The iOS SDK the app is built with instead of each file's `sdk:` (`--sdk`).
    public var sdk: Int?
    /// The app's code (`--sources`), started before the files are read.
    public var sources: AppSources?
    /// The path standard input (`-`) stands for (`--stdin-name`): its name in diagnostics,
    /// and where the files it names are read.
    public var standardInputName: String?
    /// Keep what was loaded until the process exits (`KeptUntilExit`).
    public var keep: Bool
    /// Whether a file found in a folder is checked (a configuration's `included` and
    /// `excluded`); a file named in `paths` always is.
    public var includes: @Sendable (InputPaths.Input) -> Bool
    /// Whether the result keeps a file's bytes for a scan of the caller's own (suppression
    /// comments): keep it rare, as the bytes stay in memory.
    public var keepsText: @Sendable ([UInt8]) -> Bool
    /// A check of the caller's own (the audit) run on each storyboard that loaded, after the
    /// others and on the same core; its diagnostics join theirs.
    public var moreChecks: (@Sendable (Storyboard) -> [Diagnostic])?

    public init(
      root: ReadRoot? = nil, devices: [String] = [], ios: Int? = nil, sdk: Int? = nil,
      sources: AppSources? = nil, standardInputName: String? = nil, keep: Bool = false,
      includes: @escaping @Sendable (InputPaths.Input) -> Bool = { _ in true },
      keepsText: @escaping @Sendable ([UInt8]) -> Bool = { _ in false },
      moreChecks: (@Sendable (Storyboard) -> [Diagnostic])? = nil
    ) {
      self.root = root
      self.devices = devices
      self.ios = ios
      self.sdk = sdk
      self.sources = sources
      self.standardInputName = standardInputName
      self.keep = keep
      self.includes = includes
      self.keepsText = keepsText
      self.moreChecks = moreChecks
    }
  }

  /// What checking the inputs found.
  public struct Result: Sendable {
    /// Every problem of every file, sorted for output, each once (a file another input's
    /// reference links is checked with it too).
    public var diagnostics: [Diagnostic]
    /// The inputs that could not be read (a folder with none of the files or too many, a
    /// file the system refused), in the order met, each with why.
    public var unreadable: [(file: String, reason: String)]
    /// The notes about what a folder walk did not read (`scenectl: note: …` lines).
    public var notes: [String]
    /// How many inputs there were: the files read or not, and the folders refused.
    public var inputCount: Int
    /// The files checked, as named (`-` for standard input).
    public var inputs: [String]
    /// The files that loaded whose bytes `Options.keepsText` kept, by the name diagnostics
    /// give them.
    public var keptTexts: [(file: String, bytes: [UInt8])]

    /// The errors: the diagnostics' and one for each input that could not be read (never
    /// "0 errors" when an input went unread).
    public var errors: Int {
      diagnostics.filter { $0.severity == .error }.count + unreadable.count
    }
    /// The warnings among the diagnostics.
    public var warnings: Int { diagnostics.filter { $0.severity == .warning }.count }
  }

  /// Reads and checks every file `paths` names (`-`: standard input).
  public static func run(_ paths: [String], options: Options) -> Result {
    var diagnostics: [Diagnostic] = []
    let sources = options.sources
    let (found, folderProblems, notes) = InputPaths.expand(
      paths, finding: .scenes, root: options.root)
    let files = found.filter { $0.folder == nil || options.includes($0) }
    var keptTexts: [(file: String, bytes: [UInt8])] = []
    var unreadable = folderProblems
    // The files found in one folder are one app's: its storyboards' references name any of
    // them, and the code is checked once against all of them.
    let apps = AppFolders(files)
    var appStoryboards: [String: [(Storyboard, CodeConnections)]] = [:]
    let outcomes = checkLargestFirst(files, options: options, apps: apps)
    for (input, outcome) in zip(files, outcomes) {
      switch outcome {
      case .checked(let checked, let name, let bytes, let more):
        diagnostics += checked.diagnostics + more
        if let bytes { keptTexts.append((name, bytes)) }
        if let folder = input.folder, sources != nil, let storyboard = checked.storyboard {
          appStoryboards[folder, default: []].append((storyboard, checked.connections))
        }
      case .unreadable(let reason):
        unreadable.append((input.path, reason))
      }
    }
    if let sources {
      for folder in apps.folders {
        let (joined, connections) = SourceChecks.joined(appStoryboards[folder] ?? [])
        diagnostics += sources.checkCode(
          joined: joined, connections: connections,
          storyboardNames: apps.storyboardNames(of: folder))
      }
      if options.keep { KeptUntilExit.keep(sources) }
    }
    var seen: Set<Diagnostic> = []
    let sorted = Diagnostic.sortedForOutput(diagnostics).filter { seen.insert($0).inserted }
    return Result(
      diagnostics: sorted, unreadable: unreadable, notes: notes,
      inputCount: files.count + folderProblems.count, inputs: files.map(\.path),
      keptTexts: keptTexts)
  }

  /// What checking one input gave: its check, the name diagnostics give it, the bytes
  /// `Options.keepsText` kept and what `Options.moreChecks` found (run beside the others, on
  /// the file's core); or why it could not be read.
  private enum Outcome: Sendable {
    case checked(FileCheck.Result, name: String, kept: [UInt8]?, more: [Diagnostic])
    case unreadable(String)
  }

  /// The outcomes of checking `files`, in their order. The checks run on all cores, the
  /// largest files first: the cores take the files in the order given, so a large file
  /// taken last would keep one core busy while the other has nothing left to do.
  private static func checkLargestFirst(
    _ files: [InputPaths.Input], options: Options, apps: AppFolders
  ) -> [Outcome] {
    let sizes = files.map { $0.path == "-" ? 0 : FileSystem.size(of: $0.path) ?? 0 }
    let order = files.indices.sorted {
      sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1
    }
    let checked = Parallel.map(order.count) { rank in
      check(files[order[rank]], options: options, apps: apps)
    }
    var outcomes = checked
    for (rank, index) in order.enumerated() { outcomes[index] = checked[rank] }
    return outcomes
  }

  /// Reads and checks one input.
  private static func check(_ input: InputPaths.Input, options: Options, apps: AppFolders)
    -> Outcome
  {
    let file = input.path
    switch InputFile.read(file) {
    case .success(let bytes):
      let name = file == "-" ? options.standardInputName ?? InputFile.standardInputName : file
      // Standard input reads beside the file it stands for (`standardInputName`).
      let inputRoot = file == "-" && options.root == nil ? InputRoot.ofFile(name) : input.root
      let checked = FileCheck.run(
        bytes, file: name, root: inputRoot, devices: options.devices, ios: options.ios,
        sdk: options.sdk,
        sources: options.sources, app: input.folder.map { apps.bundle(of: $0) },
        keep: options.keep)
      // A file that did not load has only the errors of reading it, which stay on.
      let kept = checked.storyboard != nil && options.keepsText(bytes) ? bytes : nil
      let more = checked.storyboard.flatMap { storyboard in options.moreChecks?(storyboard) }
      return .checked(checked, name: name, kept: kept, more: more ?? [])
    case .failure(let problem):
      return .unreadable(problem.reason)
    }
  }
}

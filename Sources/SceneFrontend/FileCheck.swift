import Diagnostics
import FileSystem
import Parallel
import SceneLayout
import SceneModel
import StoryboardXML

/// Loading and checking a scene file or storyboard as `validate` does: the one pipeline behind
/// `validate` and every command that runs a file (`simulate`, `render`, `layout`, `graph`,
/// `explore`, `test`), so that no command runs a file `validate` rejects.
///
/// The checks are loading (with the file's storyboard references followed and linked), the
/// `Validator`, the layout checks on each of the file's devices and, with the app's code
/// (`--sources`), the source checks.
///
///     let checked = FileCheck.run(bytes, file: "App.yaml")
///     // checked.storyboard: what loaded, ready to run; checked.diagnostics: every problem
public enum FileCheck {
  /// What loaded of a file, with the devices, iOS and the code's unwinds applied, and every
  /// problem found, in the order the checks ran (sort them for output).
  public struct Result: Sendable {
    public var storyboard: Storyboard?
    /// What its Interface Builder files connect to code beside the model (empty for a scene
    /// file), its references' files joined: what the app's code is checked against.
    public var connections = CodeConnections()
    public var diagnostics: [Diagnostic]

    /// Whether a problem stops a run: an error, or a warning when `strict`.
    public func hasBlocking(strict: Bool) -> Bool {
      diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
  }

  /// Every problem of one file: loading (its references followed), then validation and
  /// layout (on each of the file's devices) of what loaded.
  ///
  /// - Parameter root: the folder its references may be read from (default: the project
  ///   holding its folder, `InputRoot.ofFile`).
  /// - Parameter keep: keep what was loaded until the process exits instead of freeing it
  ///   (`KeptUntilExit`); a storyboard's parsed XML tree is freed after its import all the
  ///   same (`loadModel`).
  /// - Parameter devices: the devices to lay out on instead of the file's (`--device` of
  ///   `validate`).
  /// - Parameter ios: the iOS to model instead of the file's `ios:` (`--ios`).
  /// - Parameter sdk: the iOS SDK the app is built with instead of the file's `sdk:` (`--sdk`).
  /// - Parameter sources: the app's code (`--sources`): the scenes are checked against it,
  ///   and the unwind actions classes implement are declared first.
  /// - Parameter app: the storyboards of the app the file is one of, by name, when a folder
  ///   is checked (`AppFolders.bundle(of:)`): its references name any of them, and the code's
  ///   own findings are left for the folder's run (`AppSources.checkCode`), once for the app.
  /// - Parameter layingOut: the Interface Builder ids (`ib:`) of the scenes to lay out; the
  ///   others are checked but not laid out (a merge's check: only what it changed can move).
  ///   Nil lays out every scene.
  /// - Parameter parsed: the tree `StoryboardXML.parse` gives for the bytes of an Interface
  ///   Builder document, when the caller has it (a merge's check); they are then not parsed.
  /// - Complexity: one layout of each scene on each device, as `validate` costs.
  public static func run(
    _ bytes: [UInt8], file: String, parsed: IBElement? = nil, root: ReadRoot? = nil,
    devices: [String] = [], ios: Int? = nil, sdk: Int? = nil, sources: AppSources? = nil,
    app: [String: [String]]? = nil, keep: Bool = false, layingOut: Set<String>? = nil
  ) -> Result {
    run(
      loaded: loadModel(bytes, file: file, parsed: parsed, code: sources?.actions),
      file: file,
      root: root, devices: devices, ios: ios, sdk: sdk, sources: sources, app: app, keep: keep,
      layingOut: layingOut)
  }

  /// `run` of a file already loaded (`StoryboardLoader.load`, `StoryboardImport.load`):
  /// its references followed and linked, then the checks.
  public static func run(
    loaded model: StoryboardLoader.Result, file: String, root: ReadRoot? = nil,
    devices: [String] = [], ios: Int? = nil, sdk: Int? = nil, sources: AppSources? = nil,
    app: [String: [String]]? = nil, keep: Bool = false, layingOut: Set<String>? = nil
  ) -> Result {
    let result = link(
      model, file: file, root: root, keep: keep, bundle: app ?? [:], code: sources?.actions)
    if keep { KeptUntilExit.keep(result) }
    guard var loaded = result.storyboard else {
      return Result(
        storyboard: nil,
        diagnostics: MisplacedKeys.fold(result.diagnostics, misplaced: result.misplacedKeys))
    }
    if !devices.isEmpty {
      loaded.devices = devices.map { Located($0, at: loaded.location) }
    }
    if let ios { loaded.iosVersion = Located(ios, at: loaded.location) }
    if let sdk { loaded.sdkVersion = Located(sdk, at: loaded.location) }
    sources?.declareUnwinds(in: &loaded)
    let storyboard = loaded
    // The checks against the code, the checks and the layout runs read the same storyboard
    // and share nothing else, so they run concurrently, the longest first; the code's
    // findings still come last.
    let layout = LayoutRuns(
      storyboard,
      only: layingOut.map { ids in { scene in scene.ib.map { ids.contains($0.value) } ?? true } })
    let codeJobs = sources == nil ? 0 : 1
    let found = Parallel.map(layout.count + 1 + codeJobs) { job -> [Diagnostic] in
      if job < codeJobs {
        guard let sources else { return [] }
        return app == nil
          ? sources.check(storyboard, connections: result.connections)
          : sources.checkScenes(storyboard)
      }
      let job = job - codeJobs
      return job == 0 ? Validator.validate(storyboard) : layout.diagnostics(run: job - 1)
    }
    let diagnostics =
      result.diagnostics + found.dropFirst(codeJobs).flatMap { $0 }
      + found.prefix(codeJobs).flatMap { $0 }
    // What follows only from a key written too deep becomes notes of its error.
    return Result(
      storyboard: storyboard, connections: result.connections,
      diagnostics: MisplacedKeys.fold(diagnostics, misplaced: result.misplacedKeys))
  }
}

extension FileCheck {
  /// The results of the files one run has checked, by path as named and root, so that a
  /// storyboard several flows name is loaded, validated and laid out once (`test`).
  public final class Cache {
    private var results: [String: Result] = [:]

    public init() {}

    /// The result of `path` under `root`, from `check` the first time it is asked for.
    public func result(of path: String, root: ReadRoot, check: () -> Result) -> Result {
      let key = root.resolved + "\u{0}" + path
      if let known = results[key] { return known }
      let found = check()
      results[key] = found
      return found
    }
  }
}

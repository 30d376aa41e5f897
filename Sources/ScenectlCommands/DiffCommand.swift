import Diagnostics
import FileSystem
import Parallel
import SceneDiff
import SceneFrontend
import SceneModel
import StoryboardImport

/// `scenectl diff OLD NEW [--format text|json]`: the semantic changes between two versions
/// of a storyboard, XIB or scene file (docs/Diff.md). Also git's external diff driver (the
/// seven arguments git passes) and `--git REV1 REV2 [PATH ...]` (`DiffCommand+Git.swift`).
enum DiffCommand {
  static let spec = CommandSpec(
    name: "diff",
    abstract: "Tell what changed between two versions of a storyboard, XIB or scene file.",
    positional: "old> <new",
    positionalHelp:
      "The two versions (/dev/null for none); or, with --git, two revisions and paths.",
    options: [
      .format.described(
        "Output as 'text' (default), 'json', or 'svg' and 'html' (changed screens drawn before and after).",
        choices: DiffFormat.allCases.map(\.rawValue)),
      .git,
      .noLayout,
    ],
    discussion: """
      Scenes, views, cells and bar items are matched by their Interface Builder
      id (a scene file's by id); segues, outlets, actions and constraints by what
      they connect. What Xcode rewrites on its own (stored frames, toolsVersion,
      element order, resources, simulated metrics) is not a change: then diff
      prints 'no semantic change'. Each changed scene is laid out on each device
      in both versions to list the views whose frames moved.
      Given the seven arguments git passes an external diff driver
      (PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE), it prints the
      changes of PATH and exits 0, as git expects.
      Exit status: 0 when nothing but churn differs, 1 when something does (as
      git diff --exit-code), 2 for bad usage or a file that cannot be read.
      """)

  /// The output formats.
  enum DiffFormat: String, CaseIterable {
    case text, json, svg, html
  }

  /// One compared file: the name shown and the report, or why it could not be compared.
  struct Compared {
    var path: String
    var outcome: Result<DiffReport, DiffFailure>
    /// The two versions' models, for `--format svg|html` (nil for an absent one).
    var models: Models = Models()
  }

  /// The two versions' models.
  struct Models {
    var old: Storyboard? = nil
    var new: Storyboard? = nil
  }

  /// Why a version could not be compared: a message, or the diagnostic its loading gave.
  struct DiffFailure: Error {
    var message: String
  }

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    let format = arguments.value(.format).flatMap(DiffFormat.init) ?? .text
    let layout = !arguments.has(.noLayout)
    let positionals = arguments.positionals
    if arguments.has(.git) {
      guard positionals.count >= 2 else {
        return Scenectl.usageError(
          UsageError(message: "--git takes two revisions, then any paths", command: spec))
      }
      if let option = positionals.prefix(2).first(where: { $0.hasPrefix("-") }) {
        // git would take it for one of its options (`--output=FILE` writes a file).
        return Scenectl.usageError(
          UsageError(
            message: "'\(option)' is not a revision: a revision does not start with '-'",
            command: spec))
      }
      return report(
        gitRevisions(
          positionals[0], positionals[1], paths: Array(positionals.dropFirst(2)), layout: layout),
        format: format, driver: false, headed: true)
    }
    switch positionals.count {
    case 2:
      let compared = compare(
        old: positionals[0], new: positionals[1], name: nil, layout: layout,
        keep: environment.keepsInputsUntilExit)
      return report([compared], format: format, driver: false)
    case 7:
      // git's external diff driver: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE.
      let compared = compare(
        old: positionals[1], new: positionals[4], name: positionals[0], layout: layout,
        keep: environment.keepsInputsUntilExit)
      return report([compared], format: format, driver: true)
    default:
      return Scenectl.usageError(
        UsageError(
          message: "diff takes two files (OLD NEW), the seven arguments git passes a diff "
            + "driver, or --git REV1 REV2 [PATH ...]",
          command: spec))
    }
  }

  /// Compares two files on disk; `name` is the path both stand for (git's temporary files
  /// keep only its extension), else each is named by its own path. With `keep`, what is
  /// loaded is kept until the process exits (`KeptUntilExit`), as a command that exits next
  /// need not free it.
  static func compare(old: String, new: String, name: String?, layout: Bool, keep: Bool = false)
    -> Compared
  {
    let shown = name ?? (old == new ? new : "\(old) → \(new)")
    do throws(DiffFailure) {
      let (report, models) = try diff(
        old: read(old), oldName: name ?? old, new: read(new), newName: name ?? new,
        layout: layout, keep: keep)
      return Compared(path: shown, outcome: .success(report), models: models)
    } catch {
      return Compared(path: shown, outcome: .failure(error))
    }
  }

  /// The report between two versions' bytes (nil for an absent one). Two Interface Builder
  /// documents are compared with the old one's stored frames (`StoredFrames`). Versions
  /// with the same bytes then (a file Xcode only re-laid out) are no change: the old one is
  /// loaded, to tell one that cannot be read, and nothing is compared.
  static func diff(
    old: [UInt8]?, oldName: String, new: [UInt8]?, newName: String, layout: Bool,
    keep: Bool = false
  ) throws(DiffFailure) -> (DiffReport, Models) {
    var new = new
    if let old, let bytes = new, StoryboardImport.isInterfaceBuilderXML(old, file: oldName),
      StoryboardImport.isInterfaceBuilderXML(bytes, file: newName)
    {
      new = StoredFrames.keeping(old: old, in: bytes)
    }
    if let old, let new, old == new {
      let input = try loaded(old, name: oldName)
      if keep { KeptUntilExit.keep(input) }
      return (DiffReport(), Models(old: input.model, new: input.model))
    }
    // The two versions load on two cores, and are read for the comparison there: loading is
    // most of a diff's time.
    let versions = [(old, oldName), (new, newName)]
    let inputs = Parallel.map(2) { index -> Result<(DiffInput, SceneDiff.Side), DiffFailure> in
      let (bytes, name) = versions[index]
      guard let bytes else { return .success((.absent, side(.absent, nil, name))) }
      do throws(DiffFailure) {
        let input = try loaded(bytes, name: name)
        return .success((input, side(input, bytes, name).prepared()))
      } catch {
        return .failure(error)
      }
    }
    let (before, after) = (try inputs[0].get(), try inputs[1].get())
    if keep { KeptUntilExit.keep([before.0, after.0]) }
    let report = SceneDiff.compare(old: before.1, new: after.1, layout: layout)
    return (report, Models(old: before.0.model, new: after.0.model))
  }

  private static func side(_ input: DiffInput, _ bytes: [UInt8]?, _ name: String) -> SceneDiff.Side
  {
    SceneDiff.Side(
      root: input.root, model: input.model,
      isInterfaceBuilder: bytes.map { StoryboardImport.isInterfaceBuilderXML($0, file: name) }
        ?? false, document: input.document)
  }

  /// A file's bytes; nil for `/dev/null`, a version that is not there.
  private static func read(_ path: String) throws(DiffFailure) -> [UInt8]? {
    guard path != "/dev/null" else { return nil }
    switch InputFile.read(path, what: "a storyboard, XIB or scene file") {
    case .failure(let unreadable): throw DiffFailure(message: unreadable.reason)
    case .success(let bytes): return bytes
    }
  }

  /// A version's bytes loaded, named `name` in messages.
  static func loaded(_ bytes: [UInt8], name: String) throws(DiffFailure) -> DiffInput {
    switch DiffInput.load(bytes, file: name) {
    case .success(let input): return input
    case .failure(let unloadable):
      throw DiffFailure(message: DiagnosticPrinter().render(unloadable.diagnostics).joined())
    }
  }

  /// Prints the reports; the status is 1 when any file changed, 2 when one could not be
  /// compared (always 0 as git's driver, which git would stop at otherwise).
  static func report(_ files: [Compared], format: DiffFormat, driver: Bool, headed: Bool = false)
    -> CommandOutput
  {
    var output = CommandOutput()
    for file in files {
      if case .failure(let failure) = file.outcome {
        let message = failure.message.hasSuffix("\n") ? failure.message : failure.message + "\n"
        output.stderr +=
          message.hasPrefix("scenectl:") || message.contains(": error: ")
          ? message : "scenectl: error: \(message)"
        output.escalate(to: .usageOrInput)
      }
      if case .success(let report) = file.outcome, !report.isEmpty, !driver {
        output.escalate(to: .problemsFound)
      }
    }
    switch format {
    case .json:
      output.stdout = DiffJSON.document(files).rendered() + "\n"
    case .svg:
      output.stdout = DiffPictures.svg(files)
    case .html:
      output.stdout = DiffPictures.html(files)
    case .text:
      let headed = headed || driver
      for file in files {
        guard case .success(let report) = file.outcome else { continue }
        if headed { output.stdout += "scenectl diff \(file.path)\n" }
        output.stdout += report.textLines.map { MessageText.escaped($0) + "\n" }.joined()
      }
    }
    if driver, output.status == .usageOrInput {
      // git stops at a driver that fails: say why on standard output too, and go on.
      output.stdout += "scenectl diff: cannot compare \(files.first?.path ?? "")\n"
      output.status = .success
    }
    return output
  }
}

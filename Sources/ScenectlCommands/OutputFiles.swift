import Diagnostics
import FileSystem
import SceneFrontend
import SceneModel

/// The files a command reads, so that no file it writes replaces one of them: `render -o`
/// onto its own scene file, a storyboard it references or a data file, or a snapshot onto a
/// flow, is refused as gcc refuses `gcc a.c -o a.c` ("input file 'a.c' is the same as output
/// file").
///
/// Files are compared by device and inode, so a link, `./` or a hard link to an input is
/// caught too.
struct InputFiles {
  /// Each input's identity, to the path it was first added by.
  private var files: [FileSystem.Identity: String] = [:]

  /// No files yet.
  static let none = InputFiles()
  private init() {}

  /// The scene file, each data file it names, each file its references read
  /// (`Storyboard.linkedFiles`) and, with `--sources`, each file of the app's code read.
  init(storyboard: Storyboard, sources: AppSources? = nil) {
    add(storyboard: storyboard, sources: sources)
  }

  /// Adds what `init(storyboard:sources:)` holds.
  mutating func add(storyboard: Storyboard, sources: AppSources?) {
    add(storyboard.file)
    let reader = DataFileReader(sceneFile: storyboard.file)
    for set in storyboard.data {
      if case .file(let path) = set.source { add(reader.displayPath(path.value)) }
    }
    for file in storyboard.linkedFiles { add(file) }
    add(sources: sources)
  }

  /// Adds a file read (a flow); a path that names nothing is left out.
  mutating func add(_ path: String) {
    if let identity = FileSystem.identity(of: path), files[identity] == nil {
      files[identity] = path
    }
  }

  /// Adds each file of the app's code that `--sources` read.
  mutating func add(sources: AppSources?) {
    for facts in sources?.index.files ?? [] { add(facts.file) }
  }

  /// The input that `path` would replace, if any.
  func input(replacedBy path: String) -> String? {
    FileSystem.identity(of: path).flatMap { files[$0] }
  }

  /// Why writing `path` is refused because it is an input, or nil when it is none.
  func refusal(toWrite path: String) -> String? {
    guard let input = input(replacedBy: path) else { return nil }
    let shown = MessageText.escaped(path)
    let inputShown = MessageText.escaped(input)
    if shown == inputShown {
      return "input file '\(inputShown)' is the same as output file; give another output path"
    }
    return "output file '\(shown)' is the input file '\(inputShown)'; give another output path"
  }
}

/// What an output may write (docs/Hardening.md, "What an output may write"), for `-o`,
/// `--flows` and `--snapshots` alike: never through a symbolic link, never onto an input of
/// the run, and never over a file the run did not create, unless `--force`, which replaces
/// only a file with scenectl's header (`GeneratedHeader`). Each path is checked before any
/// work is printed, and written to a temporary file beside it that is renamed into place.
///
///     let rule = OutputRule(inputs: InputFiles(storyboard: storyboard), force: false)
///     switch rule.check("map.svg") {
///     case .failure(let refusal): print(refusal.message)  // output file 'map.svg' is …
///     case .success(let target): _ = rule.write(svg, to: target)
///     }
struct OutputRule {
  let inputs: InputFiles
  let force: Bool

  /// A path that may be written, and how.
  struct Target {
    let path: String
    /// A character device or FIFO (`/dev/null`): written in place, never replaced.
    let isStream: Bool
  }

  /// Why a path may not be written, for `scenectl: error: …` (status 2).
  struct Refusal: Error {
    let message: String
  }

  /// Whether `path` may be written; `folderIsMade` when its folder is created afterwards
  /// (`--flows`, `--snapshots`), else the folder must exist.
  func check(_ path: String, folderIsMade: Bool = false) -> Result<Target, Refusal> {
    let shown = MessageText.escaped(path)
    func refuse(_ message: String) -> Result<Target, Refusal> {
      .failure(Refusal(message: message))
    }
    let entry = FileSystem.entry(at: path)
    if entry == .symbolicLink {
      return refuse(
        "output file '\(shown)' is a symbolic link; scenectl never writes through one: "
          + "remove the link or give another output path")
    }
    if let refusal = inputs.refusal(toWrite: path) { return refuse(refusal) }
    switch entry {
    case .missing, .symbolicLink:
      let folder = FileSystem.folder(of: path)
      if !folderIsMade, FileSystem.kind(of: folder) != .folder {
        return refuse("cannot write '\(shown)': no such folder '\(MessageText.escaped(folder))'")
      }
      return .success(Target(path: path, isStream: false))
    case .stream:
      return .success(Target(path: path, isStream: true))
    case .folder:
      return refuse("output file '\(shown)' is a folder; give the path of a file")
    case .other(let kind):
      return refuse("output file '\(shown)' is \(kind); give the path of a regular file")
    case .file:
      let head = (try? FileSystem.head(of: path, limit: GeneratedHeader.headLimit).get()) ?? []
      guard GeneratedHeader.isPresent(in: head) else {
        return refuse(
          "output file '\(shown)' exists and was not written by scenectl (it has no "
            + "'\(GeneratedHeader.words)' header); move it away or give another output path")
      }
      guard force else {
        return refuse(
          "output file '\(shown)' exists (an earlier output of scenectl); give --force to "
            + "replace it, or another output path")
      }
      return .success(Target(path: path, isStream: false))
    }
  }

  /// Why a folder that outputs go into (`--flows`, `--snapshots`) may not be used, or nil
  /// when it is a folder or can be made.
  func refusal(forFolder folder: String) -> String? {
    let shown = MessageText.escaped(folder)
    switch FileSystem.entry(at: folder) {
    case .missing, .folder: return nil
    case .symbolicLink:
      return "'\(shown)' is a symbolic link; scenectl never writes through one: give the "
        + "folder it leads to, or another folder"
    case .file, .stream, .other:
      return "'\(shown)' is not a folder; give a new or empty folder"
    }
  }

  /// Writes `text` to a checked target; the message of a failure (`cannot write 'a.svg':
  /// No space left on device`), or nil.
  func write(_ text: String, to target: Target) -> String? {
    let written =
      target.isStream
      ? FileSystem.writeInPlace(text, to: target.path)
      : FileSystem.replace(target.path, with: text)
    guard case .failure(let failure) = written else { return nil }
    return "cannot write '\(MessageText.escaped(target.path))': \(failure.reason)"
  }
}

/// Writing one output file (`-o`), shared by `graph`, `render` and `import`.
enum OutputFile {
  /// The usage error for `-o ""`, or nil when the option is absent or names a file.
  static func emptyPathError(_ arguments: ParsedCommandLine, spec: CommandSpec) -> CommandOutput? {
    guard arguments.value(.output) == "" else { return nil }
    return Scenectl.usageError(
      UsageError(
        message: "The output path is empty; give a file after '-o', or '-' for standard output",
        command: spec))
  }

  /// Writes `text`, with scenectl's header for `command`, to the `-o` path under the output
  /// rule, or puts it on standard output (without the header) when there is none or it is
  /// `-`. A refusal or a failure is reported (status 2); returns whether it was written.
  @discardableResult
  static func emit(
    _ text: String, _ style: GeneratedHeader.Style, by command: String,
    arguments: ParsedCommandLine, inputs: InputFiles, into output: inout CommandOutput
  ) -> Bool {
    guard let path = arguments.value(.output), path != "-" else {
      output.stdout += text
      return true
    }
    let rule = OutputRule(inputs: inputs, force: arguments.has(.force))
    let problem: String?
    switch rule.check(path) {
    case .failure(let refusal): problem = refusal.message
    case .success(let target):
      problem = rule.write(GeneratedHeader.marked(text, style, by: command), to: target)
    }
    guard let problem else { return true }
    output.stderr += "scenectl: error: \(problem)\n"
    output.escalate(to: .usageOrInput)
    return false
  }
}

import Diagnostics
import FileSystem
import SceneModel

/// The files a command reads, so that no file it writes replaces one of them: `render -o`
/// onto its own scene file, or a snapshot onto a flow, is refused as gcc refuses
/// `gcc a.c -o a.c` ("input file 'a.c' is the same as output file").
///
/// Files are compared by device and inode, so a link, `./` or a hard link to an input is
/// caught too.
struct InputFiles {
  private var files: [(path: String, identity: FileSystem.Identity)] = []

  /// No files yet.
  static let none = InputFiles()
  private init() {}

  /// The scene file and each data file it names.
  init(storyboard: Storyboard) {
    add(storyboard.file)
    let reader = DataFileReader(sceneFile: storyboard.file)
    for set in storyboard.data {
      if case .file(let path) = set.source { add(reader.displayPath(path.value)) }
    }
  }

  /// Adds a file read (a flow); a path that names nothing is left out.
  mutating func add(_ path: String) {
    if let identity = FileSystem.identity(of: path) { files.append((path, identity)) }
  }

  /// The input that `path` would replace, if any.
  func input(replacedBy path: String) -> String? {
    guard let identity = FileSystem.identity(of: path) else { return nil }
    return files.first { $0.identity == identity }?.path
  }

  /// Why writing `path` is refused, for `scenectl: error: ...`, or nil when it may be written.
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

/// Writing a picture, shared by `graph` and `render`.
enum PictureInput {
  /// The usage error for `-o ""`, or nil when the option is absent or names a file.
  static func emptyPathError(_ arguments: ParsedCommandLine, spec: CommandSpec) -> CommandOutput? {
    guard arguments.value("-o") == "" else { return nil }
    return Scenectl.usageError(
      UsageError(
        message: "The output path is empty; give a file after '-o', or '-' for standard output",
        command: spec))
  }

  /// Writes `text` to `path`, or puts it on standard output when there is no path; refuses
  /// (status 2) to replace one of `inputs`.
  static func emit(
    _ text: String, to path: String?, inputs: InputFiles, into output: inout CommandOutput
  ) {
    guard let path, path != "-" else {
      output.stdout += text
      return
    }
    if let refusal = inputs.refusal(toWrite: path) {
      output.stderr += "scenectl: error: \(refusal)\n"
      output.escalate(to: .usageOrInput)
      return
    }
    if case .failure(let failure) = FileSystem.write(text, to: path) {
      output.stderr +=
        "scenectl: error: cannot write '\(MessageText.escaped(path))': \(failure.reason)\n"
      output.escalate(to: .usageOrInput)
    }
  }
}

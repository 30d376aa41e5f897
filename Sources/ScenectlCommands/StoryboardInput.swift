import Diagnostics
import FileSystem
import SceneModel
import StoryboardImport
import XIBImport
import StoryboardXML
import YAML

/// Reading the scene file a command works on: `simulate`, `layout`, `render`, `graph` and
/// `explore` refuse a file that cannot be read (status 2) or that `validate` rejects (status
/// 1, with the diagnostics on standard error, as `validate` prints them); with `--strict`,
/// warnings are errors too, and with `--allow-errors` the command runs anyway (status 1).
enum StoryboardInput {
  /// The storyboard of `file`, checked as `validate` checks it (`FileCheck`), or nil after
  /// reporting why it cannot be used (unreadable: status 2; errors in it, or warnings when
  /// `strict`: status 1, with the diagnostics). Warnings that do not stop it are counted on
  /// standard error. With `allowErrors`, a file that loaded is returned despite its errors,
  /// after the diagnostics, and the status is 1.
  ///
  /// Files it references are read only under `given` (`--root`), else under its folder.
  /// `ios` (`--ios`) stands for the file's `ios:` in the checks and in what is returned.
  ///
  /// With the app's code (`--sources`), its unwind declarations are applied and the source
  /// checks' findings count as the file's own: an error stops the command (the app would
  /// crash or misbehave there), a warning is counted.
  static func load(
    _ file: String, verb: String, strict: Bool = false, allowErrors: Bool = false,
    sources: AppSources? = nil, ios: Int? = nil, root given: String? = nil,
    into output: inout CommandOutput
  ) -> Storyboard? {
    guard let root = InputRoot.forFile(file, given: given, into: &output),
      let bytes = bytes(of: file, into: &output)
    else { return nil }
    let file = displayName(file)
    let checked = FileCheck.run(bytes, file: file, root: root, ios: ios, sources: sources)
    let sorted = Diagnostic.sortedForOutput(checked.diagnostics)
    guard let loaded = checked.storyboard, !checked.hasBlocking(strict: strict) else {
      output.stderr += refusal(sorted, file: file, strict: strict)
      output.escalate(to: .problemsFound)
      guard allowErrors, let loaded = checked.storyboard else {
        output.stderr += "nothing was \(verb)\n"
        return nil
      }
      output.stderr += "\(verb) anyway (--allow-errors)\n"
      return loaded
    }
    output.stderr += warningCount(sorted, file: file, sources: sources)
    return loaded
  }

  /// The diagnostics of a file a command refuses to run, as `validate` prints them, then
  /// the start of the line that says so: `scenectl: error: 'a.yaml' has errors; ` (the
  /// caller ends it).
  static func refusal(_ sorted: [Diagnostic], file: String, strict: Bool) -> String {
    let printer = DiagnosticPrinter(useColor: false)
    let what = sorted.contains { $0.severity == .error } ? "errors" : "warnings (--strict)"
    return printer.render(sorted).joined()
      + "scenectl: error: '\(MessageText.escaped(file))' has \(what); "
  }

  /// The model of a scene file or, for a `.storyboard`, of the storyboard as imported (its
  /// diagnostics at the storyboard's lines).
  /// With `code`, a storyboard's unwind declarations come from the app's code
  /// (`CodeActions`; asked for only once the XML is parsed).
  static func loadModel(
    _ bytes: [UInt8], file: String, keep: Bool = false,
    code: @autoclosure () -> CodeActions? = nil
  ) -> StoryboardLoader.Result {
    StoryboardImport.isInterfaceBuilderXML(bytes, file: file)
      ? XIBImport.load(bytes, file: file, keepsDocument: keep, code: code()).result
      : StoryboardLoader.load(bytes, file: file)
  }

  /// `loadModel` with the model's storyboard references followed (`StoryboardLinker`): each
  /// file they name, relative to the file naming it, is read and loaded as an input is, and
  /// its diagnostics join the model's. Only files under `root` are read (default: the file's
  /// folder); a file outside it, or one that is no scene file, is one error at the reference.
  /// With `bundle` (a folder checked as one app), a storyboard's reference names any of the
  /// app's storyboards (`StoryboardLinker.bundleNames`).
  static func loadLinked(
    _ bytes: [UInt8], file: String, root: ReadRoot? = nil, keep: Bool = false,
    bundle: [String: [String]] = [:], code: @autoclosure () -> CodeActions? = nil
  ) -> StoryboardLoader.Result {
    var result = loadModel(bytes, file: file, keep: keep, code: code())
    guard let storyboard = result.storyboard else { return result }
    let actions = storyboard.scenes.contains { $0.reference != nil } ? code() : nil
    let root = root ?? InputRoot.ofFile(file)
    let linked = StoryboardLinker.link(storyboard, bundle: bundle) { path in
      switch InputRoot.read(path, under: root, what: .scenes) {
      case .failure(.outside(let folder)): return .outsideRoot(folder)
      case .failure(.notOfKind): return .notSceneFile
      case .failure(.unreadable(let failure)): return .unreadable(failure.reason)
      case .success(let bytes):
        let other = loadModel(bytes, file: path, keep: keep, code: actions)
        if keep { KeptUntilExit.keep(other) }
        return .loaded(other.storyboard, other.diagnostics)
      }
    }
    result.storyboard = linked.storyboard
    result.diagnostics += linked.diagnostics
    return result
  }

  /// The most bytes read of an input: a storyboard may be twice the XML reader's limit, so
  /// that one too large gets its located `xml-too-large` error.
  static func readLimit(_ file: String) -> Int {
    StoryboardImport.isStoryboard(file)
      ? 2 * XMLLimits.default.maxBytes : YAMLLimits.default.maxBytes
  }

  /// `scenectl: warning: 'a.yaml' has 2 warnings; 'scenectl validate a.yaml' lists them`, or
  /// nothing when there are none: what commands other than `validate` say of warnings.
  static func warningCount(
    _ diagnostics: [Diagnostic], file: String, sources: AppSources? = nil
  ) -> String {
    let count = diagnostics.filter { $0.severity == .warning }.count
    guard count > 0 else { return "" }
    let shown = MessageText.escaped(file)
    return "scenectl: warning: '\(shown)' has \(count) warning\(count == 1 ? "" : "s"); "
      + "'scenectl validate \(shown)\(sources?.commandLineSuffix ?? "")' lists them\n"
  }

  /// The bytes of any input file (scene or flow: `what` is "a scene file" or "a flow file"),
  /// or nil after reporting on standard error that it cannot be read (status 2).
  static func bytes(
    of file: String, what: String = "a scene file", into output: inout CommandOutput
  ) -> [UInt8]? {
    switch read(file, what: what) {
    case .failure(let unreadable):
      output.stderr += "scenectl: error: \(unreadable.reason)\n"
      output.escalate(to: .usageOrInput)
      return nil
    case .success(let bytes):
      return bytes
    }
  }

  /// Why an input cannot be read, as a message (`cannot read 'a.yaml': No such file or
  /// directory`).
  struct Unreadable: Error {
    var reason: String
  }

  /// The bytes of an input file (`-`: standard input), or why it cannot be read.
  static func read(_ file: String, what: String = "a scene file") -> Result<[UInt8], Unreadable> {
    guard file != "-" else {
      return FileSystem.readStandardInput(limit: readLimit(file)).mapError {
        Unreadable(reason: "cannot read standard input: \($0.reason)")
      }
    }
    return FileSystem.read(file, limit: readLimit(file)).mapError {
      Unreadable(reason: problem(reading: file, $0, what: what))
    }
  }

  /// The name diagnostics give an input: `<stdin>` for `-`, else the path as given.
  static func displayName(_ file: String) -> String {
    file == "-" ? InputArguments.standardInputName : file
  }

  /// Why `file` cannot be read, for a message: `'x.yaml' is not a regular file (it is a
  /// FIFO); give a scene file`, or `cannot read 'x.yaml': No such file or directory`.
  static func problem(reading file: String, _ failure: FileSystem.Failure, what: String) -> String {
    let shown = MessageText.escaped(file)
    if let kind = failure.notARegularFile {
      return "'\(shown)' is not a regular file (it is \(kind)); give \(what)"
    }
    return "cannot read '\(shown)': \(failure.reason)\(nearestName(to: file))"
  }

  /// `; did you mean 'Scenes/Wonderland.yaml'?` for a path that names nothing when its
  /// folder holds a file of a close name (among its first 10,000 names), else nothing.
  static func nearestName(to file: String) -> String {
    guard FileSystem.kind(of: file) == nil else { return "" }
    let slash = file.lastIndex(of: "/")
    let folder = slash.map { String(file[...$0]) } ?? ""
    let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
    guard case .success(let names) = FileSystem.names(in: folder.isEmpty ? "." : folder)
    else { return "" }
    // A name the folder holds (a link that leads nowhere) is no typo.
    guard !names.contains(name),
      let match = Suggestions.closest(to: name, in: Array(names.prefix(10_000)))
    else { return "" }
    return "; did you mean '\(MessageText.escaped(folder + match))'?"
  }
}

import Diagnostics
import FileSystem
import SceneLayout
import SceneModel
import ScenectlConfig
import SourceChecks

/// `scenectl validate FILE...`: loads each file, runs every check, and
/// prints each problem as `FILE:LINE:COL: error: MESSAGE [CODE]`, then a summary.
enum ValidateCommand {
  static let spec = CommandSpec(
    name: "validate",
    abstract: "Check scene files and report every problem with file, line and column.",
    positional: "file",
    positionalHelp: "Scene files or storyboards, folders of them, or '-' for standard input.",
    options: [
      .init(
        name: "--format", valueName: "format",
        help:
          "Output as 'text' (default), 'json', 'sarif' (SARIF 2.1.0) or 'github' (GitHub Actions annotations).",
        choices: ["text", "json", "sarif", "github"]),
      .strict,
      .init(
        name: "--device", valueName: "name",
        help:
          "Lay out on this device instead of the file's: a built-in name or WIDTHxHEIGHT; repeat for more."
      ),
      SourceInput.option,
      InputRoot.option,
      IOSArgument.option,
      .init(
        name: "--stdin-name", valueName: "path",
        help:
          "The path a file read from standard input ('-') stands for: its name in messages, and where its data files are."
      ),
      .init(
        name: "--color", valueName: "when",
        help:
          "Colour the output: 'auto' (on a terminal, unless NO_COLOR or TERM=dumb), 'always' or 'never'.",
        choices: ["auto", "always", "never"]),
    ] + ValidateSettings.options,
    discussion: """
      FILE is a scene file, an Interface Builder .storyboard, a folder (its
      scene files, those with a 'format:' line, and storyboards, found
      recursively in sorted order) or '-' for standard input.
      Exit status: 0 when there is no error (warnings alone pass), 1 when there
      is an error (or a warning, with --strict), 2 for bad usage or an input
      that cannot be read; an unreadable input is counted as an error and never
      reported as "0 errors".
      """)

  static func run(_ given: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    var output = CommandOutput()
    var arguments = given
    guard var settings = ValidateSettings.load(&arguments, environment: environment, into: &output)
    else { return output }
    var diagnostics: [Diagnostic] = []
    var unreadable: [(file: String, reason: String)] = []
    let devices = arguments.values("--device")
    for name in devices where Device.named(name) == nil {
      output.stderr += "scenectl: error: \(DeviceArgument.unknown(name))\n"
      output.escalate(to: .usageOrInput)
      return output
    }
    let ios = IOSArgument.parse(arguments.value("--ios"), into: &output)
    if ios.given && ios.version == nil { return output }
    // The code is read and scanned on other cores while the files are parsed (the first
    // use of the index waits for it); its notes still come first on standard error.
    let (sources, failed) = SourceInput.start(arguments, into: &output)
    if failed { return output }
    var root: ReadRoot?
    if let given = arguments.value("--root") {
      root = InputRoot.named(given, into: &output)
      if root == nil { return output }
    }
    let (found, folderProblems, notes) = InputArguments.expand(
      arguments.positionals, finding: .scenes, root: root)
    let files = found.filter(settings.checks)
    output.stderr += notes.map { $0 + "\n" }.joined()
    for problem in folderProblems {
      unreadable.append(problem)
      output.stderr += "scenectl: error: \(problem.reason)\n"
      output.escalate(to: .usageOrInput)
    }
    // The files found in one folder are one app's: its storyboards' references name any of
    // them, and the code is checked once against all of them.
    let apps = AppFolders(files)
    var appStoryboards: [String: [Storyboard]] = [:]
    for input in files {
      let file = input.path
      switch StoryboardInput.read(file) {
      case .success(let bytes):
        let name =
          file == "-"
          ? arguments.value("--stdin-name") ?? InputArguments.standardInputName : file
        // Standard input reads beside the file it stands for (`--stdin-name`).
        let inputRoot = file == "-" && root == nil ? InputRoot.ofFile(name) : input.root
        let checked = FileCheck.run(
          bytes, file: name, root: inputRoot, devices: devices, ios: ios.version,
          sources: sources, app: input.folder.map { apps.bundle(of: $0) },
          keep: environment.keepsInputsUntilExit)
        diagnostics += checked.diagnostics
        // A file that did not load has only the errors of reading it, which stay on.
        if checked.storyboard != nil { settings.scan(bytes, file: name) }
        if let folder = input.folder, sources != nil, let storyboard = checked.storyboard {
          appStoryboards[folder, default: []].append(storyboard)
        }
      case .failure(let problem):
        unreadable.append((file, problem.reason))
        output.stderr += "scenectl: error: \(problem.reason)\n"
        output.escalate(to: .usageOrInput)
      }
    }
    if let sources {
      for folder in apps.folders {
        diagnostics += sources.checkCode(
          joined: SourceChecks.joined(appStoryboards[folder] ?? []),
          storyboardNames: apps.storyboardNames(of: folder))
      }
      output.stderr = sources.notes + output.stderr
      if environment.keepsInputsUntilExit { KeptUntilExit.keep(sources) }
    }
    // A file another input's reference links is checked with it too: what both runs find
    // in it is said once.
    var seen: Set<Diagnostic> = []
    let sorted = settings.filter(
      Diagnostic.sortedForOutput(diagnostics).filter { seen.insert($0).inserted })
    settings.writeBaseline(sorted, arguments: arguments, inputs: files.map(\.path), into: &output)
    // With a baseline, only what it does not hold is reported and counted.
    let match = settings.match(sorted)
    let reported = match?.new ?? sorted
    // An input that cannot be read is an error of its own: never "0 errors".
    let errors = reported.filter { $0.severity == .error }.count + unreadable.count
    let warnings = reported.filter { $0.severity == .warning }.count
    let printer = DiagnosticPrinter(useColor: environment.useColor(arguments.value("--color")))
    if arguments.value("--format") == "json" {
      output.stdout =
        json(sorted, unreadable: unreadable, errors: errors, warnings: warnings, baseline: match)
        .rendered() + "\n"
    } else if arguments.value("--format") == "sarif" {
      output.stdout = SARIFFormat.render(sorted, unreadable: unreadable, baseline: match)
    } else if arguments.value("--format") == "github" {
      output.stdout = GitHubFormat.render(
        reported, unreadable: unreadable,
        summary: DiagnosticPrinter(useColor: false).summary(
          errors: errors, warnings: warnings, files: files.count + folderProblems.count))
    } else {
      output.stdout = printer.render(reported).joined()
      var summary = printer.summary(
        errors: errors, warnings: warnings, files: files.count + folderProblems.count)
      if !unreadable.isEmpty {
        summary.removeLast()
        let count = unreadable.count
        summary += " (\(count) \(count == 1 ? "file" : "files") could not be read)\n"
      }
      output.stdout += summary + settings.summary(match)
    }
    if errors > 0 || (warnings > 0 && arguments.has("--strict")) {
      output.escalate(to: .problemsFound)
    }
    return output
  }

  /// Every problem of one file, as `FileCheck.run` finds them.
  static func check(
    _ bytes: [UInt8], file: String, root: ReadRoot? = nil, devices: [String] = [],
    ios: Int? = nil, sources: AppSources? = nil, keep: Bool = false
  ) -> [Diagnostic] {
    FileCheck.run(
      bytes, file: file, root: root, devices: devices, ios: ios, sources: sources, keep: keep
    ).diagnostics
  }

  /// The code of the entry for an input that cannot be read.
  static let unreadableCode = "unreadable-input"

  static func json(
    _ diagnostics: [Diagnostic], unreadable: [(file: String, reason: String)] = [], errors: Int,
    warnings: Int, baseline: Baseline.Match? = nil
  ) -> JSONValue {
    let entries = unreadable.map { input -> JSONValue in
      .object([
        ("severity", .string("error")), ("code", .string(unreadableCode)),
        ("message", .string(input.reason)), ("file", .string(input.file)),
      ])
    }
    var fields: [(String, JSONValue)] = [
      ("diagnostics", .array(entries + json(capping: diagnostics, baseline: baseline))),
      ("errors", .number(Double(errors))),
      ("warnings", .number(Double(warnings))),
    ]
    if let baseline {
      fields.append(
        (
          "baseline",
          .object([
            ("unchanged", .number(Double(baseline.unchanged.count))),
            ("absent", .number(Double(baseline.absent.count))),
          ])
        ))
    }
    return .object(fields)
  }

  /// The entries of diagnostics in output order, at most 1,000 of a file, then the entry
  /// that counts the rest (`DiagnosticCap`).
  /// With a baseline, each diagnostic's entry has its SARIF `baselineState`.
  static func json(capping diagnostics: [Diagnostic], baseline: Baseline.Match? = nil)
    -> [JSONValue]
  {
    DiagnosticCap.entries(diagnostics).map { entry in
      switch entry {
      case .diagnostic(let diagnostic): json(diagnostic, state: baseline?.state(of: diagnostic))
      case .omitted(let omitted): json(omitted)
      }
    }
  }

  /// The entry that stands for a file's diagnostics past the cap (`DiagnosticCap`): a note
  /// whose `omitted` counts them by severity.
  static func json(_ omitted: DiagnosticCap.Omitted) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("severity", .string(Diagnostic.Severity.note.rawValue)),
      ("code", .string(DiagnosticCap.omittedCode)),
      ("message", .string(omitted.message)),
    ]
    if let file = omitted.file { fields.append(("file", .string(file))) }
    fields.append(
      (
        "omitted",
        .object([
          ("errors", .number(Double(omitted.errors))),
          ("warnings", .number(Double(omitted.warnings))),
          ("notes", .number(Double(omitted.notes))),
        ])
      ))
    return .object(fields)
  }

  static func json(_ diagnostic: Diagnostic, state: String? = nil) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("severity", .string(diagnostic.severity.rawValue)),
      ("code", .string(diagnostic.code)),
      ("message", .string(diagnostic.message)),
    ]
    if let state { fields.append(("baselineState", .string(state))) }
    if let location = diagnostic.location {
      fields += [
        ("file", .string(location.file)), ("line", .number(Double(location.line))),
        ("column", .number(Double(location.column))),
      ]
    }
    if !diagnostic.notes.isEmpty {
      fields.append(
        (
          "notes",
          .array(
            diagnostic.notes.map { note in
              var fields: [(String, JSONValue)] = [("message", .string(note.message))]
              if let location = note.location {
                fields += [
                  ("file", .string(location.file)), ("line", .number(Double(location.line))),
                  ("column", .number(Double(location.column))),
                ]
              }
              return .object(fields)
            })
        ))
    }
    return .object(fields)
  }
}

/// What a command keeps until the process exits instead of freeing it
/// (`Scenectl.Environment.keepsInputsUntilExit`).
final class KeptUntilExit<Value>: Sendable where Value: Sendable {
  let value: Value

  private init(_ value: Value) {
    self.value = value
  }

  /// Keeps `value` alive for the rest of the process: it is never freed.
  static func keep(_ value: Value) {
    _ = Unmanaged.passRetained(KeptUntilExit(value))
  }
}

import Diagnostics
import FileSystem
import JSON
import SceneFrontend
import SceneModel
import StoryboardImport
import StoryboardXML
import TextPosition
import XIBImport

/// `scenectl import FILE.storyboard [-o OUT.yaml] [--format text|json]`: writes the scene
/// file an Interface Builder storyboard makes (docs/Storyboards.md), then what it carried per
/// kind and the "not carried" list, each entry at the storyboard's line and column.
///
///     $ scenectl import Main.storyboard -o Main.yaml
///     carried: scenes 4 of 4, views 17 of 17, segues 5 of 5, outlets 7 of 8, actions 2 of 2,
///     constraints 6 of 6
///     not carried (3):
///     Main.storyboard:40:37: tap gesture recognizer 'eQD-GT-A1i': gesture recognizers are …
enum ImportCommand {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Turn an Interface Builder storyboard into a scene file.",
    positional: "file",
    positionalHelp: "The .storyboard file to read.",
    positionalRepeats: false,
    options: [
      .output,
      .force,
      .format.described(
        "Report as 'text' (default) or 'json' (the scene file and the report together).",
        choices: ["text", "json"]),
      .sources.described(
        "Declare the unwind actions each class implements from the Swift and Objective-C code in this folder instead of guessing; repeat for more."
      ),
    ],
    discussion: """
      The scene file keeps each Interface Builder id ('ib:') and validates as the
      storyboard does. The report (standard error when the scene file goes to
      standard output) counts what was carried per kind, out of what the file
      has, and lists each element the scene format cannot hold yet, with its
      line, column and reason. With
      --sources, a scene whose class is in the code gets exactly the unwind
      actions the class implements ('from code' in the report); the others are
      guessed from the segues that lead to the unwind.
      Exit status: 0 on success, 1 when the storyboard cannot be read as XML, is
      for another platform or is past a limit (docs/Hardening.md), 2 for bad
      usage, an unreadable or unwritable file, or an output the output rule
      refuses.
      """)

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    guard let file = arguments.positionals.first else {
      return CommandOutput(status: .usageOrInput)
    }
    if let usage = OutputFile.emptyPathError(arguments, spec: spec) { return usage }
    var output = CommandOutput()
    guard let bytes = StoryboardInput.bytes(of: file, what: "a storyboard", into: &output) else {
      return output
    }
    let (sources, failed) = SourcesArgument.read(arguments, into: &output)
    if failed { return output }
    let name = InputFile.displayName(file)
    let imported: ImportedStoryboard
    switch XIBImport.read(bytes, file: name, code: sources?.actions) {
    case .failed(let diagnostic):
      output.stderr += DiagnosticPrinter(useColor: false).render([diagnostic]).joined()
      output.escalate(to: .problemsFound)
      return output
    case .imported(let result):
      imported = result
    }
    if let failure = StoryboardImport.loadFailure(of: imported, file: name) {
      output.stderr += DiagnosticPrinter(useColor: false).render([failure]).joined()
      output.escalate(to: .problemsFound)
      return output
    }
    let path = arguments.value(.output)
    var inputs = InputFiles.none
    inputs.add(file)
    inputs.add(sources: sources)
    let yaml = imported.yaml
    // The scene file is written (or refused) before the report is printed.
    if arguments.value(.format) == "json" {
      if path != nil, path != "-",
        !OutputFile.emit(
          yaml, .yaml, by: "import", arguments: arguments, inputs: inputs, into: &output)
      {
        return output
      }
      output.stdout += report(imported, yaml: yaml, file: name).rendered() + "\n"
      if path == "-" { output.stdout += yaml }
      return output
    }
    guard
      OutputFile.emit(
        yaml, .yaml, by: "import", arguments: arguments, inputs: inputs, into: &output)
    else { return output }
    let text = summary(imported, file: name)
    if path == nil || path == "-" { output.stderr += text } else { output.stdout += text }
    return output
  }

  /// `carried: …`, then the not-carried entries (the first `listLimit`, then a line that
  /// counts the rest) and the unwind declarations, from the code and guessed.
  static func summary(_ imported: ImportedStoryboard, file: String) -> String {
    let shown = MessageText.escaped(file)
    var text = "carried: "
    text +=
      zip(imported.carried.rows, imported.inFile.rows).map {
        "\($0.kind) \($0.count) of \($1.count)"
      }.joined(separator: ", ") + "\n"
    text +=
      "not carried (\(imported.notCarried.count))" + (imported.notCarried.isEmpty ? "\n" : ":\n")
    for entry in imported.notCarried.prefix(listLimit) {
      text +=
        "\(shown):\(entry.position): \(MessageText.escaped(entry.what)): "
        + "\(MessageText.escaped(entry.reason))\n"
    }
    if let rest = omitted(imported, file: file) { text += MessageText.escaped(rest) + "\n" }
    for unwind in imported.codeUnwinds {
      text +=
        "\(shown):\(unwind.position): from code: scene '\(unwind.scene)' implements "
        + "'\(MessageText.escaped(unwind.action))' (\(MessageText.escaped(unwind.className)), "
        + "\(MessageText.escaped(unwind.method)))\n"
    }
    for guess in imported.guessedUnwinds {
      text +=
        "\(shown):\(guess.position): guessed: scene '\(guess.scene)' implements "
        + "'\(MessageText.escaped(guess.action))' (check 'unwindActions:')\n"
    }
    return text
  }

  /// The most not-carried entries listed, in text and JSON alike; the rest are counted
  /// (`omitted`), as `validate` caps its diagnostics per file.
  static let listLimit = DiagnosticPrinter.defaultPerFileLimit

  /// `… and 99000 more not carried in FILE` for the entries past `listLimit`; nil when every
  /// entry is listed.
  static func omitted(_ imported: ImportedStoryboard, file: String) -> String? {
    let rest = imported.notCarried.count - listLimit
    return rest > 0 ? "… and \(rest) more not carried in \(file)" : nil
  }

  static func report(_ imported: ImportedStoryboard, yaml: String, file: String) -> JSONValue {
    func place(_ position: TextPosition) -> [(String, JSONValue)] {
      [
        ("file", .string(file)), ("line", .number(Double(position.line))),
        ("column", .number(Double(position.column))),
      ]
    }
    let model = StoryboardLoader.load(Array(yaml.utf8), file: file).storyboard
    let scenes = (model?.scenes ?? []).map { scene -> JSONValue in
      func ib(_ value: Located<String>?) -> JSONValue { value.map { .string($0.value) } ?? .null }
      return .object([
        ("id", .string(scene.id.value)), ("ib", ib(scene.ib)),
        (
          "views",
          .array(
            scene.allViews.map { .object([("id", .string($0.id.value)), ("ib", ib($0.ib))]) })
        ),
      ])
    }
    return .object([
      ("yaml", .string(yaml)),
      ("scenes", .array(scenes)),
      ("carried", .object(imported.carried.rows.map { ($0.kind, .number(Double($0.count))) })),
      ("inFile", .object(imported.inFile.rows.map { ($0.kind, .number(Double($0.count))) })),
      (
        "notCarried",
        .array(
          imported.notCarried.prefix(listLimit).map {
            .object(
              place($0.position) + [("what", .string($0.what)), ("reason", .string($0.reason))])
          }
            + (omitted(imported, file: file).map {
              [
                .object([
                  ("file", .string(file)), ("message", .string($0)),
                  ("omitted", .number(Double(imported.notCarried.count - listLimit))),
                ])
              ]
            } ?? []))
      ),
      (
        "codeUnwinds",
        .array(
          imported.codeUnwinds.map {
            .object(
              place($0.position) + [
                ("action", .string($0.action)), ("scene", .string($0.scene)),
                ("class", .string($0.className)), ("method", .string($0.method)),
              ])
          })
      ),
      (
        "guessedUnwinds",
        .array(
          imported.guessedUnwinds.map {
            .object(
              place($0.position) + [("action", .string($0.action)), ("scene", .string($0.scene))])
          })
      ),
    ])
  }
}

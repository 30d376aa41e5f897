import Diagnostics
import FileSystem
import IBDocument
import SceneFrontend
import StoryboardMerge
import StoryboardXML

/// `scenectl merge BASE OURS THEIRS -o OUT`: the three-way merge of a storyboard or XIB by
/// IB ids (docs/Merge.md), and git's merge driver (`scenectl merge %O %A %B -o %A`).
///
///     $ scenectl merge base.storyboard ours.storyboard theirs.storyboard -o Main.storyboard
///     ours.storyboard:40:17: error: both sides changed 'constant' of constraint … [merge-conflict]
///     scenectl: 1 conflict; wrote ours to 'Main.storyboard'
enum MergeCommand {
  static let spec = CommandSpec(
    name: "merge",
    abstract: "Merge two versions of a storyboard or XIB with their common ancestor.",
    positional: "base> <ours> <theirs",
    positionalHelp: "The common ancestor, our version and their version.",
    positionalIsList: true,
    options: [
      .output.described(
        "Write the merged file here ('-' for standard output); may be OURS.",
        required: true),
      .name,
      .noCheck,
    ],
    discussion: """
      Elements are matched by their Interface Builder ids. Changes to different
      elements, or to different attributes of one element, are merged; the output
      is Interface Builder's own XML, unchanged bytes kept as they were. When both
      sides change one attribute differently, or one deletes what the other
      changed, or the merged file would have an error neither side has, nothing is
      guessed: OURS is written to the output and each conflict is printed with both
      values. As a git merge driver: 'scenectl merge %O %A %B -o %A', with
      '--name %P' for messages that name the storyboard rather than git's
      temporary copy.
      Exit status: 0 when merged, 1 on conflicts (OURS written), 2 for bad usage,
      an unreadable or malformed input or an output that cannot be written.
      """)

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    guard arguments.positionals.count == 3 else {
      let message =
        arguments.positionals.count < 3
        ? "Missing expected argument: merge needs three files, BASE OURS THEIRS"
        : "Unexpected argument '\(arguments.positionals[3])'"
      return Scenectl.usageError(UsageError(message: message, command: spec))
    }
    if let usage = OutputFile.emptyPathError(arguments, spec: spec) { return usage }
    var output = CommandOutput()
    let paths = arguments.positionals
    var inputs: [[UInt8]] = []
    for path in paths {
      guard let bytes = StoryboardInput.bytes(of: path, what: "a storyboard", into: &output)
      else { return output }
      inputs.append(bytes)
    }
    let names = StoryboardMerge.Names(
      base: InputFile.displayName(paths[0]),
      ours: arguments.value(.name) ?? InputFile.displayName(paths[1]),
      theirs: InputFile.displayName(paths[2]))
    let documents: (IBDocument, IBDocument, IBDocument)
    do {
      documents = try StoryboardMerge.read(
        base: inputs[0], ours: inputs[1], theirs: inputs[2], names: names)
    } catch {
      for line in error.description.split(separator: "\n") {
        output.stderr += MessageText.escaped(String(line)) + "\n"
      }
      output.stderr += "scenectl: error: nothing was merged\n"
      output.escalate(to: .usageOrInput)
      return output
    }
    let outcome = StoryboardMerge.merge(
      base: documents.0, ours: documents.1, theirs: documents.2, names: names)
    if environment.keepsInputsUntilExit {
      // Freeing three documents' elements would only delay the exit.
      KeptUntilExit.keep([documents.0, documents.1, documents.2, outcome.merged])
    }
    var conflicts = outcome.conflicts
    let merged = conflicts.isEmpty ? outcome.merged.bytes() : []
    if conflicts.isEmpty, !arguments.has(.noCheck) {
      conflicts = MergeCheck.newErrors(
        merged: outcome.merged, mergedBytes: merged, base: documents.0, ours: inputs[1],
        theirs: inputs[2], names: names, root: nil, keep: environment.keepsInputsUntilExit)
    }
    for conflict in conflicts { output.stderr += MessageText.escaped(conflict.description) + "\n" }
    for note in outcome.notes { output.stderr += MessageText.escaped(note.description) + "\n" }
    let target = arguments.value(.output) ?? "-"
    let written = conflicts.isEmpty ? merged : inputs[1]
    guard write(written, to: target, into: &output) else { return output }
    if !conflicts.isEmpty {
      let count = conflicts.count
      output.stderr +=
        "scenectl: \(count) conflict\(count == 1 ? "" : "s"); wrote ours to "
        + "'\(MessageText.escaped(target))'\n"
      output.escalate(to: .problemsFound)
    }
    return output
  }

  /// Writes the merged file: to standard output for `-`, else in place of `path`, never
  /// through a symbolic link. The output rule's header is not added (the file is Interface
  /// Builder's, and the git driver writes over OURS), so the path may be any regular file.
  private static func write(_ bytes: [UInt8], to path: String, into output: inout CommandOutput)
    -> Bool
  {
    let text = String(decoding: bytes, as: UTF8.self)
    if path == "-" {
      output.stdout += text
      return true
    }
    let shown = MessageText.escaped(path)
    var problem: String?
    switch FileSystem.entry(at: path) {
    case .symbolicLink:
      problem =
        "output file '\(shown)' is a symbolic link; scenectl never writes through one: "
        + "remove the link or give another output path"
    case .folder:
      problem = "output file '\(shown)' is a folder; give the path of a file"
    case .other(let kind):
      problem = "output file '\(shown)' is \(kind); give the path of a regular file"
    case .stream:
      if case .failure(let failure) = FileSystem.writeInPlace(text, to: path) {
        problem = "cannot write '\(shown)': \(failure.reason)"
      }
    case .missing, .file:
      if case .failure(let failure) = FileSystem.replace(path, with: text) {
        problem = "cannot write '\(shown)': \(failure.reason)"
      }
    }
    guard let problem else { return true }
    output.stderr += "scenectl: error: \(problem)\n"
    output.escalate(to: .usageOrInput)
    return false
  }
}

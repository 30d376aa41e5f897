import Diagnostics
import FileSystem
import SceneExplore
import SceneFrontend
import SceneModel
import SceneReport

/// `scenectl report FILE|DIR... -o OUTDIR [--device NAME]... [--flows DIR]... [--explore]`:
/// one offline HTML page of the whole app (docs/Report.md).
enum ReportCommand {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Write one offline HTML page of the app: map, scenes, diagnostics, flow traces.",
    positional: "input",
    positionalHelp: "Scene files, storyboards, or folders of them (each folder one app).",
    options: [
      .output.described(
        "The folder to write 'index.html' into (made if missing).",
        valueName: "dir",
        required: true),
      .device.described(
        "Draw every scene on this device; repeat for several side by side (default: each "
          + "file's devices, a storyboard's canvas, else 'iphone')."),
      .flows.described(
        "Run these flow files (or folders of them) and show each step's trace."),
      .explore,
      .force.described(
        "Replace an 'index.html' that scenectl wrote (one with its header)."),
      .root,
    ],
    discussion: """
      The page is self-contained: inline SVG and CSS and a small inline script,
      nothing fetched. Each scene is drawn on each device with its diagnostics
      pinned on the views they concern; each flow is a trace of its steps with
      the screen before and after. Exit status: 0 when the page is written and
      no file has errors and every flow passes, 1 when the page is written but
      a file has errors or a flow fails, 2 for bad usage, an unreadable input or
      an output the output rule refuses (docs/Hardening.md).
      """)

  /// The most devices a report draws each scene on: every device is one more layout and
  /// drawing of every scene, and a row of more than this is no longer side by side.
  static let maxDevices = 8

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    var output = CommandOutput()
    if let problem = usageProblem(arguments) { return Scenectl.usageError(problem) }
    let folder = arguments.value(.output) ?? ""
    var root: ReadRoot?
    if let given = arguments.value(.root) {
      root = RootArgument.named(given, into: &output)
      if root == nil { return output }
    }
    let inputs = CheckedInputs.load(arguments.positionals, root: root)
    output.stderr += inputs.notes.map { $0 + "\n" }.joined()
    for (file, reason) in inputs.unreadable {
      output.stderr += "scenectl: error: cannot read '\(MessageText.escaped(file))': \(reason)\n"
      output.escalate(to: .usageOrInput)
    }
    if output.status == .usageOrInput { return output }
    var read = InputFiles.none
    var problems: [String] = []
    var notes: [String] = []
    guard
      var storyboards = reported(
        inputs.files, arguments, read: &read, problems: &problems, into: &output)
    else { return output }
    let traces = ReportFlows.traces(
      arguments.values(.flows), storyboards: storyboards, root: root, read: &read,
      notes: &notes, into: &output)
    if output.status == .usageOrInput { return output }
    addRuns(to: &storyboards, traces: traces, exploring: arguments.has(.explore))
    let title = arguments.positionals.joined(separator: " ")
    let page = ReportPage.html(
      ReportInput(
        title: title, storyboards: storyboards, traces: traces, problems: problems, notes: notes))
    let rule = OutputRule(inputs: read, force: arguments.has(.force))
    let path = folder.hasSuffix("/") ? folder + "index.html" : "\(folder)/index.html"
    if let problem = write(page, to: path, folder: folder, rule: rule) {
      output.stderr += "scenectl: error: \(problem)\n"
      output.escalate(to: .usageOrInput)
      return output
    }
    output.stdout += "\(MessageText.escaped(path))\n"
    let failed =
      !problems.isEmpty || traces.contains { !$0.passed }
      || storyboards.contains { $0.diagnostics.contains { $0.severity == .error } }
    if failed { output.escalate(to: .problemsFound) }
    return output
  }

  /// What is wrong with the options themselves: no output folder, or more devices than a
  /// report draws side by side.
  private static func usageProblem(_ arguments: ParsedCommandLine) -> UsageError? {
    guard let folder = arguments.value(.output), !folder.isEmpty else {
      return UsageError(
        message: "The output folder is empty; give a folder after '-o'", command: spec)
    }
    let deviceCount = arguments.values(.device).count
    guard deviceCount <= maxDevices else {
      return UsageError(
        message: "--device is given \(deviceCount) times; a report draws each scene on at "
          + "most \(maxDevices) devices",
        command: spec)
    }
    return nil
  }

  /// The storyboards of the inputs that loaded, each with its devices (`--device`, else its
  /// own), read into `read`; the diagnostics of those that did not load go to `problems`.
  /// Nil after reporting a device that is none.
  private static func reported(
    _ files: [CheckedInputs.File], _ arguments: ParsedCommandLine, read: inout InputFiles,
    problems: inout [String], into output: inout CommandOutput
  ) -> [ReportStoryboard]? {
    var storyboards: [ReportStoryboard] = []
    for file in files {
      guard let storyboard = file.storyboard else {
        problems += DiagnosticPrinter().render(file.diagnostics).map(\.trimmingTrailingNewline)
        continue
      }
      read.add(storyboard: storyboard, sources: nil)
      let defaults =
        storyboard.devices?.map(\.value) ?? [DeviceArgument.defaultName(for: storyboard)]
      guard
        let devices = DeviceArgument.devices(
          arguments, of: storyboard, defaults: defaults, into: &output)
      else { return nil }
      storyboards.append(
        ReportStoryboard(storyboard: storyboard, diagnostics: file.diagnostics, devices: devices))
    }
    return storyboards
  }

  /// What the flows covered of each storyboard, and with `--explore` what exploring it on
  /// each of its devices reached.
  private static func addRuns(
    to storyboards: inout [ReportStoryboard], traces: [FlowTrace], exploring: Bool
  ) {
    for index in storyboards.indices {
      let file = InputPaths.normalized(storyboards[index].storyboard.file)
      let ran = traces.filter { $0.storyboard == file }
      if !ran.isEmpty {
        storyboards[index].coverage = ReportFlows.coverage(
          of: storyboards[index].storyboard, exercised: ran.map(\.exercised))
      }
      if exploring {
        storyboards[index].explorations = storyboards[index].devices.map {
          Explorer.explore(storyboards[index].storyboard, device: $0)
        }
      }
    }
  }

  /// Writes the page under the output rule, the folder made first; the problem, or nil.
  private static func write(_ page: String, to path: String, folder: String, rule: OutputRule)
    -> String?
  {
    if let refusal = rule.refusal(forFolder: folder) { return refusal }
    switch rule.check(path, folderIsMade: true) {
    case .failure(let refusal): return refusal.message
    case .success(let target):
      if case .failure(let failure) = FileSystem.createFolder(folder) {
        return "'\(MessageText.escaped(folder))' is not a folder that can be made: "
          + failure.reason
      }
      return rule.write(GeneratedHeader.marked(page, .xml, by: "report"), to: target)
    }
  }
}

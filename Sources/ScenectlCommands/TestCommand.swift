import Diagnostics
import FileSystem
import SceneFrontend
import SceneModel
import SceneRuntime
import YAML

/// `scenectl test FLOW...`: runs flow files as tests and reports each step as
/// passed, failed or skipped, as text, JSON or JUnit XML (SCENE-FORMAT.md §9).
enum TestCommand {
  static let spec = CommandSpec(
    name: "test",
    abstract: "Run flow files as tests; report each step, as text, JSON or JUnit XML.",
    positional: "flow",
    positionalHelp: "Flow files, folders of flow files, or '-' for standard input.",
    options: [
      .device.described(
        "Run every flow on this device (a built-in name or WIDTHxHEIGHT)."),
      .format.described(
        "Output as 'text' (default), 'json' or 'junit'.",
        choices: ["text", "json", "junit"]),
      .coverage,
      .record,
      .verify,
      .strict,
      .allowErrors,
      .root,
    ] + ConfigurationDefaults.options,
    discussion: """
      With --record DIR, each 'snapshot: NAME' step writes the screen as
      NAME.DEVICE.iosN.vK.svg and .json into DIR; with --verify DIR, it is compared
      byte for byte with those files and a difference fails the step (docs/Report.md).
      FLOW is a flow file, a folder (its flow files, those with a 'steps:'
      line, found recursively in sorted order) or '-' for standard input. A
      flow names its storyboard (relative to the flow file; to the working
      folder for '-'), which must lie under the folder given, else the flow
      file's folder (or --root), and its device (default 'iphone'). A flow stops at its
      first failing step; the steps after it are reported as skipped. Exit
      status: 0 when every flow passes (warnings in its storyboard alone
      pass), 1 when any fails (or its files have errors, or warnings with
      --strict), 2 for bad usage or an unreadable flow file.
      """)

  static func run(_ arguments: ParsedCommandLine, environment: Scenectl.Environment)
    -> CommandOutput
  {
    var output = CommandOutput()
    var results: [FlowRun.Result] = []
    var root: ReadRoot?
    if let given = arguments.value(.root) {
      root = RootArgument.named(given, into: &output)
      if root == nil { return output }
    }
    let (files, folderProblems, notes) = InputPaths.expand(
      arguments.positionals, finding: .flows, root: root)
    output.stderr += notes.map { $0 + "\n" }.joined()
    for problem in folderProblems {
      output.stderr += "scenectl: error: \(problem.reason)\n"
      output.escalate(to: .usageOrInput)
    }
    let snapshots: SnapshotSteps?
    switch snapshotSteps(arguments, flows: files.map(\.path)) {
    case .failure(let usage): return Scenectl.usageError(usage)
    case .success(let steps): snapshots = steps
    }
    // Flows of one app name the same storyboards: each is checked once for the whole run.
    let checks = FileCheck.Cache()
    for input in files {
      if let bytes = StoryboardInput.bytes(of: input.path, what: "a flow file", into: &output) {
        results.append(
          FlowRun.run(
            bytes, file: InputFile.displayName(input.path), root: input.root,
            device: arguments.value(.device), strict: arguments.has(.strict),
            allowErrors: arguments.has(.allowErrors), checks: checks,
            snapshots: snapshots))
      }
    }
    var counted = Set<String>()
    for result in results where !result.warnings.isEmpty {
      guard let storyboard = result.storyboard, counted.insert(storyboard).inserted else {
        continue
      }
      output.stderr += StoryboardInput.warningCount(result.warnings, file: storyboard)
    }
    switch arguments.value(.format) {
    case "json":
      var report = TestReport.json(results)
      if arguments.has(.coverage), case .object(let fields) = report {
        report = .object(fields + [("coverage", FlowCoverage.json(results))])
      }
      output.stdout = report.rendered() + "\n"
    case "junit": output.stdout = TestReport.junit(results)
    default:
      output.stdout = TestReport.text(results)
      if arguments.has(.coverage) { output.stdout += FlowCoverage.text(results) }
    }
    if results.contains(where: { !$0.passed }) { output.escalate(to: .problemsFound) }
    if let refusal = snapshots?.refusal {
      output.stderr += "scenectl: error: \(refusal)\n"
      output.escalate(to: .usageOrInput)
    }
    return output
  }

  /// The snapshot steps' handler `--record DIR` or `--verify DIR` asks for (nil when
  /// neither is given), or the usage error of both given.
  private static func snapshotSteps(_ arguments: ParsedCommandLine, flows: [String])
    -> Result<SnapshotSteps?, UsageError>
  {
    let record = arguments.value(.record)
    let verify = arguments.value(.verify)
    if record != nil && verify != nil {
      return .failure(
        UsageError(
          message: "--record and --verify cannot be given together; record first, then verify",
          command: spec))
    }
    guard let folder = record ?? verify else { return .success(nil) }
    var inputs = InputFiles.none
    for flow in flows { inputs.add(flow) }
    return .success(
      SnapshotSteps(mode: record != nil ? .record : .verify, folder: folder, inputs: inputs))
  }
}

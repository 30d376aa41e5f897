import Diagnostics
import FileSystem
import SceneFrontend
import SceneModel
import SceneReport
import SceneRuntime

/// The flows of `report --flows`: each loaded as `test` loads it (`FlowInput`), run step by
/// step on its storyboard (`FlowTracer`), and what they leave out (`FlowCoverage`).
enum ReportFlows {
  /// The trace of each flow `paths` name whose storyboard is one of the report's; a flow on
  /// another storyboard is left out with a line in `notes`. An unreadable flow is an
  /// error (status 2) in `output`.
  static func traces(
    _ paths: [String], storyboards: [ReportStoryboard], root: ReadRoot?,
    read: inout InputFiles, notes: inout [String], into output: inout CommandOutput
  ) -> [FlowTrace] {
    guard !paths.isEmpty else { return [] }
    let (files, folderProblems, walkNotes) = InputPaths.expand(paths, finding: .flows, root: root)
    output.stderr += walkNotes.map { $0 + "\n" }.joined()
    for problem in folderProblems {
      output.stderr += "scenectl: error: \(problem.reason)\n"
      output.escalate(to: .usageOrInput)
    }
    let shown = Set(storyboards.map { InputPaths.normalized($0.storyboard.file) })
    let checks = FileCheck.Cache()
    var traces: [FlowTrace] = []
    for input in files {
      guard let bytes = StoryboardInput.bytes(of: input.path, what: "a flow file", into: &output)
      else { continue }
      read.add(input.path)
      let file = InputFile.displayName(input.path)
      let loaded = FlowInput.load(
        bytes, file: file, root: input.root, device: nil, checks: checks)
      if let storyboard = loaded.storyboardPath, !shown.contains(storyboard) {
        notes.append(
          "\(file): left out: it runs on '\(storyboard)', which this report does not show")
        continue
      }
      traces.append(
        FlowTracer.trace(
          file: file, storyboardPath: loaded.storyboardPath, deviceName: loaded.deviceName,
          problems: loaded.problems, flow: loaded.flow, storyboard: loaded.storyboard,
          device: loaded.device, layout: { SimulateLayout(storyboard: $0) },
          describe: FlowRun.describe))
    }
    return traces
  }

  /// What the flows left out of a storyboard, as `test --coverage` counts it.
  static func coverage(of storyboard: Storyboard, exercised: [Set<Exercised>])
    -> ReportCoverage
  {
    let covered = exercised.reduce(into: Set<Exercised>()) { $0.formUnion($1) }
    let items = FlowCoverage.items(of: storyboard)
    let counts = FlowCoverage.Kind.allCases.map { kind in
      let all = items.filter { $0.kind == kind }
      return ReportCoverage.Count(
        kind: kind.rawValue, exercised: all.filter { covered.contains($0.key) }.count,
        total: all.count)
    }
    let missed = items.filter { !covered.contains($0.key) }.map {
      ReportCoverage.Missed(name: $0.name, location: $0.location)
    }
    return ReportCoverage(counts: counts, missed: missed)
  }
}

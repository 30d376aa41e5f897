import Diagnostics
import FileSystem
import ScenePictures
import SceneRuntime

/// Writes `simulate --snapshots DIR` pictures: one SVG per step, numbered
/// from 0 (the launch), and one marked as failed where a step fails.
///
/// The folder must be new or empty, so that old snapshots never sit beside new ones. With
/// `--force`, the old snapshots in it that scenectl wrote (named `NNN-*.svg` and carrying its
/// header) are removed first and every other file is left alone. Every name the run may
/// write is checked against the output rule (`OutputRule`) before the simulation starts.
struct SnapshotRecorder {
  let folder: String
  /// Digits of the step numbers in file names: enough for the last step.
  let digits: Int
  let rule: OutputRule
  private(set) var step = 0
  /// The first problem, if any; later snapshots are not attempted.
  private(set) var problem: String?

  /// A recorder for a run whose steps have these labels (the launch's first), once the
  /// folder and every snapshot name the run may write (each step's, and its `-failed` one)
  /// pass the output rule; else why not. With `force`, the old snapshots are removed.
  static func prepare(folder: String, labels: [String], rule: OutputRule)
    -> Result<SnapshotRecorder, OutputRule.Refusal>
  {
    let shown = MessageText.escaped(folder)
    if let refusal = rule.refusal(forFolder: folder) { return .failure(.init(message: refusal)) }
    var names: [String] = []
    if FileSystem.entry(at: folder) == .folder {
      switch FileSystem.names(in: folder) {
      case .failure(let failure):
        return .failure(.init(message: "cannot list '\(shown)': \(failure.reason)"))
      case .success(let found): names = found
      }
    }
    if let first = names.first, !rule.force {
      let more = names.count == 1 ? "" : " and \(names.count - 1) more"
      return .failure(
        .init(
          message: "'\(shown)' is not empty (it holds '\(MessageText.escaped(first))'\(more)); "
            + "give a new or empty folder, or --force to replace the snapshots scenectl wrote "
            + "in it"))
    }
    let recorder = SnapshotRecorder(
      folder: folder, digits: SnapshotWriter.digits(lastStep: labels.count - 1), rule: rule)
    for (step, label) in labels.enumerated() {
      for failed in [false, true] {
        if case .failure(let refusal) = rule.check(
          recorder.path(step: step, event: label, failed: failed), folderIsMade: true)
        {
          return .failure(refusal)
        }
      }
    }
    for name in names where SnapshotWriter.isSnapshotName(name) {
      let path = folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
      guard case .file = FileSystem.entry(at: path), rule.inputs.input(replacedBy: path) == nil,
        case .success(let head) = FileSystem.head(of: path, limit: GeneratedHeader.headLimit),
        GeneratedHeader.isPresent(in: head)
      else { continue }
      if case .failure(let failure) = FileSystem.remove(path) {
        return .failure(
          .init(
            message: "cannot remove the old snapshot '\(MessageText.escaped(path))': "
              + failure.reason))
      }
    }
    if case .failure(let failure) = FileSystem.createFolder(folder) {
      return .failure(
        .init(message: "'\(shown)' is not a folder that can be created: \(failure.reason)"))
    }
    return .success(recorder)
  }

  private init(folder: String, digits: Int, rule: OutputRule) {
    self.folder = folder
    self.digits = digits
    self.rule = rule
  }

  private func path(step: Int, event: String, failed: Bool) -> String {
    SnapshotWriter.path(step: step, event: event, failed: failed, digits: digits, in: folder)
  }

  mutating func record(_ simulator: Simulator, event: String, failed: Bool = false) {
    guard problem == nil else { return }
    defer { if !failed { step += 1 } }
    switch rule.check(path(step: step, event: event, failed: failed), folderIsMade: true) {
    case .failure(let refusal):
      problem = refusal.message
    case .success(let target):
      let svg = SnapshotWriter.svg(simulator, step: step, event: event, failed: failed)
      problem = rule.write(
        GeneratedHeader.marked(svg, .xml, by: "simulate --snapshots"), to: target)
    }
  }
}

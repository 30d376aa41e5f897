import Diagnostics
import FileSystem
import ScenePictures
import SceneRuntime

/// Writes `simulate --snapshots DIR` pictures: one SVG per step, numbered
/// from 0 (the launch), and one marked as failed where a step fails.
///
/// The folder must be new or empty, so that old snapshots never sit beside new ones. With
/// `--force`, the old snapshots in it (the names `SnapshotWriter` makes, `NNN-*.svg`) are
/// removed first and every other file is left alone. No snapshot replaces an input file.
struct SnapshotRecorder {
  let folder: String
  /// Digits of the step numbers in file names: enough for the last step.
  let digits: Int
  let inputs: InputFiles
  private(set) var step = 0
  /// The first problem, if any; later snapshots are not attempted.
  private(set) var problem: String?

  /// - Parameter steps: how many steps follow the launch.
  init(folder: String, steps: Int, force: Bool, inputs: InputFiles) {
    self.folder = folder
    self.digits = SnapshotWriter.digits(lastStep: steps)
    self.inputs = inputs
    let shown = MessageText.escaped(folder)
    if case .failure(let failure) = FileSystem.createFolder(folder) {
      problem = "'\(shown)' is not a folder that can be created: \(failure.reason)"
      return
    }
    switch FileSystem.names(in: folder) {
    case .failure(let failure):
      problem = "cannot list '\(shown)': \(failure.reason)"
    case .success(let names) where !names.isEmpty && !force:
      let first = MessageText.escaped(names[0])
      let more = names.count == 1 ? "" : " and \(names.count - 1) more"
      problem =
        "'\(shown)' is not empty (it holds '\(first)'\(more)); give a new or empty folder, "
        + "or --force to replace the snapshots in it"
    case .success(let names):
      for name in names where SnapshotWriter.isSnapshotName(name) {
        let path = folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
        guard inputs.input(replacedBy: path) == nil, FileSystem.kind(of: path) == .file else {
          continue
        }
        if case .failure(let failure) = FileSystem.remove(path) {
          problem =
            "cannot remove the old snapshot '\(MessageText.escaped(path))': "
            + failure.reason
          return
        }
      }
    }
  }

  mutating func record(_ simulator: Simulator, event: String, failed: Bool = false) {
    guard problem == nil else { return }
    defer { if !failed { step += 1 } }
    let path = SnapshotWriter.path(
      step: step, event: event, failed: failed, digits: digits, in: folder)
    if let refusal = inputs.refusal(toWrite: path) {
      problem = refusal
      return
    }
    do {
      try SnapshotWriter.write(
        simulator, step: step, event: event, failed: failed, digits: digits, to: folder)
    } catch {
      problem = "cannot write '\(MessageText.escaped(path))': \(error.reason)"
    }
  }
}

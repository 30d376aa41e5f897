import FileSystem
import ScenePictures
import SceneRuntime

/// Writes `simulate --snapshots DIR` pictures: one SVG per step, numbered
/// from 0 (the launch), and one marked as failed where a step fails.
struct SnapshotRecorder {
  let folder: String
  private(set) var step = 0
  /// The first write error, if any; later snapshots are not attempted.
  private(set) var problem: String?

  init(folder: String) {
    self.folder = folder
    if case .failure = FileSystem.createFolder(folder) {
      problem = "'\(folder)' is not a folder that can be created"
    }
  }

  mutating func record(_ simulator: Simulator, event: String, failed: Bool = false) {
    guard problem == nil else { return }
    do {
      try SnapshotWriter.write(simulator, step: step, event: event, failed: failed, to: folder)
    } catch {
      problem = "'\(folder)' is not writable"
    }
    if !failed { step += 1 }
  }
}

import Diagnostics
import Parallel
import SceneModel

/// The layout checks of a storyboard split into runs of consecutive scenes that can be solved
/// concurrently, on any thread: the runs share the storyboard, which is only read, and one
/// `SolutionCache`, which is locked.
///
///     let runs = LayoutRuns(storyboard)
///     let found = Parallel.map(runs.count) { runs.diagnostics(run: $0) }.flatMap { $0 }
///
/// Joined in run order, the runs' diagnostics are those of laying the scenes out one by one.
public struct LayoutRuns: Sendable {
  /// The storyboard laid out.
  public let storyboard: Storyboard
  /// The bars around each scene, by scene index.
  let contexts: [ContainerContext]
  /// The indices of the scenes in each run (scenes with no views or constraints are skipped).
  let runs: [[Int]]
  /// The systems solved so far, shared by the runs.
  let cache = SolutionCache()

  /// A storyboard's scenes in at most `parts` runs; a small storyboard (fewer scenes than
  /// `parallelThreshold`) is one run. With `only`, the scenes it accepts (a merge's check lays
  /// out only the scenes the merge changed).
  public init(
    _ storyboard: Storyboard, parts: Int = LayoutRuns.defaultParts,
    only: ((Scene) -> Bool)? = nil
  ) {
    self.storyboard = storyboard
    let scenes = storyboard.scenes.indices.filter {
      let scene = storyboard.scenes[$0]
      return (!scene.views.isEmpty || !scene.constraints.isEmpty || !scene.freeViews.isEmpty)
        && only?(scene) != false
    }
    let ranges = Parallel.chunks(
      scenes.count, parts: scenes.count >= Self.parallelThreshold ? parts : 1)
    self.runs = ranges.map { Array(scenes[$0]) }
    self.contexts = ContainerContext.inferred(for: storyboard)
  }

  /// How many runs a large storyboard is split into by default: many more runs than cores, so
  /// that the cores finish at about the same time (the validator runs beside them as one job,
  /// and with 8 runs the core that took the last one worked a run's length alone: about 8 % of
  /// the checks of a 1,000-scene file).
  public static let defaultParts = 16
  /// The number of scenes from which a storyboard is split.
  public static let parallelThreshold = 64

  /// The number of runs.
  public var count: Int { runs.count }

  /// The merged diagnostics of one run's scenes, in scene order.
  public func diagnostics(run: Int) -> [Diagnostic] {
    let devices = storyboard.resolvedDevices
    var out: [Diagnostic] = []
    for i in runs[run] {
      // One copy of the scene for all its layouts (an element passed on from the list is
      // copied at each call), none into a list of its forms.
      let written = storyboard.scenes[i]
      var found: [(String, [LayoutIssue])] = []
      if written.hasVariations {
        // A scene whose views vary with the size classes is laid out as it is on each device.
        for device in devices {
          found += issues(written.resolved(on: device), on: [device], scene: i)
        }
      } else {
        found = issues(written, on: devices, scene: i)
      }
      if found.contains(where: { !$0.1.isEmpty }) { out += LayoutIssue.merge(found) }
      out += FreeViewLayout.diagnostics(of: written, devices: devices, cache: cache)
    }
    return out
  }

  /// The layout issues of `scene` (the storyboard's scene `index`, or its form on one device)
  /// on each of `devices`, by device name.
  private func issues(_ scene: Scene, on devices: [Device], scene index: Int)
    -> [(String, [LayoutIssue])]
  {
    // A storyboard's devices all run the iOS it models.
    let tree = LayoutTree(scene, ios: devices.first?.ios ?? Storyboard.currentIOS)
    let solutions = SceneLayoutEngine.solve(
      scene, tree: tree, devices: devices, container: contexts[index], cache: cache)
    return solutions.map { solution in
      (solution.device.name, LayoutChecks(scene: scene, tree: tree, solution: solution).issues())
    }
  }
}

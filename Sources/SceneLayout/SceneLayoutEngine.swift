import Diagnostics
import Parallel
import SceneModel

/// The solved frame of one view.
public struct ViewFrame: Sendable, Hashable {
  /// The view's id.
  public var id: String
  /// Its frame in window coordinates.
  public var frame: Rect

  /// A view's frame.
  public init(id: String, frame: Rect) {
    self.id = id
    self.frame = frame
  }
}

/// A scene laid out on one device: every view's frame and the problems found.
public struct LayoutResult: Sendable {
  /// The scene's id.
  public var scene: String
  /// The device.
  public var device: Device
  /// The bars around the scene.
  public var container: ContainerContext
  /// Every view's frame in window coordinates, in document order (`Scene.allViews`), on the
  /// device's pixel grid (docs/Layout.md §5e).
  public var frames: [ViewFrame]
  /// The solver's exact frames, in the order of `frames`, before they went on the grid: what
  /// a length measured in points is held to (the audit's text rules, `TextFit`), where the
  /// grid would move the frame by part of a pixel that depends on where the view lies.
  public var solvedFrames: [Rect] = []
  /// The problems found on this device, each naming it (see `LayoutIssue`).
  public var issues: [LayoutIssue]

  /// The frame of the view with this id.
  public func frame(of id: String) -> Rect? {
    frames.first { $0.id == id }?.frame
  }

  /// The frames by view id.
  public var framesByID: [String: Rect] {
    var out: [String: Rect] = [:]
    for item in frames where out[item.id] == nil { out[item.id] = item.frame }
    return out
  }

  /// This device's diagnostics.
  public var diagnostics: [Diagnostic] {
    issues.map { $0.diagnostic(devices: [device.name]) }
  }

  /// The result with each frame's edges on its device's pixel grid, in window coordinates
  /// (`Rect.pixelAligned(scale:)` with `Device.scale`), as UIKit shows them: views that touch
  /// still touch, and a frame relative to its superview is the difference of two on the grid.
  var onPixelGrid: LayoutResult {
    var out = self
    out.solvedFrames = frames.map(\.frame)
    for k in out.frames.indices {
      out.frames[k].frame = out.frames[k].frame.pixelAligned(scale: device.scale)
    }
    return out
  }
}

/// Lays out scenes: lowers their constraints to the solver and reads back frames and
/// diagnostics (docs/Layout.md). The frames it gives are on the device's pixel grid
/// (`LayoutResult.onPixelGrid`); the solver's values stay exact, and the checks read them
/// (docs/Layout.md §5e).
///
///     let result = SceneLayoutEngine.layout(scene, in: storyboard, device: .named("ipad")!)
///     print(LayoutFormat.rect(result.frame(of: "characterImage")!))
///     // Prints "[200, 380, 420, 420]"
///
/// Devices whose active `when:` constraints are the same share one solver: the first is
/// solved from scratch, the others by changing the screen and safe-area constants in place
/// (a dual simplex step each), which is how `validate` stays fast (docs/Layout.md §7).
public enum SceneLayoutEngine {
  /// Lays out a scene on one device, as the file writes it.
  ///
  /// - Parameter container: the bars around the scene (and the root view's frame when it
  ///   does not fill the screen); nil to infer the bars from the storyboard's segues
  ///   (`ContainerContext.inferred(for:in:)`).
  public static func layout(
    _ scene: Scene, in storyboard: Storyboard, device: Device, container: ContainerContext? = nil
  ) -> LayoutResult {
    layout(scene, in: storyboard, device: device, container: container, values: [])
  }

  /// Lays out a scene on one device with the values its views' properties have at run time
  /// (texts, `hidden`), which win over the file's.
  public static func layout(
    _ scene: Scene, in storyboard: Storyboard, device: Device, container: ContainerContext?,
    values: [PropertyValue]
  ) -> LayoutResult {
    let context = container ?? ContainerContext.inferred(for: scene, in: storyboard)
    return layouts(scene, devices: [device], container: context, values: values)[0]
  }

  /// The frames of a scene's views on a device, by view id (`layout` gives them in document
  /// order).
  public static func frames(
    for scene: Scene, in storyboard: Storyboard, device: Device, container: ContainerContext? = nil
  ) -> [String: Rect] {
    frames(for: scene, in: storyboard, device: device, container: container, values: [])
  }

  /// The frames of a scene's views on a device with run-time property values, by view id.
  public static func frames(
    for scene: Scene, in storyboard: Storyboard, device: Device, container: ContainerContext?,
    values: [PropertyValue]
  ) -> [String: Rect] {
    layout(scene, in: storyboard, device: device, container: container, values: values)
      .framesByID
  }

  /// Lays out a scene on several devices, sharing the solver between devices that have the
  /// same active constraints.
  ///
  /// - Returns: one result per device, in the order given.
  public static func layouts(
    _ scene: Scene, devices: [Device], container: ContainerContext
  ) -> [LayoutResult] {
    layouts(scene, devices: devices, container: container, values: [])
  }

  /// Lays out a scene on several devices with run-time property values.
  ///
  /// - Returns: one result per device, in the order given, its frames on the device's pixel
  ///   grid.
  public static func layouts(
    _ scene: Scene, devices: [Device], container: ContainerContext, values: [PropertyValue]
  ) -> [LayoutResult] {
    layouts(scene, devices: devices, container: container, values: values, isFreeView: false)
      .map(\.onPixelGrid)
  }

  /// Lays out a scene's view tree, or a free view's scene (`FreeViewLayout`), on several
  /// devices, with the solver's exact frames (off the pixel grid: the public calls round
  /// them once they are final, the runtime once it has placed them in the window).
  static func layouts(
    _ scene: Scene, devices: [Device], container: ContainerContext, values: [PropertyValue],
    isFreeView: Bool, resolvedVariations: Bool = false
  ) -> [LayoutResult] {
    if scene.hasVariations, !(devices.count == 1 && resolvedVariations) {
      // Views vary with the size classes: each device lays out the scene as it is there
      // (once: a view the resolution missed must not send this round again).
      return devices.flatMap { device in
        layouts(
          scene.resolved(on: device), devices: [device], container: container, values: values,
          isFreeView: isFreeView, resolvedVariations: true)
      }
    }
    if let first = devices.first, devices.contains(where: { $0.ios != first.ios }) {
      // Each iOS measures the controls its own way: one tree per device.
      return devices.flatMap { device in
        layouts(
          scene, devices: [device], container: container, values: values, isFreeView: isFreeView,
          resolvedVariations: resolvedVariations)
      }
    }
    let ios = devices.first?.ios ?? Storyboard.currentIOS
    let tree = LayoutTree(scene, values: values, isFreeView: isFreeView, ios: ios)
    let solutions = solve(scene, tree: tree, devices: devices, container: container, cache: nil)
    return solutions.map { solution in
      LayoutResult(
        scene: scene.id.value, device: solution.device, container: container,
        frames: zip(tree.views, solution.frames).map {
          ViewFrame(id: $0.0.id.value, frame: $0.1)
        },
        issues: LayoutChecks(scene: scene, tree: tree, solution: solution).issues())
    }
  }

  /// The layout diagnostics of every scene of a storyboard on each of its devices, merged
  /// across devices (what `scenectl validate` reports), in scene order.
  ///
  /// Scenes are independent systems, so a large storyboard is split into `LayoutRuns` that
  /// are solved concurrently; the output is the same as a single run's.
  public static func diagnostics(for storyboard: Storyboard) -> [Diagnostic] {
    let runs = LayoutRuns(storyboard)
    return Parallel.map(runs.count) { runs.diagnostics(run: $0) }.flatMap { $0 }
  }

  /// Solves a scene for each device, in the order given.
  ///
  /// Devices are grouped by their active constraints; in a group the first device is solved
  /// from scratch and the others by `LayoutSystem.apply(_:)`, falling back to a fresh solve
  /// when that fails or the group has a conflict (whose broken constraint may differ); each
  /// is then solved again while margins and guides take the safe area (`ViewSafeAreas`). A
  /// group whose view count, lowered constraints, devices and bars equal those of a group
  /// solved before (scenes built alike) takes the cached solutions.
  static func solve(
    _ scene: Scene, tree: LayoutTree, devices: [Device], container: ContainerContext,
    cache: SolutionCache?
  ) -> [Solution] {
    var groups: [(active: [Int], devices: [Int])] = []
    let conditional = scene.constraints.contains { !$0.conditions.isEmpty }
    let all = Array(scene.constraints.indices)
    for (d, device) in devices.enumerated() {
      let active =
        conditional
        ? all.filter { i in
          scene.constraints[i].conditions.allSatisfy { device.matches(condition: $0.value) }
        } : all
      if let g = groups.firstIndex(where: { $0.active == active }) {
        groups[g].devices.append(d)
      } else {
        groups.append((active, [d]))
      }
    }
    var solutions: [Solution?] = Array(repeating: nil, count: devices.count)
    for group in groups {
      let lowering = Lowering(scene: scene, tree: tree, active: group.active, context: container)
      let measured = ViewSafeAreas.measuredViews(lowering)
      let constraints = lowering.constraints()
      let key = SolutionCache.Key(
        viewCount: tree.views.count, constraints: constraints,
        devices: group.devices.map { devices[$0] }, context: container, titleView: tree.titleView)
      if let cached = cache?.solutions(for: key) {
        for (d, solution) in zip(group.devices, cached) {
          var solution = solution
          solution.placeTitleView(tree, context: container)
          solution.placeBarViews(tree, context: container)
          solutions[d] = solution
        }
        continue
      }
      var solved: [Solution] = []
      var shared: LayoutSystem?
      for d in group.devices {
        if let system = shared, system.exhausted {
          // Too costly on one device is too costly on the others: they are not solved again.
          var solution = system.solution()
          solution.device = devices[d]
          solved.append(solution)
          continue
        }
        if let system = shared, system.apply(devices[d]) {
          let settled = ViewSafeAreas.settled(
            system.solution(), lowering: lowering, views: measured)
          solved.append(SizeFloors.applied(settled, lowering: lowering, measured: measured))
          continue
        }
        let fresh = LayoutSystem(lowering, constraints: constraints, device: devices[d])
        let settled = ViewSafeAreas.settled(fresh.solution(), lowering: lowering, views: measured)
        solved.append(SizeFloors.applied(settled, lowering: lowering, measured: measured))
        if shared == nil { shared = fresh }
      }
      for (d, solution) in zip(group.devices, solved) { solutions[d] = solution }
      cache?.store(solved, for: key)
    }
    return solutions.compactMap { $0 }
  }
}

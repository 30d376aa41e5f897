import SceneModel

extension SceneLayoutEngine {
  /// The exact frames of a scene's views by id with run-time values (`frames(for:in:device:
  /// container:values:)` before they go on the pixel grid, which the runtime does in window
  /// coordinates), reusing the system of the scene's last layout on this
  /// device and bars when the new values change only the constants of its constraints
  /// (`LayoutSystem.relayout(_:constraints:)`): a label's new text moves its intrinsic size
  /// without building the tableau again. The system to reuse next time is left in `retained`
  /// (nil when there is none: a scene that varies with the size classes, one whose views take
  /// the safe area as margins, which needs more passes, one with a conflict, or one where a
  /// view gets a negative size, which `SizeFloors` lays out again).
  ///
  /// - Returns: the frames, and whether the retained system was moved rather than a new one
  ///   solved.
  static func relaidFrames(
    _ scene: Scene, in storyboard: Storyboard, device: Device, container: ContainerContext,
    values: [PropertyValue], retained: inout LayoutSystem?
  ) -> (frames: [String: Rect], moved: Bool) {
    guard !scene.hasVariations else {
      retained = nil
      return (exactFrames(scene, device: device, container: container, values: values), false)
    }
    let tree = LayoutTree(scene, values: values, isFreeView: false, ios: device.ios)
    let active = scene.constraints.indices.filter { i in
      scene.constraints[i].conditions.allSatisfy { device.matches(condition: $0.value) }
    }
    let lowering = Lowering(scene: scene, tree: tree, active: active, context: container)
    guard ViewSafeAreas.measuredViews(lowering).isEmpty else {
      retained = nil
      return (exactFrames(scene, device: device, container: container, values: values), false)
    }
    let constraints = lowering.constraints()
    if let system = retained, system.relayout(tree, constraints: constraints) {
      let solution = system.solution()
      if !SizeFloors.hasNegativeSize(solution, tree) { return (framesByID(tree, solution), true) }
    }
    let system = LayoutSystem(lowering, constraints: constraints, device: device)
    retained = system.conflicts.isEmpty && !system.exhausted ? system : nil
    let solution = system.solution()
    guard SizeFloors.hasNegativeSize(solution, tree) else {
      return (framesByID(tree, solution), false)
    }
    // UIKit floors the negative size (`SizeFloors`), which the retained system does not.
    retained = nil
    let floored = SizeFloors.applied(solution, lowering: lowering, measured: [])
    return (framesByID(tree, floored), false)
  }

  /// A scene's exact frames by view id, solved from scratch: the runtime puts them on the
  /// pixel grid once it has placed them in the window (`Simulator.viewsOnScreen(layout:)`).
  private static func exactFrames(
    _ scene: Scene, device: Device, container: ContainerContext, values: [PropertyValue]
  ) -> [String: Rect] {
    layouts(scene, devices: [device], container: container, values: values, isFreeView: false)
      .first?.framesByID ?? [:]
  }

  /// A solution's frames by view id (the first view with an id, as `LayoutResult.framesByID`).
  private static func framesByID(_ tree: LayoutTree, _ solution: Solution) -> [String: Rect] {
    var out: [String: Rect] = [:]
    for (view, frame) in zip(tree.views, solution.frames) where out[view.id.value] == nil {
      out[view.id.value] = frame
    }
    return out
  }
}

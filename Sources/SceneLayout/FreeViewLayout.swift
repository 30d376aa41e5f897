import Diagnostics
import SceneModel

/// Lays out a scene's free views (`Scene.freeViews`, an extension, docs/Layout.md §5d): each on
/// its own at its `size`, as a cell's content is, with its own constraints.
///
/// A free view is laid out as a scene of its own whose root view is the free view's size, with
/// no insets or bars, and whose one view is the free view, filling that root; `superview` of
/// its direct subviews is the free view. Frames are relative to the free view's top-left.
/// Conflicts and ambiguity are reported as in the view tree; nothing is off screen (the free
/// view is not on screen at all).
///
///     for result in FreeViewLayout.layouts(of: scene, device: .named("iphone")!) {
///       for item in result.frames { print(item.id, LayoutFormat.rect(item.frame)) }
///     }
///     // Prints "reverbPanel [0, 0, 300, 80]", then its subviews
public enum FreeViewLayout {
  /// A free view as a scene of its own and the context it is laid out in; nil without a size.
  static func scene(_ free: FreeView, of scene: Scene) -> (Scene, ContainerContext)? {
    guard let size = free.size else { return nil }
    let frame = Rect(x: 0, y: 0, width: size.value.width, height: size.value.height)
    var own = Scene(id: scene.id, kind: Located(.viewController, at: scene.kind.location))
    var view = free.view
    view.frame = Located(frame, at: size.location)
    own.views = [view]
    own.constraints = free.constraints
    own.hasUnreadableConstraints = free.hasUnreadableConstraints
    own.partialLayout = scene.partialLayout
    own.unreadViewIDs = scene.unreadViewIDs
    return (own, ContainerContext(frame: frame))
  }

  /// The scene's free views laid out on a device, in file order (free views without a size
  /// are left out): each result's first frame is the free view's, `[0, 0, w, h]`, and the
  /// frames are on the device's pixel grid from its top-left.
  public static func layouts(of scene: Scene, device: Device) -> [LayoutResult] {
    scene.freeViews.compactMap { free in
      guard let (own, context) = self.scene(free, of: scene) else { return nil }
      return SceneLayoutEngine.layouts(
        own, devices: [device], container: context, values: [], isFreeView: true
      ).first?.onPixelGrid
    }
  }

  /// The layout diagnostics of the scene's free views on each device, merged across devices
  /// per free view, in file order.
  static func diagnostics(of scene: Scene, devices: [Device], cache: SolutionCache?)
    -> [Diagnostic]
  {
    var out: [Diagnostic] = []
    for free in scene.freeViews {
      guard let (written, context) = self.scene(free, of: scene) else { continue }
      let variants =
        written.hasVariations
        ? devices.map { (written.resolved(on: $0), [$0]) } : [(written, devices)]
      var found: [(String, [LayoutIssue])] = []
      for (own, onDevices) in variants {
        let tree = LayoutTree(
          own, isFreeView: true, ios: onDevices.first?.ios ?? Storyboard.currentIOS)
        let solutions = SceneLayoutEngine.solve(
          own, tree: tree, devices: onDevices, container: context, cache: cache)
        found += solutions.map { solution in
          (solution.device.name, LayoutChecks(scene: own, tree: tree, solution: solution).issues())
        }
      }
      if found.contains(where: { !$0.1.isEmpty }) { out += LayoutIssue.merge(found) }
    }
    return out
  }
}

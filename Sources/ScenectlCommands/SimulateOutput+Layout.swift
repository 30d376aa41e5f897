import SceneLayout
import SceneModel
import SceneRuntime

/// Frames for `simulate`: each scene on screen laid out by `SceneLayoutEngine` with the bars
/// its place in the hierarchy gives it.
struct SimulateLayout: LayoutProvider {
  let storyboard: Storyboard

  func frames(of scene: Scene, placement: Placement, device: Device) -> [String: Rect] {
    var bars = ContainerContext(
      navigationBar: placement.navigationBar, tabBar: placement.tabBar,
      toolbar: placement.toolbar)
    bars.largeTitle = placement.largeTitle
    return SceneLayoutEngine.frames(
      for: scene, in: storyboard, device: device, container: bars.extendingLayout(of: scene))
  }
}

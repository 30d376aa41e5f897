import SceneLayout
import SceneModel
import SceneRuntime

/// Frames for `simulate` and `test`: each scene on screen laid out by `SceneLayoutEngine`
/// with the bars its place in the hierarchy gives it and the values its views have now
/// (`Controller.measuredValues`), through a `LayoutMemo` so that an unchanged scene is not
/// solved again.
struct SimulateLayout: LayoutProvider {
  let memo: LayoutMemo

  init(storyboard: Storyboard) {
    memo = LayoutMemo(storyboard: storyboard)
  }

  func frames(of controller: Controller, placement: Placement, device: Device) -> [String: Rect] {
    var bars = ContainerContext(
      navigationBar: placement.navigationBar, tabBar: placement.tabBar,
      toolbar: placement.toolbar)
    bars.largeTitle = placement.largeTitle
    bars.inSheet = placement.sheet != nil
    return memo.frames(
      of: controller.scene, device: device, container: bars.extendingLayout(of: controller.scene),
      values: Self.values(of: controller))
  }

  /// The controller's measured values as the layout takes them.
  static func values(of controller: Controller) -> [PropertyValue] {
    controller.measuredValues.map {
      PropertyValue(view: $0.view, property: $0.property, value: $0.value)
    }
  }
}

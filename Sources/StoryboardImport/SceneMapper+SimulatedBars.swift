import StoryboardXML
import TextPosition
import YAML

/// Interface Builder's simulated metrics: the bars the canvas draws a view controller under.
extension SceneMapper {
  /// The bars a view controller's canvas simulates, as `simulatedBars:`
  /// (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`, a tab bar's or a
  /// toolbar's `key="simulatedBottomBarMetrics"`); nil when it simulates none (no such
  /// element, or `<nil key=...>`, "None" in the inspector). An opaque bar
  /// (`translucent="NO"`) is left out: the canvas draws the root view beside it, shorter than
  /// the screen, which is not modelled for a scene shown by code. Of the containers, only a
  /// navigation controller's simulated tab bar is carried: the tab it is of another
  /// storyboard's tab bar controller (Blog's, Explore's and e-Rouška's help navigation
  /// controllers, each with its tab bar item), which its stack is laid out above.
  func simulatedBars() -> YAMLTree? {
    let navigation = kind == "navigationController"
    guard navigation || !Self.containerKinds.contains(kind) else { return nil }
    var names: [String] = []
    var position: TextPosition?
    if !navigation, let top = controller.child(key: "simulatedTopBarMetrics"),
      top.name == "simulatedNavigationBarMetrics", top["translucent"] != "NO"
    {
      names.append("navigationBar")
      position = top.position
    }
    if let bottom = controller.child(key: "simulatedBottomBarMetrics"),
      bottom["translucent"] != "NO"
    {
      switch bottom.name {
      case "simulatedTabBarMetrics": names.append("tabBar")
      case "simulatedToolbarMetrics" where !navigation: names.append("toolbar")
      default: break
      }
      if position == nil, !names.isEmpty { position = bottom.position }
    }
    guard let position, !names.isEmpty else { return nil }
    return YAMLTree(.flowList(names.map { Node.Scalar(text: $0, style: .plain) }), at: position)
  }
}

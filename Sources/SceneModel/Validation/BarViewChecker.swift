import Diagnostics

/// Checks the views bars show (extensions, docs/SceneFormat.md): a bar item's `view:` names
/// a view of the scene, and a standalone navigation bar's `titleView:` and its items' views
/// are subviews of that bar, where UIKit puts them.
struct BarViewChecker {
  let scene: Scene

  func check() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let sceneName = scene.id.value
    for item in scene.allBarItems {
      guard let view = item.view, !scene.declaresView(view.value) else { continue }
      diagnostics.append(
        .barItemViewUnknown(view.value, item: item.id.value, scene: sceneName, at: view.location))
    }
    // By index: a view is copied only once it is one to check.
    for i in scene.allViews.indices
    where scene.allViews[i].type.value == .toolbar || scene.allViews[i].type.value == .navigationBar
    {
      let bar = scene.allViews[i]
      let inside = Set(bar.subviews.map(\.id.value))
      let named =
        [bar.navigationItem?.titleView].compactMap { $0 } + bar.ownBarItems.compactMap(\.view)
      for view in named where scene.view(view.value) != nil && !inside.contains(view.value) {
        diagnostics.append(
          .barViewOutsideBar(view.value, bar: bar.id.value, at: view.location))
      }
      if let titleView = bar.navigationItem?.titleView, !scene.declaresView(titleView.value) {
        diagnostics.append(
          .titleViewUnknown(titleView.value, scene: sceneName, at: titleView.location))
      }
    }
    return diagnostics
  }
}

extension Diagnostic {
  static func barItemViewUnknown(_ id: String, item: String, scene: String, at location: Location)
    -> Diagnostic
  {
    .error(
      .barItemViewUnknown,
      "bar item '\(item)' shows '\(id)', which is not a view of scene '\(scene)'; add the view "
        + "to the scene's 'views:' (to the bar's 'subviews:' in a standalone bar) or remove "
        + "'view:'",
      at: location)
  }

  static func barViewOutsideBar(_ id: String, bar: String, at location: Location) -> Diagnostic {
    .error(
      .barViewOutsideBar,
      "'\(id)' is shown by the standalone bar '\(bar)' but is not one of its subviews; UIKit "
        + "makes it a subview of the bar, so move it into the 'subviews:' of '\(bar)'",
      at: location)
  }
}

import Diagnostics

/// Checks a scene's refresh controls: each on a scroll view, where UIKit has one, with an
/// action sent from it, and its actions sent for `valueChanged`, the only event it sends.
struct RefreshControlChecker {
  let scene: Scene

  func check() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // Indices, not `for view in`: a loop variable would copy every view.
    for i in scene.allViews.indices {
      guard let control = scene.allViews[i].refreshControl else { continue }
      let view = scene.allViews[i]
      let id = control.id.value
      if !view.type.value.takesRefreshControl {
        diagnostics.append(
          .refreshControlMisplaced(
            id, view: view.id.value, type: view.type.value, at: control.location))
      }
      let actions = scene.actions.filter { $0.from.value == id }
      if actions.isEmpty {
        diagnostics.append(
          .refreshControlWithoutAction(id, view: view.id.value, at: control.id.location))
      }
      for action in actions {
        if let event = action.event, event.value != RefreshControl.event {
          diagnostics.append(
            .actionBadEvent(
              event.value, sender: id, kind: "refresh control", events: [RefreshControl.event],
              at: event.location))
        }
      }
    }
    return diagnostics
  }
}

extension Diagnostic {
  static func refreshControlMisplaced(
    _ id: String, view: String, type: ViewType, at location: Location
  ) -> Diagnostic {
    .error(
      .refreshControlMisplaced,
      "'\(id)' is the refresh control of '\(view)', \(type.withArticle), which has none: UIKit's "
        + "refreshControl is a scroll view's (tableView, collectionView, scrollView, textView); "
        + "move 'refreshControl:' to the table or collection view it refreshes",
      at: location)
  }

  static func refreshControlWithoutAction(_ id: String, view: String, at location: Location)
    -> Diagnostic
  {
    .warning(
      .refreshControlWithoutAction,
      "pulling '\(view)' down starts its refresh control '\(id)' and sends valueChanged, but no "
        + "action is sent from '\(id)', so nothing reloads and it spins until code ends it; add "
        + "'{ name: refresh, from: \(id), selector: \"refresh:\" }' to the scene's actions",
      at: location)
  }
}

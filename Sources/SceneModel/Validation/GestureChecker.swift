import Diagnostics

/// Checks what the gestures of a scene's views and of its root view name: each `action:` an
/// action of the scene sent from the gesture's view (`rootView` for the root view's), each
/// `segue:` a segue of the scene from that view.
struct GestureChecker {
  let scene: Scene

  func check() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // Indices, not `for view in`: a loop variable would copy every view.
    for i in scene.allViews.indices where !scene.allViews[i].gestures.isEmpty {
      diagnostics += check(scene.allViews[i].gestures, of: scene.allViews[i].id.value)
    }
    return diagnostics + check(scene.gestures, of: Scene.rootViewID)
  }

  /// The problems of what the gestures of the view `id` (`rootView` for the root view's) name.
  private func check(_ gestures: [Gesture], of id: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for gesture in gestures {
      if let action = gesture.action,
        !scene.actions.contains(where: { $0.name.value == action.value && $0.from.value == id })
      {
        let names = scene.actions.filter { $0.from.value == id }.map(\.name.value)
        diagnostics.append(
          .gestureUnknownAction(
            action.value, gesture: gesture.displayName, view: id, candidates: names,
            at: action.location))
      }
      if let segue = gesture.segue,
        !scene.segues.contains(where: { $0.id?.value == segue.value && $0.from?.value == id }),
        !scene.unreadSegueIDs.contains(segue.value)
      {
        let ids = scene.segues.filter { $0.from?.value == id }.compactMap(\.id?.value)
        diagnostics.append(
          .gestureUnknownSegue(
            segue.value, gesture: gesture.displayName, view: id, candidates: ids,
            at: segue.location))
      }
    }
    return diagnostics
  }
}

extension ViewType {
  /// `an imageView`, `a label`: the type's name after its article.
  public var withArticle: String {
    ("aeiou".contains(rawValue.prefix(1)) ? "an " : "a ") + rawValue
  }
}

extension Diagnostic {
  static func gestureUnknownAction(
    _ action: String, gesture: String, view: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .gestureUnknownAction,
      "the \(gesture) gesture of '\(view)' sends action '\(action)', but no action of that "
        + "name is sent from '\(view)'; add '{ name: \(action), from: \(view) }' to the "
        + "scene's actions" + Suggestions.hint(for: action, in: candidates),
      at: location)
  }

  static func gestureUnknownSegue(
    _ segue: String, gesture: String, view: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .gestureUnknownSegue,
      "the \(gesture) gesture of '\(view)' performs segue '\(segue)', but no segue with that "
        + "identifier starts from '\(view)'; give the segue 'id: \(segue)' and 'from: \(view)'"
        + Suggestions.hint(for: segue, in: candidates),
      at: location)
  }
}

extension Diagnostic {
  /// An action from a view with gestures (not a control) that none of them sends.
  static func actionNotNamedByGesture(
    _ action: String, from id: String, type: ViewType, at location: Location
  ) -> Diagnostic {
    .error(
      .actionNotAControl,
      "action '\(action)' is sent from '\(id)', \(type.withArticle), which is not a control, and "
        + "none of its gestures names it; add 'action: \(action)' to the gesture of '\(id)' "
        + "that sends it",
      at: location)
  }

  /// A segue from a view with gestures (not a control) that none of them performs.
  static func segueNotNamedByGesture(
    _ segue: Segue, from id: String, type: ViewType, at location: Location
  ) -> Diagnostic {
    let naming =
      segue.id.map { "name '\($0.value)' in 'segue:'" }
      ?? "give the segue an 'id' and name it in 'segue:'"
    return .error(
      .segueBadSource,
      "\(segue.displayName) starts from '\(id)', \(type.withArticle), which is not a control, and "
        + "none of its gestures performs it; \(naming) of the gesture of '\(id)' that performs it",
      at: location)
  }

  /// An action or segue from `rootView` that no gesture of the root view sends or performs:
  /// the root view is no control, so only its gestures send anything.
  static func rootViewSourceNotNamedByGesture(
    _ what: String, key: String, name: String, at location: Location
  ) -> Diagnostic {
    .error(
      key == "action" ? .actionNotAControl : .segueBadSource,
      "\(what) starts from 'rootView', the scene's root view, which is not a control, and no "
        + "gesture of the root view names it; add a gesture naming it ('\(key): \(name)') to "
        + "the scene's 'gestures:', or start it from a control",
      at: location)
  }

  /// `event:` on an action a gesture sends: a gesture sends no control events.
  static func gestureActionEvent(_ event: ControlEvent, sender: String, at location: Location)
    -> Diagnostic
  {
    .error(
      .actionBadEventForControl,
      "a gesture of '\(sender)' sends this action, and a gesture sends no control event such as "
        + "'\(event.rawValue)'; remove 'event:'",
      at: location)
  }
}

import Diagnostics

/// Checks actions sent elsewhere than their scene's controller: `target:` names a view or
/// cell of the scene, `targetScene:` another scene (a stale connection, reported), and
/// neither runs steps, which are the controller's.
struct ActionTargetChecker {
  let storyboard: Storyboard
  let scene: Scene

  func check() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let objectIDs = Set(scene.objects.map(\.id.value))
    for action in scene.actions {
      let name = action.name.value
      if let target = action.target, scene.view(target.value) == nil,
        !objectIDs.contains(target.value)
      {
        diagnostics.append(
          .actionUnknownTarget(
            name, target: target.value, scene: scene.id.value,
            candidates: scene.allViews.map(\.id.value) + scene.objects.map(\.id.value),
            at: target.location))
      }
      if let other = action.targetScene {
        if action.target != nil {
          diagnostics.append(.actionTwoTargets(name, at: other.location))
        } else if other.value == scene.id.value {
          diagnostics.append(.actionTargetsOwnScene(name, scene: other.value, at: other.location))
        } else if storyboard.declaresScene(other.value) {
          diagnostics.append(
            .actionCrossScene(name, from: action.from.value, scene: other.value, at: other.location))
        } else {
          diagnostics.append(
            .actionUnknownTargetScene(
              name, scene: other.value, candidates: storyboard.scenes.map(\.id.value),
              at: other.location))
        }
      }
      if let elsewhere = action.target ?? action.targetScene, let step = action.steps.first {
        diagnostics.append(
          .actionElsewhereWithSteps(name, target: elsewhere.value, at: step.location))
      }
    }
    return diagnostics
  }
}

extension Diagnostic {
  static func actionUnknownTarget(
    _ action: String, target: String, scene: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .actionUnknownTarget,
      "action '\(action)' is sent to '\(target)', which is not a view, cell or object of scene "
        + "'\(scene)'; name one, or remove 'target' to send it to the controller"
        + Suggestions.hint(for: target, in: candidates),
      at: location)
  }

  static func actionUnknownTargetScene(
    _ action: String, scene: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .actionUnknownTarget,
      "action '\(action)' is sent to the controller of scene '\(scene)', which is not a scene "
        + "of this file" + Suggestions.hint(for: scene, in: candidates),
      at: location)
  }

  static func actionTwoTargets(_ action: String, at location: Location) -> Diagnostic {
    .error(
      .actionUnknownTarget,
      "action '\(action)' has both 'target' and 'targetScene'; an action goes to one object, "
        + "so keep one",
      at: location)
  }

  static func actionTargetsOwnScene(_ action: String, scene: String, at location: Location)
    -> Diagnostic
  {
    .error(
      .actionUnknownTarget,
      "action '\(action)' names its own scene '\(scene)' as 'targetScene'; actions go to their "
        + "scene's controller already, so remove 'targetScene'",
      at: location)
  }

  static func actionCrossScene(
    _ action: String, from sender: String, scene: String, at location: Location
  ) -> Diagnostic {
    .warning(
      .actionCrossScene,
      "action '\(action)' from '\(sender)' is wired to the controller of scene '\(scene)', "
        + "another scene; each scene is loaded on its own, so the action reaches no object "
        + "and '\(sender)' does nothing with it; connect it to this scene's controller in "
        + "Interface Builder, or delete the stale connection",
      at: location)
  }

  static func actionElsewhereWithSteps(_ action: String, target: String, at location: Location)
    -> Diagnostic
  {
    .error(
      .actionTargetWithSteps,
      "action '\(action)' is sent to '\(target)', not to the controller, so it cannot run "
        + "steps (they are the controller's); remove 'do:', or remove the target",
      at: location)
  }
}

import SceneModel

/// Something of the file an event used: a scene displayed, a segue performed, an action
/// sent, an alert action tapped, a control or bar item that took a tap, typing or a
/// selection. `Simulator.exercised` collects them, for flow coverage (`scenectl test
/// --coverage`) and for the shortest path to each segue (`scenectl explore --against`).
public enum Exercised: Hashable, Sendable {
  case scene(String)
  /// A segue, by its scene and its position in the scene's `segues`.
  case segue(scene: String, index: Int)
  /// An action, by its scene and its position in the scene's `actions`.
  case action(scene: String, index: Int)
  /// An alert's button, by the scene that declares the alert, the alert and the button's
  /// position.
  case alertAction(scene: String, alert: String, index: Int)
  case control(scene: String, id: String)
}

extension Simulator {
  func exercise(segue: Segue, of controller: Controller) {
    let location = segue.kind.location
    if let index = controller.scene.segues.firstIndex(where: { $0.kind.location == location }) {
      exercised.insert(.segue(scene: controller.sceneID, index: index))
    }
  }

  func exercise(action: Action, of controller: Controller) {
    let location = action.name.location
    if let index = controller.scene.actions.firstIndex(where: { $0.name.location == location }) {
      exercised.insert(.action(scene: controller.sceneID, index: index))
    }
  }

  func exercise(alertButton title: String, of alert: AlertInstance) {
    if let index = alert.spec.buttons.firstIndex(where: { $0.title.value == title }) {
      exercised.insert(
        .alertAction(scene: alert.owner.sceneID, alert: alert.spec.id.value, index: index))
    }
  }

  /// The scenes displayed once an event is over (covered ones too).
  func exerciseDisplayedScenes() {
    for controller in displayOrder() where controller.alert == nil {
      exercised.insert(.scene(controller.sceneID))
    }
  }
}

import SceneLayout
import SceneModel

/// Which views of a changed scene moved: the scene is laid out on each device in both
/// versions (`SceneLayoutEngine`), and each view of both (matched by its `ib:`, else its id)
/// whose solved frame differs by a hundredth of a point or more is listed.
enum LayoutEffects {
  /// The most moved views listed per scene; a report says how many more there were.
  static let maxListed = 200

  /// The moved views of one scene, device by device in the new file's device order, views in
  /// the new scene's order.
  static func moved(old: Storyboard, oldScene: String, new: Storyboard, newScene: String)
    -> [LayoutEffect]
  {
    guard let before = old.scene(oldScene), let after = new.scene(newScene) else { return [] }
    let oldKeys = keys(of: before)
    var effects: [LayoutEffect] = []
    for device in new.resolvedDevices {
      let oldDevice = old.device(named: device.name) ?? device
      let was = SceneLayoutEngine.frames(for: before, in: old, device: oldDevice)
      let now = SceneLayoutEngine.layout(after, in: new, device: device).frames
      var oldByKey: [String: Rect] = [:]
      for (id, frame) in was { if let key = oldKeys[id] { oldByKey[key] = frame } }
      for frame in now {
        guard let key = after.view(frame.id).map(key(of:)), let previous = oldByKey[key],
          differs(previous, frame.frame)
        else { continue }
        effects.append(
          LayoutEffect(device: device.name, view: frame.id, before: previous, after: frame.frame))
      }
    }
    return effects
  }

  /// Whether both versions of the scene have a model to lay out.
  static func canCompare(_ old: Storyboard, _ oldScene: String, _ new: Storyboard, _ newScene: String)
    -> Bool
  {
    old.scene(oldScene) != nil && new.scene(newScene) != nil
  }

  private static func keys(of scene: Scene) -> [String: String] {
    var keys: [String: String] = [:]
    for view in scene.allViews where keys[view.id.value] == nil {
      keys[view.id.value] = key(of: view)
    }
    return keys
  }

  private static func key(of view: ViewSpec) -> String {
    view.ib?.value ?? view.id.value
  }

  private static func differs(_ a: Rect, _ b: Rect) -> Bool {
    let tolerance = 0.01
    return abs(a.x - b.x) >= tolerance || abs(a.y - b.y) >= tolerance
      || abs(a.width - b.width) >= tolerance || abs(a.height - b.height) >= tolerance
  }
}

import Diagnostics
import SceneRuntime

/// What can grow forever, so that the search would never end: a scene pushed or presented
/// again and again, a number that keeps taking new values. Both are cut and reported as
/// `unbounded` findings.
extension Search {
  /// The scene that is in the controller tree `maxRepeats` times, if one is.
  func repeatedScene(_ simulator: Simulator) -> String? {
    var counts: [String: Int] = [:]
    var pending = simulator.root.map { [$0] } ?? []
    while let controller = pending.popLast() {
      counts[controller.sceneID, default: 0] += 1
      if counts[controller.sceneID] == options.maxRepeats { return controller.sceneID }
      pending += controller.children + controller.embedded.map(\.child)
      if let presented = controller.presented { pending.append(presented) }
    }
    return nil
  }

  /// Marks a new state as not to be explored when one of its numbers (app state, controller
  /// properties) takes a value beyond the first `maxValues` that number took: a counter
  /// that each tap increments makes new states without end.
  mutating func checkGrowth(_ code: StateCode, _ number: Int32) {
    for (key, value) in code.numbers {
      if valuesSeen[key, default: []].contains(value) { continue }
      if valuesSeen[key, default: []].count < options.maxValues {
        valuesSeen[key, default: []].insert(value)
        continue
      }
      grown.insert(number)
      noteCut("values")
      let name = key.description
      if reportedGrowth.insert(name).inserted {
        result.findings.append(
          Exploration.Finding(
            kind: "unbounded",
            message:
              "'\(name)' takes more than \(options.maxValues) values: it can grow forever, and "
              + "states with further values are not explored",
            path: path(to: number), location: growthLocation(key)))
      }
    }
  }

  /// Where a number is declared: the app state's entry or the scene's property.
  func growthLocation(_ key: NumberKey) -> Diagnostic.Location? {
    guard let id = key.scene else {
      return storyboard.state.first { $0.name.value == key.name }?.name.location
    }
    let scene = storyboard.scene(id)
    return scene?.properties.first { $0.name.value == key.name }?.name.location
      ?? scene?.id.location
  }
}

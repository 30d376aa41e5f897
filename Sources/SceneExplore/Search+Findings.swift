import SceneModel
import SceneRuntime

/// What the search found beyond the states: scenes never shown, dead ends, and controls,
/// segues and actions no state ever offers or performs.
extension Search {
  mutating func finish() {
    result.unreached = storyboard.scenes.map(\.id.value).filter { !seenScenes.contains($0) }
    for id in result.unreached {
      result.findings.append(
        Exploration.Finding(
          kind: "unreached", message: "scene '\(id)' is never shown", path: [],
          location: storyboard.scene(id)?.id.location))
    }
    deadEnds()
    neverOffered()
    neverPerformed()
  }

  /// States from which no path leads back to the launch screen (with any data); a state not
  /// explored (a bound was hit) counts as one that may.
  mutating func deadEnds() {
    var reverse = Array(repeating: [Int](), count: paths.count)
    for (from, targets) in edges.enumerated() {
      for to in targets where to != from { reverse[to].append(from) }
    }
    var back = Array(repeating: false, count: paths.count)
    var queue = launchLike + paths.indices.filter { !expanded.contains($0) }
    for state in queue { back[state] = true }
    while let state = queue.popLast() {
      for previous in reverse[state] where !back[previous] {
        back[previous] = true
        queue.append(previous)
      }
    }
    var reported: Set<String> = []
    for state in paths.indices where !back[state] {
      guard let top = tops[state], reported.insert(top).inserted else { continue }
      result.findings.append(
        Exploration.Finding(
          kind: "dead-end",
          message: "once '\(top)' is shown this way, no input leads back to the first screen",
          path: paths[state], location: storyboard.scene(top)?.id.location, scene: top))
    }
  }

  /// Controls and bar items of scenes that were shown, that no state offers as an input.
  mutating func neverOffered() {
    let inputs: Set<ViewType> = [.button, .switch, .segmentedControl, .textField]
    for scene in storyboard.scenes where seenScenes.contains(scene.id.value) {
      let controls = scene.allViews.filter { inputs.contains($0.type.value) }.map(\.id)
      for id in controls + scene.allBarItems.map(\.id)
      where !offered.contains("\(scene.id.value) \(id.value)") {
        result.findings.append(
          Exploration.Finding(
            kind: "never-tappable",
            message:
              "'\(id.value)' of '\(scene.id.value)' is never on screen, enabled and uncovered",
            path: [], location: id.location))
      }
    }
  }

  /// Segues and actions of shown scenes that no run performs: a segue or action from a
  /// control or bar item whose input was never taken (from a prototype cell: its table's row
  /// selection or accessory button), a manual segue whose id no transcript shows
  /// (`segue KIND 'ID': SOURCE →`).
  mutating func neverPerformed() {
    for scene in storyboard.scenes where seenScenes.contains(scene.id.value) {
      let source = scene.id.value
      func taken(_ from: String, accessory: Bool = false) -> Bool {
        let table = scene.allViews.first { $0.prototypes.contains { $0.id?.value == from } }
        let target = table?.id.value ?? from
        return applied.contains("\(source) \(target)" + (accessory ? " accessory" : ""))
      }
      for segue in scene.segues where ![.relationship, .embed].contains(segue.kind.value) {
        let performed: Bool
        if let from = segue.from?.value {
          performed = taken(from, accessory: segue.firesOn == .accessory)
        } else {
          let head =
            "segue \(segue.kind.value.rawValue)" + (segue.id.map { " '\($0.value)'" } ?? "")
          performed = transcript.contains { $0.hasPrefix(head) && $0.contains(": \(source) → ") }
        }
        if !performed {
          result.findings.append(
            Exploration.Finding(
              kind: "never-performed",
              message: "\(segue.displayName) of '\(source)' is never performed",
              path: [], location: segue.kind.location))
        }
      }
      // A slider moves by no event the simulator has, so its actions are not judged.
      for action in scene.actions
      where !taken(action.from.value) && scene.view(action.from.value)?.type.value != .slider {
        result.findings.append(
          Exploration.Finding(
            kind: "never-performed",
            message: "action '\(action.name.value)' of '\(source)' is never sent",
            path: [], location: action.name.location))
      }
    }
  }
}

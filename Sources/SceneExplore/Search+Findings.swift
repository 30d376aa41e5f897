import SceneModel
import SceneRuntime

/// What the search found beyond the states: scenes never shown, dead ends, and controls,
/// segues and actions no state ever offers or performs.
extension Search {
  mutating func finish() {
    result.unreached = storyboard.scenes.map(\.id.value).filter { !seenScenes.contains($0) }
    // Never shown only when nothing cut the search; else a state left out may show it.
    let reason =
      result.cuts.isEmpty
      ? "is never shown"
      : "is not reached within the bounds (cut by \(result.cuts.joined(separator: ", ")))"
    for id in result.unreached {
      result.findings.append(
        Exploration.Finding(
          kind: "unreached", message: "scene '\(id)' \(reason)", path: [],
          location: storyboard.scene(id)?.id.location))
    }
    deadEnds()
    neverOffered()
    neverPerformed()
  }

  /// States from which no path leads back to the launch screen (with any data); a state not
  /// explored (a bound was hit) counts as one that may.
  mutating func deadEnds() {
    let count = parents.count
    var reverseStart = Array(repeating: 0, count: count + 1)
    for to in edgeTo { reverseStart[Int(to) + 1] += 1 }
    for state in 0..<count { reverseStart[state + 1] += reverseStart[state] }
    var fill = reverseStart
    var reverse = Array(repeating: Int32(0), count: edgeTo.count)
    for (from, to) in zip(edgeFrom, edgeTo) {
      reverse[fill[Int(to)]] = from
      fill[Int(to)] += 1
    }
    var back = Array(repeating: false, count: count)
    var queue = (0..<count).filter { launchLike[$0] || !expanded[$0] }
    for state in queue { back[state] = true }
    while let state = queue.popLast() {
      for previous in reverse[reverseStart[state]..<reverseStart[state + 1]]
      where !back[Int(previous)] {
        back[Int(previous)] = true
        queue.append(Int(previous))
      }
    }
    var reported: Set<Int32> = []
    for state in 0..<count where !back[state] {
      let top = tops[state]
      guard top >= 0, reported.insert(top).inserted else { continue }
      let scene = storyboard.scenes[Int(top)].id
      result.findings.append(
        Exploration.Finding(
          kind: "dead-end",
          message:
            "once '\(scene.value)' is shown this way, no input leads back to the first screen",
          path: path(to: Int32(truncatingIfNeeded: state)), location: scene.location,
          scene: scene.value))
    }
  }

  /// Controls, bar items and views with a gesture `simulate` drives, of scenes that were
  /// shown, that no state offers as an input.
  mutating func neverOffered() {
    for scene in storyboard.scenes where seenScenes.contains(scene.id.value) {
      // A free view's controls are never on screen (code adds them): not reported.
      let controls = scene.treeViews.filter {
        $0.type.value.takesSimulatedInput || $0.gestures.contains(where: \.isSimulated)
      }.map(\.id)
      for id in controls + scene.allBarItems.map(\.id)
      where !offered.contains(.control(scene: scene.id.value, id: id.value)) {
        result.findings.append(
          Exploration.Finding(
            kind: "never-tappable",
            message:
              "'\(id.value)' of '\(scene.id.value)' is never on screen, enabled and uncovered",
            path: [], location: id.location))
      }
    }
  }

  /// Whether a segue is a pan's, pinch's, rotation's or screen edge pan's, which no event makes.
  static func firesOnlyByUnsimulatedGesture(_ segue: Segue, in scene: Scene) -> Bool {
    guard let id = segue.id?.value, let from = segue.from?.value else { return false }
    return scene.view(from)?.gestures.contains { !$0.isSimulated && $0.segue?.value == id } == true
  }

  /// Segues and actions of shown scenes that no event taken without error performs or
  /// sends (`Simulator.exercised`).
  mutating func neverPerformed() {
    for scene in storyboard.scenes where seenScenes.contains(scene.id.value) {
      let source = scene.id.value
      for (index, segue) in scene.segues.enumerated()
      where ![.relationship, .embed].contains(segue.kind.value)
        && !exercised.contains(.segue(scene: source, index: index))
        && !Self.firesOnlyByUnsimulatedGesture(segue, in: scene)
      {
        result.findings.append(
          Exploration.Finding(
            kind: "never-performed",
            message: "\(segue.displayName) of '\(source)' is never performed",
            path: [], location: segue.kind.location))
      }
      // A slider moves by no event the simulator has, nor does a pan, pinch or rotation, and a
      // free view is never on screen: their actions are not judged.
      for (index, action) in scene.actions.enumerated()
      where !exercised.contains(.action(scene: source, index: index))
        && scene.view(action.from.value)?.type.value != .slider
        && scene.freeView(holding: action.from.value) == nil
        && scene.view(action.from.value)?.gestures.contains(where: {
          !$0.isSimulated && $0.action?.value == action.name.value
        }) != true
      {
        result.findings.append(
          Exploration.Finding(
            kind: "never-performed",
            message: "action '\(action.name.value)' of '\(source)' is never sent",
            path: [], location: action.name.location))
      }
    }
  }
}

import StoryboardXML

/// Unwind segues: IB stores only the action (`unwindAction="unwindToListWithSender:"`), and
/// UIKit finds its target at run time, walking up from the source to the first controller
/// that implements it. The storyboard does not say which classes implement it, so the import
/// guesses: the nearest scenes a segue path leads from to the source, passing over
/// containers (docs/Storyboards.md, unwind segues).
extension ImportSession {
  /// Reads every segue's edge and every unwind before the scenes are mapped, and works out
  /// the scenes each unwind action is declared on.
  func guessUnwindDeclarations(_ mappers: [SceneMapper]) -> [String: [String]] {
    var predecessors: [String: [String]] = [:]
    var unwindsFound: [(scene: String, action: String, position: XMLPosition)] = []
    let scenes = mappers.map { (id: $0.id, controller: $0.controller) }
    for mapper in mappers {
      let id = mapper.id
      for (element, _) in mapper.index.segues {
        if element["kind"] == "unwind" {
          if let action = element["unwindAction"] {
            unwindsFound.append((id, action, element.position(of: "unwindAction")))
          }
        } else if let destination = element["destination"], let target = sceneIDs[destination] {
          if !(predecessors[target]?.contains(id) ?? false) {
            predecessors[target, default: []].append(id)
          }
        }
      }
    }
    let kinds = Dictionary(
      uniqueKeysWithValues: scenes.map { ($0.id, sceneKinds[$0.controller.ibID] ?? "") })
    var declarations: [String: [String]] = [:]
    for (source, action, position) in unwindsFound {
      let presenters = nearestPresenters(of: source, predecessors: predecessors, kinds: kinds)
      unwindTargets[source + " " + action] = presenters
      for scene in presenters where !(declarations[scene]?.contains(action) ?? false) {
        declarations[scene, default: []].append(action)
        guessed.append(GuessedUnwind(action: action, scene: scene, position: position))
      }
    }
    return declarations
  }

  /// The first scenes that are not containers on the way back from `source`, breadth first.
  private func nearestPresenters(
    of source: String, predecessors: [String: [String]], kinds: [String: String]
  ) -> [String] {
    var found: [String] = []
    var visited: Set<String> = [source]
    var queue = [source]
    var next = 0
    while next < queue.count {
      let scene = queue[next]
      next += 1
      for previous in predecessors[scene] ?? [] where !visited.contains(previous) {
        visited.insert(previous)
        if SceneMapper.containerKinds.contains(kinds[previous] ?? "") {
          queue.append(previous)
        } else {
          found.append(previous)
        }
      }
    }
    return found
  }
}

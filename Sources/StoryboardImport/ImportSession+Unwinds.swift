import StoryboardXML
import TextPosition

/// Unwind segues: IB stores only the action (`unwindAction="unwindToListWithSender:"`), and
/// UIKit finds its target at run time, walking up from the source to the first controller
/// that implements it. The storyboard does not say which classes implement it, so the import
/// guesses: the nearest scenes a segue path leads from to the source, passing over
/// containers (docs/Storyboards.md, unwind segues). With the app's code (`CodeActions`), a
/// scene whose class the code has declares exactly the unwind actions its class implements,
/// and the guesses pass over it.
extension ImportSession {
  /// Reads every segue's edge and every unwind before the scenes are mapped, and works out
  /// the scenes each unwind action is declared on (`code`: see `run`).
  func guessUnwindDeclarations(_ mappers: [SceneMapper], code: () -> CodeActions?) -> [String:
    [String]]
  {
    var predecessors: [String: [String]] = [:]
    var unwindsFound: [(scene: String, action: String, position: TextPosition)] = []
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
    let implementers = codeImplementers(
      mappers, actions: Set(unwindsFound.map(\.action)), code: code)
    for (source, action, position) in unwindsFound {
      let known = implementers[action] ?? []
      let presenters = nearestPresenters(of: source, predecessors: predecessors, kinds: kinds)
        .filter { !decidedByCode.contains($0) }
      unwindTargets[source + " " + action] = known.map(\.scene) + presenters
      for (scene, className, method) in known
      where !(declarations[scene]?.contains(action) ?? false) {
        declarations[scene, default: []].append(action)
        fromCode.append(
          CodeUnwind(
            action: action, scene: scene, className: className, method: method,
            position: position))
      }
      for scene in presenters where !(declarations[scene]?.contains(action) ?? false) {
        declarations[scene, default: []].append(action)
        guessed.append(GuessedUnwind(action: action, scene: scene, position: position))
      }
    }
    return declarations
  }

  /// For each unwind action, the scenes whose class the code says implements it, in
  /// document order; notes in `decidedByCode` every scene whose class the code has.
  private func codeImplementers(
    _ mappers: [SceneMapper], actions: Set<String>, code: () -> CodeActions?
  ) -> [String: [(scene: String, className: String, method: String)]] {
    guard !actions.isEmpty, let code = code() else { return [:] }
    var implementers: [String: [(scene: String, className: String, method: String)]] = [:]
    for mapper in mappers {
      guard let className = mapper.controller["customClass"],
        let methods = code.byClass[className]
      else { continue }
      decidedByCode.insert(mapper.id)
      for action in actions.sorted() {
        if let method = methods[action] {
          implementers[action, default: []].append((mapper.id, className, method))
        }
      }
    }
    return implementers
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

import SceneModel

/// The rounds of `ContainerContext.inferred(for:)`: which scenes the segues reach, and
/// following them until every scene's context holds still.
extension ContainerContext {
  /// Per scene, in scene order: whether a segue leads to it. A scene that none reaches (the
  /// initial scene included) is shown by code, in a container the file does not name, or is
  /// a window's root: it takes the bars its canvas simulates (`simulatedBars`), if any.
  static func reachedBySegues(_ storyboard: Storyboard) -> [Bool] {
    var reached = storyboard.scenes.map { _ in false }
    for scene in storyboard.scenes {
      for segue in scene.segues {
        for target in segue.to {
          if let j = storyboard.sceneIndex(of: target.value) { reached[j] = true }
        }
      }
    }
    return reached
  }

  /// Follows the segues of the `dirty` scenes until no context changes; with
  /// `presentsPushes`, a push from a scene with no navigation controller passes on how it is
  /// presented (`presentedOn`).
  static func settle(
    _ contexts: inout [ContainerContext], in storyboard: Storyboard, dirty: [Bool],
    presentsPushes: Bool
  ) {
    let scenes = storyboard.scenes
    var dirty = dirty
    var again = dirty.contains(true)
    while again {
      again = false
      // `dirty[i]` is read as the loop reaches `i`, so a later scene changed in this round
      // is followed in this round, as when every scene was followed every round.
      for i in scenes.indices where dirty[i] {
        dirty[i] = false
        for segue in scenes[i].segues {
          for target in segue.to {
            guard let j = storyboard.sceneIndex(of: target.value),
              let inherited = passedOn(
                contexts[i], segue: segue, from: scenes[i], to: scenes[j],
                presentsPushes: presentsPushes)
            else { continue }
            let merged = contexts[j].union(inherited)
            if merged != contexts[j] {
              contexts[j] = merged
              dirty[j] = true
              if j <= i { again = true }
            }
          }
        }
      }
    }
  }
}

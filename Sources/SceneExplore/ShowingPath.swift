import SceneModel
import SceneRuntime

/// The shortest sequence of user events that brings a view onto the screen, uncovered: what
/// a failed `--tap signInButton` adds to "'signInButton' is not on screen: scene 'account'
/// is not shown" (`; the shortest way to show it: tap tab:Account`).
///
/// A breadth-first search over the events `explore` offers (ExploreEvents), from the state
/// where the event failed, so the first path found is a shortest one. States are told apart
/// by their canonical code (`StateCode`), as in `Explorer`; each is stored as the path to it
/// and rebuilt by replaying it on a copy of the start, so memory stays small. The search is
/// bounded: `maxStates` states and `maxDepth` events, about 0.1 s at worst.
///
///     simulator.pathToShow = ShowingPath.events(from:toShow:of:)
public enum ShowingPath {
  /// The most states the search numbers.
  public static let maxStates = 1_000
  /// The longest path looked for.
  public static let maxDepth = 8

  /// The events from `simulator`'s state after which `view` (of `scene`, when given) is on
  /// screen and uncovered; nil when none within the bounds (or code alone shows it: code
  /// events are not offered).
  public static func events(from simulator: Simulator, toShow view: String, of scene: String?)
    -> [Event]?
  {
    let start = simulator.fork()
    start.layout = nil
    start.recordsDisplayedScenes = false
    let options = ExploreOptions()
    var seen: Set<Digest> = [StateCode(start).full]
    var paths: [[Event]] = [[]]
    var next = 0
    while next < paths.count {
      let path = paths[next]
      next += 1
      guard path.count < maxDepth, let here = replay(path, on: start) else { continue }
      for (event, _) in ExploreEvents.of(here, options: options) {
        let state = here.fork()
        do {
          try state.apply(event)
        } catch {
          continue
        }
        guard seen.count < maxStates, seen.insert(StateCode(state).full).inserted else {
          continue
        }
        if shows(view, of: scene, in: state) { return path + [event] }
        paths.append(path + [event])
      }
    }
    return nil
  }

  /// `start` with `path` applied, on a copy; nil if an event fails (it did not before).
  static func replay(_ path: [Event], on start: Simulator) -> Simulator? {
    let simulator = start.fork()
    for event in path {
      do {
        try simulator.apply(event)
      } catch {
        return nil
      }
    }
    return simulator
  }

  /// Whether the view or bar item (of the scene, when given) is on screen with nothing
  /// presented over it.
  static func shows(_ view: String, of scene: String?, in simulator: Simulator) -> Bool {
    simulator.viewsOnScreen().contains {
      $0.id == view && (scene == nil || $0.scene == scene)
        && simulator.coveringPresentation(of: $0.controller) == nil
    }
  }
}

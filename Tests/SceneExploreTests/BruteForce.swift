import SceneModel
import SceneRuntime

@testable import SceneExplore

/// An exploration done the slow, obvious way, to check the search's shortest paths: every
/// event sequence from launch, replayed from scratch, shortest first and in the explorer's
/// event order.
struct BruteForce {
  let storyboard: Storyboard
  let device: Device

  /// A simulator after `path`, and the error of its last event if that failed; nil when an
  /// earlier event fails.
  func replay(_ path: [Event]) -> (simulator: Simulator, error: SimulationError?)? {
    let simulator = Simulator(storyboard: storyboard, device: device)
    do { try simulator.launch() } catch { return nil }
    for (position, event) in path.enumerated() {
      do {
        try simulator.apply(event)
      } catch {
        return position == path.count - 1 ? (simulator, error) : nil
      }
    }
    return (simulator, nil)
  }

  /// Every sequence of exactly `length` events, each offered in the state before it and each
  /// taken without error but the last, in order.
  func sequences(_ length: Int) -> [[Event]] {
    var level: [[Event]] = [[]]
    for step in 0..<length {
      var next: [[Event]] = []
      for path in level {
        guard let (simulator, error) = replay(path), error == nil else { continue }
        for (event, _) in ExploreEvents.of(simulator, options: ExploreOptions()) {
          if step == length - 1 {
            next.append(path + [event])
          } else if let (_, error) = replay(path + [event]), error == nil {
            next.append(path + [event])
          }
        }
      }
      level = next
    }
    return level
  }

  /// The first of the shortest sequences (of at most `longest` events) after which
  /// `holds` is true.
  func shortest(
    upTo longest: Int, where holds: (Simulator, SimulationError?) -> Bool
  ) -> [Event]? {
    for length in 0...longest {
      for path in sequences(length) {
        guard let (simulator, error) = replay(path) else { continue }
        // Back and swipes the app does not take are not inputs there (as for the search).
        if error != nil, let last = path.last, ExploreEvents.isOptional(last) { continue }
        if holds(simulator, error) { return path }
      }
    }
    return nil
  }

  /// Whether some sequence of at most `longest` events from `path` shows the launch screen.
  func canReturnToLaunch(from path: [Event], upTo longest: Int) -> Bool {
    guard let launch = replay([]) else { return false }
    let screen = StateCode(launch.simulator).screen
    for length in 0...longest {
      for suffix in suffixes(from: path, length: length) {
        guard let (simulator, error) = replay(path + suffix), error == nil else { continue }
        if StateCode(simulator).screen == screen { return true }
      }
    }
    return false
  }

  /// Every sequence of `length` events taken without error after `path`.
  func suffixes(from path: [Event], length: Int) -> [[Event]] {
    var level: [[Event]] = [[]]
    for _ in 0..<length {
      var next: [[Event]] = []
      for suffix in level {
        guard let (simulator, error) = replay(path + suffix), error == nil else { continue }
        for (event, _) in ExploreEvents.of(simulator, options: ExploreOptions()) {
          if let (_, error) = replay(path + suffix + [event]), error == nil {
            next.append(suffix + [event])
          }
        }
      }
      level = next
    }
    return level
  }

  /// The ids of every control or bar item offered as an input after some sequence of at
  /// most `longest` events.
  func offered(upTo longest: Int) -> Set<String> {
    var ids: Set<String> = []
    for length in 0...longest {
      for path in sequences(length) {
        guard let (simulator, error) = replay(path), error == nil else { continue }
        for (event, _) in ExploreEvents.of(simulator, options: ExploreOptions()) {
          if let id = event.target { ids.insert(id) }
        }
      }
    }
    return ids
  }
}

import Diagnostics
import SceneModel
import SceneRuntime

/// Explores every state an app can reach from launch, breadth first, so the first path to
/// anything is a shortest one (docs/Explore.md).
///
///     let result = Explorer.explore(storyboard, device: Device.named("iphone")!)
///     print(result.states, result.scenes.map(\.scene), result.findings.map(\.kind))
///
/// The simulator is deterministic, so a state is reached again by replaying its path from
/// launch; states are told apart by `StateKey`. Every bound hit (`ExploreOptions`, the
/// simulator's own limits) is reported, never passed silently.
public enum Explorer {
  public static func explore(
    _ storyboard: Storyboard, device: Device, options: ExploreOptions = ExploreOptions()
  ) -> Exploration {
    var search = Search(storyboard: storyboard, device: device, options: options)
    search.run()
    return search.result
  }
}

/// One breadth-first search and what it collects.
struct Search {
  let storyboard: Storyboard
  let device: Device
  let options: ExploreOptions
  var result: Exploration
  /// Each state's path from launch, by state number (0 is the launch state).
  var paths: [[Event]] = []
  var numbers: [StateKey: Int] = [:]
  /// Transitions by state number, for the dead-end check.
  var edges: [[Int]] = []
  /// `SCENE ID` of every control and bar item offered as an input in some state.
  var offered: Set<String> = []
  /// `SCENE ID` (and `SCENE TABLE accessory`) of every input that was taken without error.
  var applied: Set<String> = []
  var expanded: Set<Int> = []
  /// Events applied so far, replays included (`ExploreOptions.maxEvents`).
  var applications = 0
  /// The launch state's screen, and the states showing that screen.
  var launchScreen: StateKey?
  var launchLike: [Int] = []
  var seenScenes: Set<String> = []
  /// The distinct transcript lines that say what was performed.
  var transcript: Set<String> = []
  /// The top scene of each state, by state number.
  var tops: [String?] = []
  var reachedScenes: Set<String> = []
  /// `FROM\tEVENT\tTO` of each screen edge recorded.
  var screenEdgeKeys: Set<String> = []
  var reportedErrors: Set<String> = []
  var reportedGrowth: Set<String> = []

  init(storyboard: Storyboard, device: Device, options: ExploreOptions) {
    self.storyboard = storyboard
    self.device = device
    self.options = options
    self.result = Exploration(device: device.name)
  }

  /// A simulator in the state a path leads to, or nil when replaying fails (which a
  /// deterministic simulator does not do: the path's events all succeeded before).
  func replay(_ path: [Event]) -> Simulator? {
    let simulator = Simulator(storyboard: storyboard, device: device)
    do {
      try simulator.launch()
      for event in path { try simulator.apply(event) }
    } catch {
      return nil
    }
    return simulator
  }

  mutating func run() {
    let start = Simulator(storyboard: storyboard, device: device)
    do {
      try start.launch()
    } catch {
      result.findings.append(
        Exploration.Finding(
          kind: "error", message: "launch fails: \(error.message)", path: [],
          location: error.location))
      result.complete = false
      result.limit = "launch"
      return
    }
    record(start)
    launchScreen = StateKey(start).screen
    _ = add(StateKey(start), path: [], simulator: start)
    var next = 0
    var stopped = false
    while next < paths.count && !stopped {
      let number = next
      next += 1
      let path = paths[number]
      guard path.count < options.maxDepth else {
        cut("depth")
        continue
      }
      guard let here = replay(path) else { continue }
      if let scene = repeatedScene(StateKey(here)) {
        if reportedGrowth.insert(scene).inserted {
          result.findings.append(
            Exploration.Finding(
              kind: "unbounded",
              message: "'\(scene)' is on the stack \(options.maxRepeats) times: a push or "
                + "presentation cycle can deepen it forever",
              path: path, location: storyboard.scene(scene)?.id.location))
        }
        continue
      }
      expanded.insert(number)
      seenScenes.formUnion(here.stack)
      let from = here.top?.sceneID ?? ""
      for (event, owner) in ExploreEvents.of(here, options: options) {
        if let owner, let id = event.target { offered.insert("\(owner) \(id)") }
        applications += path.count + 2
        guard applications <= options.maxEvents else {
          cut("events")
          stopped = true
          break
        }
        guard let simulator = replay(path) else { continue }
        do {
          try simulator.apply(event)
        } catch {
          if !ExploreEvents.isOptional(event) { reportError(error, path: path + [event]) }
          continue
        }
        record(simulator)
        if let owner, let id = event.target {
          if case .accessory = event { applied.insert("\(owner) \(id) accessory") }
          applied.insert("\(owner) \(id)")
        }
        result.transitions += 1
        let key = StateKey(simulator)
        let target = numbers[key] ?? add(key, path: path + [event], simulator: simulator)
        guard target >= 0 else {
          stopped = true
          break
        }
        edges[number].append(target)
        let to = simulator.top?.sceneID ?? ""
        if from != to, screenEdgeKeys.insert("\(from)\t\(event)\t\(to)").inserted {
          result.screenEdges.append((from, event, to))
        }
      }
    }
    finish()
  }

  /// Numbers a new state; -1 when the state limit is hit (the search stops there).
  mutating func add(_ key: StateKey, path: [Event], simulator: Simulator) -> Int {
    guard paths.count < options.maxStates else {
      cut("states")
      return -1
    }
    let number = paths.count
    numbers[key] = number
    if key.screen == launchScreen { launchLike.append(number) }
    paths.append(path)
    edges.append([])
    result.states += 1
    let top = simulator.top?.sceneID
    tops.append(top)
    if let top, reachedScenes.insert(top).inserted {
      result.scenes.append(Exploration.Reached(scene: top, path: path))
    }
    return number
  }

  mutating func cut(_ limit: String) {
    result.complete = false
    if result.limit == nil { result.limit = limit }
  }

  /// The scene that is in the controller tree too many times (pushed or presented again
  /// and again), if one is.
  func repeatedScene(_ key: StateKey) -> String? {
    var counts: [String: Int] = [:]
    var pending = key.root.map { [$0] } ?? []
    while let node = pending.popLast() {
      counts[node.scene, default: 0] += 1
      if counts[node.scene] == options.maxRepeats { return node.scene }
      pending += node.children + node.embedded + node.presented
    }
    return nil
  }

  /// Keeps the transcript lines that say what was performed.
  mutating func record(_ simulator: Simulator) {
    guard let last = simulator.events.last else { return }
    for entry in last.entries where entry.kind == .segue || entry.kind == .action {
      transcript.insert(entry.text)
    }
  }

  mutating func reportError(_ error: SimulationError, path: [Event]) {
    guard reportedErrors.insert(error.message).inserted else { return }
    result.findings.append(
      Exploration.Finding(
        kind: "error", message: error.message, path: path, location: error.location))
  }
}

import Diagnostics
import SceneModel
import SceneRuntime

/// Explores every state an app can reach from launch, breadth first, so the first path to
/// anything is a shortest one (docs/Explore.md).
///
///     let result = Explorer.explore(storyboard, device: Device.named("iphone")!)
///     print(result.states, result.scenes.map(\.scene), result.findings.map(\.kind))
///
/// States are told apart by the digest of their canonical encoding (`StateCode`) and stored
/// compactly: a parent and an event each, so a path is read back from the tree. Every bound
/// hit (`ExploreOptions`, the simulator's own limits) is reported, never passed silently.
public enum Explorer {
  public static func explore(
    _ storyboard: Storyboard, device: Device, options: ExploreOptions = ExploreOptions()
  ) -> Exploration {
    var search = Search(storyboard: storyboard, device: device, options: options)
    search.run()
    return search.result
  }
}

/// One breadth-first search and what it collects. States are numbered in the order found
/// (0 is the launch state); the arrays below hold one entry per state.
struct Search {
  let storyboard: Storyboard
  let device: Device
  let options: ExploreOptions
  var result: Exploration
  var numbers: [Digest: Int32] = [:]
  /// The state each was first reached from (-1 for launch), by the event `events[via]`.
  var parents: [Int32] = []
  var via: [Int32] = []
  var depths: [Int32] = []
  /// The scene on top (its position in the storyboard), -1 for none.
  var tops: [Int32] = []
  var expanded: [Bool] = []
  /// Whether the state shows the launch screen (the same controllers, any data).
  var launchLike: [Bool] = []
  /// Each transition as a pair of state numbers, for the dead-end check.
  var edgeFrom: [Int32] = []
  var edgeTo: [Int32] = []
  /// The distinct events on paths, so that a state stores a number, not an event.
  var events: [Event] = []
  var eventNumbers: [Event: Int32] = [:]
  let scenePositions: [String: Int32]
  var launchScreen: Digest?
  /// The simulator last rebuilt at each depth, so that siblings (found together, explored
  /// together) rebuild their parent once (`simulator(for:)`).
  var rebuilt: [(state: Int32, simulator: Simulator)?] = []
  /// The distinct values each number has taken (`ExploreOptions.maxValues`).
  var valuesSeen: [NumberKey: Set<Double>] = [:]
  /// States not explored because a number took one value too many.
  var grown: Set<Int32> = []
  /// Every control and bar item offered as an input in some state.
  var offered: Set<Exercised> = []
  /// What the events taken without error used (segues, actions, controls).
  var exercised: Set<Exercised> = []
  /// Events applied so far, rebuilding included (`ExploreOptions.maxEvents`).
  var applications = 0
  var seenScenes: Set<String> = []
  var reachedScenes: Set<Int32> = []
  /// `SCENE.ALERT` of each alert shown (`Exploration.alerts`).
  var shownAlerts: Set<String> = []
  /// `FROM\tEVENT\tTO` of each screen edge recorded.
  var screenEdgeKeys: Set<String> = []
  var reportedErrors: Set<String> = []
  var reportedGrowth: Set<String> = []
  var performedSegues: Set<Exercised> = []
  /// The storyboard identifiers entered from code at launch (`Exploration.entries`).
  let entries: [String]
  /// The screens the entries show: like the launch screen, places an app starts from.
  var entryScreens: Set<Digest> = []

  init(storyboard: Storyboard, device: Device, options: ExploreOptions) {
    self.storyboard = storyboard
    self.device = device
    self.options = options
    self.result = Exploration(device: device.name)
    var positions: [String: Int32] = [:]
    for (position, scene) in storyboard.scenes.enumerated() where positions[scene.id.value] == nil {
      positions[scene.id.value] = Int32(truncatingIfNeeded: position)
    }
    scenePositions = positions
    entries = Self.entries(of: storyboard, options: options)
    result.entries = entries
    result.sceneCount = storyboard.scenes.count
  }

  /// The storyboard identifiers, in file order and each once, that no code event shows:
  /// code may open them whatever it is showing (docs/Explore.md).
  static func entries(of storyboard: Storyboard, options: ExploreOptions) -> [String] {
    var shown: Set<String> = []
    for events in options.codeEvents.values {
      for case .show(_, let identifier) in events { shown.insert(identifier) }
    }
    var entries: [String] = []
    for scene in storyboard.scenes {
      guard let identifier = scene.storyboardIdentifier?.value, !shown.contains(identifier),
        !entries.contains(identifier)
      else { continue }
      entries.append(identifier)
    }
    return entries
  }

  mutating func run() {
    let start = Simulator(storyboard: storyboard, device: device)
    start.recordsDisplayedScenes = false
    do {
      // With no initial scene, code sets the window's root: the app starts at its entries.
      if storyboard.initial != nil || entries.isEmpty { try start.launch() }
    } catch {
      result.findings.append(
        Exploration.Finding(
          kind: "error", message: "launch fails: \(error.message)", path: [],
          location: error.location))
      result.complete = false
      result.limit = "launch"
      return
    }
    exercised = start.exercised
    let code = StateCode(start)
    launchScreen = code.screen
    _ = add(code, parent: -1, event: nil, simulator: start)
    rebuilt = [(0, start)]
    var next = 0
    var stopped = false
    while next < parents.count && !stopped {
      let number = Int32(truncatingIfNeeded: next)
      next += 1
      guard depths[next - 1] < options.maxDepth else {
        cut("depth")
        continue
      }
      guard !grown.contains(number), let here = simulator(for: number) else { continue }
      if let scene = repeatedScene(here) {
        noteCut("repeats")
        if reportedGrowth.insert(scene).inserted {
          result.findings.append(
            Exploration.Finding(
              kind: "unbounded",
              message: "'\(scene)' is on the stack \(options.maxRepeats) times: a push or "
                + "presentation cycle can deepen it forever",
              path: path(to: number), location: storyboard.scene(scene)?.id.location))
        }
        continue
      }
      expanded[next - 1] = true
      // The scenes the state displays, covered ones too (walked once per state, not per event).
      for controller in here.displayOrder() where controller.alert == nil {
        seenScenes.insert(controller.sceneID)
      }
      stopped = !expand(number, here)
    }
    finish()
  }

  /// Applies each event of a state to a copy of its simulator; false once a bound stops the
  /// search.
  mutating func expand(_ number: Int32, _ here: Simulator) -> Bool {
    let from = here.top?.sceneID ?? ""
    var rowsCut = false
    var events = ExploreEvents.of(here, options: options, rowsCut: &rowsCut)
    if rowsCut { cut("rows") }
    if number == 0 {
      let entering = entries.map { (Event.code(.entry(identifier: $0)), String?.none) }
      events = entering + (here.root == nil ? [] : events)
    }
    for (event, owner) in events {
      if let owner, let id = event.target { offered.insert(.control(scene: owner, id: id)) }
      applications += 1
      guard applications <= options.maxEvents else {
        cut("events")
        return false
      }
      let simulator = here.fork()
      do {
        try simulator.apply(event)
      } catch {
        if !ExploreEvents.isOptional(event) { reportError(error, path: path(to: number) + [event]) }
        continue
      }
      for failure in simulator.ignoredFailures {
        reportError(failure, path: path(to: number) + [event])
      }
      recordSegues(simulator, from: number, by: event)
      exercised.formUnion(simulator.exercised)
      result.transitions += 1
      let code = StateCode(simulator)
      if case .code(.entry) = event { entryScreens.insert(code.screen) }
      let target =
        numbers[code.full] ?? add(code, parent: number, event: event, simulator: simulator)
      guard target >= 0 else { return false }
      edgeFrom.append(number)
      edgeTo.append(target)
      let to = simulator.top?.sceneID ?? ""
      if from != to, screenEdgeKeys.insert("\(from)\t\(event)\t\(to)").inserted {
        result.screenEdges.append((from, event, to))
      }
    }
    return true
  }

  /// Numbers a new state; -1 when the state limit is hit (the search stops there).
  mutating func add(_ code: StateCode, parent: Int32, event: Event?, simulator: Simulator)
    -> Int32
  {
    guard parents.count < options.maxStates else {
      cut("states")
      return -1
    }
    let number = Int32(truncatingIfNeeded: parents.count)
    numbers[code.full] = number
    parents.append(parent)
    if let event { via.append(eventNumber(event)) } else { via.append(-1) }
    depths.append(parent < 0 ? 0 : depths[Int(parent)] + 1)
    expanded.append(false)
    launchLike.append(code.screen == launchScreen || entryScreens.contains(code.screen))
    let top = simulator.top.flatMap { scenePositions[$0.sceneID] } ?? -1
    tops.append(top)
    result.states += 1
    if top >= 0, reachedScenes.insert(top).inserted {
      result.scenes.append(
        Exploration.Reached(scene: storyboard.scenes[Int(top)].id.value, path: path(to: number)))
    }
    if let alert = simulator.shownAlert?.alert {
      let name = "\(alert.owner.sceneID).\(alert.spec.id.value)"
      if shownAlerts.insert(name).inserted {
        result.alerts.append(Exploration.Reached(scene: name, path: path(to: number)))
      }
    }
    checkGrowth(code, number)
    return number
  }

  mutating func eventNumber(_ event: Event) -> Int32 {
    if let number = eventNumbers[event] { return number }
    let number = Int32(truncatingIfNeeded: events.count)
    events.append(event)
    eventNumbers[event] = number
    return number
  }

  /// The events from launch to a state, read back up the tree of first arrivals.
  func path(to state: Int32) -> [Event] {
    var path: [Event] = []
    var current = Int(state)
    while current > 0 {
      path.append(events[Int(via[current])])
      current = Int(parents[current])
    }
    return path.reversed()
  }

  /// A simulator in a state: the one rebuilt last at its depth when it is that state, else
  /// a copy of its parent's with its event applied (the parent found the same way). The
  /// simulator is deterministic, so this is the state the search saw; nil if it is not.
  mutating func simulator(for state: Int32) -> Simulator? {
    var chain: [Int32] = []
    var current = state
    while true {
      let depth = Int(depths[Int(current)])
      if depth < rebuilt.count, let entry = rebuilt[depth], entry.state == current { break }
      chain.append(current)
      current = parents[Int(current)]
      guard current >= 0 else { return nil }
    }
    guard var simulator = rebuilt[Int(depths[Int(current)])]?.simulator else { return nil }
    for link in chain.reversed() {
      simulator = simulator.fork()
      applications += 1
      do { try simulator.apply(events[Int(via[Int(link)])]) } catch { return nil }
      let depth = Int(depths[Int(link)])
      while rebuilt.count <= depth { rebuilt.append(nil) }
      rebuilt[depth] = (link, simulator)
    }
    return simulator
  }

  /// A bound that stops the search short (`ExploreOptions`): the search is incomplete.
  mutating func cut(_ limit: String) {
    result.complete = false
    if result.limit == nil { result.limit = limit }
    noteCut(limit)
  }

  /// A bound that left something unexplored (growth included), for what is not reached.
  mutating func noteCut(_ bound: String) {
    if !result.cuts.contains(bound) { result.cuts.append(bound) }
  }

  /// Keeps the first path to each segue the last event performed.
  mutating func recordSegues(_ simulator: Simulator, from state: Int32, by event: Event) {
    var performed: [(scene: String, index: Int)] = []
    for item in simulator.exercised {
      if case .segue(let scene, let index) = item, performedSegues.insert(item).inserted {
        performed.append((scene, index))
      }
    }
    guard !performed.isEmpty else { return }
    let events = path(to: state) + [event]
    for (scene, index) in performed.sorted(by: { ($0.scene, $0.index) < ($1.scene, $1.index) }) {
      result.segues.append(Exploration.Performed(scene: scene, index: index, path: events))
    }
  }

  mutating func reportError(_ error: SimulationError, path: [Event]) {
    guard reportedErrors.insert(error.message).inserted else { return }
    result.findings.append(
      Exploration.Finding(
        kind: "error", message: error.message, path: path, location: error.location))
  }
}

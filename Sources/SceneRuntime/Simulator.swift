import Diagnostics
import SceneModel
import SceneSyntax

/// Runs a storyboard the way UIKit would: a window, its controller hierarchy,
/// segues, presentations and lifecycle callbacks, driven by user events.
///
///     let simulator = Simulator(storyboard: storyboard, device: .named("iphone")!)
///     try simulator.launch()
///     try simulator.apply(.tap(.view(.id("info"))))
///     print(simulator.topChain.map(\.sceneID))
///     // Prints "["tabs", "authorInfo"]"
///
/// Every event is recorded in `events` with its transcript, also when it
/// fails. The semantics, and each choice made where UIKit's behaviour is
/// unverified, are in docs/Runtime.md.
public final class Simulator {
  /// The storyboard as it is on `device` (`Storyboard.resolved(on:)`).
  public let storyboard: Storyboard
  /// The storyboard as the file writes it, views of every size class included.
  let writtenStoryboard: Storyboard
  public let device: Device
  public let limits: SimulationLimits
  /// The iOS whose presentation rules apply (`ios:`, `--ios`; docs/Runtime.md §2.1): sheets
  /// on an iPhone are cards from iOS 13, full screen before. It is the one the device runs
  /// (`Device.ios`, the file's), which also sets its controls' metrics.
  public var iosVersion: Int { device.ios }
  /// The window's root view controller, once launched.
  public internal(set) var root: Controller?
  /// The app state (`state:`), in order.
  public internal(set) var state: [Value.Field]
  /// The position of each name in `state`, so that a step does not search the list.
  var stateIndex: [String: Int]
  /// Every event applied so far, with what it did.
  public private(set) var events: [EventRecord] = []
  /// What the app's code is known to do, read from it and never run (`--sources`): for each
  /// class a scene names and each of its action selectors, the segue identifiers the method
  /// passes to `performSegue`. A call of the method says so in the log; the segue is not
  /// performed.
  public var seguesInCode: [String: [String: [String]]] = [:]
  /// What lays out the scenes on screen (`LayoutProvider`), if anything: `expect: frame`
  /// reads frames through it, so they follow the views' current values (docs/Runtime.md,
  /// relayout). Nil in a simulator that never needs frames.
  public var layout: (any LayoutProvider)?
  /// Finds the shortest sequence of events that shows a view (of a scene, when known) not on
  /// screen, from this simulator's state (SceneExplore's `ShowingPath.events`, which commands
  /// set); an event
  /// failing on such a view names it. Nil in a search, and never copied to a fork.
  public var pathToShow: ((Simulator, String, String?) -> [Event]?)?
  /// Whether the event being applied is a flow's step, so that messages suggest events as
  /// flow steps (`suggested(step:option:_:)`); `FlowRunner.apply` sets it.
  var appliesFlowStep = false

  /// The text field or text view being edited, and its controller.
  var firstResponder: (controller: Controller, view: String)?
  var entries: [TranscriptEntry] = []
  var created = 0
  var stepsThisEvent = 0
  /// UTF-8 bytes of the transcript lines of the events so far (`limits.transcriptBytes`).
  var transcriptBytes = 0
  var transitionsThisEvent = 0
  /// What went wrong in the last event that UIKit lets pass, so the event went on: an unwind
  /// that finds no destination does nothing. `scenectl explore` reports them as errors.
  public internal(set) var ignoredFailures: [SimulationError] = []
  /// Whether events record the scenes they leave displayed in `exercised` (a walk of the
  /// screen per event); a search that walks each state's screen once turns it off.
  public var recordsDisplayedScenes = true
  /// What the events so far used (`Exercised`); a fork starts with none.
  public internal(set) var exercised: Set<Exercised> = []
  /// Each scene's views as a new controller gets them (shared with forks).
  let templates: ViewTemplates
  /// Set while lifecycle callbacks of a transition are sent.
  var inTransition = false
  /// Work asked for by `onAppear` steps during a transition, run once it is over.
  var deferred: [() throws(SimulationError) -> Void] = []

  public convenience init(
    storyboard: Storyboard, device: Device, limits: SimulationLimits = .standard
  ) {
    let state = storyboard.state.map { Value.Field(name: $0.name.value, value: $0.value) }
    self.init(
      storyboard: storyboard, device: device, limits: limits, state: state,
      stateIndex: Dictionary(
        state.enumerated().map { ($0.element.name, $0.offset) },
        uniquingKeysWith: { first, _ in first }), templates: ViewTemplates())
  }

  /// A simulator with this app state (`fork()` passes its own, and its storyboard already
  /// resolved with the `written` one).
  init(
    storyboard: Storyboard, device: Device, limits: SimulationLimits, state: [Value.Field],
    stateIndex: [String: Int], templates: ViewTemplates, written: Storyboard? = nil
  ) {
    // Views installed, shown or styled per size class are as they are on this device.
    self.storyboard = written == nil ? storyboard.resolved(on: device) : storyboard
    self.writtenStoryboard = written ?? storyboard
    // The device runs the iOS the storyboard models: its controls' metrics follow it.
    var running = device
    running.ios = storyboard.iosVersion?.value ?? Storyboard.currentIOS
    running.sdk = storyboard.sdkVersion?.value
    self.device = running
    self.limits = limits
    self.state = state
    self.stateIndex = stateIndex
    self.templates = templates
  }

  /// `calls 'done:' on MealViewController (code, not run)`, with `; it may perform segue
  /// 'showDetail'` when its code is known to (`seguesInCode`).
  func logCodeCall(_ selector: String, on owner: String) {
    var text = "calls '\(selector)' on \(owner) (code, not run"
    if let segues = seguesInCode[owner]?[selector], !segues.isEmpty {
      let names = segues.map { "'\($0)'" }.joined(separator: ", ")
      text += "; it may perform segue\(segues.count == 1 ? "" : "s") \(names)"
    }
    log(.note, text + ")")
  }

  /// Makes the initial scene the window's root and shows it.
  public func launch() throws(SimulationError) {
    try record(.launch) { () throws(SimulationError) in
      guard let initial = storyboard.initial?.value else {
        throw SimulationError("the storyboard has no initial scene")
      }
      let controller = try instantiate(initial, depth: 0)
      try transition(.launch, primary: controller) { () throws(SimulationError) in
        root = controller
      }
    }
  }

  /// Applies one event; on failure the event is recorded with its error and the error thrown.
  public func apply(_ event: Event) throws(SimulationError) {
    try record(event) { () throws(SimulationError) in
      // An entry from code starts the app where a storyboard with no initial scene has none.
      let isEntry = if case .code(.entry) = event { true } else { false }
      guard root != nil || isEntry else {
        throw SimulationError("the simulation has not been launched")
      }
      // Each target is resolved to an id first (Simulator+Targets.swift).
      switch event {
      case .launch: throw SimulationError("the simulation is already launched")
      case .tap(let target): try tap(target)
      case .type(let name, let text): try type(into: try resolvedID(name), text: text)
      case .select(let target):
        let (id, index) = try resolvedRow(target)
        try select(id, index)
      case .accessory(let target):
        let (id, index) = try resolvedRow(target)
        try tapAccessory(id, index)
      case .back: try back()
      case .swipe(let direction): try swipe(direction)
      case .swipeOn(let name, let direction): try swipe(on: try resolvedID(name), direction)
      case .longPress(let name): try longPress(try resolvedID(name))
      case .pullToRefresh(let name): try pullToRefresh(try resolvedID(name))
      case .endRefreshing(let id): try endRefreshing(id)
      case .code(let code): try run(code)
      }
    }
  }

  private func record(_ event: Event, _ body: () throws(SimulationError) -> Void)
    throws(SimulationError)
  {
    entries = []
    ignoredFailures = []
    stepsThisEvent = 0
    transitionsThisEvent = 0
    deferred = []
    do {
      try body()
      try checkTranscript()
      if recordsDisplayedScenes { exerciseDisplayedScenes() }
      events.append(EventRecord(event: event, entries: entries, error: nil))
    } catch {
      var error = error
      if let view = error.hiddenView, let find = pathToShow,
        let path = find(self, view, error.hiddenViewScene)
      {
        error.message +=
          "; the shortest way to show it: " + path.map(\.description).joined(separator: ", ")
      }
      events.append(EventRecord(event: event, entries: entries, error: error))
      throw error
    }
  }

  /// Counts the event's lines into the transcript; past its limit the simulation stops.
  private func checkTranscript() throws(SimulationError) {
    transcriptBytes = entries.reduce(transcriptBytes) { $0 + $1.text.utf8.count + 1 }
    guard transcriptBytes <= limits.transcriptBytes else {
      throw SimulationError(
        "the transcript is longer than \(limits.transcriptBytes) bytes; simulate fewer events"
          + " or split the flow")
    }
  }

  /// Refuses a value with more text than `limits.valueBytes` for `target` (`state.s`,
  /// `l.text`), so that steps and typing repeated over many events cannot grow it unbounded.
  /// Lists and records are not checked: steps cannot make them, only pass them on.
  func checkSize(_ value: Value, for target: String) throws(SimulationError) {
    guard case .string(let text) = value, text.utf8.count > limits.valueBytes else { return }
    throw SimulationError(
      "'\(target)' would hold \(text.utf8.count) bytes of text, over the limit of"
        + " \(limits.valueBytes) bytes")
  }

  func log(_ kind: TranscriptEntry.Kind, _ text: String) {
    entries.append(TranscriptEntry(kind: kind, text: text))
  }

  // MARK: - Making controllers

  /// A fresh controller for a scene, with the children its relationships and
  /// embeds give it (UIKIT-SEMANTICS.md §1.2: relationships build containers at load).
  func instantiate(_ id: String, depth: Int) throws(SimulationError) -> Controller {
    guard let scene = storyboard.scene(id) else {
      throw SimulationError("there is no scene '\(id)'")
    }
    if let reference = scene.reference, !reference.fileWasNotRead {
      // Linking replaces each reference it can follow by its scene; one left whose file was
      // read is broken whatever the app holds.
      throw SimulationError(
        "\(reference.describe(scene: id)) cannot be followed (validate says why): the app"
          + " crashes here, as UIKit cannot load the scene it names",
        at: reference.storyboard.location)
    }
    guard depth < 32 else {
      throw SimulationError(
        "scenes nest more than 32 deep through relationships and embeds at '\(id)'; "
          + "is there a cycle?", at: scene.id.location)
    }
    guard created < limits.controllers else {
      throw SimulationError("the simulation made more than \(limits.controllers) controllers")
    }
    created += 1
    let controller = Controller(number: created, template: templates.template(of: scene))
    var children: [(Segue.Relationship, Controller)] = []
    for segue in scene.segues where segue.kind.value == .relationship {
      let relationship = segue.relationship?.value ?? .viewControllers
      let targets = relationship == .rootViewController ? Array(segue.to.prefix(1)) : segue.to
      for target in targets {
        children.append((relationship, try instantiate(target.value, depth: depth + 1)))
      }
    }
    // A split view's columns come left to right (master, supplementary, detail), whatever
    // the file order.
    let columns = children.map { SplitColumn(relationship: $0.0) }
    let rank = columns.map { $0.flatMap { SplitColumn.allCases.firstIndex(of: $0) } ?? -1 }
    let ordered = children.indices.sorted { (rank[$0], $0) < (rank[$1], $1) }
    for index in ordered {
      let child = children[index].1
      child.parent = controller
      if scene.kind.value == .splitViewController { child.column = columns[index] }
      controller.children.append(child)
    }
    for segue in scene.segues where segue.kind.value == .embed {
      guard let container = segue.from?.value, let target = segue.to.first?.value else {
        continue
      }
      let child = try instantiate(target, depth: depth + 1)
      try prepare(segue, source: controller, destination: child, row: nil)
      child.parent = controller
      controller.embedded.append(Controller.Embedded(container: container, child: child))
    }
    return controller
  }

  /// prepare(for:sender:): sets the destination's properties from `pass:`,
  /// evaluated in the source's scene, before the destination's view loads.
  func prepare(_ segue: Segue, source: Controller, destination: Controller, row: Value?)
    throws(SimulationError)
  {
    var budget = EvaluationBudget()
    let context = StepContext(
      name: "segue \(segue.displayName)", controller: source, row: row, alert: nil)
    for pass in segue.pass {
      let value = try evaluate(pass.value, context: context, budget: &budget)
      if pass.property.value == "title" {
        if let problem = destination.setTitle(value) {
          throw SimulationError("\(context.name): \(problem)", at: pass.value.location)
        }
      } else {
        destination.setProperty(pass.property.value, value)
      }
      log(.step, "pass \(destination.name).\(pass.property.value) = \(Self.show(value))")
    }
  }

  /// A value as transcripts show it: strings quoted (and cut, see `Event.quoted`), others
  /// as `displayText`; a list or record of more than `Event.shownBytes` bytes of text by its
  /// size alone (`[a list of 3000 items]`).
  static func show(_ value: Value) -> String {
    switch value {
    case .string(let text): return Event.quoted(text)
    case .null: return "null"
    case .list(let items) where value.workBytes(upTo: Event.shownBytes) > Event.shownBytes:
      return "[a list of \(items.count) items]"
    case .record(let fields) where value.workBytes(upTo: Event.shownBytes) > Event.shownBytes:
      return "{a record of \(fields.count) fields}"
    default: return value.displayText
    }
  }
}

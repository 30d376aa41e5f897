import SceneModel
import SceneRuntime
import SceneSyntax

/// The inputs a user could make in a state, in a stable order: taps on the visible, enabled,
/// uncovered controls and bar items; selecting segments and rows, accessory buttons; typing
/// into fields (from a small domain per keyboard); tabs; an alert's actions; back; swipes.
enum ExploreEvents {
  /// What is typed into a field: the `samples` it lists (at most `maxRows`), else one by its
  /// keyboard (docs/Explore.md).
  static func samples(of state: ViewState?, options: ExploreOptions, rowsCut: inout Bool)
    -> [String]
  {
    if case .list(let listed)? = state?.value("samples") {
      if listed.count > options.maxRows { rowsCut = true }
      return listed.prefix(options.maxRows).compactMap { value -> String? in
        if case .string(let text) = value { return text }
        return nil
      }
    }
    let keyboard = state?.value("keyboard").flatMap { value -> String? in
      if case .string(let name) = value { return name }
      return nil
    }
    return samples(keyboard: keyboard)
  }

  /// The sample typed into a field that lists none, by its keyboard.
  static func samples(keyboard: String?) -> [String] {
    switch keyboard {
    case "numberPad", "asciiCapableNumberPad": ["42"]
    case "decimalPad", "numbersAndPunctuation": ["3.5"]
    case "email": ["someone@example.com"]
    case "phonePad", "namePhonePad": ["5550100"]
    case "url": ["https://example.com"]
    case "twitter": ["@someone"]
    default: ["Hello"]
    }
  }

  /// The events, each with the scene whose control or bar item takes it (nil for tabs,
  /// alert actions, back, swipes and code).
  static func of(_ simulator: Simulator, options: ExploreOptions) -> [(Event, String?)] {
    var rowsCut = false
    return of(simulator, options: options, rowsCut: &rowsCut)
  }

  /// `of`, and whether `maxRows` left out a row, item, page or sample (`rowsCut`).
  static func of(_ simulator: Simulator, options: ExploreOptions, rowsCut: inout Bool)
    -> [(Event, String?)]
  {
    var events: [(Event, String?)] = []
    if let alert = simulator.shownAlert?.alert {
      return alert.spec.buttons.map { (.tap(.alertAction($0.title.value)), nil) }
    }
    for view in simulator.viewsOnScreen()
    where simulator.coveringPresentation(of: view.controller) == nil {
      let state = view.controller.view(view.id)
      let gestures =
        view.type == .barItem ? [] : view.controller.scene.view(view.id)?.gestures ?? []
      // A view with gestures takes touches unless the file turns them off (a label's and an
      // image view's are off by default: docs/SceneFormat.md).
      let written = state?.properties.first { $0.name == "userInteraction" }?.value
      let interaction = written ?? (gestures.isEmpty ? state?.value("userInteraction") : nil)
      if state?.value("enabled") == .bool(false) || interaction == .bool(false) {
        continue
      }
      let input: ViewTraits.Input =
        switch view.type {
        case .view(let type): type.traits.input
        case .barItem: .tap
        }
      switch input {
      case .tap:
        events.append((.tap(.view(.id(view.id))), view.scene))
      case .typing:
        if state?.value("editable") == .bool(false) { continue }
        // Typing appends, so a field takes one sample: once its text ends with one, no more
        // are typed, and its text stays in a finite domain.
        let text = state?.text ?? ""
        let samples = samples(of: state, options: options, rowsCut: &rowsCut).filter { !$0.isEmpty }
        if !samples.contains(where: { text.hasSuffix($0) }) {
          events += samples.map { (.type(into: .id(view.id), text: $0), view.scene) }
        }
      case .stepper:
        events += [
          (.tap(.stepper(view.id, up: true)), view.scene),
          (.tap(.stepper(view.id, up: false)), view.scene),
        ]
      case .pick(let pick):
        events += pickEvents(pick, on: view.id, state: state, options: options, rowsCut: &rowsCut)
          .map { ($0, view.scene) }
      case .items:
        let items = min(view.cells?.count ?? 0, options.maxRows)
        if (view.cells?.count ?? 0) > options.maxRows { rowsCut = true }
        events += (0..<items).map { (.select(.row(.id(view.id), $0)), view.scene) }
      case .rows:
        let rows = min(view.cells?.count ?? 0, options.maxRows)
        if (view.cells?.count ?? 0) > options.maxRows { rowsCut = true }
        events += (0..<rows).map { (.select(.row(.id(view.id), $0)), view.scene) }
        let accessory = state?.prototypes.first?.accessory?.value.hasButton ?? false
        if accessory {
          events += (0..<rows).map { (.accessory(.row(.id(view.id), $0)), view.scene) }
        }
      case .none:
        break
      }
      if state?.value(Simulator.refreshingProperty) != .bool(true),
        view.controller.scene.view(view.id)?.refreshControl != nil
      {
        events.append((.pullToRefresh(.id(view.id)), view.scene))
      }
      for event in gestureEvents(gestures, on: view.id)
      where !events.contains(where: { $0.0 == event }) {
        events.append((event, view.scene))
      }
    }
    if let controller = simulator.rootViewWithGestures,
      simulator.coveringPresentation(of: controller) == nil
    {
      for event in gestureEvents(controller.scene.gestures, on: Scene.rootViewID)
      where !events.contains(where: { $0.0 == event }) {
        events.append((event, controller.sceneID))
      }
    }
    events += codeEvents(simulator, options: options).map { (.code($0), nil) }
    for tabs in simulator.tabBarsOnScreen() {
      events += tabs.children.map { (.tap(.tab($0.tabTitle)), nil) }
    }
    events.append((.back, nil))
    if simulator.topChain.contains(where: { $0.kind == .pageViewController }) {
      events += [(.swipe(.left), nil), (.swipe(.right), nil)]
    }
    if simulator.iosVersion >= 13,
      let style = simulator.topChain.last(where: { $0.presentation != nil })?.presentation?.style,
      style == .pageSheet || style == .formSheet
    {
      events.append((.swipe(.down), nil))
    }
    return events
  }

  /// The events that pick each value the explorer tries on a view (`ViewTraits.Pick`):
  /// every number below its count (at most `maxRows` of a number property's), or each text it
  /// lists in `samples` (else its format's default ones) not already picked.
  static func pickEvents(
    _ pick: ViewTraits.Pick, on id: String, state: ViewState?, options: ExploreOptions,
    rowsCut: inout Bool
  ) -> [Event] {
    switch pick.entry {
    case .index(.number(let name), _):
      guard case .number(let count)? = state?.value(name), count >= 1 else { return [] }
      if count > Double(options.maxRows) { rowsCut = true }
      let tried = min(Int(min(count, 1000)), options.maxRows)
      return (0..<tried).map { .select(.row(.id(id), $0)) }
    case .index(.list(let name), _):
      guard case .list(let items)? = state?.value(name) else { return [] }
      return items.indices.map { .select(.row(.id(id), $0)) }
    case .text(let format):
      // The domain is the samples: each is picked unless it already is.
      let current = state?.value(pick.property)
      var samples = format.defaultSamples
      if case .list? = state?.value("samples") {
        samples = Self.samples(of: state, options: options, rowsCut: &rowsCut)
      }
      return samples.filter { current != .string($0) }.map { .type(into: .id(id), text: $0) }
    }
  }

  /// The events that drive a view's gestures, in their order: a tap (`ID:N` for N taps), a
  /// swipe in the gesture's direction, a long press; none for the gestures `simulate` does not
  /// drive (`Gesture.isSimulated`).
  static func gestureEvents(_ gestures: [Gesture], on id: String) -> [Event] {
    gestures.compactMap { gesture in
      switch gesture.kind.value {
      case .tap: .tap(gesture.tapCount == 1 ? .view(.id(id)) : .taps(id, count: gesture.tapCount))
      case .swipe: .swipeOn(.id(id), gesture.swipeDirection)
      case .longPress: .longPress(.id(id))
      case .pan, .pinch, .rotation, .screenEdgePan: nil
      }
    }
  }

  /// What the code of the scenes on screen and uncovered does (`ExploreOptions.codeEvents`),
  /// in screen order, each once.
  static func codeEvents(_ simulator: Simulator, options: ExploreOptions) -> [CodeEvent] {
    guard !options.codeEvents.isEmpty else { return [] }
    var events: [CodeEvent] = []
    for controller in simulator.displayOrder()
    where controller.alert == nil && simulator.coveringPresentation(of: controller) == nil {
      for event in options.codeEvents[controller.sceneID] ?? [] where !events.contains(event) {
        events.append(event)
      }
    }
    return events
  }

  /// Events that are only inputs when the app takes them (nothing to go back to, no page
  /// beyond the last), and what code does, which is not known to happen in every state:
  /// their failures are not findings.
  static func isOptional(_ event: Event) -> Bool {
    switch event {
    case .back, .swipe, .code: true
    default: false
    }
  }
}

extension Event {
  /// The view, bar item or table an event is sent to, if any.
  var target: String? {
    switch self {
    // A tab or an alert's action has no view: it is offered under no scene.
    case .tap(let target): target.viewID ?? target.description
    case .type(let name, _), .swipeOn(let name, _), .longPress(let name), .pullToRefresh(let name):
      name.description
    case .select(let target), .accessory(let target): target.name
    case .endRefreshing(let id): id
    case .launch, .back, .swipe, .code: nil
    }
  }
}

import Diagnostics
import YAML

/// Loads a flow file (SCENE-FORMAT.md §9), reporting every problem with its
/// file, line and column as the scene loader does.
///
///     let result = FlowLoader.load(bytes, file: "Scenes/Flows/Wonderland-author.yaml")
///     print(result.flow?.steps.count ?? 0)
public enum FlowLoader {
  /// What loading produced: the flow (nil when the YAML cannot be parsed) and the problems.
  public struct Result: Sendable {
    public var flow: Flow?
    public var diagnostics: [Diagnostic]
  }

  /// The most steps a flow may have: each replays an event, and the transcript of every
  /// event is kept, so the length of a flow bounds the time and memory of running it.
  public static let maxSteps = 10_000

  static let topLevelKeys = ["storyboard", "device", "steps"]
  static let stepKeys = [
    "tap", "type", "select", "accessory", "back", "swipe", "longPress", "pullToRefresh",
    "endRefreshing", "expect", "snapshot",
  ]
  static let expectKeys = ["top", "stack", "visible", "text", "frame", "alert"]

  public static func load(_ bytes: [UInt8], file: String) -> Result {
    let context = LoadContext(file: file)
    let document: YAMLDocument
    do {
      document = try YAMLLoader.load(bytes)
    } catch {
      return Result(flow: nil, diagnostics: [.yaml(error, file: file)])
    }
    for duplicate in document.duplicateKeys {
      context.report(
        .duplicateKey(
          duplicate.key, first: context.location(duplicate.first),
          at: context.location(duplicate.duplicate)))
    }
    let root = document.root
    guard let fields = context.fields(root, "the flow", allowed: topLevelKeys) else {
      return Result(flow: nil, diagnostics: context.diagnostics)
    }
    var flow = Flow(file: file)
    if let node = fields.value("storyboard") {
      flow.storyboard = context.string(node, "'storyboard'")
    }
    if let node = fields.value("device"), let name = context.string(node, "'device'") {
      if Device.named(name.value) != nil {
        flow.device = name
      } else {
        context.report(
          .invalidValue(name.value, for: "device", allowed: Device.nameChoices, at: name.location))
      }
    }
    if let node = fields.value("steps") {
      if let items = context.sequence(node, "'steps'") {
        if items.count > maxSteps {
          context.report(.flowTooLong(maxSteps, at: context.location(items[maxSteps])))
        }
        flow.steps = items.prefix(maxSteps).compactMap { step($0, context: context) }
      }
    } else {
      context.report(.missingKey("steps", in: "the flow", at: context.location(root)))
    }
    return Result(flow: flow, diagnostics: context.diagnostics)
  }

  static func step(_ node: Node, context: LoadContext) -> FlowStep? {
    let place = context.location(node)
    if let scalar = node.scalar, !node.isNull {
      guard scalar.text == "back" else {
        context.report(.invalidValue(scalar.text, for: "flow step", allowed: stepKeys, at: place))
        return nil
      }
      return FlowStep(kind: .event(.back), location: place)
    }
    guard let pairs = context.mapping(node, "a flow step") else { return nil }
    guard pairs.count == 1, let key = pairs[0].key.scalar?.text else {
      context.report(
        .wrongType(
          expected: "one of \(stepKeys.map { "'\($0)'" }.joined(separator: ", "))",
          for: "a flow step", found: "a mapping with \(pairs.count) keys", at: place))
      return nil
    }
    let value = pairs[0].value
    switch key {
    case "tap":
      return context.string(value, "'tap'").map {
        FlowStep(kind: .event(.tap(TapTarget(parsing: $0.value))), location: place)
      }
    case "type":
      let what = "a 'type' step"
      guard let fields = context.fields(value, what, allowed: ["into", "text"]) else { return nil }
      guard let into = fields.value("into"), let text = fields.value("text") else {
        context.report(
          .missingKey(fields.has("into") ? "text" : "into", in: what, at: context.location(value)))
        return nil
      }
      guard let id = context.string(into, "'into'"), let typed = context.string(text, "'text'")
      else { return nil }
      guard isTarget(id.value) else {
        context.report(
          .wrongType(
            expected: "a view id, an Interface Builder id or text:\"...\"", for: "'into'",
            found: id.value.utf8.count > LoadContext.longestIdentifier
              ? "\(id.value.utf8.count) bytes" : "'\(id.value)'",
            at: id.location))
        return nil
      }
      return FlowStep(
        kind: .event(.type(into: ViewName(parsing: id.value), text: typed.value)), location: place)
    case "select":
      return indexed(value, "'select'", "a table view or segmented control", context: context)
        .map { FlowStep(kind: .event(.select($0)), location: place) }
    case "accessory":
      return indexed(value, "'accessory'", "a table view", context: context)
        .map { FlowStep(kind: .event(.accessory($0)), location: place) }
    case "back":
      return FlowStep(kind: .event(.back), location: place)
    case "swipe":
      guard let direction = context.string(value, "'swipe'") else { return nil }
      let bare = SwipeDirection(rawValue: direction.value)
      if bare == nil, let (id, towards) = Gesture.swipeTarget(direction.value) {
        return FlowStep(kind: .event(.swipeOn(.id(id), towards)), location: place)
      }
      guard let bare else {
        context.report(
          .valueOutOfRange(
            "'\(direction.value)' is not a valid swipe: write left or right to turn the page "
              + "view controller's pages, down to dismiss the sheet on top, or ID:DIRECTION "
              + "(right, left, up or down) to swipe a view with a swipe gesture",
            at: direction.location))
        return nil
      }
      return FlowStep(kind: .event(.swipe(bare)), location: place)
    case "longPress":
      return context.identifier(value, "'longPress'").map {
        FlowStep(kind: .event(.longPress(ViewName(parsing: $0.value))), location: place)
      }
    case "pullToRefresh":
      return context.identifier(value, "'pullToRefresh'").map {
        FlowStep(kind: .event(.pullToRefresh(ViewName(parsing: $0.value))), location: place)
      }
    case "endRefreshing":
      return context.identifier(value, "'endRefreshing'").map {
        FlowStep(kind: .event(.endRefreshing($0.value)), location: place)
      }
    case "snapshot":
      return context.identifier(value, "'snapshot'").map {
        FlowStep(kind: .snapshot($0.value), location: place)
      }
    case "expect":
      return expectation(value, context: context).map {
        FlowStep(kind: .expect($0), location: place)
      }
    default:
      context.report(
        .unknownKey(
          key, in: "a flow step", allowed: stepKeys,
          at: context.location(pairs[0].key)))
      return nil
    }
  }

  /// What a step may name a view by (Runtime.md §4): an id, the Interface Builder id of a
  /// storyboard element (`0oa-Kv-TxJ`), or `text:"..."`, the text it shows; never empty,
  /// longer than an id may be, or with control characters.
  static func isTarget(_ text: String) -> Bool {
    if LoadContext.isIdentifier(text) { return true }
    return !text.isEmpty && text.utf8.count <= LoadContext.longestIdentifier
      && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// `ID:N`, a view id and a number from 0, or `text:"..."` alone for the row showing it
  /// (`select:`, `accessory:`).
  static func indexed(_ node: Node, _ what: String, _ target: String, context: LoadContext)
    -> RowTarget?
  {
    guard let text = context.string(node, what) else { return nil }
    guard let row = RowTarget(parsing: text.value), isTarget(row.name) else {
      context.report(
        .wrongType(
          expected: "'ID:N' (\(target) and a number from 0)", for: what,
          found: "'\(text.value)'", at: text.location))
      return nil
    }
    return row
  }

  static func expectation(_ node: Node, context: LoadContext) -> FlowExpectation? {
    guard let fields = context.fields(node, "'expect'", allowed: expectKeys) else { return nil }
    var expectation = FlowExpectation()
    if let top = fields.value("top") { expectation.top = context.identifier(top, "'top'") }
    if let alert = fields.value("alert") {
      // `alert: null` expects no alert; a title is any text.
      expectation.alert =
        alert.isNull
        ? Located(nil, at: context.location(alert))
        : context.string(alert, "'alert'").map { Located($0.value, at: $0.location) }
    }
    if let stack = fields.value("stack"), let items = context.sequence(stack, "'stack'") {
      expectation.stack = items.compactMap { context.identifier($0, "a scene id in 'stack'") }
    }
    if let visible = fields.value("visible"), let items = context.sequence(visible, "'visible'") {
      expectation.visible = items.compactMap { context.identifier($0, "a view id in 'visible'") }
    }
    if let text = fields.value("text"), let pairs = context.mapping(text, "'text'") {
      for pair in pairs {
        guard let id = context.identifier(pair.key, "a view id in 'text'"),
          let expected = context.string(pair.value, "the text of '\(id.value)'")
        else { continue }
        expectation.text.append((id, expected))
      }
    }
    if let frame = fields.value("frame"), let pairs = context.mapping(frame, "'frame'") {
      for pair in pairs {
        guard let id = context.identifier(pair.key, "a view id in 'frame'"),
          let rect = ViewLoader.frame(pair.value, context: context)
        else { continue }
        expectation.frames.append((id, rect))
      }
    }
    return expectation
  }
}

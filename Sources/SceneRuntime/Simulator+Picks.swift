import SceneModel
import SceneSyntax

/// The picks (`ViewTraits.Pick`): an input that sets one property of a view to a value the
/// user picks, by number (`--select ID:N`: a page, a segment) or by typing
/// (`--type ID=TEXT`: a colour). Every pick runs here alike, from the value in its type's row.
extension Simulator {
  /// `--select ID:N` on a view picking by number: N must be below its count; the property
  /// is set to N and valueChanged sent, or a note says N is already picked.
  func select(
    _ index: Int, picking pick: ViewTraits.Pick, of count: ViewTraits.Pick.Count,
    chosen: String, on view: ViewState, in controller: Controller, target: ScreenTarget
  ) throws(SimulationError) {
    let id = view.id
    var titles: [String]? = nil
    let available: Int
    switch count {
    case .number(let name):
      if case .number(let n)? = view.value(name), n >= 0, n <= 1000 {
        available = Int(n)
      } else {
        available = 0
      }
    case .list(let name):
      var listed: [String] = []
      if case .list(let items)? = view.value(name) { listed = items.map(\.displayText) }
      titles = listed
      available = listed.count
    }
    guard index >= 0, index < available else {
      throw SimulationError(
        "\(pick.noun) \(index) is out of range: '\(id)' has \(available) \(pick.noun)s")
    }
    guard try hitTest(target) else { return }
    try touchDown(id, in: controller)
    if view.value(pick.property) == .number(Double(index)) {
      log(.note, "\(pick.noun) \(index) of '\(id)' is already \(chosen); nothing happens")
      return
    }
    controller.setViewProperty(id, pick.property, .number(Double(index)))
    let title = titles.map { " (\(Event.quoted($0[index])))" } ?? ""
    log(.step, "set \(id).\(pick.property) = \(index)\(title)")
    try sendActions(from: id, in: controller, events: [.valueChanged])
  }

  /// `--type ID=TEXT` on a view picking by typing: the text must be of the pick's format and
  /// one the view takes; it becomes the property's value and valueChanged is sent, or a note
  /// says it already is.
  func type(
    _ text: String, picking pick: ViewTraits.Pick, format: ViewTraits.Pick.TextFormat,
    on view: ViewState, in controller: Controller, target: ScreenTarget
  ) throws(SimulationError) {
    let id = view.id
    guard format.accepts(text) else {
      throw SimulationError(
        "\(Event.quoted(text)) is not a \(pick.noun); type \(format.described) into '\(id)'")
    }
    if let refusal = format.refusal(text, id, { view.value($0) }) {
      throw SimulationError(refusal)
    }
    try checkTouchable(controller, id)
    guard try hitTest(target) else { return }
    exercised.insert(.control(scene: controller.sceneID, id: id))
    try touchDown(id, in: controller)
    if view.value(pick.property) == .string(text) {
      log(.note, "\(Event.quoted(text)) is already the \(pick.noun) of '\(id)'; nothing happens")
      return
    }
    controller.setViewProperty(id, pick.property, .string(text))
    log(.step, "set \(id).\(pick.property) = \(Event.quoted(text))")
    try sendActions(from: id, in: controller, events: [.valueChanged])
  }

  /// The error of a plain tap on view `id`, which picks nothing: it names the event that
  /// picks, as the user writes it (flag or flow step).
  func tapPicksNothing(_ pick: ViewTraits.Pick, on id: String) -> SimulationError {
    switch pick.entry {
    case .index:
      return SimulationError(
        "a tap on '\(id)' chooses no \(pick.noun); select one with "
          + suggested(step: "select", option: "select", "\(id):N"))
    case .text(let format):
      let typed =
        appliesFlowStep
        ? "'type: {into: \(id), text: \"\(format.example)\"}'"
        : "'--type \(id)=\(format.example)'"
      return SimulationError(
        "a tap on '\(id)' picks no \(pick.noun); type one into \(format.typedInto) with \(typed)")
    }
  }
}

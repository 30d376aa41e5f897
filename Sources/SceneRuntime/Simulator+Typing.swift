import SceneModel
import SceneSyntax

extension Simulator {

  /// `--type ID=TEXT`: focuses a text field or text view and types at its end; on a view
  /// picking by typing (`ViewTraits.Pick`, a colour well), picks the text.
  func type(into id: String, text: String) throws(SimulationError) {
    let target = try locate(id)
    guard case .view(let controller, _) = target, let view = controller.view(id) else {
      throw SimulationError(
        "'\(id)' is a bar item; text can only be typed into a text field "
          + "or text view")
    }
    if case .pick(let pick) = view.type.traits.input, case .text(let format) = pick.entry {
      return try type(
        text, picking: pick, format: format, on: view, in: controller, target: target)
    }
    guard view.type == .textField || view.type == .textView else {
      throw SimulationError(
        "'\(id)' is a \(view.type.rawValue); text can only be typed into a "
          + "text field or text view")
    }
    if view.type == .textView, view.bool("editable") == false {
      throw SimulationError("'\(id)' is not editable")
    }
    try checkTouchable(controller, id)
    guard try hitTest(target) else { return }
    exercised.insert(.control(scene: controller.sceneID, id: id))
    try becomeFirstResponder(controller, id)
    // In a text field a newline is the Return key (a field holds one line).
    let pieces =
      view.type == .textField
      ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [text]
    for (index, piece) in pieces.enumerated() {
      if index > 0 { try pressReturn(in: controller, id) }
      if piece.isEmpty && pieces.count > 1 { continue }
      // Return with an editingDidEndOnExit action resigned the field: typing goes on in it.
      try becomeFirstResponder(controller, id)
      let old = controller.view(id)?.value("text")?.displayText ?? ""
      let new = Value.string(old + piece)
      try checkSize(new, for: "\(id).text")
      controller.setViewProperty(id, "text", new)
      log(.step, "set \(id).text = \(Self.show(new))")
      if view.type == .textField {
        try sendActions(from: id, in: controller, events: [.editingChanged])
      }
    }
  }

  /// The Return key in text field `id`: UIKit sends editingDidEndOnExit and primaryAction,
  /// and a field with an editingDidEndOnExit action resigns the first responder
  /// (editingDidEnd).
  private func pressReturn(in controller: Controller, _ id: String) throws(SimulationError) {
    log(.note, "Return is pressed in '\(id)'")
    try sendActions(from: id, in: controller, events: [.editingDidEndOnExit, .primaryAction])
    let resigns = controller.scene.actions.contains {
      $0.from.value == id && $0.event?.value == .editingDidEndOnExit
    }
    if resigns, firstResponder?.controller === controller, firstResponder?.view == id {
      try endEditing()
    }
  }

  func becomeFirstResponder(_ controller: Controller, _ id: String)
    throws(SimulationError)
  {
    if let current = firstResponder, current.controller === controller, current.view == id {
      return
    }
    try endEditing()
    firstResponder = (controller, id)
    log(.note, "'\(id)' becomes the first responder")
    if controller.view(id)?.type == .textField {
      try sendActions(from: id, in: controller, events: [.editingDidBegin])
    }
  }

  /// Resigns the first responder, sending its editingDidEnd actions.
  func endEditing() throws(SimulationError) {
    guard let current = firstResponder else { return }
    firstResponder = nil
    log(.note, "'\(current.view)' resigns the first responder")
    if current.controller.view(current.view)?.type == .textField {
      try sendActions(from: current.view, in: current.controller, events: [.editingDidEnd])
    }
  }

}

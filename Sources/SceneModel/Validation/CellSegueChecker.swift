import Diagnostics

/// Checks the segues that start from prototype cells (SceneFormat.md,
/// extensions): `trigger:` is written only on them, an accessory segue needs
/// a cell with an accessory button, and a cell triggers at most one segue on
/// selection and one on its accessory button, the two connections Interface
/// Builder offers a cell (UIKIT-SEMANTICS.md §1.2, §1.10).
struct CellSegueChecker {
  let scene: Scene

  func check() -> [Diagnostic] {
    let cells = scene.allCells
    var diagnostics: [Diagnostic] = []
    var first: [Segue.Trigger: [String: Diagnostic.Location]] = [:]
    for segue in scene.segues {
      guard let from = segue.from, let prototype = cell(from.value, in: cells) else {
        if let trigger = segue.trigger, !segue.hasUnreadSource, isKnownSource(segue.from) {
          diagnostics.append(.segueTriggerNotCell(segue, scene: scene, at: trigger.location))
        }
        continue
      }
      let trigger = segue.firesOn
      if let earlier = first[trigger]?[from.value] {
        diagnostics.append(
          .duplicateCellSegue(trigger, cell: from.value, first: earlier, at: from.location))
      } else {
        first[trigger, default: [:]][from.value] = from.location
      }
      if trigger == .accessory, let written = segue.trigger,
        prototype.accessory?.value.hasButton != true
      {
        diagnostics.append(
          .accessorySegueNeedsButton(segue.displayName, prototype: prototype, at: written.location))
      }
    }
    return diagnostics
  }

  /// The cell `id` names (prototype or static), unless a view or bar item of the scene
  /// has that id (segues look at those first).
  private func cell(_ id: String, in cells: [TableCell]) -> TableCell? {
    guard scene.viewType(id)?.isCell ?? true,
      scene.barItem(id) == nil
    else { return nil }
    return cells.first { $0.id?.value == id }
  }

  /// A manual segue, or one from a view or bar item; a dangling `from:` is
  /// reported as such, not as a misplaced trigger.
  private func isKnownSource(_ from: Located<String>?) -> Bool {
    guard let from else { return true }
    return scene.hasView(from.value) || scene.barItem(from.value) != nil
  }
}

extension Diagnostic {
  static func segueTriggerNotCell(_ segue: Segue, scene: Scene, at location: Location)
    -> Diagnostic
  {
    let source =
      segue.from.map { from in
        let kind = scene.view(from.value)?.type.value.rawValue ?? "bar item"
        return "starts from '\(from.value)', a \(kind)"
      } ?? "has no 'from:' (a manual segue)"
    return .error(
      .segueTriggerNotCell,
      "'trigger' applies only to segues from a prototype cell, but this segue \(source); "
        + "remove 'trigger'",
      at: location)
  }

  static func accessorySegueNeedsButton(
    _ segue: String, prototype: TableCell, at location: Location
  ) -> Diagnostic {
    let name = prototype.id?.value ?? ""
    let found =
      prototype.accessory.map { "'accessory: \($0.value.rawValue)' shows no button" }
      ?? "'\(name)' has no 'accessory'"
    let note =
      prototype.accessory.map { Note("the accessory of '\(name)' is set here", at: $0.location) }
      ?? Note("prototype '\(name)' is defined here", at: prototype.location)
    return .error(
      .accessorySegueNeedsButton,
      "\(segue) fires on the accessory button of prototype '\(name)', but \(found); "
        + "set 'accessory: detailButton' or 'accessory: detailDisclosureButton' on '\(name)'",
      at: location, notes: [note])
  }

  static func duplicateCellSegue(
    _ trigger: Segue.Trigger, cell: String, first: Location, at location: Location
  ) -> Diagnostic {
    .error(
      .duplicateCellSegue,
      "prototype '\(cell)' already has \(trigger == .accessory ? "an" : "a") "
        + "\(trigger.rawValue) segue; a cell triggers at most "
        + "one segue on selection and one on its accessory button",
      at: location,
      notes: [Note("the first \(trigger.rawValue) segue from '\(cell)' is here", at: first)])
  }
}

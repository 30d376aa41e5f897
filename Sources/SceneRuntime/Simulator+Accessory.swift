import SceneModel

extension Simulator {
  /// `--accessory ID:N`: a tap on the accessory button of row N of a table
  /// view. UIKit sends `tableView(_:accessoryButtonTappedForRowWith:)` instead
  /// of selecting the row, and only for a detail button or detail disclosure
  /// button; the prototype's accessory segues run with `row` bound, as
  /// selection segues do (docs/Runtime.md §4).
  func tapAccessory(_ id: String, _ index: Int) throws(SimulationError) {
    let target = try locate(id)
    guard case .view(let controller, _) = target, let view = controller.view(id) else {
      throw SimulationError("'\(id)' is a bar item; accessory takes a table view")
    }
    guard view.type == .tableView else {
      throw SimulationError("'\(id)' is a \(view.type.rawValue); accessory takes a table view")
    }
    try checkTouchable(controller, id)
    let rows = rows(of: view)
    guard rows.indices.contains(index) else {
      throw SimulationError("row \(index) is out of range: '\(id)' has \(rows.count) rows")
    }
    let prototype = view.prototypes.first
    guard let prototype, prototype.accessory?.value.hasButton == true else {
      let found =
        prototype.map { cell in
          let name = cell.id.map { "prototype '\($0.value)'" } ?? "its prototype"
          return cell.accessory.map { "\(name) has 'accessory: \($0.value.rawValue)'" }
            ?? "\(name) has no 'accessory'"
        } ?? "it has no prototype"
      throw SimulationError(
        "there is no accessory button on row \(index) of '\(id)': \(found); only "
          + "detailButton and detailDisclosureButton have one")
    }
    guard try hitTest(target) else { return }
    let cell = cells(of: view)?[index] ?? ""
    log(.action, "accessory button of row \(index) of '\(id)' (\(Event.quoted(cell)))")
    guard let name = prototype.id?.value,
      controller.scene.segues.contains(where: {
        $0.from?.value == name && $0.firesOn == .accessory
      })
    else {
      log(.note, "no accessory segue leaves the cell of '\(id)'; nothing happens")
      return
    }
    try performSegues(from: name, in: controller, row: rows[index], on: .accessory)
  }
}

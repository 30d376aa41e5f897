import SceneModel

extension Simulator {
  /// `--select ID:N` on a table view with rows or a collection view: row (item) N of its
  /// rows is selected, and the selection segues from its first prototype run with `row`
  /// bound to it (docs/Runtime.md §4).
  func selectRow(
    _ index: Int, of view: ViewState, in controller: Controller, target: ScreenTarget
  ) throws(SimulationError) {
    let id = view.id
    let rows = rows(of: view)
    let (row, cell) = view.type == .tableView ? ("row", "cell") : ("item", "item")
    guard rows.indices.contains(index) else {
      throw SimulationError("\(row) \(index) is out of range: '\(id)' has \(rows.count) \(row)s")
    }
    guard try hitTest(target) else { return }
    let shown =
      view.type == .tableView ? " (\(Event.quoted(cells(of: view)?[index] ?? "")))" : ""
    log(.action, "select \(row) \(index) of '\(id)'\(shown)")
    guard let prototype = view.prototypes.first?.id?.value,
      controller.scene.segues.contains(where: {
        $0.from?.value == prototype && $0.firesOn == .selection
      })
    else {
      log(.note, "no selection segue leaves the \(cell) of '\(id)'; nothing happens")
      return
    }
    try performSegues(from: prototype, in: controller, row: rows[index])
  }
}

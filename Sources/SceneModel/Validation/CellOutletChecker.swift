import Diagnostics

/// Checks the outlets that reach into table cells (docs/SceneFormat.md, cells): a scene's
/// outlet cannot connect to a view of a prototype cell, which every row copies (Interface
/// Builder's "Outlets cannot be connected to repeating content"); a cell's own `outlets:` connect
/// to views of that cell (or to a named constraint of one), and need the cell's `class:`,
/// which declares them.
struct CellOutletChecker {
  let scene: Scene

  /// UITableViewCell's own view properties: every cell has them, so an outlet to one needs
  /// no class of the app's, and its view lies outside the content view.
  static let cellProperties: Set<String> = [
    "accessoryView", "editingAccessoryView", "backgroundView", "selectedBackgroundView",
    "multipleSelectionBackgroundView",
  ]

  func check() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var inPrototype: [String: String] = [:]
    var cells: [(TableCell, Set<String>)] = []
    // By index: a view is copied only once it is one to check.
    for i in scene.allViews.indices where scene.allViews[i].type.value.showsRows {
      let table = scene.allViews[i]
      for cell in table.cells {
        let ids = Set(
          Scene.flattened(cell.subviews).map(\.id.value) + cell.namedLabels.map(\.id.value))
        for (key, id) in cell.namedLabels where !cell.styleHasLabel(key) {
          diagnostics.append(
            .cellLabelNotInStyle(key, id: id.value, cell: cell, at: id.location))
        }
        cells.append((cell, ids))
        guard let id = cell.id?.value, table.templates.contains(where: { $0.id?.value == id })
        else { continue }
        inPrototype[id] = id
        for view in ids where inPrototype[view] == nil { inPrototype[view] = id }
      }
    }
    for outlet in scene.outlets {
      for target in outlet.targets {
        if let cell = inPrototype[target.value] {
          diagnostics.append(
            .outletToRepeatingContent(
              outlet.property.value, view: target.value, cell: cell, at: target.location))
        }
      }
    }
    // A cell's outlet may keep a named constraint of its views, as a cell class keeps one to
    // change its constant (ResearchKit's label widths, edX's separator heights).
    let named = scene.namedConstraints.compactMap { entry in
      entry.id.map { ($0.value, [entry.syntax.first.item, entry.syntax.second?.item ?? ""]) }
    }
    let constraintViews = Dictionary(named, uniquingKeysWith: { first, _ in first })
    for (cell, ids) in cells where !cell.outlets.isEmpty {
      let name = cell.id?.value ?? "?"
      let declared = cell.outlets.filter { !Self.cellProperties.contains($0.property.value) }
      if cell.className == nil, let first = declared.first {
        diagnostics.append(.cellOutletsNeedClass(name, at: first.property.location))
      }
      for outlet in cell.outlets {
        for target in outlet.targets
        where !cell.namedLabels.contains(where: { $0.id.value == target.value }) {
          // UIKit puts an accessory or background view beside the content view, not in it.
          if Self.cellProperties.contains(outlet.property.value), scene.view(target.value) != nil {
            continue
          }
          if let items = constraintViews[target.value], items.contains(where: ids.contains) {
            continue
          }
          guard ids.contains(target.value), let view = scene.view(target.value) else {
            diagnostics.append(
              .cellOutletOutsideCell(
                outlet.property.value, view: target.value, cell: name,
                candidates: ids.sorted(), at: target.location))
            continue
          }
          if let expected = outlet.expectedType, expected.value != view.type.value {
            diagnostics.append(
              .outletTypeMismatch(
                outlet.property.value, expected: expected.value, view: target.value,
                actual: view.type.value.rawValue, at: expected.location))
          }
        }
      }
    }
    return diagnostics
  }
}

extension Diagnostic {
  static func cellLabelNotInStyle(_ key: String, id: String, cell: TableCell, at location: Location)
    -> Diagnostic
  {
    let styles =
      key == "textLabel" ? "basic, rightDetail, leftDetail or subtitle" : "rightDetail, leftDetail or subtitle"
    return .error(
      .cellLabelNotInStyle,
      "'\(key): \(id)' names a built-in label that a \(cell.style.rawValue) cell does not have; "
        + "give the cell the style \(styles), or remove '\(key)'",
      at: location)
  }

  static func outletToRepeatingContent(
    _ outlet: String, view: String, cell: String, at location: Location
  ) -> Diagnostic {
    .error(
      .outletToRepeatingContent,
      "outlet '\(outlet)' connects to '\(view)', "
        + (view == cell ? "a prototype cell" : "a view of prototype cell '\(cell)'")
        + ", which each row copies, so the controller cannot hold it; connect it from the "
        + "cell's class, in the cell's 'outlets'",
      at: location)
  }

  static func cellOutletsNeedClass(_ cell: String, at location: Location) -> Diagnostic {
    .error(
      .cellOutletsNeedClass,
      "cell '\(cell)' has outlets but no 'class', the cell class that declares them; add "
        + "'class: NAME'",
      at: location)
  }

  static func cellOutletOutsideCell(
    _ outlet: String, view: String, cell: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .cellOutletOutsideCell,
      "outlet '\(outlet)' of cell '\(cell)' connects to '\(view)', which is not a view of the "
        + "cell" + Suggestions.hint(for: view, in: candidates),
      at: location)
  }
}

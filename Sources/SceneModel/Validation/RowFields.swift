import Diagnostics
import SceneSyntax

/// The fields a table view's rows are known to have, for checking `row.x` and the bare
/// names of cell templates (`"{name}"`) against its data set (docs/Validation.md,
/// `unknown-row-field`).
///
/// Rows are known when the table's `rows:` names a data set that was read, or is written
/// inline, holds at least one row, every row is a record and some row has a field, and when
/// no step of the scene sets the table's `rows`. A field is known when any row has it.
struct RowFields: Sendable {
  /// The table view whose rows they are.
  var table: String
  /// Every field of the rows, in first-seen order.
  var fields: [String]

  /// The known fields of each table view of the scene, by table id; tables whose rows are
  /// not known are left out.
  static func tables(of scene: Scene, in storyboard: Storyboard) -> [String: RowFields] {
    var result: [String: RowFields] = [:]
    let reassigned = assignedTables(scene)
    for i in scene.allViews.indices where scene.allViews[i].type.value.showsRows {
      let view = scene.allViews[i]
      let id = view.id.value
      guard result[id] == nil, !reassigned.contains(id) else { continue }
      let rows: [Value]
      switch view.property("rows") {
      case .string(let name)?: rows = storyboard.data.first { $0.name.value == name }?.rows ?? []
      case .list(let list)?: rows = list
      default: rows = []
      }
      guard !rows.isEmpty else { continue }
      var fields: [String] = []
      var seen: Set<String> = []
      var allRecords = true
      for row in rows {
        guard case .record(let pairs) = row else {
          allRecords = false
          break
        }
        for pair in pairs where seen.insert(pair.name).inserted { fields.append(pair.name) }
      }
      if allRecords, !fields.isEmpty { result[id] = RowFields(table: id, fields: fields) }
    }
    return result
  }

  /// The known fields of the rows a prototype cell shows, by prototype id (the first table
  /// that has a prototype of that id).
  static func prototypes(of scene: Scene, tables: [String: RowFields]) -> [String: RowFields] {
    var result: [String: RowFields] = [:]
    var claimed: Set<String> = []
    for i in scene.allViews.indices where scene.allViews[i].type.value.showsRows {
      let view = scene.allViews[i]
      for id in view.prototypes.compactMap(\.id?.value) where claimed.insert(id).inserted {
        result[id] = tables[view.id.value]
      }
    }
    return result
  }

  /// The tables whose `rows` a step of the scene sets: their rows are not known statically.
  private static func assignedTables(_ scene: Scene) -> Set<String> {
    var tables: Set<String> = []
    func visit(_ steps: [Step]) {
      for step in steps {
        switch step.operation {
        case .set(let target, _):
          if target.value.count == 2, target.value[1] == "rows" { tables.insert(target.value[0]) }
        case .branch(_, let then, let otherwise):
          visit(then)
          visit(otherwise)
        default:
          break
        }
      }
    }
    for action in scene.actions { visit(action.steps) }
    visit(scene.onAppear)
    for alert in scene.alerts { for button in alert.buttons { visit(button.steps) } }
    return tables
  }
}

extension Diagnostic {
  static func unknownRowField(_ field: String, rows: RowFields, at location: Location)
    -> Diagnostic
  {
    let hint =
      Suggestions.closest(to: field, in: rows.fields).map { "; did you mean '\($0)'?" }
      ?? "; the rows have " + rows.fields.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
    return .error(
      .unknownRowField,
      "no row of '\(rows.table)' has a field '\(field)'\(hint)",
      at: location)
  }
}

import Diagnostics

/// Checks a table's header and footer views (`tableHeaderView:`, `tableFooterView:`, an
/// extension): UIKit gives them the table's width and takes their height from their frame, so
/// each needs a `frame:` or a type with an intrinsic height (`table-end-no-height`).
struct TableEndChecker {
  let scene: Scene

  func check() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for table in scene.allViews where table.type.value == .tableView {
      for (role, views) in [("header", table.tableHeader), ("footer", table.tableFooter)] {
        for view in views where view.frame == nil && !Self.hasIntrinsicHeight(view) {
          diagnostics.append(
            .tableEndNoHeight(view, role: role, table: table.id.value, at: view.id.location))
        }
      }
    }
    return diagnostics
  }

  /// Whether layout can size the view's height without a frame: its `intrinsicSize:` gives a
  /// height, or its type has one.
  static func hasIntrinsicHeight(_ view: ViewSpec) -> Bool {
    if let given = view.intrinsicSize?.value { return given.height != nil }
    return view.type.value.hasIntrinsicSize
  }
}

extension Diagnostic {
  static func tableEndNoHeight(_ view: ViewSpec, role: String, table: String, at location: Location)
    -> Diagnostic
  {
    .error(
      "table-end-no-height",
      "\(role) view '\(view.id.value)' of table '\(table)' has no height: UIKit sizes a table's "
        + "\(role) view by its frame's height, and type '\(view.type.value.rawValue)' has no intrinsic "
        + "height; give it a 'frame:' (its height is used, its width is the table's), as "
        + "'frame: [0, 0, 320, 44]'",
      at: location)
  }
}

import Diagnostics

/// Checks a table's header and footer views (`tableHeaderView:`, `tableFooterView:`, an
/// extension): UIKit gives them the table's width and takes their height from their frame, so
/// each needs a `frame:` or a type with an intrinsic height (`table-end-no-height`). And a
/// collection view's section header and footer (`sectionHeader:`, `sectionFooter:`): a flow
/// layout shows one only when its reference size reaches along the scroll direction
/// (`collection-end-no-size`).
struct TableEndChecker {
  let scene: Scene

  func check() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // By index: a view is copied only once it is one to check.
    for i in scene.allViews.indices where scene.allViews[i].type.value == .tableView {
      let table = scene.allViews[i]
      for (role, views) in [("header", table.tableHeader), ("footer", table.tableFooter)] {
        for view in views where view.frame == nil && !Self.hasIntrinsicHeight(view) {
          diagnostics.append(
            .tableEndNoHeight(view, role: role, table: table.id.value, at: view.id.location))
        }
      }
    }
    for i in scene.allViews.indices where scene.allViews[i].type.value == .collectionView {
      let collection = scene.allViews[i]
      let horizontal = collection.string("scrollDirection") == "horizontal"
      for (role, end) in [
        ("header", collection.sectionHeader), ("footer", collection.sectionFooter),
      ] {
        let key = "\(role)ReferenceSize"
        guard let end, let id = end.id, !collection.unreadProperties.contains(key) else {
          continue
        }
        var extent = 0.0
        if case .list(let sides)? = collection.property(key), sides.count == 2,
          case .number(let n) = sides[horizontal ? 0 : 1]
        {
          extent = n
        }
        if extent == 0 {
          diagnostics.append(
            .collectionEndNoSize(
              id.value, role: role, collection: collection.id.value, key: key,
              horizontal: horizontal, at: id.location))
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
  static func collectionEndNoSize(
    _ id: String, role: String, collection: String, key: String, horizontal: Bool,
    at location: Location
  ) -> Diagnostic {
    let side = horizontal ? "width" : "height"
    return .warning(
      .collectionEndNoSize,
      "section \(role) '\(id)' of collection view '\(collection)' is never shown: a flow layout "
        + "shows a section \(role) only when its '\(key)' has a \(side), and it has none; give "
        + "'\(key): \(horizontal ? "[50, 0]" : "[0, 50]")' on '\(collection)'",
      at: location)
  }

  static func tableEndNoHeight(_ view: ViewSpec, role: String, table: String, at location: Location)
    -> Diagnostic
  {
    .error(
      .tableEndNoHeight,
      "\(role) view '\(view.id.value)' of table '\(table)' has no height: UIKit sizes a table's "
        + "\(role) view by its frame's height, and type '\(view.type.value.rawValue)' has no intrinsic "
        + "height; give it a 'frame:' (its height is used, its width is the table's), as "
        + "'frame: [0, 0, 320, 44]'",
      at: location)
  }
}

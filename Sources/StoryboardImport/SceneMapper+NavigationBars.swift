import StoryboardXML

/// Standalone navigation bars: a `<navigationBar>` placed as a view, whose one
/// `<navigationItem>` gives its title, its left and right bar items and its title view.
extension SceneMapper {
  /// Writes the bar's `title`, `left`, `right` and `titleView` from its first navigation item
  /// (a bar shows the top item of its stack; a storyboard's bar holds one). The title view is
  /// left in `barItemViews`, where the bar's subviews are taken from.
  func mapNavigationBarItem(_ bar: IBElement, into tree: inout YAMLTree) {
    guard let item = bar.first("items")?.children(named: "navigationItem").first else { return }
    if let title = item["title"] {
      tree.set("title", .string(title, at: item.position(of: "title")))
    }
    var titleView: YAMLTree?
    if let view = item.child(key: "titleView"),
      let mapped = mapView(view, parent: bar.ibID, arranged: false)
    {
      titleView = mapped
      tree.set("titleView", .string(views[view.ibID]?.id ?? "", at: view.position))
    }
    mapSides(of: item, into: &tree)
    if let titleView { barItemViews.insert(titleView, at: 0) }
  }
}

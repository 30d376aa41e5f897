import SceneLayout
import SceneModel
import SceneSyntax

/// Builds the `Screen` of one scene on a device from the scene file alone
/// (what `scenectl render` draws): the scene's views at their solved frames,
/// with the bars its containers give it.
///
/// A container scene (navigation, tab bar, page or split view controller)
/// shows the scene it displays first (its root, first tab, first page, or a
/// collapsed split view's master), with the container's bars; an expanded split
/// view controller shows both columns (`ScreenBuilder+Columns.swift`).
public enum ScreenBuilder {
  /// The screen of `sceneID` on `device`; nil when there is no such scene.
  ///
  /// Where a split view controller is expanded (regular width) and the path reaches one, both
  /// its columns are drawn, each showing the scene its `master` or `detail` shows first; a
  /// scene that sits in a column by itself is drawn in that column.
  public static func screen(of sceneID: String, in storyboard: Storyboard, device: Device)
    -> Screen?
  {
    guard let start = storyboard.scene(sceneID) else { return nil }
    var path = [start.id.value]
    var leaf = start
    while leaf.kind.value.isContainer, !isExpandedSplit(leaf, on: device),
      let child = firstChild(of: leaf, in: storyboard), !path.contains(child.id.value)
    {
      path.append(child.id.value)
      leaf = child
    }
    var layer: ScreenLayer
    var sheetCard: SheetCard? = nil
    var shown = path.joined(separator: " › ")
    if isExpandedSplit(leaf, on: device) {
      layer = ScreenLayer(scene: leaf.id.value, path: path, views: [])
      var leaves: [String] = []
      for column in SplitColumn.allCases {
        guard let child = columnChild(of: leaf, column, in: storyboard),
          let drawn = self.column(from: child, after: path, storyboard: storyboard, device: device)
        else { continue }
        layer.columns.append(drawn)
        leaves.append(drawn.content.path.dropFirst(path.count).joined(separator: " › "))
      }
      shown += " › " + leaves.joined(separator: " | ")
      layer.tabBar = layer.columns.first?.content.tabBar
    } else {
      let layout = SceneLayoutEngine.layout(leaf, in: storyboard, device: device)
      sheetCard = layout.container.sheetCard(on: device)
      layer = content(of: leaf, path: path, layout: layout, storyboard: storyboard)
      if let column = layout.container.column, let frame = layout.container.columnFrame(on: device)
      {
        var inColumn = ScreenLayer(scene: leaf.id.value, path: path, views: [])
        inColumn.tabBar = layer.tabBar
        inColumn.columns = [ScreenColumn(column: column, frame: frame, content: layer)]
        layer = inColumn
      }
    }
    let name = storyboard.name?.value ?? "storyboard"
    var caption =
      "\(name) · \(shown) · \(device.name) "
      + "(\(SVGDocument.number(device.width)) × \(SVGDocument.number(device.height)))"
    // A scene only sheets show is laid out in the card, as `layout` does (its bars are drawn
    // on the screen's chrome); one also shown full screen is laid out full screen.
    if let sheetCard {
      caption += " · in its \(sheetCard.style.rawValue) card"
    } else if let sheet = SheetPresentation.all(of: sceneID, in: storyboard, device: device).first {
      caption += " · full screen; \(sheet.style.rawValue) card in simulate"
    }
    return Screen(device: device, caption: caption, layers: [layer])
  }

  /// A scene laid out (with the bars `layout.container` gives it) and drawn with its views,
  /// navigation bar, tab bar, page dots and toolbar.
  static func content(
    of leaf: Scene, path: [String], layout: LayoutResult, storyboard: Storyboard
  ) -> ScreenLayer {
    let context = layout.container
    var layer = ScreenLayer(
      scene: leaf.id.value, path: path,
      views: elements(
        of: leaf, frames: layout.framesByID, storyboard: storyboard,
        context: EmbedContext(device: layout.device, chain: path)))
    if context.navigationBar {
      layer.navigationBar = navigationBar(of: leaf, in: storyboard)
      layer.navigationBar?.large = context.largeTitle
      if let id = leaf.navigationItem?.titleView?.value, let view = leaf.view(id),
        let frame = layout.frame(of: id)
      {
        layer.navigationBar?.titleView = element(
          view, frame: frame, storyboard: storyboard, properties: nil)
      }
    }
    if context.tabBar { layer.tabBar = tabBar(showing: path, in: storyboard) }
    if let pager = path.dropLast().last(where: {
      storyboard.scene($0)?.kind.value == .pageViewController
    }),
      let pages = storyboard.scene(pager)?.segues.filter({ $0.relationship?.value == .pages })
        .flatMap(\.to).map(\.value)
    {
      layer.pages = (pages.count, pages.firstIndex { path.contains($0) } ?? 0)
    }
    if context.toolbar {
      layer.toolbar = leaf.toolbarItems.map(barItem)
    }
    return layer
  }

  /// The child a container shows first, through its relationship segues.
  static func firstChild(of scene: Scene, in storyboard: Storyboard) -> Scene? {
    let order: [Segue.Relationship] = [
      .rootViewController, .viewControllers, .pages, .master, .supplementary, .detail,
    ]
    for relationship in order {
      for segue in scene.segues where segue.relationship?.value == relationship {
        if let target = segue.to.first, let child = storyboard.scene(target.value) {
          return child
        }
      }
    }
    return nil
  }

  /// The views of a scene with their frames, hidden views (and what they
  /// hold) left out, superviews before subviews; each container view with
  /// the child scene it embeds (see `embedded(in:frame:of:storyboard:context:)`).
  static func elements(
    of scene: Scene, frames: [String: Rect], storyboard: Storyboard, context: EmbedContext
  ) -> [ScreenElement] {
    let titleView = scene.navigationItem?.titleView?.value
    var result: [ScreenElement] = []
    func visit(_ views: [ViewSpec]) {
      for view in views where view.id.value != titleView {
        if case .bool(true)? = view.property("hidden") { continue }
        let frame =
          frames[view.id.value] ?? view.frame?.value ?? Rect(x: 0, y: 0, width: 0, height: 0)
        var drawn = element(view, frame: frame, storyboard: storyboard, properties: nil)
        drawn.id = context.prefix + drawn.id
        drawn.embedded = embedded(
          in: view.id.value, frame: frame, of: scene, storyboard: storyboard, context: context)
        result.append(drawn)
        visit(view.subviews)
        visit(view.arrangedSubviews)
        visit(view.tableEndViews)
        // A static table's cells are on screen (a prototype's views are only a template).
        visit(view.sections.flatMap(\.cells).compactMap(\.view))
      }
    }
    visit(scene.views)
    return result
  }

  /// One view as drawn; `properties` overrides the written values (the
  /// runtime's current values).
  static func element(
    _ view: ViewSpec, frame: Rect, storyboard: Storyboard, properties: [Value.Field]?
  ) -> ScreenElement {
    let values = properties ?? view.properties.map { Value.Field(name: $0.name, value: $0.value) }
    var element = ScreenElement(
      id: view.id.value, type: view.type.value, frame: frame, properties: values)
    if view.type.value == .tableView || view.type.value == .collectionView {
      element.rows = rows(of: view, values: values, storyboard: storyboard)
      element.cellStyle = view.prototypes.first?.style
    }
    if view.type.value == .toolbar {
      element.properties.append(
        Value.Field(name: "items", value: .list(view.barItems.map { .string($0.displayTitle) })))
    }
    if let item = view.navigationItem {
      // A standalone navigation bar's items; those showing a view are drawn as that view.
      for (side, items) in [("left", item.left), ("right", item.right)] {
        let titles = items.filter { $0.view == nil }.map { Value.string($0.displayTitle) }
        element.properties.append(Value.Field(name: side, value: .list(titles)))
      }
    }
    if !view.gestures.isEmpty {
      element.properties.append(
        Value.Field(name: "gestures", value: .list(view.gestures.map { .string($0.displayName) })))
    }
    return element
  }

  /// A table's rows: a static table's cells, at their places; else its data set (or inline
  /// list) through its first prototype.
  static func rows(of view: ViewSpec, values: [Value.Field], storyboard: Storyboard)
    -> [ScreenElement.Row]
  {
    if view.isStatic {
      return TableRows.placement(of: view).map { placed in
        let environment = RecordEnvironment(.null)
        let cell = placed.cell
        var row = ScreenElement.Row(
          text: cell.text.flatMap { try? $0.value.render(in: environment) } ?? "",
          detail: cell.detail.flatMap { try? $0.value.render(in: environment) },
          accessory: cell.accessory?.value)
        row.place = .init(top: placed.top, height: placed.height)
        row.style = cell.style
        return row
      }
    }
    let records: [Value]
    switch values.first(where: { $0.name == "rows" })?.value {
    case .string(let name)?: records = storyboard.data.first { $0.name.value == name }?.rows ?? []
    case .list(let items)?: records = items
    default: records = []
    }
    let prototype = view.prototypes.first
    return records.map { record in
      let environment = RecordEnvironment(record)
      let text = prototype?.text.flatMap { try? $0.value.render(in: environment) }
      let detail = prototype?.detail.flatMap { try? $0.value.render(in: environment) }
      return ScreenElement.Row(
        text: text ?? record.displayText, detail: detail, accessory: prototype?.accessory?.value)
    }
  }

  /// The navigation bar of a scene: its title, a back button titled after
  /// the scene that pushes it (if one does), and its bar items.
  static func navigationBar(of scene: Scene, in storyboard: Storyboard) -> NavigationBarContent {
    let pusher = storyboard.scenes.first { source in
      source.segues.contains { segue in
        [.push, .show].contains(segue.kind.value)
          && segue.to.contains { $0.value == scene.id.value }
      }
    }
    let back = pusher.map { $0.navigationItem?.backTitle?.value ?? $0.title?.value ?? "Back" }
    let items = scene.navigationItem
    return NavigationBarContent(
      title: scene.title?.value ?? "", backTitle: back,
      left: (items?.left ?? []).map(barItem), right: (items?.right ?? []).map(barItem))
  }

  /// A bar item as drawn: system items by their glyph (add is `+`), others by title.
  static func barItem(_ item: BarItem) -> BarItemContent {
    let glyphs: [BarItem.SystemItem: String] = [.add: "+", .refresh: "↻", .action: "⇧"]
    let title = item.system.flatMap { glyphs[$0.value] } ?? item.displayTitle
    return BarItemContent(id: item.id.value, title: title)
  }

  /// The tab bar of the tab bar controller whose tab leads to the scene.
  static func tabBar(showing path: [String], in storyboard: Storyboard) -> TabBarContent? {
    for tabs in storyboard.scenes where tabs.kind.value == .tabBarController {
      let children = tabs.segues.filter { $0.relationship?.value == .viewControllers }
        .flatMap(\.to).map(\.value)
      guard !children.isEmpty else { continue }
      let titles = children.map { id -> String in
        guard let child = storyboard.scene(id) else { return id }
        return child.tabItem?.title?.value ?? child.title?.value ?? id
      }
      if let selected = children.firstIndex(where: { child in
        path.contains(child) || leads(from: child, to: path.last ?? "", in: storyboard)
      }) {
        return TabBarContent(titles: titles, selected: selected)
      }
      if path.first == tabs.id.value { return TabBarContent(titles: titles, selected: 0) }
    }
    return nil
  }

  /// Whether `target` is reached from `start` through relationships and pushes.
  static func leads(from start: String, to target: String, in storyboard: Storyboard) -> Bool {
    var seen: [String] = []
    var queue = [start]
    while let id = queue.popLast() {
      if id == target { return true }
      guard !seen.contains(id), let scene = storyboard.scene(id) else { continue }
      seen.append(id)
      for segue in scene.segues where [.relationship, .push, .show].contains(segue.kind.value) {
        queue += segue.to.map(\.value)
      }
    }
    return false
  }
}

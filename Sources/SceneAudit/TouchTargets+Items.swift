import Diagnostics
import SceneLayout
import SceneModel

/// The touch targets that are not views of the file: bar button items (of the scene's
/// navigation bar and toolbar, and of standalone bars) and the detail buttons of table cells,
/// with frames from UIKit's metrics where the layout knows the bar's or the row's frame
/// (docs/Audit.md, "Bar items and cell accessories").
extension TouchTargets {
  /// Something a touch lands on: a view, a bar item or a cell's detail button.
  struct Target {
    /// `button 'close'`, `bar item 'add'`, `the detail button of cell 'contact'`.
    var name: String
    /// The id a message names for it.
    var id: String
    var frame: Rect
    var hitArea: Rect
    var location: Diagnostic.Location?
    /// Its index in `AuditScreen.views` when it is a view.
    var view: Int?
    /// Whether it is a bar item, or a view a bar lays out (an item's `view:`, a title view,
    /// or a view inside one): the layout places those without UIKit's squeezing, so two of
    /// them are not compared.
    var inBar = false
  }

  /// A bar item's side in the layout's bars (`BarViewLayout`, docs/Layout.md §1): 44 points
  /// wide unless it shows a view, 16 points in from the bar's edge, 8 between items; a
  /// toolbar's items (its spaces left out) each centred in an equal share of its width.
  static let barItemSide = 44.0
  static let barMargin = 16.0
  static let barItemSpacing = 8.0
  /// UIKit's detail button (`UIButton(type: .detailDisclosure)`), 22 x 22 points
  /// (`IntrinsicSize.smallButtonSide`), 9 points after the cell's content view.
  static let detailButtonGap = 9.0

  /// The bar items on screen, drawn over the scene's views, in `Scene.allBarItems` order per
  /// bar: the navigation bar's, the toolbar's, then each standalone bar's.
  static func barItemTargets(on screen: AuditScreen) -> [Target] {
    let device = screen.variant.device
    let context = screen.container
    let root = context.rootFrame(on: device)
    let safe = context.safeArea(on: device)
    let whole = Rect(x: 0, y: 0, width: device.width, height: device.height)
    let bars = BarMetrics(on: device)
    var views: [String: Int] = [:]
    for (i, view) in screen.views.enumerated() where views[view.spec.id.value] == nil {
      views[view.spec.id.value] = i
    }
    var out: [Target] = []
    func width(_ item: BarItem) -> Double {
      item.view.flatMap { views[$0.value] }.map { screen.views[$0].frame.width } ?? barItemSide
    }
    func add(_ item: BarItem, _ frame: Rect, clip: Rect?) {
      guard !item.isSpace, item.view == nil, let area = clip.flatMap({ frame.intersection($0) })
      else { return }
      out.append(
        Target(
          name: "bar item '\(item.id.value)'", id: item.id.value, frame: frame, hitArea: area,
          location: item.id.location, view: nil, inBar: true))
    }
    func sides(_ left: [BarItem], _ right: [BarItem], bar: Rect, clip: Rect?) {
      for (items, isLeft) in [(left, true), (right.reversed(), false)] {
        var offset = 0.0
        for item in items {
          let w = width(item)
          let x = isLeft ? bar.x + barMargin + offset : bar.x + bar.width - barMargin - offset - w
          add(item, Rect(x: x, y: bar.y, width: barItemSide, height: bar.height), clip: clip)
          offset += w + barItemSpacing
        }
      }
    }
    func slots(_ all: [BarItem], bar: Rect, clip: Rect?) {
      let items = all.filter { !$0.isSpace }
      let room = bar.width / Double(max(items.count, 1))
      for (slot, item) in items.enumerated() {
        let x = bar.x + room * Double(slot) + (room - barItemSide) / 2
        add(item, Rect(x: x, y: bar.y, width: barItemSide, height: bar.height), clip: clip)
      }
    }
    if context.navigationBar, let item = screen.scene.navigationItem {
      let bar = Rect(
        x: root.x, y: safe.y - context.topBarHeight(on: device), width: root.width,
        height: bars.navigationBar)
      sides(item.left, item.right, bar: bar, clip: whole)
    }
    if context.toolbar {
      let bar = Rect(
        x: root.x, y: safe.y + safe.height, width: root.width,
        height: bars.toolbar)
      slots(screen.scene.toolbarItems, bar: bar, clip: whole)
    }
    for view in screen.views where view.takesTouches {
      if view.spec.type.value == .toolbar {
        slots(view.spec.barItems, bar: view.frame, clip: view.hitArea)
      } else if let item = view.spec.navigationItem {
        let bar = Rect(
          x: view.frame.x, y: view.frame.y, width: view.frame.width,
          height: min(view.frame.height, bars.navigationBar))
        sides(item.left, item.right, bar: bar, clip: view.hitArea)
      }
    }
    return out
  }

  /// The ids of the views bars lay out: bar items' `view:`s and navigation items' title views.
  static func barViewIDs(of screen: AuditScreen) -> Set<String> {
    var items = screen.scene.toolbarItems
    var titles: [String] = []
    func take(_ item: NavigationItem?) {
      items += (item?.left ?? []) + (item?.right ?? [])
      if let title = item?.titleView?.value { titles.append(title) }
    }
    take(screen.scene.navigationItem)
    for view in screen.views {
      items += view.spec.barItems
      take(view.spec.navigationItem)
    }
    return Set(items.compactMap { $0.view?.value } + titles)
  }

  /// The detail buttons of the table cells on screen (accessory `detailButton` or
  /// `detailDisclosureButton`): a cell that is a view of the scene after its content view, a
  /// prototype without views of its own in its row of the table (`TableRows`).
  static func detailButtonTargets(on screen: AuditScreen) -> [Target] {
    let whole = Rect(
      x: 0, y: 0, width: screen.variant.device.width, height: screen.variant.device.height)
    var out: [Target] = []
    func add(
      cell: String, accessory: TableCell.Accessory, at place: Diagnostic.Location,
      content: Rect
    ) {
      guard accessory.hasButton else { return }
      let side = IntrinsicSize.smallButtonSide
      let frame = Rect(
        x: content.x + content.width + detailButtonGap, y: content.y + (content.height - side) / 2,
        width: side, height: side)
      guard let area = frame.intersection(whole) else { return }
      out.append(
        Target(
          name: "the detail button of cell '\(cell)'", id: cell, frame: frame, hitArea: area,
          location: place, view: nil))
    }
    let filling =
      screen.scene.kind.value == .tableViewController
      ? screen.views.indices.first {
        screen.views[$0].parent == nil && screen.views[$0].spec.type.value == .tableView
      }
      : nil
    for (t, table) in screen.views.enumerated()
    where table.spec.type.value == .tableView && table.takesTouches {
      let top =
        t == filling ? screen.container.safeArea(on: screen.variant.device).y : table.frame.y
      for row in TableRows.placement(of: table.spec) where !row.isView {
        guard let accessory = row.cell.accessory, let id = row.cell.id else { continue }
        let content = Rect(
          x: table.frame.x, y: top + row.top,
          width: table.frame.width - accessory.value.width, height: row.height)
        add(cell: id.value, accessory: accessory.value, at: accessory.location, content: content)
      }
    }
    for cell in screen.views
    where cell.spec.type.value == .tableViewCell && cell.takesTouches {
      guard let written = cell.spec.properties.first(where: { $0.name == "accessory" }),
        case .string(let name) = written.value,
        let accessory = TableCell.Accessory(rawValue: name)
      else { continue }
      add(cell: cell.spec.id.value, accessory: accessory, at: written.location, content: cell.frame)
    }
    return out
  }
}

import SceneModel

/// Where an on-screen controller's root view sits in the window, and which bars surround it.
public struct Placement: Sendable, Hashable {
  /// The root view's frame in window coordinates.
  public var region: Rect
  /// Whether the device's safe-area insets apply: the region is the whole screen or a column
  /// of a full-screen split view (full height); false for a sheet, popover or container view.
  public var fillsScreen: Bool
  public var navigationBar: Bool
  public var tabBar: Bool
  public var toolbar: Bool
  /// Whether the navigation bar shows a large title (52 points taller).
  public var largeTitle = false
  /// The sheet's card the region is, for a page or form sheet (`SheetCard`): its insets and
  /// its navigation bar's height apply.
  public var sheet: SheetCard? = nil
}

/// Lays out one controller's scene: the frames of its views, relative to its root view, for
/// a device whose screen is the scene's region (see `Simulator.viewsOnScreen(layout:)`),
/// measured with the values the views have now (`Controller.measuredValues`), as UIKit's
/// layout pass measures them before the next frame.
public protocol LayoutProvider {
  func frames(of controller: Controller, placement: Placement, device: Device) -> [String: Rect]
}

extension Simulator {
  /// The views on screen with their frames in window coordinates, from `layout`, each edge
  /// rounded to the device's pixel grid (`Rect.pixelAligned(scale:)`).
  ///
  /// Sheets get their cards (`SheetCard`, as `layout` gives a scene only sheets show:
  /// docs/Layout.md §3), popovers and alerts approximate regions (Runtime.md §6): a popover
  /// 320 x 480 next to its anchor. The columns of an expanded split view controller divide
  /// its region (`SplitColumn.frame(in:on:)`).
  public func viewsOnScreen(layout: (any LayoutProvider)?) -> [ScreenView] {
    var views = viewsOnScreen()
    guard let layout else { return views }
    var frames: [ObjectIdentifier: [String: Rect]] = [:]
    var placements: [ObjectIdentifier: Placement] = [:]
    for controller in appearedControllers() where controller.alert == nil {
      let placement = self.placement(of: controller, frames: frames, placements: placements)
      placements[ObjectIdentifier(controller)] = placement
      var screen = device
      screen.width = placement.region.width
      screen.height = placement.region.height
      if !placement.fillsScreen {
        screen.safeAreaTop = placement.sheet?.topInset ?? 0
        screen.safeAreaBottom = placement.sheet?.bottomInset ?? 0
      }
      let local = layout.frames(of: controller, placement: placement, device: screen)
      var global: [String: Rect] = [:]
      for (id, frame) in local {
        global[id] = Rect(
          x: frame.x + placement.region.x, y: frame.y + placement.region.y,
          width: frame.width, height: frame.height)
      }
      frames[ObjectIdentifier(controller)] = global
    }
    for index in views.indices {
      views[index].frame = frames[ObjectIdentifier(views[index].controller)]?[views[index].id]?
        .pixelAligned(scale: device.scale)
    }
    return views
  }

  /// Where a controller sits: the region of its chain (screen, embed, presentation), then
  /// narrowed to the split view columns it is in, outermost first.
  private func placement(
    of controller: Controller, frames: [ObjectIdentifier: [String: Rect]],
    placements: [ObjectIdentifier: Placement]
  ) -> Placement {
    var placement = chainPlacement(of: controller, frames: frames, placements: placements)
    var columns: [(SplitColumn, tripleColumn: Bool)] = []
    var current = controller
    while let parent = current.parent, !parent.embedded.contains(where: { $0.child === current }) {
      if let column = splitColumn(of: current, in: parent) {
        columns.append((column, parent.isTripleColumn))
      }
      current = parent
    }
    for (column, tripleColumn) in columns.reversed() {
      placement.region =
        column.frame(in: placement.region, on: device, tripleColumn: tripleColumn)
        ?? placement.region
    }
    return placement
  }

  /// The column a child shows in when its parent is an expanded split view controller with
  /// more than one column filled: the child's own (`master` the primary, `supplementary` the
  /// supplementary, `detail` the secondary).
  func splitColumn(of child: Controller, in parent: Controller) -> SplitColumn? {
    guard parent.kind == .splitViewController, SplitColumn.isExpanded(on: device),
      parent.children.count > 1, child.parent === parent
    else { return nil }
    return child.column
  }

  private func chainPlacement(
    of controller: Controller, frames: [ObjectIdentifier: [String: Rect]],
    placements: [ObjectIdentifier: Placement]
  ) -> Placement {
    let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
    var placement = Placement(
      region: screen, fillsScreen: true, navigationBar: showsNavigationBar(controller),
      tabBar: false, toolbar: showsToolbar(controller))
    placement.largeTitle = showsLargeTitle(controller)
    var current = controller
    while let parent = current.parent {
      if parent.kind == .tabBarController, tabBarHider(of: parent) == nil {
        placement.tabBar = true
      }
      if let embedded = parent.embedded.first(where: { $0.child === current }) {
        if let frame = frames[ObjectIdentifier(parent)]?[embedded.container] {
          placement.region = frame
          placement.fillsScreen = false
        }
        placement.tabBar = false
        return placement
      }
      current = parent
    }
    guard let presentation = current.presentation, let host = current.presenter else {
      return placement
    }
    // A host the presentation covers is not on screen, so it may not be placed yet.
    let hostPlacement =
      placements[ObjectIdentifier(host)]
      ?? self.placement(of: host, frames: frames, placements: placements)
    switch presentation.style {
    case .fullScreen, .overFullScreen:
      break
    case .currentContext, .overCurrentContext:
      placement.region = hostPlacement.region
      placement.fillsScreen = hostPlacement.fillsScreen
      placement.sheet = hostPlacement.sheet
    case .formSheet, .pageSheet:
      let card = SheetCard(presentation.style == .formSheet ? .formSheet : .pageSheet, on: device)
      placement.region = card.frame
      placement.fillsScreen = false
      placement.sheet = card
    case .popover:
      placement.region = popoverRegion(presentation, frames: frames, placements: placements)
      placement.fillsScreen = false
    case .alert, .actionSheet:
      placement.region = centred(width: 270, height: 200)
      placement.fillsScreen = false
    }
    return placement
  }

  private func centred(width: Double, height: Double) -> Rect {
    let w = min(width, device.width)
    let h = min(height, device.height)
    return Rect(x: (device.width - w) / 2, y: (device.height - h) / 2, width: w, height: h)
  }

  /// 320 x 480 below an anchor in the top half of the screen, above one in the bottom half.
  /// A bar item's anchor is its bar across the source's region: the navigation bar below the
  /// region's top inset (the device's, or its sheet card's), as high as `BarMetrics` (or the
  /// card) draws it, with a large title's row; the toolbar above the bottom inset.
  private func popoverRegion(
    _ presentation: Presentation, frames: [ObjectIdentifier: [String: Rect]],
    placements: [ObjectIdentifier: Placement]
  ) -> Rect {
    let source = presentation.source
    let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
    let host = placements[ObjectIdentifier(source)]
    let region = host?.region ?? screen
    let fills = host?.fillsScreen ?? true
    let top = fills ? device.safeAreaTop : host?.sheet?.topInset ?? 0
    let bottom = fills ? device.safeAreaBottom : host?.sheet?.bottomInset ?? 0
    let bars = BarMetrics(on: device)
    let navigationBar =
      (host?.sheet?.navigationBar ?? bars.navigationBar)
      + (host?.largeTitle == true ? bars.largeTitle : 0)
    var anchor = Rect(x: device.width / 2, y: device.height / 2, width: 0, height: 0)
    switch presentation.anchor {
    case .view(let id)?:
      anchor = frames[ObjectIdentifier(source)]?[id] ?? anchor
    case .barItem(_, .navigationBar)?:
      anchor = Rect(x: region.x, y: region.y + top, width: region.width, height: navigationBar)
    case .barItem(_, .toolbar)?:
      anchor = Rect(
        x: region.x, y: region.y + region.height - bottom - bars.toolbar, width: region.width,
        height: bars.toolbar)
    case .barItem(let id, .toolbarView)?, .barItem(let id, .navigationBarView)?:
      if let toolbar = source.scene.barView(holding: id)?.id.value {
        anchor = frames[ObjectIdentifier(source)]?[toolbar] ?? anchor
      }
    case nil:
      break
    }
    let width = min(320, device.width - 16)
    let height = min(480, device.height / 2)
    let x = min(max(anchor.x + anchor.width / 2 - width / 2, 8), device.width - 8 - width)
    let below = anchor.y + anchor.height / 2 < device.height / 2
    let y = below ? anchor.y + anchor.height + 13 : anchor.y - 13 - height
    return Rect(x: x, y: max(y, 0), width: width, height: height)
  }
}

import SceneLayout
import SceneModel
import SceneRuntime
import SceneSyntax

extension ScreenBuilder {
  /// The screen of a running simulation: the window's root chain, then each
  /// presented controller as a layer over it (a full screen, a sheet or a
  /// popover, as the runtime adapted it), and an alert on top; each scene's
  /// views with their current values at their solved frames.
  public static func screen(of simulator: Simulator, caption: String) -> Screen {
    let device = simulator.device
    var layers: [ScreenLayer] = []
    var framesByLayer: [(frames: [String: Rect], device: Device)] = []
    var current = simulator.root
    while let root = current {
      if let alert = root.alert {
        if !layers.isEmpty { layers[layers.count - 1].alert = content(of: alert.spec) }
        break
      }
      var style = ScreenLayer.Style.fullScreen
      var screenDevice = device
      if let presentation = root.presentation {
        style = self.style(
          of: presentation, device: device,
          anchorFrame: anchorFrame(presentation, layers: layers, frames: framesByLayer))
        if case .sheet(let card) = style {
          screenDevice = ScreenDrawing.cardDevice(device, card: card)
        }
        if case .popover(let card, _) = style {
          screenDevice = ScreenDrawing.cardDevice(device, card: card)
        }
      }
      let (layer, frames) = self.layer(from: root, simulator: simulator, device: screenDevice)
      var placed = layer
      placed.style = style
      placed.presentation = root.presentation?.requested
      layers.append(placed)
      framesByLayer.append((frames, screenDevice))
      current = lastPresented(under: root, device: device)
    }
    return Screen(device: device, caption: caption, layers: layers)
  }

  /// The leaf a controller shows, following the top of a stack, the selected
  /// tab or page, and a split view's secondary column (its primary when collapsed).
  static func path(from root: Controller, device: Device) -> [Controller] {
    var path = [root]
    var node = root
    while true {
      let next: Controller?
      switch node.kind {
      case .navigationController: next = node.children.last
      case .splitViewController:
        next = SplitColumn.isExpanded(on: device) ? node.children.last : node.children.first
      case .tabBarController, .pageViewController:
        next =
          node.children.indices.contains(node.selectedIndex)
          ? node.children[node.selectedIndex] : nil
      case .viewController, .tableViewController, .collectionViewController: next = nil
      }
      guard let next else { return path }
      path.append(next)
      node = next
    }
  }

  /// What is presented over a layer: the presentation of the deepest
  /// controller of its chain that presents one.
  static func lastPresented(under root: Controller, device: Device) -> Controller? {
    path(from: root, device: device).reversed().lazy.compactMap(\.presented).first
  }

  /// One layer: the scene its chain shows with the bars around it; when the chain reaches an
  /// expanded split view controller, its two columns side by side, each with its own bars.
  /// Returns the frames of the views drawn (for popover anchors), by id.
  static func layer(from root: Controller, simulator: Simulator, device: Device)
    -> (ScreenLayer, [String: Rect])
  {
    let path = self.path(from: root, device: device)
    let tabs = path.last { $0.kind == .tabBarController && simulator.tabBarHider(of: $0) == nil }
    let split = path.firstIndex {
      $0.kind == .splitViewController && SplitColumn.isExpanded(on: device)
        && $0.children.count > 1
    }
    var layer: ScreenLayer
    var frames: [String: Rect]
    if let split {
      let container = path[split]
      layer = ScreenLayer(
        scene: container.sceneID, path: path[...split].map(\.sceneID), views: [])
      frames = [:]
      let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
      for child in container.children {
        guard let column = child.column else { continue }
        let (content, layout) = self.content(
          path: path[...split] + self.path(from: child, device: device), simulator: simulator,
          device: device, tabBar: tabs != nil, column: column,
          tripleColumn: container.isTripleColumn)
        frames.merge(layout.framesByID) { first, _ in first }
        if let frame = column.frame(in: screen, on: device, tripleColumn: container.isTripleColumn)
        {
          layer.columns.append(ScreenColumn(column: column, frame: frame, content: content))
        }
      }
    } else {
      let (content, layout) = self.content(
        path: path[...], simulator: simulator, device: device, tabBar: tabs != nil,
        column: nil)
      layer = content
      frames = layout.framesByID
    }
    if let tabs {
      let titles = tabs.children.map { child in
        child.tabTitle
      }
      layer.tabBar = TabBarContent(titles: titles, selected: tabs.selectedIndex)
    }
    return (layer, frames)
  }

  /// The leaf scene of `path` laid out with the bars the path gives it (in a split view
  /// column when `column` is set), with its navigation bar, toolbar and page dots.
  static func content(
    path: ArraySlice<Controller>, simulator: Simulator, device: Device, tabBar: Bool,
    column: SplitColumn?, tripleColumn: Bool = false
  ) -> (ScreenLayer, LayoutResult) {
    let leaf = path[path.endIndex - 1]
    let navigation = path.last { $0.kind == .navigationController }
    let toolbar = leaf.scene.showsToolbar(under: navigation?.scene)
    let barHidden = navigation?.scene.navigationBarHidden?.value == true
    var context = ContainerContext(
      navigationBar: navigation != nil && !barHidden, tabBar: tabBar, toolbar: toolbar,
      column: column)
    context.hiddenNavigationBar = barHidden
    context.tripleColumn = tripleColumn
    context.largeTitle = simulator.showsLargeTitle(leaf)
    context = context.extendingLayout(of: leaf.scene)
    // Measured with the values the views have now: the layout UIKit redoes after a change.
    let values = leaf.measuredValues.map {
      PropertyValue(view: $0.view, property: $0.property, value: $0.value)
    }
    let layout = SceneLayoutEngine.layout(
      leaf.scene, in: simulator.storyboard, device: device, container: context, values: values)
    var bar: NavigationBarContent?
    if let navigation, !barHidden {
      let stack = navigation.children
      let previous = stack.count > 1 ? stack[stack.count - 2] : nil
      bar = navigationBar(of: leaf.scene, in: simulator.storyboard)
      bar?.title = leaf.title ?? ""
      bar?.backTitle = previous?.backButtonTitle
      bar?.large = context.largeTitle
    }
    let (views, titleView) = elements(
      of: leaf, frames: layout.framesByID, storyboard: simulator.storyboard,
      context: EmbedContext(device: device, chain: path.map(\.sceneID)))
    bar?.titleView = titleView
    var layer = ScreenLayer(
      scene: leaf.sceneID, path: path.map(\.sceneID), navigationBar: bar, views: views)
    if toolbar { layer.toolbar = leaf.scene.toolbarItems.map(barItem) }
    if let pager = path.last(where: { $0.kind == .pageViewController }) {
      layer.pages = (pager.children.count, pager.selectedIndex)
    }
    return (layer, layout)
  }

  /// Where a presented controller goes: sheets centred, popovers by their anchor.
  static func style(of presentation: Presentation, device: Device, anchorFrame: Rect?)
    -> ScreenLayer.Style
  {
    switch presentation.style {
    case .pageSheet where device.horizontalClass == .compact:
      // A sheet on an iPhone (iOS 13 and later) is its card (`SheetCard`), where the runtime
      // lays it out.
      return .sheet(SheetCard(.pageSheet, on: device).frame)
    case .pageSheet, .formSheet:
      let form = presentation.style == .formSheet
      let width = min(form ? 540 : 704, device.width - 40)
      let height = min(form ? 620 : device.height - 80, device.height - 80)
      return .sheet(
        Rect(
          x: (device.width - width) / 2, y: (device.height - height) / 2, width: width,
          height: height))
    case .popover:
      let width = min(320, device.width - 40)
      let height = min(480, device.height / 2)
      let anchor =
        anchorFrame ?? Rect(x: device.width / 2, y: device.height / 2, width: 0, height: 0)
      let x = min(max(anchor.x + anchor.width / 2 - width / 2, 20), device.width - width - 20)
      let below = anchor.y + anchor.height / 2 < device.height / 2
      let y = below ? anchor.y + anchor.height + 14 : anchor.y - height - 14
      return .popover(Rect(x: x, y: max(y, 20), width: width, height: height), anchor: anchorFrame)
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .alert, .actionSheet:
      return .fullScreen
    }
  }

  /// The anchor of a popover in window coordinates: a view of the presenting
  /// layer, or a bar item (the middle of its bar).
  static func anchorFrame(
    _ presentation: Presentation, layers: [ScreenLayer],
    frames: [(frames: [String: Rect], device: Device)]
  ) -> Rect? {
    guard let anchor = presentation.anchor, let last = frames.last, let layer = layers.last
    else { return nil }
    let device = last.device
    switch anchor {
    case .view(let id):
      return last.frames[id]
    case .barItem(let id, .toolbar):
      let items = layer.toolbar ?? []
      let index = Double(items.firstIndex { $0.id == id } ?? 0)
      let slot = device.width / Double(max(items.count, 1))
      let bars = BarMetrics(on: device)
      let top =
        device.height - device.safeAreaBottom - bars.toolbar
        - (layer.tabBar == nil ? 0 : bars.tabBar)
      return Rect(x: items.count == 1 ? 16 : slot * index, y: top, width: 44, height: bars.toolbar)
    case .barItem(let id, .toolbarView), .barItem(let id, .navigationBarView):
      guard let toolbar = presentation.source.scene.barView(holding: id),
        let frame = last.frames[toolbar.id.value]
      else { return nil }
      let index = Double(toolbar.ownBarItems.firstIndex { $0.id.value == id } ?? 0)
      let slot = frame.width / Double(max(toolbar.ownBarItems.count, 1))
      return Rect(x: frame.x + slot * index, y: frame.y, width: min(slot, 44), height: frame.height)
    case .barItem(let id, .navigationBar):
      let isLeft = layer.navigationBar?.left.contains { $0.id == id } == true
      return Rect(
        x: isLeft ? 8 : device.width - 60, y: device.safeAreaTop, width: 52,
        height: BarMetrics(on: device).navigationBar)
    }
  }

  static func content(of alert: Alert) -> AlertContent {
    AlertContent(
      id: alert.id.value, isActionSheet: alert.style == .actionSheet, title: alert.title,
      message: alert.message, fields: alert.fields.map { $0.placeholder ?? $0.id.value },
      buttons: alert.buttons.map { ($0.title.value, $0.style.rawValue) })
  }
}

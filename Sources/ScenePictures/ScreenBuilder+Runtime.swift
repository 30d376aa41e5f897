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
    var layoutsByLayer: [LayoutResult] = []
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
          anchorFrame: anchorFrame(presentation, layers: layers, layouts: layoutsByLayer))
        if case .sheet(let card) = style {
          screenDevice = ScreenDrawing.cardDevice(device, card: card)
        }
        if case .popover(let card, _) = style {
          screenDevice = ScreenDrawing.cardDevice(device, card: card)
        }
      }
      let (layer, layout) = self.layer(from: root, simulator: simulator, device: screenDevice)
      var placed = layer
      placed.style = style
      placed.presentation = root.presentation?.requested
      layers.append(placed)
      layoutsByLayer.append(layout)
      current = lastPresented(under: root, device: device)
    }
    return Screen(device: device, caption: caption, layers: layers)
  }

  /// The leaf a controller shows, following the top of a stack, the selected
  /// tab or page, and a split view's last column.
  static func path(from root: Controller) -> [Controller] {
    var path = [root]
    var node = root
    while true {
      let next: Controller?
      switch node.kind {
      case .navigationController, .splitViewController: next = node.children.last
      case .tabBarController, .pageViewController:
        next =
          node.children.indices.contains(node.selectedIndex)
          ? node.children[node.selectedIndex] : nil
      case .viewController, .tableViewController: next = nil
      }
      guard let next else { return path }
      path.append(next)
      node = next
    }
  }

  /// What is presented over a layer: the presentation of the deepest
  /// controller of its chain that presents one.
  static func lastPresented(under root: Controller, device: Device) -> Controller? {
    path(from: root).reversed().lazy.compactMap(\.presented).first
  }

  static func layer(from root: Controller, simulator: Simulator, device: Device)
    -> (ScreenLayer, LayoutResult)
  {
    let path = self.path(from: root)
    let leaf = path.last ?? root
    let navigation = path.last { $0.kind == .navigationController }
    let tabs = path.last { $0.kind == .tabBarController && simulator.tabBarHider(of: $0) == nil }
    let toolbar = navigation != nil && !leaf.scene.toolbarItems.isEmpty
    let context = ContainerContext(
      navigationBar: navigation != nil, tabBar: tabs != nil, toolbar: toolbar)
    let layout = SceneLayoutEngine.layout(
      leaf.scene, in: simulator.storyboard, device: device, container: context)
    var bar: NavigationBarContent?
    if let navigation {
      let stack = navigation.children
      let previous = stack.count > 1 ? stack[stack.count - 2].scene : nil
      bar = navigationBar(of: leaf.scene, in: simulator.storyboard)
      bar?.backTitle = previous.map {
        $0.navigationItem?.backTitle?.value ?? $0.title?.value ?? "Back"
      }
    }
    let (views, titleView) = elements(
      of: leaf, frames: layout.framesByID, storyboard: simulator.storyboard,
      context: EmbedContext(device: device, chain: path.map(\.sceneID)))
    bar?.titleView = titleView
    var layer = ScreenLayer(
      scene: leaf.sceneID, path: path.map(\.sceneID), navigationBar: bar, views: views)
    if let tabs {
      let titles = tabs.children.map { child in
        child.scene.tabItem?.title?.value ?? child.scene.title?.value ?? child.sceneID
      }
      layer.tabBar = TabBarContent(titles: titles, selected: tabs.selectedIndex)
    }
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
    _ presentation: Presentation, layers: [ScreenLayer], layouts: [LayoutResult]
  ) -> Rect? {
    guard let anchor = presentation.anchor, let layout = layouts.last, let layer = layers.last
    else { return nil }
    let device = layout.device
    switch anchor {
    case .view(let id):
      return layout.frame(of: id)
    case .barItem(let id, .toolbar):
      let items = layer.toolbar ?? []
      let index = Double(items.firstIndex { $0.id == id } ?? 0)
      let slot = device.width / Double(max(items.count, 1))
      let top = device.height - device.safeAreaBottom - 44 - (layer.tabBar == nil ? 0 : 49)
      return Rect(x: items.count == 1 ? 16 : slot * index, y: top, width: 44, height: 44)
    case .barItem(let id, .navigationBar):
      let isLeft = layer.navigationBar?.left.contains { $0.id == id } == true
      return Rect(
        x: isLeft ? 8 : device.width - 60, y: device.safeAreaTop, width: 52, height: 44)
    }
  }

  static func content(of alert: Alert) -> AlertContent {
    AlertContent(
      id: alert.id.value, isActionSheet: alert.style == .actionSheet, title: alert.title,
      message: alert.message, fields: alert.fields.map { $0.placeholder ?? $0.id.value },
      buttons: alert.buttons.map { ($0.title.value, $0.style.rawValue) })
  }
}

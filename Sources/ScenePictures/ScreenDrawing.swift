import SceneLayout
import SceneModel

/// Draws a `Screen` as an SVG wireframe: the device outline, status bar and
/// safe area, the bars, every view by its type, then presented sheets,
/// popovers and alerts on top.
///
/// Every view is a `<g data-view="ID" data-type="TYPE" data-x="…" data-y="…"
/// data-width="…" data-height="…">` holding its solved frame (and `data-gestures` naming a
/// view's gestures), so tests and scripts can find it; bars are `data-bar="navigation|tab|toolbar"`. A child
/// scene in a container view is a `<g data-embed="CONTAINER" data-scene="SCENE">`
/// clipped to the container, its views' ids prefixed with `CONTAINER.`.
///
///     let svg = ScreenDrawing.svg(screen)
public enum ScreenDrawing {
  static let margin = 24.0
  static let captionHeight = 30.0
  static let tint = "#007aff"
  static let ink = "#1c1c1e"
  static let faint = "#8e8e93"
  static let line = "#c7c7cc"
  static let barFill = "#f2f2f7"

  /// The screen as a complete SVG document, with `marks` (findings) drawn over it.
  public static func svg(_ screen: Screen, marks: [ScreenMark] = []) -> String {
    let device = screen.device
    var svg = SVGDocument(
      width: device.width + margin * 2, height: device.height + margin * 2 + captionHeight)
    svg.rect(x: 0, y: 0, width: svg.width, height: svg.height, [("fill", "#ffffff")])
    // The caption shrinks (to 9 pt at the least) to fit above the device.
    let room = device.width + margin * 2 - 16
    let captionSize = max(9, min(14, room / (Double(max(screen.caption.count, 1)) * 0.6)))
    svg.text(
      TextMetrics.fit(screen.caption, width: room, fontSize: captionSize), x: 8, y: margin + 4,
      [("font-size", SVGDocument.number(captionSize)), ("font-weight", "bold"), ("fill", ink)])
    let radius = deviceCornerRadius(device)
    svg.define(
      "clipPath", [("id", "screen")],
      children: [
        "<rect x=\"0\" y=\"0\" width=\"\(SVGDocument.number(device.width))\" "
          + "height=\"\(SVGDocument.number(device.height))\" rx=\"\(SVGDocument.number(radius))\"/>"
      ])
    svg.open(
      "g",
      [
        ("data-device", device.name),
        (
          "transform",
          "translate(\(SVGDocument.number(margin)),"
            + "\(SVGDocument.number(margin + captionHeight)))"
        ),
      ])
    svg.open("g", [("clip-path", "url(#screen)")])
    svg.rect(x: 0, y: 0, width: device.width, height: device.height, [("fill", "#ffffff")])
    for (index, layer) in screen.layers.enumerated() {
      drawLayer(layer, index: index, device: device, into: &svg)
    }
    drawStatusBar(device, into: &svg)
    svg.close()
    drawMarks(marks, device: device, into: &svg)
    svg.rect(
      x: -4, y: -4, width: device.width + 8, height: device.height + 8,
      [
        ("rx", SVGDocument.number(radius + 4)), ("fill", "none"), ("stroke", ink),
        ("stroke-width", "8"),
      ])
    svg.close()
    return svg.rendered()
  }

  static func deviceCornerRadius(_ device: Device) -> Double {
    if device.safeAreaBottom == 0 { return 6 }
    return device.width < 500 || device.height < 500 ? 44 : 18
  }

  static func drawLayer(
    _ layer: ScreenLayer, index: Int, device: Device, into svg: inout SVGDocument
  ) {
    var attributes: [SVGDocument.Attribute] = [
      ("data-layer", String(index)), ("data-scene", layer.scene),
    ]
    if let presentation = layer.presentation {
      attributes.append(("data-presentation", presentation))
    }
    switch layer.style {
    case .fullScreen:
      svg.open("g", attributes)
      if index > 0 {
        svg.rect(x: 0, y: 0, width: device.width, height: device.height, [("fill", "#ffffff")])
      }
      drawContent(layer, index: index, device: device, into: &svg)
      svg.close()
    case .sheet(let card), .popover(let card, _):
      if case .sheet = layer.style {
        svg.rect(
          x: 0, y: 0, width: device.width, height: device.height,
          [("fill", "#000000"), ("fill-opacity", "0.3")])
      }
      if case .popover(_, let anchor?) = layer.style {
        drawPopoverArrow(card: card, anchor: anchor, into: &svg)
      }
      let clip = "layer-\(index)"
      svg.define(
        "clipPath", [("id", clip)],
        children: [
          "<rect x=\"0\" y=\"0\" width=\"\(SVGDocument.number(card.width))\" "
            + "height=\"\(SVGDocument.number(card.height))\" rx=\"12\"/>"
        ])
      svg.rect(
        x: card.x, y: card.y, width: card.width, height: card.height,
        [("rx", "12"), ("fill", "#ffffff"), ("stroke", faint), ("stroke-width", "1")])
      let place = "translate(\(SVGDocument.number(card.x)),\(SVGDocument.number(card.y)))"
      svg.open("g", attributes + [("transform", place), ("clip-path", "url(#\(clip))")])
      drawContent(layer, index: index, device: cardDevice(device, card: card), into: &svg)
      svg.close()
    }
    if let alert = layer.alert { drawAlert(alert, device: device, into: &svg) }
  }

  /// The screen a sheet or popover lays its scene out on: the card's size,
  /// no safe-area insets, the device's name and size classes (so `when:`
  /// conditions still apply).
  public static func cardDevice(_ device: Device, card: Rect) -> Device {
    var inner = device
    inner.width = card.width
    inner.height = card.height
    inner.safeAreaTop = 0
    inner.safeAreaBottom = 0
    return inner
  }

  /// A layer's views and bars; an expanded split view's columns side by side.
  static func drawContent(
    _ layer: ScreenLayer, index: Int, device: Device, into svg: inout SVGDocument
  ) {
    if !layer.columns.isEmpty {
      drawColumns(layer, index: index, device: device, into: &svg)
      return
    }
    let safeTop = device.safeAreaTop + (layer.navigationBar?.height(on: device) ?? 0)
    drawViews(layer.views, layer: layer.scene, index: index, safeTop: safeTop, into: &svg)
    drawBars(layer, device: device, drawsTabBar: true, into: &svg)
  }

  /// The safe area, the navigation bar, the toolbar, the tab bar (unless a split view's
  /// column leaves it to its layer: `layer.tabBar` then only makes room) and page dots.
  static func drawBars(
    _ layer: ScreenLayer, device: Device, drawsTabBar: Bool, into svg: inout SVGDocument
  ) {
    drawSafeArea(layer, device: device, into: &svg)
    if let bar = layer.navigationBar { drawNavigationBar(bar, device: device, into: &svg) }
    let bars = BarMetrics(on: device)
    let tabTop = device.height - device.safeAreaBottom - bars.tabBar
    if let toolbar = layer.toolbar {
      let above = layer.tabBar == nil ? device.height - device.safeAreaBottom : tabTop
      let top = above - bars.toolbar
      drawToolbar(toolbar, top: top, device: device, into: &svg)
    }
    if let tabs = layer.tabBar, drawsTabBar {
      drawTabBar(tabs, top: tabTop, device: device, into: &svg)
    }
    if let pages = layer.pages, pages.count > 1 {
      let bottom =
        device.height - device.safeAreaBottom - (layer.tabBar == nil ? 0 : bars.tabBar)
        - (layer.toolbar == nil ? 0 : bars.toolbar)
      svg.open("g", [("data-pages", "\(pages.selected + 1)/\(pages.count)")])
      for index in 0..<pages.count {
        svg.element(
          "circle",
          [
            (
              "cx",
              SVGDocument.number(
                device.width / 2 + (Double(index) - Double(pages.count - 1) / 2) * 16)
            ),
            ("cy", SVGDocument.number(bottom - 14)), ("r", "3.5"),
            ("fill", index == pages.selected ? ink : line),
          ])
      }
      svg.close()
    }
  }

  /// The status bar in the top inset (none without one, as in iPhone
  /// landscape) and the home indicator in the bottom inset.
  static func drawStatusBar(_ device: Device, into svg: inout SVGDocument) {
    if device.safeAreaBottom > 0 {
      svg.rect(
        x: device.width / 2 - 67, y: device.height - 13, width: 134, height: 5,
        [("rx", "2.5"), ("fill", ink), ("data-bar", "home-indicator")])
    }
    guard device.safeAreaTop > 0 else { return }
    let middle = min(device.safeAreaTop, 54) / 2 + (device.safeAreaTop > 30 ? 6 : 0)
    svg.open("g", [("data-bar", "status")])
    svg.text(
      "9:41", x: device.width < 500 ? 46 : 24, y: middle + 5,
      [("font-size", "15"), ("font-weight", "bold"), ("fill", ink)])
    svg.rect(
      x: device.width - 50, y: middle - 6, width: 24, height: 12,
      [("rx", "3"), ("fill", "none"), ("stroke", ink)])
    svg.rect(x: device.width - 48, y: middle - 4, width: 17, height: 8, [("fill", ink)])
    svg.close()
  }

  /// The safe area, as a dashed outline, from below the top bars to above the bottom bars.
  static func drawSafeArea(_ layer: ScreenLayer, device: Device, into svg: inout SVGDocument) {
    let top = device.safeAreaTop + (layer.navigationBar?.height(on: device) ?? 0)
    let bars = BarMetrics(on: device)
    let bottom =
      device.safeAreaBottom + (layer.tabBar == nil ? 0 : bars.tabBar)
      + (layer.toolbar == nil ? 0 : bars.toolbar)
    svg.rect(
      x: 0.5, y: top + 0.5, width: device.width - 1, height: device.height - top - bottom - 1,
      [
        ("data-safe-area", "\(SVGDocument.number(top)) \(SVGDocument.number(bottom))"),
        ("fill", "none"), ("stroke", "#34c759"), ("stroke-opacity", "0.6"),
        ("stroke-dasharray", "4 4"),
      ])
  }

  static func drawNavigationBar(
    _ bar: NavigationBarContent, device: Device, into svg: inout SVGDocument
  ) {
    let top = device.safeAreaTop
    let middle = top + BarMetrics(on: device).navigationBar / 2
    svg.open("g", [("data-bar", "navigation")])
    let bottom = top + bar.height(on: device)
    svg.rect(x: 0, y: 0, width: device.width, height: bottom, [("fill", barFill)])
    svg.line(x1: 0, y1: bottom, x2: device.width, y2: bottom, [("stroke", line)])
    if let titleView = bar.titleView {
      drawView(titleView, layer: "bar", safeTop: 0, into: &svg)
    } else if bar.large {
      // A large title sits under the items, at the leading margin.
      svg.text(
        TextMetrics.fit(bar.title, width: device.width - 32, fontSize: 34), x: 16,
        y: bottom - 12, [("font-size", "34"), ("font-weight", "bold"), ("fill", ink)])
    } else {
      svg.text(
        TextMetrics.fit(bar.title, width: device.width - 200, fontSize: 17), x: device.width / 2,
        y: middle + 6,
        [("text-anchor", "middle"), ("font-size", "17"), ("font-weight", "bold"), ("fill", ink)])
    }
    var x = 8.0
    if let back = bar.backTitle {
      svg.text("‹ " + back, x: x, y: middle + 6, [("font-size", "17"), ("fill", tint)])
      x += TextMetrics.width("‹ " + back, fontSize: 17) + 16
    }
    for item in bar.left {
      barItem(item, x: x, y: middle + 6, anchor: "start", into: &svg)
      x += TextMetrics.width(item.title, fontSize: 17) + 16
    }
    var right = device.width - 16
    for item in bar.right.reversed() {
      barItem(item, x: right, y: middle + 6, anchor: "end", into: &svg)
      right -= TextMetrics.width(item.title, fontSize: 17) + 16
    }
    svg.close()
  }

  /// A bar item's title; a space (no title) only takes its room.
  static func barItem(
    _ item: BarItemContent, x: Double, y: Double, anchor: String, into svg: inout SVGDocument
  ) {
    if item.title.isEmpty { return }
    svg.element(
      "text",
      [
        ("x", SVGDocument.number(x)), ("y", SVGDocument.number(y)), ("data-item", item.id),
        ("text-anchor", anchor), ("font-size", "17"), ("fill", tint),
      ], text: item.title)
  }

  static func drawToolbar(
    _ items: [BarItemContent], top: Double, device: Device, into svg: inout SVGDocument
  ) {
    svg.open("g", [("data-bar", "toolbar")])
    let height = BarMetrics(on: device).toolbar
    let bottom =
      top + height
      + (top + height >= device.height - device.safeAreaBottom ? device.safeAreaBottom : 0)
    svg.rect(x: 0, y: top, width: device.width, height: bottom - top, [("fill", barFill)])
    svg.line(x1: 0, y1: top, x2: device.width, y2: top, [("stroke", line)])
    let slot = device.width / Double(max(items.count, 1))
    for (index, item) in items.enumerated() {
      let x = items.count == 1 ? 16 : slot * (Double(index) + 0.5)
      barItem(item, x: x, y: top + 28, anchor: items.count == 1 ? "start" : "middle", into: &svg)
    }
    svg.close()
  }

  static func drawTabBar(
    _ tabs: TabBarContent, top: Double, device: Device, into svg: inout SVGDocument
  ) {
    svg.open("g", [("data-bar", "tab")])
    svg.rect(x: 0, y: top, width: device.width, height: device.height - top, [("fill", barFill)])
    svg.line(x1: 0, y1: top, x2: device.width, y2: top, [("stroke", line)])
    let slot = device.width / Double(max(tabs.titles.count, 1))
    for (index, title) in tabs.titles.enumerated() {
      let x = slot * (Double(index) + 0.5)
      let color = index == tabs.selected ? tint : faint
      svg.rect(
        x: x - 11, y: top + 6, width: 22, height: 20,
        [
          ("rx", "5"), ("fill", index == tabs.selected ? tint : "none"), ("stroke", color),
          ("fill-opacity", "0.25"),
        ])
      svg.element(
        "text",
        [
          ("x", SVGDocument.number(x)), ("y", SVGDocument.number(top + 41)),
          ("data-tab", String(index)), ("text-anchor", "middle"), ("font-size", "10"),
          ("fill", color),
        ], text: TextMetrics.fit(title, width: slot - 4, fontSize: 10))
    }
    svg.close()
  }

  static func drawPopoverArrow(card: Rect, anchor: Rect, into svg: inout SVGDocument) {
    let f = SVGDocument.number
    let ax = min(max(anchor.x + anchor.width / 2, card.x + 20), card.x + card.width - 20)
    let path: String
    if anchor.y + anchor.height <= card.y {
      path = "M\(f(ax - 12)),\(f(card.y)) L\(f(ax)),\(f(card.y - 12)) L\(f(ax + 12)),\(f(card.y)) z"
    } else {
      let bottom = card.y + card.height
      path = "M\(f(ax - 12)),\(f(bottom)) L\(f(ax)),\(f(bottom + 12)) L\(f(ax + 12)),\(f(bottom)) z"
    }
    svg.element("path", [("d", path), ("fill", "#ffffff"), ("stroke", faint)])
  }
}

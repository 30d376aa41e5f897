import SceneLayout
import SceneModel

extension ScreenDrawing {
  /// Draws an expanded split view controller: each column in
  /// `<g data-column="primary|supplementary|secondary" data-scene="SCENE"
  /// clip-path="url(#column-LAYER-N)">` clipped to its frame, its views at their window
  /// coordinates and its bars (navigation bar, toolbar, safe area) across the column; then
  /// the 1 pt separator (`<rect data-separator>`) right of each column but the secondary,
  /// then the layer's tab bar across the columns.
  static func drawColumns(
    _ layer: ScreenLayer, index: Int, device: Device, into svg: inout SVGDocument
  ) {
    for (number, column) in layer.columns.enumerated() {
      let frame = column.frame
      let clip = "column-\(index)-\(number)"
      defineClip(clip, frame, into: &svg)
      svg.open(
        "g",
        [
          ("data-column", column.column.rawValue), ("data-scene", column.content.scene),
          ("clip-path", "url(#\(clip))"),
        ])
      var content = column.content
      content.tabBar = layer.tabBar
      let safeTop = device.safeAreaTop + (content.navigationBar?.height(on: device) ?? 0)
      drawViews(content.views, layer: content.scene, index: index, safeTop: safeTop, into: &svg)
      let place = "translate(\(SVGDocument.number(frame.x)),\(SVGDocument.number(frame.y)))"
      svg.open("g", [("transform", place)])
      drawBars(content, device: columnDevice(device, column: frame), drawsTabBar: false, into: &svg)
      svg.close()
      svg.close()
    }
    for column in layer.columns where column.column != .secondary {
      let frame = column.frame
      svg.rect(
        x: frame.x + frame.width, y: frame.y, width: SplitColumn.separatorWidth,
        height: frame.height, [("data-separator", "split"), ("fill", line)])
    }
    if let tabs = layer.tabBar {
      let top = device.height - device.safeAreaBottom - BarMetrics(on: device).tabBar
      drawTabBar(tabs, top: top, device: device, into: &svg)
    }
  }

  /// The screen a column's bars are drawn on, at the column's origin: the column's size, the
  /// device's insets (a column spans the screen's height) and size classes.
  static func columnDevice(_ device: Device, column: Rect) -> Device {
    var inner = device
    inner.width = column.width
    inner.height = column.height
    return inner
  }
}

import SceneModel

extension ScreenDrawing {
  /// An alert (centred) or action sheet (at the bottom) over a dimmed screen:
  /// title, message, text fields, then one row per button.
  static func drawAlert(_ alert: AlertContent, device: Device, into svg: inout SVGDocument) {
    svg.rect(
      x: 0, y: 0, width: device.width, height: device.height,
      [("fill", "#000000"), ("fill-opacity", "0.3")])
    let width = alert.isActionSheet ? min(device.width - 16, 400) : 270.0
    let header = (alert.title == nil ? 0 : 24) + (alert.message == nil ? 0 : 20) + 16.0
    let fields = Double(alert.fields.count) * 34
    let buttons = Double(alert.buttons.count) * 44
    let height = header + fields + buttons
    let x = (device.width - width) / 2
    let y =
      alert.isActionSheet
      ? device.height - device.safeAreaBottom - height - 8 : (device.height - height) / 2
    svg.open("g", [("data-alert", alert.id)])
    svg.rect(x: x, y: y, width: width, height: height, [("rx", "14"), ("fill", "#f9f9f9")])
    var top = y + 8
    if let title = alert.title {
      svg.text(
        TextMetrics.fit(title, width: width - 24, fontSize: 15), x: x + width / 2, y: top + 16,
        [("text-anchor", "middle"), ("font-size", "15"), ("font-weight", "bold"), ("fill", ink)])
      top += 24
    }
    if let message = alert.message {
      svg.text(
        TextMetrics.fit(message, width: width - 24, fontSize: 12), x: x + width / 2, y: top + 14,
        [("text-anchor", "middle"), ("font-size", "12"), ("fill", ink)])
      top += 20
    }
    top += 8
    for field in alert.fields {
      svg.rect(
        x: x + 14, y: top, width: width - 28, height: 26,
        [("rx", "4"), ("fill", "#ffffff"), ("stroke", line)])
      svg.text(field, x: x + 20, y: top + 18, [("font-size", "13"), ("fill", "#b0b0b5")])
      top += 34
    }
    for button in alert.buttons {
      svg.line(x1: x, y1: top, x2: x + width, y2: top, [("stroke", line)])
      svg.text(
        button.title, x: x + width / 2, y: top + 28,
        [
          ("data-action", button.title), ("text-anchor", "middle"), ("font-size", "17"),
          ("fill", button.style == "destructive" ? "#ff3b30" : tint),
        ]
          + (button.style == "cancel" ? [("font-weight", "bold")] : []))
      top += 44
    }
    svg.close()
  }
}

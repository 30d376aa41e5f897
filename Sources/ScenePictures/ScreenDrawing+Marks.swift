import SceneModel

/// A finding drawn on a screen (`scenectl render --audit`): the offending view outlined in
/// red, with the finding as its caption.
public struct ScreenMark: Sendable, Hashable {
  /// The view's frame in window coordinates.
  public var frame: Rect
  /// The finding, as the caption says it.
  public var caption: String

  public init(frame: Rect, caption: String) {
    self.frame = frame
    self.caption = caption
  }
}

extension ScreenDrawing {
  static let markColor = "#ff3b30"
  static let markFontSize = 10.0

  /// Each mark as a `<g data-finding>`: a red outline around its frame and its caption on a
  /// white band, above the frame (below it when the frame is at the top of the screen), moved
  /// left to stay on screen and cut to the screen's width.
  static func drawMarks(_ marks: [ScreenMark], device: Device, into svg: inout SVGDocument) {
    for mark in marks {
      let frame = mark.frame
      svg.open("g", [("data-finding", mark.caption)])
      svg.title(mark.caption)
      svg.rect(
        x: frame.x - 1, y: frame.y - 1, width: frame.width + 2, height: frame.height + 2,
        [("fill", "none"), ("stroke", markColor), ("stroke-width", "2")])
      let band = markFontSize + 4
      let above = frame.y - 1 - band >= 0
      let top = above ? frame.y - 1 - band : frame.y + frame.height + 1
      // As wide as the caption, within the screen; from the view's left edge, or moved left
      // to stay on screen.
      let width = min(device.width, TextMetrics.width(mark.caption, fontSize: markFontSize) + 4)
      let left = max(0, min(frame.x - 1, device.width - width))
      let text = TextMetrics.fit(mark.caption, width: width - 4, fontSize: markFontSize)
      svg.rect(
        x: left, y: top, width: width, height: band,
        [("fill", "#ffffff"), ("fill-opacity", "0.9"), ("stroke", markColor)])
      svg.text(
        text, x: left + 2, y: top + markFontSize + 1,
        [("font-size", SVGDocument.number(markFontSize)), ("fill", markColor)])
      svg.close()
    }
  }
}

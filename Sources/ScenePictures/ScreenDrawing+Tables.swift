import SceneModel

extension ScreenDrawing {
  /// A table with its rows from the top of its content, which UIKit insets
  /// below the bars when the table runs under them.
  static func drawTable(
    _ view: ScreenElement, layer: String, safeTop: Double, into svg: inout SVGDocument
  ) {
    let f = view.frame
    let style = view.text("style")
    let grouped = style == "grouped" || style == "insetGrouped"
    // An inset grouped table's rows sit inside the layout margins (16 points here).
    let inset = style == "insetGrouped" ? 16.0 : 0
    svg.rect(
      x: f.x, y: f.y, width: f.width, height: f.height, [("fill", grouped ? barFill : "#ffffff")])
    let clip = "clip-\(layer)-\(view.id)"
    defineClip(clip, f, into: &svg)
    svg.open("g", [("clip-path", "url(#\(clip))")])
    let rowHeight = view.cellStyle == .subtitle ? 56.0 : 44.0
    let contentTop = max(f.y, safeTop)
    var y = contentTop + (grouped ? 35 : 0)
    for (index, row) in view.rows.enumerated() {
      let (top, height) = row.place.map { (contentTop + $0.top, $0.height) } ?? (y, rowHeight)
      guard top < f.y + f.height else { break }
      drawRow(
        row, index: index,
        frame: Rect(x: f.x + inset, y: top, width: max(0, f.width - 2 * inset), height: height),
        style: row.style ?? view.cellStyle ?? .basic, into: &svg)
      y = top + height
    }
    svg.close()
  }

  static func drawRow(
    _ row: ScreenElement.Row, index: Int, frame: Rect, style: TableCell.Style,
    into svg: inout SVGDocument
  ) {
    svg.open("g", [("data-row", String(index))])
    svg.rect(
      x: frame.x, y: frame.y, width: frame.width, height: frame.height, [("fill", "#ffffff")])
    svg.line(
      x1: frame.x + 16, y1: frame.y + frame.height - 0.5, x2: frame.x + frame.width,
      y2: frame.y + frame.height - 0.5, [("stroke", line)])
    let glyphs = accessoryGlyphs(row.accessory)
    let accessoryRoom = 16.0 + 20.0 * Double(glyphs.count)
    let text = Rect(
      x: frame.x, y: frame.y, width: frame.width - accessoryRoom, height: frame.height)
    switch (style, row.detail) {
    case (.subtitle, let detail?):
      drawText(
        row.text, in: Rect(x: text.x, y: text.y + 4, width: text.width, height: 26),
        size: 17, alignment: "left", color: ink, wrap: false, inset: 16, into: &svg)
      drawText(
        detail, in: Rect(x: text.x, y: text.y + 28, width: text.width, height: 20),
        size: 12, alignment: "left", color: faint, wrap: false, inset: 16, into: &svg)
    case (.rightDetail, let detail?), (.leftDetail, let detail?):
      drawText(
        row.text, in: text, size: 17, alignment: "left", color: ink, wrap: false,
        inset: 16, into: &svg)
      drawText(
        detail, in: text, size: 17, alignment: "right", color: faint, wrap: false,
        inset: 8, into: &svg)
    default:
      drawText(
        row.text, in: text, size: 17, alignment: "left", color: ink, wrap: false,
        inset: 16, into: &svg)
    }
    for (offset, glyph) in glyphs.enumerated() {
      svg.text(
        glyph.text, x: frame.x + frame.width - 18 - 20 * Double(offset),
        y: frame.y + frame.height / 2 + 7,
        [("text-anchor", "middle"), ("font-size", "20"), ("fill", glyph.color)])
    }
    svg.close()
  }

  /// An accessory's glyphs from the right edge leftwards: a detail disclosure
  /// button is the info button with the chevron to its right, as UIKit draws it.
  static func accessoryGlyphs(_ accessory: TableCell.Accessory?) -> [(text: String, color: String)]
  {
    switch accessory {
    case nil, .none?: []
    case .disclosureIndicator?: [("›", line)]
    case .detailButton?: [("ⓘ", tint)]
    case .detailDisclosureButton?: [("›", line), ("ⓘ", tint)]
    case .checkmark?: [("✓", tint)]
    }
  }
}

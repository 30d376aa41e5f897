import SceneLayout
import SceneModel

extension ScreenDrawing {
  /// A collection view: its rows as a grid of item boxes (`CollectionItems`), each with its
  /// row's text, after the section header's band and before the footer's, clipped to the
  /// view.
  static func drawCollection(_ view: ScreenElement, layer: String, into svg: inout SVGDocument) {
    let f = view.frame
    svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, [("fill", "#ffffff")])
    let clip = "clip-\(layer)-\(view.id)"
    defineClip(clip, f, into: &svg)
    svg.open("g", [("clip-path", "url(#\(clip))")])
    let frames = CollectionItems.frames(
      view.value, count: view.rows.count, width: f.width, height: f.height)
    let ends = CollectionItems.supplementaryFrames(
      view.value, count: view.rows.count, width: f.width, height: f.height)
    for (name, band) in [("header", ends.header), ("footer", ends.footer)]
    where band.width > 0 && band.height > 0 {
      svg.rect(
        x: f.x + band.x, y: f.y + band.y, width: band.width, height: band.height,
        [("fill", barFill), ("data-collection-supplementary", name)])
    }
    for (index, (row, item)) in zip(view.rows, frames).enumerated() {
      guard item.x < f.width && item.y < f.height else { continue }
      let box = Rect(x: f.x + item.x, y: f.y + item.y, width: item.width, height: item.height)
      svg.open("g", [("data-collection-item", String(index))])
      svg.rect(
        x: box.x, y: box.y, width: box.width, height: box.height,
        [("fill", barFill), ("stroke", line)])
      drawText(
        row.text, in: box, size: 12, alignment: "center", color: ink, wrap: false, inset: 2,
        into: &svg)
      svg.close()
    }
    svg.close()
  }
}

import SceneModel

extension ScreenDrawing {
  /// Draws views in order, each container view followed by the child scene it embeds.
  static func drawViews(
    _ views: [ScreenElement], layer: String, index: Int, safeTop: Double,
    into svg: inout SVGDocument
  ) {
    for element in views {
      drawView(element, layer: layer, safeTop: safeTop, into: &svg)
      if let embedded = element.embedded {
        drawEmbedded(embedded, layer: layer, index: index, into: &svg)
      }
    }
  }

  /// Draws an embedded child's views in a group clipped to its container view:
  /// `<g data-embed="CONTAINER" data-scene="SCENE" clip-path="url(#embed-LAYER-CONTAINER)">`,
  /// where LAYER is the layer's index and CONTAINER the container's drawn id.
  static func drawEmbedded(
    _ embedded: EmbeddedScreen, layer: String, index: Int, into svg: inout SVGDocument
  ) {
    let frame = embedded.frame
    let clip = "embed-\(index)-\(embedded.container)"
    defineClip(clip, frame, into: &svg)
    svg.open(
      "g",
      [
        ("data-embed", embedded.container), ("data-scene", embedded.scene),
        ("clip-path", "url(#\(clip))"),
      ])
    // The child's root view has no insets and no bars: a table starts at its top.
    drawViews(embedded.views, layer: layer, index: index, safeTop: frame.y, into: &svg)
    svg.close()
  }

  /// Defines a clip path named `id` to a rectangle.
  static func defineClip(_ id: String, _ frame: Rect, into svg: inout SVGDocument) {
    svg.define(
      "clipPath", [("id", id)],
      children: [
        "<rect"
          + SVGDocument.box(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
          .map { " \($0.name)=\"\($0.value)\"" }.joined() + "/>"
      ])
  }
}

/// An SVG document from `ScenePictures` made ready to sit inside the report's HTML beside
/// others: the XML declaration dropped, every `id` and reference to one prefixed (two
/// screens both define the clip path `screen`), and attributes added to the root element.
///
///     InlineSVG.inline(svg, prefix: "s3", attributes: "class=\"screen\"")
///     // "<svg class=\"screen\" xmlns=… <clipPath id=\"s3-screen\">…"
enum InlineSVG {
  static func inline(_ svg: String, prefix: String, attributes: String = "") -> String {
    var body = Substring(svg)
    if body.hasPrefix("<?xml"), let end = body.firstIndex(of: "\n") {
      body = body[body.index(after: end)...]
    }
    // Only attributes change: text content has its quotes escaped, so `"` never opens one.
    var text = String(body)
      .replacing(" id=\"", with: " id=\"\(prefix)-")
      .replacing("\"url(#", with: "\"url(#\(prefix)-")
    if !attributes.isEmpty, text.hasPrefix("<svg ") {
      text = "<svg " + attributes + " " + text.dropFirst(5)
    }
    return text
  }

  /// The `transform` of the device group (`<g data-device=… transform="translate(X,Y)">`),
  /// where window coordinates start in a screen's SVG; nil when there is none.
  static func deviceTransform(_ svg: String) -> String? {
    guard let group = svg.firstRange(of: "<g data-device=\"") else { return nil }
    let rest = svg[group.upperBound...]
    guard let end = rest.firstIndex(of: ">"),
      let start = rest[..<end].firstRange(of: "transform=\"")
    else { return nil }
    let value = rest[start.upperBound..<end]
    guard let close = value.firstIndex(of: "\"") else { return nil }
    return String(value[..<close])
  }

  /// `svg` with `content` put in just before its closing `</svg>`.
  static func appending(_ content: String, to svg: String) -> String {
    guard let end = svg.ranges(of: "</svg>").last else { return svg + content }
    return String(svg[..<end.lowerBound]) + content + String(svg[end.lowerBound...])
  }
}

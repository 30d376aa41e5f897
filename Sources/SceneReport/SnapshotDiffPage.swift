import ScenePictures

/// The page `test --verify` writes for a snapshot that differs: the recorded screen and the
/// current one side by side, each changed view outlined (where it was on the left, where it
/// is on the right), and the list of changes.
public enum SnapshotDiffPage {
  public static func html(
    name: String, location: String, recorded: String, current: String,
    changes: [SnapshotComparison.Change]
  ) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
      style-src 'unsafe-inline'">
      <title>snapshot \(HTMLText.text(name)) differs</title>
      <style>
      body { font: 14px Helvetica, Arial, sans-serif; margin: 24px; }
      .sides { display: flex; gap: 24px; } .sides svg { width: 360px; height: auto; }
      .changed rect { fill: none; stroke: #d92d20; stroke-width: 4; stroke-dasharray: 8 4; }
      </style>
      </head>
      <body>
      <h1>Snapshot <code>\(HTMLText.text(name))</code> differs</h1>
      <p><code>\(HTMLText.text(location))</code></p>
      <ul>

      """
    html += changes.map { "<li>\(HTMLText.text($0.description))</li>\n" }.joined()
    html += "</ul>\n<div class=\"sides\">\n"
    html += "<figure>" + side(recorded, frames: changes.compactMap(\.before), prefix: "recorded")
    html += "<figcaption>recorded</figcaption></figure>\n"
    html += "<figure>" + side(current, frames: changes.compactMap(\.after), prefix: "current")
    html += "<figcaption>now</figcaption></figure>\n</div>\n</body>\n</html>\n"
    return html
  }

  private static func side(_ svg: String, frames: [[Double]], prefix: String) -> String {
    let n = SVGDocument.number
    let boxes = frames.map {
      "<rect x=\"\(n($0[0]))\" y=\"\(n($0[1]))\" width=\"\(n($0[2]))\" height=\"\(n($0[3]))\"/>"
    }
    let transform = InlineSVG.deviceTransform(svg).map { " transform=\"\($0)\"" } ?? ""
    let outlined = InlineSVG.appending(
      "<g class=\"changed\"\(transform)>\(boxes.joined())</g>\n", to: svg)
    return InlineSVG.inline(outlined, prefix: prefix)
  }
}

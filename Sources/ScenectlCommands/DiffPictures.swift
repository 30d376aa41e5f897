import Diagnostics
import SceneDiff
import SceneModel
import ScenePictures

/// `scenectl diff --format svg|html`: each changed scene drawn before and after on the new
/// version's first device (`ScreenBuilder`, `ScreenDrawing`), side by side, with the views
/// that changed or moved outlined, under the text report's lines for it.
enum DiffPictures {
  /// The colour of the outline around a changed view.
  static let outline = "#ff2d55"

  /// One SVG document: a row per changed scene, the old screen left, the new one right.
  static func svg(_ files: [DiffCommand.Compared]) -> String {
    let pairs = files.flatMap(pictures)
    let width = pairs.map { $0.before.width + $0.after.width }.max() ?? 0
    let height = pairs.reduce(0) { $0 + max($1.before.height, $1.after.height) }
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGDocument.number(width))\" "
      + "height=\"\(SVGDocument.number(height))\">\n"
    var y = 0.0
    for pair in pairs {
      out += nested(pair.before, x: 0, y: y)
      out += nested(pair.after, x: pair.before.width, y: y)
      y += max(pair.before.height, pair.after.height)
    }
    return out + "</svg>\n"
  }

  /// One HTML page: per file and changed scene, the report's lines and the two screens.
  static func html(_ files: [DiffCommand.Compared]) -> String {
    var out = """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><title>scenectl diff</title>
      <style>body{font-family:-apple-system,sans-serif} .pair{display:flex;gap:16px} \
      pre{background:#f2f2f7;padding:8px}</style></head><body>

      """
    for file in files {
      out += "<h1>\(escaped(file.path))</h1>\n"
      guard case .success(let report) = file.outcome else {
        out += "<p>cannot be compared</p>\n"
        continue
      }
      let lines = report.fileChanges.map(\.line)
      if !lines.isEmpty { out += "<pre>\(escaped(lines.joined(separator: "\n")))</pre>\n" }
      let drawn = Dictionary(
        pictures(file).map { ($0.scene, $0) }, uniquingKeysWith: { first, _ in first })
      for scene in report.scenes {
        let single = DiffReport(fileChanges: [], scenes: [scene])
        out += "<h2>scene '\(escaped(scene.name))' \(scene.status.rawValue)</h2>\n"
        out += "<pre>\(escaped(single.textLines.dropLast().joined(separator: "\n")))</pre>\n"
        if let pair = drawn[scene.name] {
          out += "<div class=\"pair\"><figure><figcaption>before</figcaption>\n"
          out += pair.before.svg + "</figure><figure><figcaption>after</figcaption>\n"
          out += pair.after.svg + "</figure></div>\n"
        }
      }
      out += "<p>\(escaped(report.summaryLine))</p>\n"
    }
    return out + "</body></html>\n"
  }

  /// A drawn screen: its SVG with the changed views outlined, and its size.
  struct Picture {
    var svg: String
    var width: Double
    var height: Double
  }

  /// The before and after pictures of each changed scene both versions have, drawn on the new
  /// version's first device.
  private static func pictures(_ file: DiffCommand.Compared)
    -> [(scene: String, before: Picture, after: Picture)]
  {
    guard case .success(let report) = file.outcome, let old = file.models.old,
      let new = file.models.new, let device = new.resolvedDevices.first
    else { return [] }
    return report.scenes.compactMap { scene in
      guard scene.status == .changed, let after = new.scene(scene.name),
        let before = old.scene(idOrIB: scene.ib ?? scene.name) ?? old.scene(scene.name),
        let oldScreen = ScreenBuilder.screen(
          of: before.id.value, in: old, device: old.device(named: device.name) ?? device),
        let newScreen = ScreenBuilder.screen(of: after.id.value, in: new, device: device)
      else { return nil }
      let changed = changedViews(scene)
      return (
        scene.name, picture(ScreenDrawing.svg(oldScreen), outlining: changed),
        picture(ScreenDrawing.svg(newScreen), outlining: changed)
      )
    }
  }

  /// The ids of the views a scene's changes name, and of those that moved.
  static func changedViews(_ scene: SceneChanges) -> Set<String> {
    var ids = Set(scene.layoutEffects.map(\.view))
    for change in scene.changes where change.subject == .view || change.subject == .variation {
      let parts = change.element.split(separator: "'")
      if let name = parts.first { ids.insert(String(name)) }
    }
    return ids
  }

  /// An SVG with a style that outlines the views `ids` (`<g data-view="ID">`), and its size.
  static func picture(_ svg: String, outlining ids: Set<String>) -> Picture {
    let rules = ids.sorted().map { id in
      "g[data-view=\"\(escaped(id))\"] > :first-child{stroke:\(outline);"
        + "stroke-width:3px}"
    }
    // From the `<svg` tag on (no XML declaration: the picture goes inside a page or an SVG),
    // with the style just inside it.
    guard let open = svg.firstRange(of: "<svg") else { return Picture(svg: "", width: 0, height: 0) }
    var text = String(svg[open.lowerBound...])
    if let end = text.firstRange(of: ">"), !rules.isEmpty {
      text.insert(contentsOf: "<style>" + rules.joined() + "</style>", at: end.upperBound)
    }
    return Picture(svg: text, width: number("width", in: text), height: number("height", in: text))
  }

  /// Text for HTML and XML: `&`, `<`, `>` and quotes as entities, line breaks kept, other
  /// control characters escaped (`MessageText`).
  static func escaped(_ text: String) -> String {
    MessageText.escaped(text, format: .xml(newline: "\n", tab: "\t"))
  }

  /// A number attribute of the document's first tag (`width="414"`).
  private static func number(_ name: String, in svg: String) -> Double {
    guard let start = svg.firstRange(of: " \(name)=\"") else { return 0 }
    let rest = svg[start.upperBound...]
    return Double(rest.prefix { $0 != "\"" }) ?? 0
  }

  /// A picture placed in an SVG at (x, y): its document as a nested `<svg>`.
  private static func nested(_ picture: Picture, x: Double, y: Double) -> String {
    guard let open = picture.svg.firstRange(of: "<svg") else { return "" }
    return "<svg x=\"\(SVGDocument.number(x))\" y=\"\(SVGDocument.number(y))\""
      + picture.svg[open.upperBound...] + "\n"
  }
}

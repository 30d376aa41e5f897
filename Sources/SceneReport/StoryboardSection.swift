import Diagnostics
import Parallel
import SceneModel
import ScenePictures

/// One storyboard's part of the report: its map of thumbnails, each scene on each device
/// with its diagnostics pinned, then its lists (`StoryboardSection+Lists.swift`).
struct StoryboardSection {
  let item: ReportStoryboard
  /// The prefix of every `id` in the section (`sb0`).
  let prefix: String
  let scenes: [Scene]
  /// The screen of each scene on each device, and its SVG: `screens[scene][device]`.
  let screens: [[(screen: Screen, svg: String)?]]
  /// The diagnostics, numbered from 1 in the list, with the scene and view each concerns.
  let placed: [(number: Int, diagnostic: Diagnostic, place: DiagnosticPlaces.Place)]

  init(_ item: ReportStoryboard, prefix: String) {
    self.item = item
    self.prefix = prefix
    scenes = item.storyboard.scenes
    let storyboard = item.storyboard
    let devices = item.devices
    let sceneIDs = scenes.map(\.id.value)
    // Each scene on each device is laid out and built on its own: on the cores, in order.
    let built = Parallel.map(sceneIDs.count * devices.count) { job -> (Screen, String)? in
      guard
        let screen = ScreenBuilder.screen(
          of: sceneIDs[job / devices.count], in: storyboard, device: devices[job % devices.count])
      else { return nil }
      return (screen, ScreenDrawing.svg(screen))
    }
    screens = sceneIDs.indices.map { scene in
      Array(built[(scene * devices.count)..<((scene + 1) * devices.count)])
    }
    let places = DiagnosticPlaces(storyboard)
    placed = item.diagnostics.enumerated().map { ($0 + 1, $1, places.place(of: $1)) }
  }

  func html() -> String {
    let storyboard = item.storyboard
    let name = storyboard.name?.value ?? storyboard.file
    var html = "<section class=\"storyboard\" id=\"\(prefix)\">\n"
    html += "<h2>\(HTMLText.text(name)) <code>\(HTMLText.text(storyboard.file))</code></h2>\n"
    let devices = item.devices.map { "\($0.name) (iOS \($0.ios))" }
    html += "<p>\(ReportPage.count(scenes.count, "scene")) on "
    html += "\(HTMLText.text(devices.joined(separator: ", ")))</p>\n"
    html += map()
    html += "<section class=\"scenes\" id=\"\(prefix)-scenes\"><h3>Scenes</h3>\n"
    for index in scenes.indices { html += scene(index) }
    html += "</section>\n"
    html += diagnosticList()
    html += coverage()
    html += explorations()
    html += "</section>\n"
    return html
  }

  func sceneID(_ index: Int) -> String { "\(prefix)-s\(index)" }

  private func screenID(scene: Int, device: Int) -> String { "\(prefix)-s\(scene)-d\(device)" }

  /// The map: the storyboard graph (a click on a scene goes to it), then a thumbnail of each
  /// scene's first screen, each a link to the scene, in the graph's columns (by distance from
  /// the initial scene), so the thumbnails read left to right as the app is walked.
  private func map() -> String {
    let graph = StoryboardGraph(item.storyboard)
    var html = "<section class=\"map\" id=\"\(prefix)-map\"><h3>Map</h3>\n<div class=\"graph\">"
    html += InlineSVG.inline(graph.svg(), prefix: "\(prefix)-map")
    html += "</div>\n<div class=\"thumbs\">\n"
    let columns = graph.nodes.map(\.column)
    let lastColumn = columns.max() ?? 0
    var byColumn = Array(repeating: [Int](), count: lastColumn + 1)
    for (index, scene) in scenes.enumerated() {
      let column = graph.node(scene.id.value)?.column ?? lastColumn
      byColumn[min(max(column, 0), lastColumn)].append(index)
    }
    for column in byColumn where !column.isEmpty {
      html += "<div class=\"column\">\n" + column.map(thumbnail).joined() + "</div>\n"
    }
    return html + "</div>\n</section>\n"
  }

  /// A scene's thumbnail: its first screen, shown again by reference, linking to the scene.
  private func thumbnail(_ index: Int) -> String {
    let scene = scenes[index]
    let errors = placed.contains {
      $0.place.scene == scene.id.value && $0.diagnostic.severity == .error
    }
    var html = "<a class=\"thumb\(errors ? " has-error" : "")\" href=\"#\(sceneID(index))\" "
    html += "data-scene=\"\(HTMLText.attribute(scene.id.value))\">"
    if let drawn = screens[index].first ?? nil {
      html += "<svg viewBox=\"0 0 \(Self.size(of: drawn.svg))\">"
      html += "<use href=\"#\(screenID(scene: index, device: 0))\"/></svg>"
    }
    return html + "<span>\(HTMLText.text(scene.id.value))</span></a>\n"
  }

  /// A scene: its screen on each device, side by side, with pins, then its diagnostics.
  private func scene(_ index: Int) -> String {
    let scene = scenes[index]
    let id = scene.id.value
    var html = "<section class=\"scene\" id=\"\(sceneID(index))\" "
    html += "data-scene=\"\(HTMLText.attribute(id))\">\n"
    var title = "<code>\(HTMLText.text(id))</code> \(HTMLText.text(scene.kind.value.rawValue))"
    if let className = scene.className?.value { title += " · \(HTMLText.text(className))" }
    html += "<h4>\(title) <small>\(HTMLText.place(scene.id.location))</small></h4>\n"
    html += "<div class=\"devices\">\n"
    let mine = placed.filter { $0.place.scene == id }
    for (deviceIndex, device) in item.devices.enumerated() {
      let wide = device.width > device.height || device.width > 500
      html += "<figure data-device=\"\(HTMLText.attribute(device.name))\""
      html += wide ? " class=\"wide\">" : ">"
      guard let (screen, drawn) = screens[index][deviceIndex] else {
        html += "<p>not drawn</p></figure>\n"
        continue
      }
      let pinned = InlineSVG.appending(pins(mine, on: screen, drawn: drawn), to: drawn)
      html += InlineSVG.inline(
        pinned, prefix: screenID(scene: index, device: deviceIndex),
        attributes: "id=\"\(screenID(scene: index, device: deviceIndex))\" class=\"screen\" "
          + "data-scene=\"\(HTMLText.attribute(id))\"")
      html += "<figcaption>\(HTMLText.text(device.name)) · iOS \(device.ios)</figcaption>"
      html += "</figure>\n"
    }
    html += "</div>\n"
    if !mine.isEmpty {
      html += "<ol class=\"scene-diagnostics\">\n"
      for (number, diagnostic, place) in mine {
        html += "<li value=\"\(number)\">" + line(diagnostic, view: place.view, number: number)
        html += "</li>\n"
      }
      html += "</ol>\n"
    }
    return html + "</section>\n"
  }

  /// The pins of a scene's diagnostics on its screen: a frame around each view concerned
  /// and a numbered mark at its top-left corner that links to the diagnostic in the list.
  private func pins(
    _ diagnostics: [(number: Int, diagnostic: Diagnostic, place: DiagnosticPlaces.Place)],
    on screen: Screen, drawn: String
  ) -> String {
    let frames = Self.frames(screen)
    var content = ""
    for (number, diagnostic, place) in diagnostics {
      // Notes are listed, not pinned: they tell of the file more than of one view.
      guard diagnostic.severity != .note, let view = place.view, let solved = frames[view]
      else { continue }
      // As the view is drawn: a size solved negative (conflicting constraints) is 0.
      let frame = Rect(
        x: solved.x, y: solved.y, width: max(0, solved.width), height: max(0, solved.height))
      let n = SVGDocument.number
      let cx = frame.x + min(10, frame.width / 2)
      let cy = frame.y + min(10, frame.height / 2)
      content += "<a href=\"#\(prefix)-d\(number)\"><g class=\"pin \(diagnostic.severity)\" "
      content += "data-pin=\"\(number)\" data-view=\"\(HTMLText.attribute(view))\">"
      content += "<title>\(HTMLText.text(diagnostic.message))</title>"
      content += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" "
      content += "height=\"\(n(frame.height))\"/>"
      content += "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"10\"/>"
      content += "<text x=\"\(n(cx))\" y=\"\(n(cy + 4))\">\(number)</text></g></a>"
    }
    guard !content.isEmpty else { return "" }
    let transform = InlineSVG.deviceTransform(drawn).map { " transform=\"\($0)\"" } ?? ""
    return "<g class=\"pins\"\(transform)>\(content)</g>\n"
  }

  /// One diagnostic as a line: `FILE:LINE:COL: error: message [code]`.
  func line(_ diagnostic: Diagnostic, view: String?, number: Int) -> String {
    var html = "<a href=\"#\(prefix)-d\(number)\"><code>"
    html += "\(HTMLText.place(diagnostic.location))</code></a>: "
    html += "<b>\(diagnostic.severity)</b>: \(HTMLText.text(diagnostic.message)) "
    html += "<code>[\(HTMLText.text(diagnostic.code))]</code>"
    if let view { html += " (view <code>\(HTMLText.text(view))</code>)" }
    return html
  }
}

extension StoryboardSection {
  /// `WIDTH HEIGHT` of an SVG document, from its root's attributes, for a `viewBox`.
  static func size(of svg: String) -> String {
    func attribute(_ name: String) -> Substring {
      guard let start = svg.firstRange(of: " \(name)=\"") else { return "0" }
      let rest = svg[start.upperBound...]
      return rest.prefix { $0 != "\"" }
    }
    return "\(attribute("width")) \(attribute("height"))"
  }

  /// The frames of the views of the screen's full-screen layers, by id (columns' too).
  static func frames(_ screen: Screen) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    for layer in screen.layers where layer.style == .fullScreen {
      for view in layer.views + layer.columns.flatMap(\.content.views) {
        frames[view.id] = view.frame
      }
    }
    return frames
  }
}

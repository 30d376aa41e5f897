import Diagnostics
import SceneExplore
import SceneModel
import SceneRuntime

extension StoryboardSection {
  /// Every diagnostic of the file, numbered as the pins are, each with its place and a link
  /// to the scene it concerns.
  func diagnosticList() -> String {
    var html = "<section class=\"diagnostics\" id=\"\(prefix)-diagnostics\"><h3>Diagnostics</h3>\n"
    guard !placed.isEmpty else { return html + "<p>None.</p>\n</section>\n" }
    html += "<table>\n<tr><th>#</th><th>place</th><th>severity</th><th>message</th>"
    html += "<th>scene</th></tr>\n"
    for (number, diagnostic, place) in placed {
      html += "<tr id=\"\(prefix)-d\(number)\" class=\"\(diagnostic.severity)\">"
      html += "<td>\(number)</td><td><code>\(HTMLText.place(diagnostic.location))</code></td>"
      html += "<td class=\"severity\">\(diagnostic.severity)</td>"
      html += "<td>\(HTMLText.text(diagnostic.message)) "
      html += "<code>[\(HTMLText.text(diagnostic.code))]</code>"
      for note in diagnostic.notes {
        html += "<br><small>\(HTMLText.place(note.location)) note: "
        html += "\(HTMLText.text(note.message))</small>"
      }
      html += "</td><td>"
      if let scene = place.scene, let index = scenes.firstIndex(where: { $0.id.value == scene }) {
        html += "<a href=\"#\(sceneID(index))\">\(HTMLText.text(scene))</a>"
        if let view = place.view { html += " · <code>\(HTMLText.text(view))</code>" }
      }
      html += "</td></tr>\n"
    }
    return html + "</table>\n</section>\n"
  }

  /// What the flows left out: counts by kind, then each thing with its place.
  func coverage() -> String {
    guard let coverage = item.coverage else { return "" }
    var html = "<section class=\"coverage\" id=\"\(prefix)-coverage\"><h3>Coverage</h3>\n<p>"
    html += coverage.counts.map { count in
      "\(HTMLText.text(count.kind))s \(count.exercised) of \(count.total)"
    }.joined(separator: " · ")
    html += "</p>\n"
    if !coverage.missed.isEmpty {
      html += "<p>Not exercised by any flow:</p>\n<ul class=\"missed\">\n"
      for missed in coverage.missed {
        html += "<li><code>\(HTMLText.place(missed.location))</code> "
        html += "\(HTMLText.text(missed.name))</li>\n"
      }
      html += "</ul>\n"
    }
    return html + "</section>\n"
  }

  /// Each exploration: the states reached, the shortest path to each scene, the scenes
  /// never reached, and the findings.
  func explorations() -> String {
    guard !item.explorations.isEmpty else { return "" }
    var html = "<section class=\"explore\" id=\"\(prefix)-explore\"><h3>Exploration</h3>\n"
    for result in item.explorations {
      html += "<h4>\(HTMLText.text(result.device)): \(ReportPage.count(result.states, "state")), "
      html += "\(ReportPage.count(result.transitions, "transition"))"
      html += result.complete ? "" : " (not complete: \(HTMLText.text(result.limit ?? "a bound")))"
      html += "</h4>\n<table>\n<tr><th>scene</th><th>shortest path from launch</th></tr>\n"
      for reached in result.scenes {
        let link =
          scenes.firstIndex { $0.id.value == reached.scene }
          .map { "<a href=\"#\(sceneID($0))\">\(HTMLText.text(reached.scene))</a>" }
          ?? HTMLText.text(reached.scene)
        html += "<tr><td>\(link)</td><td><code>\(HTMLText.text(Self.path(reached.path)))"
        html += "</code></td></tr>\n"
      }
      html += "</table>\n"
      if !result.unreached.isEmpty {
        html += "<p>Not reached: "
        html += result.unreached.map { "<code>\(HTMLText.text($0))</code>" }
          .joined(separator: ", ")
        html += "</p>\n"
      }
      if !result.findings.isEmpty {
        html += "<ul class=\"findings\">\n"
        for finding in result.findings {
          html += "<li><code>\(HTMLText.place(finding.location))</code> "
          html += "<b>\(HTMLText.text(finding.kind))</b>: \(HTMLText.text(finding.message))"
          html += " — after <code>\(HTMLText.text(Self.path(finding.path)))</code></li>\n"
        }
        html += "</ul>\n"
      }
    }
    return html + "</section>\n"
  }

  /// A path of events as `explore` prints it: `launch`, else the events in order.
  static func path(_ events: [Event]) -> String {
    events.isEmpty ? "launch" : events.map(\.description).joined(separator: ", ")
  }
}

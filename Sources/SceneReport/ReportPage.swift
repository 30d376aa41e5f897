import Diagnostics

/// The report as one self-contained HTML page (docs/Report.md): inline SVG and CSS, one
/// small inline script, and nothing fetched (a Content-Security-Policy forbids it).
///
///     let html = ReportPage.html(ReportInput(title: "Scenes", storyboards: [wonderland]))
///
/// Sections, each with an `id` a link can name: per storyboard (`sbN`) its map of
/// thumbnails (`sbN-map`), its scenes side by side on each device (`sbN-sM`, each screen
/// an `<svg data-device>` with the diagnostics' pins, `<g class="pin" data-view>`), its
/// diagnostics (`sbN-dK`), coverage and exploration; then the flows' traces (`flowN`).
public enum ReportPage {
  /// The whole page. The same input gives the same bytes.
  public static func html(_ input: ReportInput) -> String {
    var page = head(title: "scenectl report: \(input.title)")
    page += "<body>\n<header>\n<h1>\(HTMLText.text(input.title))</h1>\n"
    page += summary(input)
    page += navigation(input)
    page += "</header>\n<main>\n"
    let lists = [(input.problems, "problems", "Problems"), (input.notes, "notes", "Left out")]
    for (lines, name, title) in lists where !lines.isEmpty {
      page += "<section class=\"\(name)\"><h2>\(title)</h2><ul>\n"
      page += lines.map { "<li><code>\(HTMLText.text($0))</code></li>\n" }.joined()
      page += "</ul></section>\n"
    }
    for (index, item) in input.storyboards.enumerated() {
      page += StoryboardSection(item, prefix: "sb\(index)").html()
    }
    if !input.traces.isEmpty {
      page += "<section class=\"flows\" id=\"flows\">\n<h2>Flows</h2>\n"
      for (index, trace) in input.traces.enumerated() {
        page += TraceSection.html(trace, id: "flow\(index)")
      }
      page += "</section>\n"
    }
    page += "</main>\n<script>\n\(script)</script>\n</body>\n</html>\n"
    return page
  }

  private static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
    style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(HTMLText.text(title))</title>
    <style>
    \(ReportStyle.css)</style>
    </head>

    """
  }

  private static func summary(_ input: ReportInput) -> String {
    let all = input.storyboards.flatMap(\.diagnostics)
    let errors = all.filter { $0.severity == .error }.count
    let warnings = all.filter { $0.severity == .warning }.count
    let scenes = input.storyboards.map(\.storyboard.scenes.count).reduce(0, +)
    var parts = [
      count(input.storyboards.count, "storyboard"), count(scenes, "scene"),
      count(errors, "error"), count(warnings, "warning"),
    ]
    if !input.traces.isEmpty {
      let passed = input.traces.filter(\.passed).count
      parts.append("flows: \(passed) passed, \(input.traces.count - passed) failed")
    }
    let state = errors > 0 || input.traces.contains { !$0.passed } ? "bad" : "good"
    return "<p class=\"summary \(state)\">\(parts.joined(separator: " · "))</p>\n"
  }

  private static func navigation(_ input: ReportInput) -> String {
    var links = input.storyboards.enumerated().map { index, item in
      let name = item.storyboard.name?.value ?? item.storyboard.file
      return "<a href=\"#sb\(index)\">\(HTMLText.text(name))</a>"
    }
    if !input.traces.isEmpty { links.append("<a href=\"#flows\">Flows</a>") }
    return "<nav>\(links.joined(separator: " "))</nav>\n"
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// A click on a scene of a map's graph goes to that scene's section.
  static let script = """
    document.querySelectorAll('.graph [data-scene]').forEach(function (node) {
      node.style.cursor = 'pointer';
      node.addEventListener('click', function () {
        var section = node.closest('.storyboard');
        var id = node.getAttribute('data-scene');
        var target = Array.prototype.find.call(
          section.querySelectorAll('section.scene'),
          function (scene) { return scene.getAttribute('data-scene') === id; });
        if (target) { location.hash = target.id; }
      });
    });

    """
}

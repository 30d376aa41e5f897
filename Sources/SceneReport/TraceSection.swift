/// One flow's trace in the report: each step with the screen before and after it, its
/// transcript lines, and the failing step outlined with its error.
enum TraceSection {
  static func html(_ trace: FlowTrace, id: String) -> String {
    let status = trace.passed ? "passed" : "failed"
    var html = "<article class=\"trace \(status)\" id=\"\(id)\" "
    html += "data-flow=\"\(HTMLText.attribute(trace.file))\">\n"
    html += "<h3><span class=\"status-\(status)\">\(trace.passed ? "PASS" : "FAIL")</span> "
    html += "<code>\(HTMLText.text(trace.file))</code>"
    if let storyboard = trace.storyboard {
      html += " on <code>\(HTMLText.text(storyboard))</code>"
    }
    html += " · \(HTMLText.text(trace.device))</h3>\n"
    for problem in trace.problems {
      html += "<p class=\"error\"><code>\(HTMLText.text(problem))</code></p>\n"
    }
    if !trace.screens.isEmpty {
      html += "<div class=\"step launch\"><div class=\"about\"><b>launch</b>\n"
      html += transcript(trace.launch)
      html += "</div><div class=\"screens\"><figure>\(screen(trace, 0, id: id, role: "after"))"
      html += "<figcaption>after</figcaption></figure></div></div>\n"
    }
    for (index, step) in trace.steps.enumerated() {
      html += "<div class=\"step \(step.status.rawValue)\" id=\"\(id)-step\(index + 1)\">\n"
      html += "<div class=\"about\"><b>\(index + 1). \(HTMLText.text(step.title))</b> "
      html += "<small><code>\(HTMLText.place(step.location))</code> \(step.status.rawValue)"
      html += "</small>\n"
      if let error = step.error {
        html += "<p class=\"error\"><code>\(HTMLText.place(step.errorLocation))</code>: "
        html += "error: \(HTMLText.text(error))</p>\n"
      }
      html += transcript(step.transcript)
      html += "</div>\n"
      if let before = step.before, let after = step.after {
        html += "<div class=\"screens\">"
        html += "<figure>\(screen(trace, before, id: id, role: "before"))"
        html += "<figcaption>before</figcaption></figure>"
        if after != before {
          html += "<figure>\(screen(trace, after, id: id, role: "after"))"
          html += "<figcaption>after</figcaption></figure>"
        } else {
          html += "<p>screen unchanged</p>"
        }
        html += "</div>\n"
      }
      html += "</div>\n"
    }
    return html + "</article>\n"
  }

  /// A screen of the trace; each is drawn in full once and shown again by reference.
  private static func screen(_ trace: FlowTrace, _ index: Int, id: String, role: String)
    -> String
  {
    let screenID = "\(id)-screen\(index)"
    let svg = trace.screens[index]
    // The first appearance of each screen is the one after its step (or launch's).
    let firstShown = role == "after"
    guard firstShown else {
      return "<svg class=\"\(role)\" viewBox=\"0 0 \(StoryboardSection.size(of: svg))\">"
        + "<use href=\"#\(screenID)\"/></svg>"
    }
    return InlineSVG.inline(
      svg, prefix: screenID, attributes: "id=\"\(screenID)\" class=\"\(role)\"")
  }

  private static func transcript(_ lines: [String]) -> String {
    guard !lines.isEmpty else { return "" }
    return "<pre class=\"transcript\">\(HTMLText.text(lines.joined(separator: "\n")))</pre>\n"
  }
}

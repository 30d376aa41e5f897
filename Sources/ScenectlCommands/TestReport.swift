import Diagnostics
import JSON

/// The three forms of `scenectl test` output: text for people, JSON for
/// scripts, JUnit XML for CI systems (one testcase per flow).
enum TestReport {
  static func text(_ results: [FlowRun.Result], summary: Bool = true) -> String {
    var text = ""
    // Paths, names and messages are escaped (`MessageText`), names and messages also capped,
    // so none can start a line of its own. Problems come so from the diagnostic printer.
    // Each problem and failure is a line `FILE:LINE:COL: error: MESSAGE` of its own, from
    // the first column, so that CI problem matchers see it.
    let shown = MessageText.printable
    for result in results {
      text += "\(result.passed ? "PASS" : "FAIL") \(MessageText.escaped(result.file))"
      if let storyboard = result.storyboard {
        text += " (\(MessageText.escaped(storyboard)) on \(result.device))"
      }
      text += "\n"
      for problem in result.problems { text += problem + "\n" }
      for (index, step) in result.steps.enumerated() {
        let mark =
          switch step.status {
          case .passed: "ok  "
          case .failed: "FAIL"
          case .skipped: "skip"
          }
        text += "  \(mark) \(index + 1). \(shown(FlowRun.describe(step.step)))\n"
        if let error = step.error {
          let place = MessageText.escaped("\(step.errorLocation ?? step.step.location)")
          text += "\(place): error: \(shown(error))\n"
        }
      }
    }
    guard summary else { return text }
    let passed = results.filter(\.passed).count
    text += "\n\(passed) passed, \(results.count - passed) failed\n"
    return text
  }

  static func json(_ results: [FlowRun.Result]) -> JSONValue {
    let passed = results.filter(\.passed).count
    return .object([
      (
        "flows",
        .array(
          results.map { result in
            .object([
              ("file", .string(result.file)),
              ("storyboard", result.storyboard.map(JSONValue.string) ?? .null),
              ("device", .string(result.device)),
              ("ok", .bool(result.passed)),
              ("problems", .array(result.problems.map(JSONValue.string))),
              (
                "steps",
                .array(
                  result.steps.map { step in
                    .object([
                      ("step", .string(FlowRun.describe(step.step))),
                      ("line", .number(Double(step.step.location.line))),
                      ("column", .number(Double(step.step.location.column))),
                      ("status", .string(step.status.rawValue)),
                      ("error", step.error.map(JSONValue.string) ?? .null),
                      ("errorFile", step.errorLocation.map { .string($0.file) } ?? .null),
                      ("errorLine", step.errorLocation.map { .number(Double($0.line)) } ?? .null),
                    ])
                  })
              ),
            ])
          })
      ),
      ("passed", .number(Double(passed))),
      ("failed", .number(Double(results.count - passed))),
    ])
  }

  static func junit(_ results: [FlowRun.Result]) -> String {
    let failures = results.filter { !$0.passed }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"scenectl\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
    xml += "  <testsuite name=\"scenectl test\" tests=\"\(results.count)\" "
    xml += "failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
    for result in results {
      let name = result.file.split(separator: "/").last.map(String.init) ?? result.file
      xml += "    <testcase name=\"\(escape(name))\" classname=\"flows\" "
      xml += "file=\"\(escape(result.file))\""
      guard let message = result.failureMessage else {
        xml += "/>\n"
        continue
      }
      xml += ">\n      <failure message=\"\(escape(MessageText.escaped(message)))\">"
      xml += escape(text([result], summary: false).trimmingTrailingNewline, attribute: false)
      xml += "</failure>\n    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// Escapes text for an XML attribute (or element content, where newlines and tabs
  /// stay as they are); other control characters are shown as `\u{1B}`.
  static func escape(_ text: String, attribute: Bool = true) -> String {
    let format: MessageText.Format =
      attribute ? .xml(newline: "&#10;", tab: "&#9;") : .xml(newline: "\n", tab: "\t")
    return MessageText.escaped(text, format: format)
  }
}

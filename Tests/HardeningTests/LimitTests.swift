import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// A file that runs into one of the documented limits (docs/Hardening.md), the command
/// run on it, and the last line it must print on standard error or output.
struct LimitCase: Sendable, CustomTestStringConvertible {
  let name: String
  let text: String
  let arguments: [String]
  /// The last line of standard error (simulate), or a line of standard output
  /// (validate), with the file's path shown as `limit.yaml`.
  let line: String

  var testDescription: String { name }

  static let head = "format: 1\nstoryboard: X\ninitial: a\nstate:\n  n: 0\n  s: ''\nscenes:\n"

  /// Scene `a` with a button `b` whose action `go` runs `steps` (YAML lines, 10 spaces in).
  static func action(_ steps: String) -> String {
    head + "  a:\n    kind: viewController\n    views:\n      - { id: b, type: button, title: B }\n"
      + "    actions:\n      - name: go\n        from: b\n        do:\n" + steps
  }

  static func set(_ target: String, _ expression: String) -> String {
    "          - set: \(target)\n            to: '\(expression)'\n"
  }

  static let all: [LimitCase] = [
    LimitCase(
      name: "expression depth",
      text: action(set("state.n", String(repeating: "(", count: 65) + "1"
        + String(repeating: ")", count: 65))),
      arguments: ["validate"],
      line: "limit.yaml:17:82: error: the expression is nested more than 64 levels deep in 'to'"
        + " [expression-syntax]"),
    LimitCase(
      name: "a sum of 66 terms is 65 levels deep",
      text: action(set("state.n", Array(repeating: "1", count: 66).joined(separator: " + "))),
      arguments: ["validate"],
      line: "limit.yaml:17:276: error: the expression is nested more than 64 levels deep in 'to'"
        + " [expression-syntax]"),
    LimitCase(
      name: "expression length",
      text: action(set("state.n", "1" + String(repeating: " ", count: 100_000))),
      arguments: ["validate"],
      line: "limit.yaml:17:100018: error: the expression is longer than the limit of 100000"
        + " characters in 'to' [expression-syntax]"),
    LimitCase(
      name: "constraint length",
      text: head + "  a:\n    kind: viewController\n    views: [{ id: b, type: button }]\n"
        + "    constraints:\n      - b.width = 1" + String(repeating: " + 1", count: 25_000) + "\n",
      arguments: ["validate"],
      line: "limit.yaml:12:100009: error: the constraint is longer than the limit of 100000"
        + " characters [constraint-syntax]"),
    LimitCase(
      name: "evaluation steps per action",
      text: action(String(repeating: set("state.n", "state.n + 1"), count: 3_400)),
      arguments: ["simulate", "--tap", "b"],
      line: "limit.yaml:6683:18: error: step 1 (tap b): action 'go': the evaluation needs more"
        + " than 10000 steps"),
    LimitCase(
      name: "evaluation text per action",
      text: action(String(repeating: set("state.s", "state.s + state.s + \"x\""), count: 25)),
      arguments: ["simulate", "--tap", "b"],
      line: "limit.yaml:53:26: error: step 1 (tap b): action 'go': the evaluation makes more than"
        + " 1048576 bytes"
        + " of text"),
    LimitCase(
      name: "presentations one above another",
      text: head + "  a:\n    kind: viewController\n    views:\n"
        + "      - { id: b, type: button, title: B }\n    onAppear:\n      - segue: again\n"
        + "    segues:\n      - { id: again, kind: modal, from: b, to: a }\n"
        + "    actions:\n      - { name: close, from: b, do: [dismiss] }\n",
      arguments: ["simulate"],
      line: "limit.yaml:13:9: error: step 0 (launch): onAppear of 'a': presenting 'a' would make"
        + " more than 16"
        + " presentations one above another; is there a segue loop?"),
    LimitCase(
      name: "controllers on one navigation stack",
      text: head.replacingOccurrences(of: "initial: a", with: "initial: nav")
        + "  nav:\n    kind: navigationController\n    segues:\n"
        + "      - { kind: relationship, relationship: rootViewController, to: a }\n"
        + "  a:\n    kind: viewController\n    views:\n      - { id: b, type: button, title: B }\n"
        + "    segues:\n      - { id: again, kind: push, from: b, to: a }\n",
      arguments: ["simulate"] + Array(repeating: ["--tap", "b"], count: 64).flatMap { $0 },
      line: "scenectl: error: step 64 (tap b): 'nav' would hold more than 64 controllers; is there"
        + " a segue loop?"),
  ]
}

/// Each documented limit gives its documented error, with exit status 1, instead of
/// running away in time or memory.
@Suite struct LimitTests {
  @Test(arguments: LimitCase.all)
  func limitGivesItsError(_ limit: LimitCase) throws {
    let path = try temporaryFile(
      named: limit.name.replacingOccurrences(of: " ", with: "-") + ".yaml",
      Array(limit.text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    // The tiny scenes around a limit are not laid out as validate requires; the commands
    // that run them do so anyway (--allow-errors), to meet the limit.
    let arguments =
      [limit.arguments[0], path] + limit.arguments.dropFirst()
      + (limit.arguments[0] == "validate" ? [] : ["--allow-errors"])
    let output = scenectl(arguments, showing: path, as: "limit.yaml")
    #expect(output.status == .problemsFound)
    if limit.arguments[0] == "validate" {
      // Layout checks may add their own diagnostics about the tiny scene around it.
      #expect(output.stdout.split(separator: "\n").contains { $0 == limit.line })
    } else {
      #expect(output.stderr.split(separator: "\n").last.map(String.init) == limit.line)
    }
  }
}

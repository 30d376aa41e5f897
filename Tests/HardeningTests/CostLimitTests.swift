import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// Limits that bound the work and memory of a small file, not only its counts (issue
/// "Hardening II", item 4): the text work of an evaluation, the length of a flow, the
/// transcript and the size of one stored value.
@Suite struct CostLimitTests {
  /// Scene `a` with a button `b`, a label `l` and a text field `t`, `state` (YAML lines, 2
  /// spaces in) and an action `go` on `b` that runs `steps` (YAML lines, 10 spaces in).
  static func scene(state: String, steps: String) -> String {
    "format: 1\nstoryboard: X\ninitial: a\ndevices: [iphone]\nstate:\n  n: 0\n\(state)scenes:\n"
      + "  a:\n    kind: viewController\n    views:\n"
      + "      - { id: b, type: button, title: B, frame: [0, 0, 100, 40] }\n"
      + "      - { id: l, type: label, text: L, frame: [0, 40, 100, 20] }\n"
      + "      - { id: t, type: textField, frame: [0, 80, 100, 30] }\n"
      + "    actions:\n      - name: go\n        from: b\n        do:\n" + steps
  }

  /// `count` times `set: TARGET, to: 'EXPRESSION'`.
  static func sets(_ target: String, _ expression: String, count: Int) -> String {
    String(repeating: "          - set: \(target)\n            to: '\(expression)'\n", count: count)
  }

  /// The lines before the first step, beside the state lines; the `to:` of the Kth step
  /// is on line `head + state lines + 2 * K`.
  static let head = 17

  static func lastError(_ output: CommandOutput) -> String? {
    output.stderr.split(separator: "\n").last.map(String.init)
  }

  /// 300,000 bytes counted 28 times is past 8 MiB of work: the 28th `count` fails.
  @Test func countingALongStringOverAndOverRunsOutOfWork() throws {
    let text = Self.scene(
      state: "  s: \(String(repeating: "a", count: 300_000))\n",
      steps: Self.sets("state.n", "count(state.s)", count: 40))
    let output = try scenectl("simulate", scene: text, ["--tap", "b"])
    #expect(output.status == .problemsFound)
    #expect(
      Self.lastError(output) == "limit.yaml:\(Self.head + 1 + 2 * 28):18: error: step 1"
        + " (tap b): action 'go': the evaluation processes more than 8388608 bytes of text")
  }

  /// Half a million digits read by `number` 17 times.
  @Test func readingALongNumberOverAndOverRunsOutOfWork() throws {
    let text = Self.scene(
      state: "  d: '0.\(String(repeating: "0", count: 499_998))1'\n",
      steps: Self.sets("state.n", "number(state.d)", count: 20))
    let output = try scenectl("simulate", scene: text, ["--tap", "b"])
    #expect(
      Self.lastError(output) == "limit.yaml:\(Self.head + 1 + 2 * 17):18: error: step 1"
        + " (tap b): action 'go': the evaluation processes more than 8388608 bytes of text")
  }

  /// Comparing two strings of 300,000 bytes reads both: 14 comparisons are too many.
  @Test func comparingLongStringsOverAndOverRunsOutOfWork() throws {
    let long = String(repeating: "b", count: 300_000)
    let text = Self.scene(
      state: "  s: \(long)\n  u: \(long)\n",
      steps: Self.sets("state.n", "state.s == state.u", count: 20))
    let output = try scenectl("simulate", scene: text, ["--tap", "b"])
    #expect(
      Self.lastError(output) == "limit.yaml:\(Self.head + 2 + 2 * 14):26: error: step 1"
        + " (tap b): action 'go': the evaluation processes more than 8388608 bytes of text")
  }

  /// The shipped apps' flows stay well inside the work budget.
  @Test func shippedFlowsPass() {
    let output = Scenectl.run(
      ["test", "--root", "\(repositoryRoot)/Scenes"] + yamlFiles(in: "Scenes/Flows", absolute: true))
    #expect(output.status == .success)
  }

  @Test func aValueInTheTranscriptIsCutAfter200Bytes() throws {
    let text = Self.scene(
      state: "  s: \(String(repeating: "é", count: 1_000))\n",
      steps: Self.sets("l.text", "state.s", count: 1))
    let output = try scenectl("simulate", scene: text, ["--tap", "b"])
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        "  set l.text = \"\(String(repeating: "é", count: 100))…\" (2000 bytes)\n"))
  }

  /// Each tap logs 1,000 lines of about 230 bytes: the 73rd tap passes 16 MiB.
  @Test func theTranscriptStopsAfter16MiB() throws {
    let text = Self.scene(
      state: "  s: \(String(repeating: "x", count: 1_000))\n",
      steps: Self.sets("l.text", "state.s", count: 1_000))
    let taps = Array(repeating: ["--tap", "b"], count: 80).flatMap { $0 }
    let output = try scenectl("simulate", scene: text, taps)
    #expect(output.status == .problemsFound)
    #expect(
      Self.lastError(output) == "scenectl: error: step 73 (tap b): the transcript is longer than"
        + " 16777216 bytes; simulate fewer events or split the flow")
    #expect(output.stdout.components(separatedBy: "\ntap b\n").count - 1 == 73)
  }

  /// Typing 600,000 bytes twice would make a field of 1,200,000.
  @Test func typingCannotGrowAFieldPast1MiB() throws {
    let text = Self.scene(state: "", steps: Self.sets("state.n", "1", count: 1))
    let typed = String(repeating: "y", count: 600_000)
    let output = try scenectl(
      "simulate", scene: text, ["--type", "t=\(typed)", "--type", "t=\(typed)"])
    #expect(output.status == .problemsFound)
    #expect(
      Self.lastError(output) == "scenectl: error: step 2 (type t=\"\(String(repeating: "y", count: 60))"
        + "… (201 characters)\" (600000 bytes)): 't.text' would hold 1200000 bytes of text, over"
        + " the limit of 1048576 bytes")
  }

  /// A flow of 10,001 steps is refused at its 10,001st, before anything runs.
  @Test func aFlowHasAtMost10000Steps() throws {
    let scene = try temporaryFile(
      named: "cost-flow-scene.yaml",
      Array(Self.scene(state: "", steps: Self.sets("state.n", "1", count: 1)).utf8))
    defer { try? FileManager.default.removeItem(atPath: scene) }
    let flowText = "storyboard: cost-flow-scene.yaml\nsteps:\n"
      + String(repeating: "  - tap: b\n", count: 10_001)
    let flow = try temporaryFile(named: "cost-flow.yaml", Array(flowText.utf8))
    defer { try? FileManager.default.removeItem(atPath: flow) }
    let output = scenectl(["test", flow], showing: flow, as: "flow.yaml")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout.contains(
        "flow.yaml:10003:5: error: the flow has more than 10000 steps; split it into shorter"
          + " flows [flow-too-long]"))
  }
}

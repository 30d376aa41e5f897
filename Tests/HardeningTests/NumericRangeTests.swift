import Foundation
import ScenectlCommands
import Testing

/// Numbers from the file or from steps that end up as indices (a segmented control's
/// `selected`) or as drawing sizes: out of range they are refused in `validate` at the
/// value, fail the step in `simulate`, and never trap (issue "Hardening II", item 2).
@Suite struct NumericRangeTests {
  /// Scene `a` with a segmented control `c` (segments A, B, C, and `selected` as given), a
  /// label `l` and a button `b` whose action `go` runs `steps` (YAML lines, 10 spaces in).
  static func scene(selected: String = "0", state: String = "", steps: String = "") -> String {
    "format: 1\nstoryboard: X\ninitial: a\nstate:\n  n: 0\n\(state)scenes:\n  a:\n"
      + "    kind: viewController\n    views:\n"
      + "      - { id: c, type: segmentedControl, segments: [A, B, C], selected: \(selected),"
      + " frame: [0, 0, 200, 32] }\n"
      + "      - { id: l, type: label, text: L, frame: [0, 40, 200, 20] }\n"
      + "      - { id: b, type: button, title: B, frame: [0, 80, 100, 40] }\n"
      + "    actions:\n      - name: go\n        from: b\n        do:\n"
      + "          - set: state.n\n            to: '1'\n" + steps
  }

  static func set(_ target: String, _ expression: String) -> String {
    "          - set: \(target)\n            to: '\(expression)'\n"
  }

  static let choices = "'c' has 3 segments: pick 0...2, or -1 for none"

  @Test(arguments: [
    ("9223372036854775807", "out of range"), ("-9223372036854775808", "out of range"),
    ("3", "out of range"), ("-2", "out of range"),
  ])
  func selectedInTheFileIsRefusedAtItsValue(_ selected: String, _ problem: String) throws {
    let output = try scenectl("validate", scene: Self.scene(selected: selected))
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == "limit.yaml:10:73: error: selected segment \(selected) is \(problem);"
        + " \(Self.choices) [invalid-value]\n1 error, 0 warnings in 1 file\n")
  }

  @Test(arguments: ["-1", "0", "2"])
  func selectedInRangeIsAccepted(_ selected: String) throws {
    let output = try scenectl("validate", scene: Self.scene(selected: selected))
    #expect(output.status == .success)
  }

  @Test(arguments: [
    ("1e19", "10000000000000000000", "out of range"), ("-2", "-2", "out of range"),
    ("1.5", "1.5", "not a whole number"),
  ])
  func aLiteralSetIntoSelectedIsRefusedInValidate(
    _ literal: String, _ shown: String, _ problem: String
  ) throws {
    let output = try scenectl("validate", scene: Self.scene(steps: Self.set("c.selected", literal)))
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout.split(separator: "\n").first.map(String.init)
        == "limit.yaml:20:18: error: selected segment \(shown) is \(problem); \(Self.choices)"
        + " [invalid-value]")
  }

  @Test(arguments: [
    ("1e19", "10000000000000000000", "out of range"),
    ("-9.3e18", "-9300000000000000000", "out of range"),
    ("3", "3", "out of range"), ("0.5", "0.5", "not a whole number"),
  ])
  func aComputedSelectedFailsTheStep(_ value: String, _ shown: String, _ problem: String)
    throws
  {
    let text = Self.scene(
      state: "  big: \(value)\n", steps: Self.set("c.selected", "state.big"))
    let output = try scenectl("simulate", scene: text, ["--tap", "b"])
    #expect(output.status == .problemsFound)
    #expect(
      output.stderr == "limit.yaml:20:18: error: step 1 (tap b): action 'go': selected segment \(shown) is"
        + " \(problem); \(Self.choices)\n")
  }

  @Test func aComputedSelectedInRangeIsShownAndDrawn() throws {
    let text = Self.scene(state: "  two: 2\n", steps: Self.set("c.selected", "state.two"))
    let output = try scenectl("simulate", scene: text, ["--tap", "b"])
    #expect(output.status == .success)
    #expect(output.stdout.contains("set c.selected = 2\n"))
    #expect(output.stdout.contains("a.c segmentedControl \"C\""))
  }

  @Test func aComputedLineCountMustBeWhole() throws {
    let text = Self.scene(state: "  half: 1.5\n", steps: Self.set("l.lines", "state.half"))
    let output = try scenectl("simulate", scene: text, ["--tap", "b"])
    #expect(output.status == .problemsFound)
    #expect(
      output.stderr == "limit.yaml:20:18: error: step 1 (tap b): action 'go': lines 1.5 is not a whole number;"
        + " use a whole number for 'l.lines'\n")
  }

  /// Sizes that once overflowed `Int` while drawing: a huge frame, a tiny font.
  @Test(arguments: [
    "{ id: x, type: label, text: hello world, lines: 0, font: { size: 1e-300 },"
      + " frame: [0, 0, 100, 100] }",
    "{ id: x, type: label, text: hello, lines: 0, frame: [0, 0, 1e300, 1e300] }",
    "{ id: x, type: button, title: a long title here, font: { size: 1e-300 },"
      + " frame: [0, 0, 1e300, 40] }",
  ])
  func extremeSizesDrawWithoutTrapping(_ view: String) throws {
    let text = "format: 1\nstoryboard: X\ninitial: a\nscenes:\n  a:\n    kind: viewController\n"
      + "    views:\n      - \(view)\n"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try scenectl("render", scene: text, ["-o", folder.path + ".svg"])
    defer { try? FileManager.default.removeItem(atPath: folder.path + ".svg") }
    #expect(output.status == .success)
  }
}

import Foundation
import SceneModel
import ScenectlCommands
import Testing

/// At most 1,000 diagnostics are printed per file, and an alias tree cannot multiply a
/// small file into a hundred thousand errors.
@Suite struct DiagnosticCapTests {
  /// A scene with `count` views of an unknown type, written out.
  static func badViews(_ count: Int) -> String {
    var text = "format: 1\nstoryboard: X\ninitial: a\nscenes:\n  a:\n    kind: viewController\n"
    text += "    views:\n"
    for index in 0..<count { text += "      - { id: v\(index), type: bogus }\n" }
    return text
  }

  @Test func atMostAThousandDiagnosticsArePrintedPerFile() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.badViews(1_500).write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    try Self.badViews(3).write(toFile: "\(folder)/b.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["validate", "\(folder)/a.yaml", "\(folder)/b.yaml"], in: folder)
    #expect(output.status == .problemsFound)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 1_000 + 1 + 3 + 1)
    // Every type a file writes, in the table's order (`ViewType.writable`).
    let type =
      "error: 'bogus' is not a valid view type; expected one of: "
      + ViewType.writable.map(\.rawValue).joined(separator: ", ") + " [invalid-value]"
    #expect(type.contains("view, label, button, textField,"))
    #expect(lines[999] == "F/a.yaml:1007:27: \(type)")
    #expect(lines[1_000] == "… and 500 more errors in F/a.yaml")
    #expect(lines[1_001] == "F/b.yaml:8:25: \(type)")
    #expect(lines.last == "1503 errors, 0 warnings in 2 files")
  }

  @Test func theCapAppliesWhereverDiagnosticsArePrinted() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.badViews(1_001).write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["simulate", "\(folder)/a.yaml"], in: folder)
    #expect(output.status == .problemsFound)
    let lines = output.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 1_002)
    #expect(
      lines.suffix(2) == [
        "… and 1 more error in F/a.yaml",
        "scenectl: error: 'F/a.yaml' has errors; nothing was simulated",
      ])
  }

  /// Nine levels of ten aliases whose leaves are invalid views: 111,114 errors, 1.8 s and
  /// 448 MB from 550 bytes before aliases were bounded by the nodes written out.
  @Test func anAliasTreeOfInvalidViewsStopsAtTheAliasLimit() throws {
    var lines = ["format: 1", "storyboard: X", "initial: a", "l0: &l0 {id: v, type: bogus}"]
    for level in 1...9 {
      let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
      lines.append("l\(level): &l\(level) {id: g\(level), type: view, subviews: [\(aliases)]}")
    }
    lines.append("scenes: { a: { kind: viewController, views: [*l9] } }")
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = lines.joined(separator: "\n") + "\n"
    try text.write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    let start = ContinuousClock.now
    let output = scenectl(["validate", "\(folder)/a.yaml"], in: folder)
    #expect(ContinuousClock.now - start < .seconds(1))
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        F/a.yaml:8:41: error: alias '*l3' brings the nodes made by aliases to 12167, more than \
        10 times the 45 nodes written out and more than 10000; write the nodes out instead of \
        aliasing them [yaml-alias-limit]
        1 error, 0 warnings in 1 file

        """)
  }
}

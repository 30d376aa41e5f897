import Foundation
import ScenectlCommands
import Testing

/// ESC, NUL, a C1 control (CSI, U+009B), BEL, a line feed and a `::` go through every text
/// format scenectl writes, and each comes out written visibly, never raw: no colour, no
/// bell, no forged annotation or diagnostic line (issue 28).
@Suite struct ControlCharacterFormatTests {
  /// The hostile text, as a YAML double-quoted scalar writes it and as the characters it is.
  static let written = #"t\e[31m\0\x9B\a\n::error x"#

  /// A two-scene app whose first scene has the hostile title and, with `key`, an unknown
  /// key spelled with it.
  static func app(key: Bool) -> String {
    """
    format: 1
    storyboard: X
    initial: a
    scenes:
      a:
        kind: viewController
        title: "\(written)"
    \(key ? "    \"k\(written)\": 1\n" : "")\
        segues:
          - { id: s, kind: modal, to: b, from: go }
        views:
          - { id: go, type: button, title: Go, frame: [0, 0, 80, 44] }
      b: { kind: viewController }

    """
  }

  /// No raw control character of the hostile text, and no line a name started.
  func expectNoRawControl(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for raw in ["\u{1B}", "\u{0}", "\u{9B}", "\u{7}"] {
      #expect(
        !text.contains(raw), "raw \(raw.unicodeScalars.first!.value)",
        sourceLocation: sourceLocation)
    }
    #expect(
      !text.split(separator: "\n").contains { $0.hasPrefix("::error x") },
      sourceLocation: sourceLocation)
  }

  func run(_ arguments: [String], scene: String) throws -> CommandOutput {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try scene.write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    return scenectl([arguments[0], "\(folder)/a.yaml"] + arguments.dropFirst(), in: folder)
  }

  /// The line of each format that carries the unknown key, exactly.
  static let validateLines: [(format: String, line: String)] = [
    (
      "text",
      #"F/a.yaml:8:5: error: unknown key 'kt\u{1B}[31m\u{0}\u{9B}\u{7}\n::error x' in scene 'a'; "#
    ),
    (
      "github",
      #"::error file=F/a.yaml,line=8,col=5,title=unknown-key::unknown key 'kt\u{1B}[31m\u{0}\u{9B}\u{7}%0A::error x' in scene 'a'; "#
    ),
    (
      "json",
      #"      "message": "unknown key 'kt\u001b[31m\u0000\u009b\u0007\n::error x' in scene 'a'; "#
    ),
    (
      "sarif",
      #"            "text": "unknown key 'kt\u001b[31m\u0000\u009b\u0007\n::error x' in scene 'a'; "#
    ),
  ]

  @Test(arguments: validateLines)
  func validateFormats(format: String, line: String) throws {
    let output = try run(["validate", "--format", format], scene: Self.app(key: true))
    #expect(output.status == .problemsFound)
    expectNoRawControl(output.stdout + output.stderr)
    let lines = output.stdout.split(separator: "\n").filter { $0.contains("unknown key") }
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix(line) == true, "\(lines)")
  }

  /// The line of each graph format that carries the title, exactly.
  static let graphLines: [(format: String, line: String)] = [
    ("dot", #"  "a" [label="a\nviewController\n“t\\u{1B}[31m\\u{0}\\u{9B}\\u{7}\n::error x”"];"#),
    ("mermaid", #"  s_a["a<br/>viewController<br/>“t\u{1B}[31m\u{0}\u{9B}\u{7}<br/>::error x”"]"#),
    ("svg", #"    <title>a · viewController · “t\u{1B}[31m\u{0}\u{9B}\u{7} ::error x”</title>"#),
  ]

  @Test(arguments: graphLines)
  func graphFormats(format: String, line: String) throws {
    let output = try run(["graph", "--format", format], scene: Self.app(key: false))
    #expect(output.status == .success)
    expectNoRawControl(output.stdout + output.stderr)
    #expect(output.stdout.split(separator: "\n").contains { $0 == line })
  }

  /// A flow's failure, in the JUnit report's attribute and content.
  @Test func junitReport() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.app(key: false).write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    let flow = "storyboard: a.yaml\nsteps:\n  - tap: \"\(Self.written)\"\n"
    try flow.write(toFile: "\(folder)/flow.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["test", "\(folder)/flow.yaml", "--format", "junit"], in: folder)
    #expect(output.status == .problemsFound)
    expectNoRawControl(output.stdout + output.stderr)
    #expect(
      output.stdout.contains(
        #"<failure message="step 1 &apos;tap: t\u{1B}[31m\u{0}\u{9B}\u{7}\n::error x&apos; at F/flow.yaml:3:5: there is no view or bar item &apos;t\u{1B}[31m\u{0}\u{9B}\u{7}\n::error x&apos; in any scene">"#
      ))
  }

  /// A source file whose name holds the text, skipped for its bytes: the note on standard
  /// error names it escaped.
  @Test func sourcesNoteNamesAFileEscaped() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.app(key: false).write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: "\(folder)/src", withIntermediateDirectories: true)
    let name = "x\u{1B}[31m\u{9B}\u{7}\n::error x.swift"
    try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: "\(folder)/src/\(name)"))
    let output = scenectl(
      ["validate", "\(folder)/a.yaml", "--sources", "\(folder)/src", "--format", "github"],
      in: folder)
    expectNoRawControl(output.stdout + output.stderr)
    #expect(
      output.stderr.hasPrefix(
        #"scenectl: note: skipped F/src/x\u{1B}[31m\u{9B}\u{7}\n::error x.swift:1:1: "#))
  }
}

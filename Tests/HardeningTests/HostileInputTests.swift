import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// A hostile file and the first line `scenectl validate` must print for it.
struct HostileInput: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  /// The first line of standard output, with the file's path shown as `hostile.yaml`.
  let firstLine: String

  var testDescription: String { name }

  static let head = "format: 1\nstoryboard: X\ninitial: a\n"

  /// Billion laughs: 9 levels of 10 aliases each, 10^9 nodes once expanded.
  static var aliasBomb: [UInt8] {
    var lines = [
      "format: 1", "storyboard: X", "initial: a",
      "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]",
    ]
    for level in 1..<10 {
      lines.append("l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10)
        .joined(separator: ", ") + "]")
    }
    lines.append("scenes: { a: { kind: viewController, views: *l9 } }")
    return Array((lines.joined(separator: "\n") + "\n").utf8)
  }

  static let all: [HostileInput] = [
    HostileInput(
      name: "alias bomb", bytes: aliasBomb,
      firstLine: "hostile.yaml:7:45: error: alias '*l2' brings the nodes made by aliases to 10108,"
        + " more than 10 times the 25 nodes written out and more than 10000; write the nodes out"
        + " instead of aliasing them [yaml-alias-limit]"),
    HostileInput(
      name: "200k-deep flow nesting",
      bytes: Array(("x: " + String(repeating: "[", count: 200_000)
        + String(repeating: "]", count: 200_000) + "\n").utf8),
      firstLine: "hostile.yaml:1:515: error: nesting is deeper than the limit of 512 levels"
        + " [yaml-depth-limit]"),
    HostileInput(
      name: "invalid UTF-8",
      bytes: Array(head.utf8) + Array("scenes:\n  a: { kind: viewController, title: \"caf".utf8)
        + [0xE9] + Array("\" }\n".utf8),
      firstLine: "hostile.yaml:5:41: error: invalid UTF-8 byte 0xE9; save the file as UTF-8"
        + " [yaml-invalid-utf8]"),
    HostileInput(
      name: "NUL byte",
      bytes: Array((head + "scenes:\n  a: { kind: viewController }").utf8) + [0, 10],
      firstLine: "hostile.yaml:5:30: error: unexpected NUL byte; save the file as UTF-8 text"
        + " [yaml-nul-byte]"),
    HostileInput(
      name: "tab indentation",
      bytes: Array((head + "scenes:\n\ta: { kind: viewController }\n").utf8),
      firstLine: "hostile.yaml:5:1: error: found character that cannot start any token;"
        + " scene files indent with spaces, not tabs [yaml-syntax]"),
    HostileInput(
      name: "empty file", bytes: [],
      firstLine: "hostile.yaml:1:1: error: the file is empty; a scene file starts with"
        + " 'format: 1', 'storyboard', 'initial' and 'scenes' [empty-file]"),
    HostileInput(
      name: "scalar root", bytes: Array("just a string\n".utf8),
      firstLine: "hostile.yaml:1:1: error: expected a mapping with 'format', 'storyboard',"
        + " 'initial' and 'scenes' at the top of the file, found a string [wrong-type]"),
    HostileInput(
      name: "duplicate keys",
      bytes: Array(
        (head + "scenes:\n  a: { kind: viewController }\n  a: { kind: viewController }\n").utf8),
      firstLine: "hostile.yaml:6:3: error: scene id 'a' is used twice; give each scene its own id"
        + " [duplicate-id]"),
    HostileInput(
      name: "duplicate key in a scene",
      bytes: Array(
        (head + "scenes:\n  a:\n    kind: viewController\n    title: A\n    title: B\n").utf8),
      firstLine: "hostile.yaml:8:5: error: key 'title' appears twice in one mapping;"
        + " remove one of them [duplicate-key]"),
    HostileInput(
      name: "file over 32 MiB",
      bytes: Array((head + "scenes: '").utf8)
        + Array(repeating: UInt8(ascii: "x"), count: 33 << 20)
        + Array("'\n".utf8),
      // The reader stops one byte past the limit: refusing costs no more than the limit.
      firstLine: "hostile.yaml:1:1: error: file is larger than the limit of 33554432 bytes"
        + " [yaml-too-large]"),
    HostileInput(
      name: "unknown format version",
      bytes: Array(
        "format: 2\nstoryboard: X\ninitial: a\nscenes:\n  a: { kind: viewController }\n".utf8),
      firstLine: "hostile.yaml:1:9: error: unsupported format version 2; this scenectl reads"
        + " 'format: 1' [format-version]"),
  ]
}

/// Hostile files through `Scenectl.run`: each one is refused with exit status 1
/// and a located error, fast, instead of crashing, hanging or exhausting memory.
@Suite struct HostileInputTests {
  @Test(arguments: HostileInput.all)
  func refusedWithALocatedError(_ input: HostileInput) throws {
    let path = try temporaryFile(named: input.name.replacingOccurrences(of: " ", with: "-")
      + ".yaml", input.bytes)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let clock = ContinuousClock()
    var output = CommandOutput()
    let elapsed = clock.measure {
      output = scenectl(["validate", path], showing: path, as: "hostile.yaml")
    }
    #expect(output.status == .problemsFound)
    let printed = output.stdout.split(separator: "\n").map(String.init)
    #expect(printed.first == input.firstLine)
    #expect(printed.last == "1 error, 0 warnings in 1 file")
    #expect(output.stderr == "")
    #expect(elapsed < .seconds(5))
    let simulated = scenectl(["simulate", path], showing: path, as: "hostile.yaml")
    #expect(simulated.status == .problemsFound)
    #expect(simulated.stdout == "")
    let lines = simulated.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first == input.firstLine)
    #expect(lines.last == "scenectl: error: 'hostile.yaml' has errors; nothing was simulated")
  }
}

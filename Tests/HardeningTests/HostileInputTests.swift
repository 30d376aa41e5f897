import Foundation
import ScenectlCommands
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
      firstLine: "hostile.yaml:6:6: error: alias '*l1' expands past the limit of ..."),
    HostileInput(
      name: "200k-deep flow nesting",
      bytes: Array(("x: " + String(repeating: "[", count: 200_000)
        + String(repeating: "]", count: 200_000) + "\n").utf8),
      firstLine: "hostile.yaml:1:103: error: ..."),
    HostileInput(
      name: "invalid UTF-8",
      bytes: Array(head.utf8) + Array("scenes:\n  a: { kind: viewController, title: \"caf".utf8)
        + [0xE9] + Array("\" }\n".utf8),
      firstLine: "hostile.yaml:5:..."),
    HostileInput(
      name: "NUL byte",
      bytes: Array((head + "scenes:\n  a: { kind: viewController }").utf8) + [0, 10],
      firstLine: "hostile.yaml:5:..."),
    HostileInput(
      name: "tab indentation",
      bytes: Array((head + "scenes:\n\ta: { kind: viewController }\n").utf8),
      firstLine: "hostile.yaml:5:1: ..."),
    HostileInput(name: "empty file", bytes: [], firstLine: "hostile.yaml:1:1: ..."),
    HostileInput(
      name: "scalar root", bytes: Array("just a string\n".utf8),
      firstLine: "hostile.yaml:1:1: ..."),
    HostileInput(
      name: "duplicate keys",
      bytes: Array(
        (head + "scenes:\n  a: { kind: viewController }\n  a: { kind: viewController }\n").utf8),
      firstLine: "hostile.yaml:6:3: ..."),
    HostileInput(
      name: "unknown format version",
      bytes: Array(
        "format: 2\nstoryboard: X\ninitial: a\nscenes:\n  a: { kind: viewController }\n".utf8),
      firstLine: "hostile.yaml:1:9: ..."),
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
    print("HOSTILE \(input.name) | \(output.status) | \(output.stdout.prefix(300)) | \(output.stderr.prefix(300)) | \(elapsed)")
    #expect(output.status == .problemsFound)
    let first = output.stdout.split(separator: "\n").first.map(String.init)
    #expect(first == input.firstLine)
    #expect(output.stderr == "")
    #expect(elapsed < .seconds(5))
  }
}

import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// Text output shows names from the files escaped and capped: no raw control character,
/// no line a name can forge, no megabytes of one name.
@Suite struct OutputEscapingTests {
  /// Writes `text` as `name` into a new folder and runs `scenectl` on it, the folder shown as F.
  func run(_ arguments: [String], _ name: String, _ text: String) throws -> CommandOutput {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try text.write(toFile: "\(folder)/\(name)", atomically: true, encoding: .utf8)
    try FileInputTests.scene.write(toFile: "\(folder)/ok.yaml", atomically: true, encoding: .utf8)
    let path = "\(folder)/\(name)"
    return scenectl([arguments[0], path] + arguments.dropFirst(), in: folder)
  }

  @Test func aKeyWithANewlineAndAnEscapeCannotForgeALine() throws {
    let text = FileInputTests.scene.replacingOccurrences(
      of: "scenes:", with: "\"a\\nF/a.yaml:1:1: error: forged\\e[31m\": 1\nscenes:")
    let output = try run(["validate"], "a.yaml", text)
    #expect(
      output.stdout == """
        F/a.yaml:4:1: error: unknown key 'a\\nF/a.yaml:1:1: error: forged\\u{1B}[31m' in the \
        file; expected one of: format, storyboard, initial, devices, ios, sdk, state, data, \
        scenes \
        [unknown-key]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aFlowStepWithControlCharactersIsEscapedInTheReport() throws {
    let output = try run(
      ["test"], "flow.yaml", "storyboard: ok.yaml\nsteps:\n  - tap: \"x\\ny\\e\"\n")
    #expect(
      output.stdout == """
        FAIL F/flow.yaml (F/ok.yaml on iphone)
          FAIL 1. tap: x\\ny\\u{1B}
        F/flow.yaml:3:5: error: there is no view or bar item 'x\\ny\\u{1B}' in any scene

        0 passed, 1 failed

        """)
  }

  @Test func anEventWithAControlCharacterIsAUsageError() {
    let output = Scenectl.run(
      ["simulate", "\(repositoryRoot)/Scenes/Wonderland.yaml", "--tap", "a\nb\u{1B}"])
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr.hasPrefix(
        "scenectl: error: the value 'a\\nb\\u{1B}' is invalid for '--tap': expected an id without control"
          + " characters\n"))
  }

  @Test func aStepFailureNamesItsStep() throws {
    let output = try run(["simulate", "--tap", "nothing"], "a.yaml", FileInputTests.scene)
    #expect(output.status == .problemsFound)
    #expect(
      output.stderr
        == "scenectl: error: step 1 (tap nothing): there is no view or bar item 'nothing' in any"
        + " scene\n")
  }

  /// A 1 MiB id referenced 200 times printed 210 MB and used 892 MB: each reference is now
  /// one short error.
  @Test func aHugeIdIsRefusedWithoutEchoingIt() throws {
    let id = String(repeating: "x", count: (1 << 20) - 10)
    var text = FileInputTests.scene.replacingOccurrences(
      of: "scenes:\n  a: { kind: viewController }\n",
      with: "name: &n \(id)\nscenes:\n  a:\n    kind: viewController\n    segues:\n")
    for index in 0..<200 { text += "      - { id: s\(index), kind: modal, to: *n }\n" }
    let start = ContinuousClock.now
    let output = try run(["validate"], "a.yaml", text)
    #expect(ContinuousClock.now - start < .seconds(5))
    let lines = output.stdout.split(separator: "\n")
    #expect(lines.count == 202)
    #expect(output.stdout.utf8.count < 100_000)
    #expect(
      lines[1] == "F/a.yaml:9:36: error: destination scene id '" + String(repeating: "x", count: 60)
        + "…' is 1048566 bytes long, over the limit of 256 bytes; use a shorter id [invalid-id]")
    #expect(lines.last == "201 errors, 0 warnings in 1 file")
  }

  @Test func longNamesInMessagesAreCut() throws {
    let key = String(repeating: "k", count: 100)
    let text = FileInputTests.scene.replacingOccurrences(of: "scenes:", with: "\(key): 1\nscenes:")
    let output = try run(["validate"], "a.yaml", text)
    #expect(
      output.stdout.hasPrefix(
        "F/a.yaml:4:1: error: unknown key '" + String(repeating: "k", count: 60)
          + "… (100 characters)' in the file; expected one of: "))
  }
}

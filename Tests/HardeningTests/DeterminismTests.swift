import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// Running the same command twice in one process prints byte-identical output
/// (issue 8: determinism). Dictionary and Set order changes from run to run in
/// Swift, so any output that iterates one shows up here as a difference.
@Suite struct DeterminismTests {
  static let apps = yamlFiles(in: "Scenes", absolute: true)
  static let broken = yamlFiles(in: "Scenes/Broken", absolute: true)

  /// The commands checked: validate and simulate, text and JSON, for every app;
  /// simulate also with each of the app's flows.
  static let commands: [[String]] = apps.flatMap { app -> [[String]] in
    var commands: [[String]] = []
    for format in ["text", "json"] {
      commands.append(["validate", "--format", format, app])
      commands.append(["simulate", "--format", format, app])
      for flow in flowFiles(of: app) {
        commands.append(["simulate", "--format", format, "--flow", flow, app])
      }
    }
    return commands
  }

  @Test func everyAppAndFlowIsCovered() {
    #expect(Self.apps.count == 4)
    #expect(Self.commands.count == 4 * 2 * 2 + yamlFiles(in: "Scenes/Flows", absolute: true).count * 2)
  }

  @Test(arguments: commands)
  func sameCommandTwiceGivesIdenticalOutput(_ arguments: [String]) {
    let first = Scenectl.run(arguments)
    let second = Scenectl.run(arguments)
    #expect(first.stdout.utf8.elementsEqual(second.stdout.utf8))
    #expect(first.stderr.utf8.elementsEqual(second.stderr.utf8))
    #expect(first.status == second.status)
    #expect(!first.stdout.isEmpty)
  }

  /// Every broken file, validated three times, lists its diagnostics in the same
  /// order, and that order is sorted by line and column.
  @Test(arguments: broken)
  func diagnosticsComeInAStableSortedOrder(_ file: String) {
    let runs = (0..<3).map { _ in Scenectl.run(["validate", file]) }
    #expect(runs[1] == runs[0])
    #expect(runs[2] == runs[0])
    let places = runs[0].stdout.split(separator: "\n")
      .filter { $0.contains(": error: ") || $0.contains(": warning: ") }
      .map { line -> [Int] in
        line.dropFirst(file.count + 1).split(separator: ":").prefix(2).compactMap { Int($0) }
      }
    #expect(places == places.sorted { $0.lexicographicallyPrecedes($1) })
  }

  /// Several files in one `validate` give the same output every time, and the
  /// same whatever order the files are given in (diagnostics are sorted by place).
  @Test(arguments: ["text", "json"])
  func manyFilesInOneRunAreOrderIndependent(_ format: String) {
    let files = Self.broken + Self.apps
    let first = Scenectl.run(["validate", "--format", format] + files)
    let second = Scenectl.run(["validate", "--format", format] + files)
    #expect(first == second)
    let reversed = Scenectl.run(["validate", "--format", format] + files.reversed())
    #expect(reversed == first)
    #expect(first.status == .problemsFound)
  }
}

import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// What commands write: never over an input, never into old snapshots, never silently
/// short.
@Suite struct OutputFileTests {
  static let scene = FileInputTests.scene

  /// A scene with a button `b` whose action counts taps, so every `--tap b` is a step.
  static let counter = """
    format: 1
    storyboard: X
    initial: a
    state: { n: 0 }
    scenes:
      a:
        kind: viewController
        views:
          - { id: b, type: button, title: B }
        constraints:
          - b.leading == safeArea.leading + 20
          - b.top == safeArea.top + 20
        actions:
          - { name: go, from: b, do: [{ set: state.n, to: state.n + 1 }] }

    """

  @Test func anEmptyOutputPathIsAUsageError() {
    for command in ["render", "graph"] {
      let output = Scenectl.run([command, "\(repositoryRoot)/Scenes/Wonderland.yaml", "-o", ""])
      #expect(output.status == .usageOrInput)
      #expect(
        output.stderr.hasPrefix(
          "scenectl: error: the output path is empty; give a file after '-o', or '-' for standard output\n"
            + "Usage: scenectl \(command) "))
    }
    let snapshots = Scenectl.run(
      ["simulate", "\(repositoryRoot)/Scenes/Wonderland.yaml", "--snapshots", ""])
    #expect(snapshots.status == .usageOrInput)
    #expect(
      snapshots.stderr.hasPrefix(
        "scenectl: error: the snapshot folder is empty; give a folder after '--snapshots'\n"))
  }

  @Test func renderAndGraphRefuseToReplaceAnInput() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = Self.scene.replacingOccurrences(of: "scenes:", with: "data:\n  d: d.yaml\nscenes:")
    try scene.write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    try "- { x: 1 }\n".write(toFile: "\(folder)/d.yaml", atomically: true, encoding: .utf8)
    #expect(symlink("\(folder)/a.yaml", "\(folder)/link.svg") == 0)
    // `render` writes only SVG: a .yaml output is refused for its extension first.
    let rendered = scenectl(["render", "\(folder)/a.yaml", "-o", "\(folder)/a.yaml"], in: folder)
    #expect(rendered.status == .usageOrInput)
    #expect(
      rendered.stderr.hasPrefix(
        "scenectl: error: 'render' writes only SVG: '-o' names a .svg file, not 'F/a.yaml'\n"))
    // With --format, an extension that names no format is the user's choice: the rule holds.
    let same = scenectl(
      ["graph", "\(folder)/a.yaml", "-o", "\(folder)/a.yaml", "--format", "dot"], in: folder)
    #expect(same.status == .usageOrInput)
    #expect(
      same.stderr == "scenectl: error: input file 'F/a.yaml' is the same as output file; give"
        + " another output path\n")
    let dotted = scenectl(
      ["graph", "\(folder)/a.yaml", "-o", "\(folder)/./a.yaml", "--format", "dot"], in: folder)
    #expect(
      dotted.stderr == "scenectl: error: output file 'F/./a.yaml' is the input file 'F/a.yaml';"
        + " give another output path\n")
    let linked = scenectl(["graph", "\(folder)/a.yaml", "-o", "\(folder)/link.svg"], in: folder)
    #expect(linked.status == .usageOrInput)
    #expect(
      linked.stderr == "scenectl: error: output file 'F/link.svg' is a symbolic link; scenectl"
        + " never writes through one: remove the link or give another output path\n")
    #expect(link("\(folder)/a.yaml", "\(folder)/hard.svg") == 0)
    let hardLinked = scenectl(
      ["graph", "\(folder)/a.yaml", "-o", "\(folder)/hard.svg"], in: folder)
    #expect(hardLinked.status == .usageOrInput)
    #expect(
      hardLinked.stderr == "scenectl: error: output file 'F/hard.svg' is the input file"
        + " 'F/a.yaml'; give another output path\n")
    let data = scenectl(
      ["graph", "\(folder)/a.yaml", "-o", "\(folder)/d.yaml", "--format", "svg"], in: folder)
    #expect(
      data.stderr == "scenectl: error: input file 'F/d.yaml' is the same as output file; give"
        + " another output path\n")
    #expect(try String(contentsOfFile: "\(folder)/a.yaml", encoding: .utf8) == scene)
    #expect(try String(contentsOfFile: "\(folder)/d.yaml", encoding: .utf8) == "- { x: 1 }\n")
  }

  @Test func aFullDiskIsAnError() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let rendered = Scenectl.run(
      ["render", "\(repositoryRoot)/Scenes/Wonderland.yaml", "-o", "/dev/full"])
    #expect(rendered.status == .usageOrInput)
    #expect(
      rendered.stderr == "scenectl: error: cannot write '/dev/full': No space left on device\n")
    // Standard output on /dev/full: the status becomes 2 and standard error says why.
    let full = open("/dev/full", O_WRONLY)
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let errors = open("\(folder)/stderr", O_WRONLY | O_CREAT, 0o644)
    let status = CommandOutput(stdout: "some output\n").emit(stdout: full, stderr: errors)
    close(errors)
    #expect(status == 2)
    #expect(
      try String(contentsOfFile: "\(folder)/stderr", encoding: .utf8)
        == "scenectl: error: cannot write to standard output: No space left on device\n")
  }

  @Test func snapshotsGoIntoAnEmptyFolderOrReplaceOnlyOldSnapshots() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.counter.write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    let shots = "\(folder)/shots"
    let first = scenectl(
      ["simulate", "\(folder)/a.yaml", "--tap", "b", "--tap", "b", "--snapshots", shots],
      in: folder)
    #expect(first.status == .success)
    try "keep\n".write(toFile: "\(shots)/notes.txt", atomically: true, encoding: .utf8)
    let again = scenectl(
      ["simulate", "\(folder)/a.yaml", "--tap", "b", "--snapshots", shots], in: folder)
    #expect(again.status == .usageOrInput)
    #expect(
      again.stderr == "scenectl: error: cannot write snapshots: 'F/shots' is not empty (it holds"
        + " '000-launch.svg' and 3 more); give a new or empty folder, or --force to replace the"
        + " snapshots scenectl wrote in it\n")
    let forced = scenectl(
      ["simulate", "\(folder)/a.yaml", "--tap", "b", "--snapshots", shots, "--force"],
      in: folder)
    #expect(forced.status == .success)
    let names = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
    #expect(names == ["000-launch.svg", "001-tap-b.svg", "notes.txt"])
  }

  @Test func snapshotNumbersTakeAsManyDigitsAsTheLastStep() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.counter.write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    let taps = Array(repeating: ["--tap", "b"], count: 1_000).flatMap { $0 }
    let output = scenectl(
      ["simulate", "\(folder)/a.yaml"] + taps + ["--snapshots", "\(folder)/shots"], in: folder)
    #expect(output.status == .success)
    let names = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/shots").sorted()
    #expect(names.count == 1_001)
    #expect(names.prefix(2) == ["0000-launch.svg", "0001-tap-b.svg"])
    #expect(names.suffix(2) == ["0999-tap-b.svg", "1000-tap-b.svg"])
  }

  @Test func aSnapshotNeverReplacesAnInput() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.counter.write(toFile: "\(folder)/000-launch.svg", atomically: true, encoding: .utf8)
    let output = scenectl(
      ["simulate", "\(folder)/000-launch.svg", "--snapshots", folder, "--force"], in: folder)
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr == "scenectl: error: cannot write snapshots: input file 'F/000-launch.svg'"
        + " is the same as output file; give another output path\n")
    #expect(try String(contentsOfFile: "\(folder)/000-launch.svg", encoding: .utf8) == Self.counter)
  }
}

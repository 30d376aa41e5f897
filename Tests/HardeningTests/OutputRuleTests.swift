import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// The output rule (issue 28, docs/Hardening.md "What an output may write"): `-o`, `--flows`
/// and `--snapshots` never write through a link, onto an input of the run, or over a file
/// scenectl did not write; `--force` replaces only scenectl's own; refusals come first.
@Suite struct OutputRuleTests {
  static let scene = FileInputTests.scene
  static let secret = "secret: do not touch\n"

  /// A main scene file whose modal segue leads to the initial scene of `other`.
  static func referencing(_ other: String, scene: String? = nil) -> String {
    """
    format: 1
    storyboard: A
    initial: home
    scenes:
      home:
        kind: viewController
        views:
          - { id: more, type: button, title: More, frame: [20, 100, 80, 44] }
        segues:
          - { kind: modal, from: more, to: other }
      other:
        kind: viewController
        reference: { storyboard: \(other)\(scene.map { ", scene: \($0)" } ?? "") }

    """
  }

  /// A scratch folder holding `a.yaml` (one scene, 'a') and `outside/secret.txt`.
  func folderWithScene() throws -> String {
    let folder = try scratchFolder()
    try Self.scene.write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: "\(folder)/outside", withIntermediateDirectories: false)
    try Self.secret.write(toFile: "\(folder)/outside/secret.txt", atomically: true, encoding: .utf8)
    return folder
  }

  func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  static let linkRefusal =
    " is a symbolic link; scenectl never writes through one: remove the link or give another"
    + " output path\n"

  @Test func noOutputIsWrittenThroughALink() throws {
    let folder = try folderWithScene()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let secret = "\(folder)/outside/secret.txt"
    for sub in ["flows", "shots"] {
      try FileManager.default.createDirectory(
        atPath: "\(folder)/\(sub)", withIntermediateDirectories: false)
    }
    #expect(symlink(secret, "\(folder)/flows/scene-a.yaml") == 0)
    #expect(symlink(secret, "\(folder)/shots/000-launch.svg") == 0)
    #expect(symlink(secret, "\(folder)/map.svg") == 0)
    #expect(symlink("\(folder)/outside", "\(folder)/linked") == 0)
    for force in [[], ["--force"]] {
      let flows = scenectl(
        ["explore", "\(folder)/a.yaml", "--flows", "\(folder)/flows"] + force, in: folder)
      #expect(flows.status == .usageOrInput)
      #expect(flows.stdout == "")
      #expect(
        flows.stderr == "scenectl: error: output file 'F/flows/scene-a.yaml'" + Self.linkRefusal)
      let map = scenectl(
        ["graph", "\(folder)/a.yaml", "-o", "\(folder)/map.svg"] + force, in: folder)
      #expect(map.stderr == "scenectl: error: output file 'F/map.svg'" + Self.linkRefusal)
    }
    let shots = scenectl(
      ["simulate", "\(folder)/a.yaml", "--snapshots", "\(folder)/shots", "--force"], in: folder)
    #expect(shots.status == .usageOrInput)
    #expect(shots.stdout == "")
    #expect(
      shots.stderr == "scenectl: error: cannot write snapshots: output file"
        + " 'F/shots/000-launch.svg'" + Self.linkRefusal)
    let intoLink = scenectl(
      ["explore", "\(folder)/a.yaml", "--flows", "\(folder)/linked"], in: folder)
    #expect(intoLink.status == .usageOrInput)
    #expect(
      intoLink.stderr == "scenectl: error: 'F/linked' is a symbolic link; scenectl never writes"
        + " through one: give the folder it leads to, or another folder\n")
    #expect(contents(secret) == Self.secret)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: "\(folder)/outside") == ["secret.txt"])
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/map.svg") == secret)
  }

  @Test func exploreNeverWritesOntoItsOwnInput() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: "\(folder)/f2", withIntermediateDirectories: false)
    let input = "\(folder)/f2/scene-a.yaml"
    try Self.scene.write(toFile: input, atomically: true, encoding: .utf8)
    for force in [[], ["--force"]] {
      let output = scenectl(["explore", input, "--flows", "\(folder)/f2"] + force, in: folder)
      #expect(output.status == .usageOrInput)
      #expect(output.stdout == "")
      #expect(
        output.stderr == "scenectl: error: input file 'F/f2/scene-a.yaml' is the same as output"
          + " file; give another output path\n")
    }
    #expect(contents(input) == Self.scene)
    #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/f2") == ["scene-a.yaml"])
  }

  @Test func noOutputReplacesAReferencedFile() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.referencing("B.yaml").write(
      toFile: "\(folder)/A.yaml", atomically: true, encoding: .utf8)
    try Self.scene.write(toFile: "\(folder)/B.yaml", atomically: true, encoding: .utf8)
    // A file read for a reference that cannot be followed is an input all the same.
    try Self.referencing("C.yaml", scene: "nowhere").write(
      toFile: "\(folder)/A2.yaml", atomically: true, encoding: .utf8)
    try Self.scene.write(toFile: "\(folder)/C.yaml", atomically: true, encoding: .utf8)
    for (main, other) in [("A", "B"), ("A2", "C")] {
      // `render` refuses a .yaml output for its extension; `graph --format dot` meets the rule.
      let rendered = scenectl(
        ["render", "\(folder)/\(main).yaml", "-o", "\(folder)/\(other).yaml", "--force"],
        in: folder)
      #expect(rendered.status == .usageOrInput)
      let output = scenectl(
        [
          "graph", "\(folder)/\(main).yaml", "-o", "\(folder)/\(other).yaml", "--force",
          "--format", "dot",
        ],
        in: folder)
      #expect(output.status == .usageOrInput)
      #expect(
        output.stderr.hasSuffix(
          "scenectl: error: input file 'F/\(other).yaml' is the same as output file; give"
            + " another output path\n"))
    }
    #expect(contents("\(folder)/B.yaml") == Self.scene)
    #expect(contents("\(folder)/C.yaml") == Self.scene)
    #expect(Scenectl.run(["validate", "\(folder)/A.yaml"]).status == .success)
  }

  @Test func forceNeverReplacesAPersonsFile() throws {
    let folder = try folderWithScene()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let mine = "<svg>my own drawing</svg>\n"
    try mine.write(toFile: "\(folder)/map.svg", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: "\(folder)/flows", withIntermediateDirectories: false)
    try Self.scene.write(toFile: "\(folder)/flows/scene-a.yaml", atomically: true, encoding: .utf8)
    for force in [[], ["--force"]] {
      let map = scenectl(
        ["graph", "\(folder)/a.yaml", "-o", "\(folder)/map.svg"] + force, in: folder)
      #expect(map.status == .usageOrInput)
      #expect(
        map.stderr == "scenectl: error: output file 'F/map.svg' exists and was not written by"
          + " scenectl (it has no 'generated by scenectl' header); move it away or give another"
          + " output path\n")
      let flows = scenectl(
        ["explore", "\(folder)/a.yaml", "--flows", "\(folder)/flows"] + force, in: folder)
      #expect(flows.stdout == "")
      #expect(
        flows.stderr == "scenectl: error: output file 'F/flows/scene-a.yaml' exists and was not"
          + " written by scenectl (it has no 'generated by scenectl' header); move it away or"
          + " give another output path\n")
    }
    #expect(contents("\(folder)/map.svg") == mine)
    #expect(contents("\(folder)/flows/scene-a.yaml") == Self.scene)
  }

  @Test func snapshotsForceLeavesAPersonsFilesNamedLikeSnapshots() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try OutputFileTests.counter.write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    let shots = "\(folder)/shots"
    let first = scenectl(
      ["simulate", "\(folder)/a.yaml", "--tap", "b", "--tap", "b", "--snapshots", shots],
      in: folder)
    #expect(first.status == .success)
    for name in ["2024-report.svg", "001-design.svg"] {
      try "<svg>\(name)</svg>\n".write(
        toFile: "\(shots)/\(name)", atomically: true, encoding: .utf8)
    }
    let forced = scenectl(
      ["simulate", "\(folder)/a.yaml", "--snapshots", shots, "--force"], in: folder)
    #expect(forced.status == .success)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
        == ["000-launch.svg", "001-design.svg", "2024-report.svg"])
    #expect(contents("\(shots)/001-design.svg") == "<svg>001-design.svg</svg>\n")
    // A person's file where this run would put a snapshot is refused, before any output.
    try "<svg>mine</svg>\n".write(
      toFile: "\(shots)/001-tap-b.svg", atomically: true, encoding: .utf8)
    let clash = scenectl(
      ["simulate", "\(folder)/a.yaml", "--tap", "b", "--snapshots", shots, "--force"],
      in: folder)
    #expect(clash.status == .usageOrInput)
    #expect(clash.stdout == "")
    #expect(
      clash.stderr == "scenectl: error: cannot write snapshots: output file"
        + " 'F/shots/001-tap-b.svg' exists"
        + " and was not written by scenectl (it has no 'generated by scenectl' header); move it"
        + " away or give another output path\n")
  }

  @Test func forceReplacesScenectlsOwnEarlierOutput() throws {
    let folder = try folderWithScene()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outputs: [(arguments: [String], path: String, header: String)] = [
      (["render", "-o", "map.svg"], "map.svg", "<!-- generated by scenectl render -->"),
      (["graph", "-o", "map.dot"], "map.dot", "// generated by scenectl graph"),
      (
        ["graph", "--format", "mermaid", "-o", "map.mmd"], "map.mmd",
        "%% generated by scenectl graph"
      ),
      (["explore", "--flows", "flows"], "flows/scene-a.yaml", "# generated by scenectl explore"),
    ]
    for (arguments, path, header) in outputs {
      let command =
        [arguments[0], "\(folder)/a.yaml"]
        + arguments.dropFirst().map {
          $0.hasPrefix("-") || $0 == "mermaid" ? $0 : "\(folder)/\($0)"
        }
      #expect(scenectl(command, in: folder).status == .success)
      let written = try #require(contents("\(folder)/\(path)"))
      #expect(written.split(separator: "\n").contains { $0.hasPrefix(header) })
      let again = scenectl(command, in: folder)
      #expect(again.status == .usageOrInput)
      #expect(again.stdout == "")
      #expect(
        again.stderr == "scenectl: error: output file 'F/\(path)' exists (an earlier output of"
          + " scenectl); give --force to replace it, or another output path\n")
      try "\(written)extra\n".write(toFile: "\(folder)/\(path)", atomically: true, encoding: .utf8)
      #expect(scenectl(command + ["--force"], in: folder).status == .success)
      #expect(contents("\(folder)/\(path)") == written)
    }
    // Written to a temporary file beside it and renamed: nothing else is left in the folder.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == ["a.yaml", "flows", "map.dot", "map.mmd", "map.svg", "outside"])
  }

  @Test func importWritesUnderTheSameRule() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let storyboard = "\(repositoryRoot)/Tests/StoryboardImportTests/Fixtures/Small.storyboard"
    let out = "\(folder)/Small.yaml"
    let first = scenectl(["import", storyboard, "-o", out], in: folder)
    #expect(first.status == .success)
    #expect(contents(out)?.hasPrefix("# generated by scenectl import\n# Imported by") == true)
    #expect(Scenectl.run(["validate", out]).status == .success)
    let again = scenectl(["import", storyboard, "-o", out, "--format", "json"], in: folder)
    #expect(again.status == .usageOrInput)
    #expect(again.stdout == "")
    #expect(
      again.stderr == "scenectl: error: output file 'F/Small.yaml' exists (an earlier output of"
        + " scenectl); give --force to replace it, or another output path\n")
    let onto = scenectl(["import", storyboard, "-o", storyboard, "--force"], in: folder)
    #expect(onto.status == .usageOrInput)
    #expect(onto.stdout == "")
    #expect(onto.stderr.hasSuffix(" is the same as output file; give another output path\n"))
  }

  @Test func flowsAndSourcesReadAreInputsEvenWithTheHeader() throws {
    let folder = try folderWithScene()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let flows = "\(folder)/flows"
    #expect(
      scenectl(["explore", "\(folder)/a.yaml", "--flows", flows], in: folder).status == .success)
    let flow = try #require(contents("\(flows)/scene-a.yaml"))
    let against = scenectl(
      [
        "explore", "\(folder)/a.yaml", "--against", "\(flows)/scene-a.yaml", "--flows", flows,
        "--force", "--root", folder,
      ],
      in: folder)
    #expect(against.status == .usageOrInput)
    #expect(against.stdout == "")
    #expect(
      against.stderr == "scenectl: error: input file 'F/flows/scene-a.yaml' is the same as output"
        + " file; give another output path\n")
    #expect(contents("\(flows)/scene-a.yaml") == flow)
    try FileManager.default.createDirectory(
      atPath: "\(folder)/App", withIntermediateDirectories: false)
    let code = "// generated by scenectl graph\nclass A {}\n"
    try code.write(toFile: "\(folder)/App/A.swift", atomically: true, encoding: .utf8)
    let storyboard = "\(repositoryRoot)/Tests/StoryboardImportTests/Fixtures/Small.storyboard"
    let imported = scenectl(
      [
        "import", storyboard, "--sources", "\(folder)/App", "-o", "\(folder)/App/A.swift",
        "--force",
      ],
      in: folder)
    #expect(imported.status == .usageOrInput)
    #expect(
      imported.stderr == "scenectl: error: input file 'F/App/A.swift' is the same as output file;"
        + " give another output path\n")
    #expect(contents("\(folder)/App/A.swift") == code)
  }

  @Test func aRefusedSnapshotFolderPrintsNothing() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try OutputFileTests.counter.write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: "\(folder)/shots", withIntermediateDirectories: false)
    try "keep\n".write(toFile: "\(folder)/shots/notes.txt", atomically: true, encoding: .utf8)
    let output = scenectl(
      ["simulate", "\(folder)/a.yaml", "--tap", "b", "--snapshots", "\(folder)/shots"],
      in: folder)
    #expect(output.status == .usageOrInput)
    #expect(output.stdout == "")
    #expect(
      output.stderr == "scenectl: error: cannot write snapshots: 'F/shots' is not empty (it"
        + " holds 'notes.txt'); give a new or empty folder, or --force to replace the snapshots"
        + " scenectl wrote in it\n")
  }

  @Test func aCharacterDeviceIsWrittenInPlace() {
    let output = Scenectl.run([
      "render", "\(repositoryRoot)/Scenes/Wonderland.yaml", "-o", "/dev/null",
    ])
    #expect(output.status == .success)
    #expect(output.stdout == "")
  }
}

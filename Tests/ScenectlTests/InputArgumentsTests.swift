import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// `validate DIR`, `test DIR` and `-`: folders give their scene or flow files in sorted order;
/// `-` reads standard input.
@Suite(.serialized) struct InputArgumentsTests {
  @Test func validateTakesAFolderOfSceneFiles() {
    let output = scenectl("validate", "Scenes")
    // The four apps and the 44 broken files; flows and data files are not scene files.
    #expect(output.stdout.hasSuffix("36 errors, 8 warnings in 48 files\n"))
    #expect(output.stdout.hasPrefix("Scenes/Broken/accessory-segue-needs-button.yaml:"))
    #expect(output.status == .problemsFound)
    #expect(
      scenectl("validate", "Scenes/Broken").stdout
        == scenectl(["validate"] + yamlFiles(in: "Scenes/Broken")).stdout)
  }

  @Test func testTakesAFolderOfFlows() {
    let output = scenectl("test", "Scenes/Flows", "--root", "Scenes")
    #expect(output.stdout.hasSuffix("\n12 passed, 0 failed\n"))
    #expect(output.status == .success)
  }

  @Test func aFolderWithNothingOfTheKindIsAnInputError() {
    let output = scenectl("validate", "Scenes/Flows")
    #expect(output.stderr == "scenectl: error: folder 'Scenes/Flows' holds no scene files\n")
    #expect(output.stdout == "1 error, 0 warnings in 1 file (1 file could not be read)\n")
    #expect(output.status == .usageOrInput)
    #expect(scenectl("test", "Scenes/Data").status == .usageOrInput)
  }

  /// Links back up the tree would multiply the walk (two links to the parent in each folder:
  /// 2^32 walks); each folder is entered once.
  @Test func linksBackUpTheTreeAreWalkedOnce() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenectl-loop-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: "\(folder)/a", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for name in ["up1", "up2", "self"] {
      try FileManager.default.createSymbolicLink(
        atPath: "\(folder)/a/\(name)", withDestinationPath: name == "self" ? "." : "..")
    }
    try "format: 2\n".write(toFile: "\(folder)/a/x.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["validate", folder])
    #expect(output.stdout.hasSuffix(" in 1 file\n"))
  }

  /// Runs `scenectl` with `text` on standard input.
  func withStandardInput(_ text: String, _ arguments: [String]) throws -> CommandOutput {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let saved = dup(0)
    _ = text.utf8CString.withUnsafeBufferPointer { write(ends[1], $0.baseAddress, $0.count - 1) }
    close(ends[1])
    dup2(ends[0], 0)
    close(ends[0])
    defer {
      dup2(saved, 0)
      close(saved)
    }
    return scenectl(arguments)
  }

  @Test func aDashReadsStandardInput() throws {
    let app = try String(
      contentsOfFile: "\(repositoryRoot)/Scenes/Wonderland.yaml", encoding: .utf8)
    let named = try withStandardInput(
      app, ["validate", "-", "--stdin-name", "\(repositoryRoot)/Scenes/Wonderland.yaml"])
    #expect(named.stdout == "0 errors, 0 warnings in 1 file\n")
    #expect(named.status == .success)
    // Unnamed, it is '<stdin>' in the working folder, where the app's data file is not.
    let unnamed = try withStandardInput(app, ["validate", "-"])
    #expect(
      unnamed.stdout.hasPrefix(
        "<stdin>:14:15: error: cannot read data file 'Data/Characters.yaml':"))
    let broken = try withStandardInput("format: 2\n", ["validate", "-"])
    #expect(broken.stdout.contains("\n<stdin>:1:9: error: unsupported format version 2"))
  }
}

import Foundation
import Testing

@testable import ScenectlCommands

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `graph`, `render` and `simulate --snapshots` through the command line.
@Suite struct PictureCommandTests {
  func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "scenectl-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func mermaidMapHasEverySegue() {
    let output = scenectl("graph", "Scenes/Wonderland.yaml", "--format", "mermaid")
    #expect(output.status == .success)
    let edges = output.stdout.split(separator: "\n").filter { $0.contains("-->") }
    #expect(edges.count == 9)
    #expect(edges.contains("  entry((\" \")) -->|initial| s_tabs"))
    #expect(edges.contains("  s_characterList -->|\"push<br/>from Cell\"| s_characterDetail"))
  }

  @Test func graphIsByteIdenticalAcrossRuns() {
    for format in ["dot", "svg", "mermaid"] {
      let first = scenectl("graph", "Scenes/TinyPix.yaml", "--format", format)
      #expect(first.status == .success)
      #expect(first == scenectl("graph", "Scenes/TinyPix.yaml", "--format", format))
    }
  }

  @Test func renderDrawsEachViewAtItsFrame() throws {
    let folder = try temporaryFolder()
    let file = "\(folder)/book.svg"
    let output = scenectl(
      "render", "Scenes/Wonderland.yaml", "--scene", "book", "--device", "iphone", "-o", file)
    #expect(output.status == .success)
    let svg = try String(contentsOfFile: file, encoding: .utf8)
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    #expect(
      svg.contains(
        "data-view=\"info\" data-type=\"button\" data-x=\"329\" data-y=\"705\" "
          + "data-width=\"44\" data-height=\"44\""))
  }

  @Test func snapshotsNameEachStepAndTheFailure() throws {
    let folder = try temporaryFolder()
    let output = scenectl(
      "simulate", "Scenes/Wonderland.yaml", "--device", "ipad", "--tap", "info", "--tap", "info",
      "--snapshots", folder)
    #expect(output.status == .problemsFound)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == ["000-launch.svg", "001-tap-info.svg", "002-tap-info-failed.svg"])
  }
}

import Diagnostics
import Foundation
import SceneModel
import SceneRuntime
import TestSupport
import Testing

/// Loads storyboards, runs simulations and compares transcripts with golden files.
enum Harness {
  /// The repository's root folder, found from this file's path.
  static let root = URL(fileURLWithPath: repositoryRoot)

  static let goldenFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Golden")

  /// Loads a storyboard and requires it to have no errors.
  static func storyboard(
    _ yaml: String, file: String = "inline.yaml", validates: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Storyboard {
    let result = StoryboardLoader.load(Array(yaml.utf8), file: file)
    let storyboard = try #require(result.storyboard, sourceLocation: sourceLocation)
    let checks = validates ? Validator.validate(storyboard) : []
    let errors = (result.diagnostics + checks).filter {
      $0.severity == .error
    }
    #expect(
      errors.map(DiagnosticPrinter(useColor: false).render) == [], sourceLocation: sourceLocation)
    return storyboard
  }

  /// Loads one of the apps in Scenes/ (the path is relative to the repository).
  static func app(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Storyboard
  {
    let path = root.appendingPathComponent("Scenes/\(name).yaml").path
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let result = StoryboardLoader.load(
      bytes, file: "Scenes/\(name).yaml",
      dataFiles: DataFileReader(sceneFile: root.appendingPathComponent("Scenes/x.yaml").path))
    return try #require(result.storyboard, sourceLocation: sourceLocation)
  }

  /// Launches and applies events, stopping at the first failure.
  static func simulate(
    _ storyboard: Storyboard, device: String = "iphone", ios: Int? = nil, _ events: [Event]
  ) -> (simulator: Simulator, error: SimulationError?) {
    var storyboard = storyboard
    if let ios { storyboard.iosVersion = Located(ios, at: storyboard.location) }
    let simulator = Simulator(
      storyboard: storyboard, device: Device.named(device) ?? Device.builtIn[1])
    do throws(SimulationError) {
      try simulator.launch()
      for event in events { try simulator.apply(event) }
      return (simulator, nil)
    } catch {
      return (simulator, error)
    }
  }

  /// The lifecycle lines of the last event.
  static func lifecycle(of simulator: Simulator) -> [String] {
    (simulator.events.last?.entries ?? []).filter { $0.kind == .lifecycle }.map(\.text)
  }

  /// Compares text with Golden/NAME.txt; with RECORD_SNAPSHOTS=1 rewrites the file and fails.
  static func assertGolden(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = goldenFolder.appendingPathComponent("\(name).txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try? FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
      try? text.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("Recorded new baseline for '\(name)'", sourceLocation: sourceLocation)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "no golden file Golden/\(name).txt; run with RECORD_SNAPSHOTS=1",
        sourceLocation: sourceLocation)
      return
    }
    #expect(text == expected, sourceLocation: sourceLocation)
  }

  /// The transcript of a simulation, with the error last when there is one.
  static func transcript(_ storyboard: Storyboard, file: String, device: String, _ events: [Event])
    -> String
  {
    let (simulator, error) = simulate(storyboard, device: device, events)
    var text = SimulationReport.text(of: simulator, file: file)
    if let error { text += "error: \(error)\n" }
    return text
  }
}

import Diagnostics
import Foundation
import SceneModel
import TestSupport
import Testing

@testable import SceneLayout

/// Loads scene files for the layout tests.
enum Fixture {
  /// The package root, found from this file.
  static let root = URL(fileURLWithPath: repositoryRoot)

  /// A shipped scene file, e.g. `Scenes/Wonderland.yaml`.
  static func storyboard(_ path: String) throws -> Storyboard {
    let data = try Data(contentsOf: root.appendingPathComponent(path))
    let result = StoryboardLoader.load([UInt8](data), file: path)
    return try #require(result.storyboard)
  }

  /// A storyboard written inline; it must load without errors.
  static func inline(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Storyboard
  {
    let result = StoryboardLoader.load(Array(yaml.utf8), file: "test.yaml")
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors)", sourceLocation: sourceLocation)
    return try #require(result.storyboard, sourceLocation: sourceLocation)
  }

  /// A storyboard with one view controller scene `s` holding `body` (views and constraints,
  /// indented by four spaces), checked on the given devices.
  static func scene(_ body: String, devices: [String] = ["iphone"]) throws -> Storyboard {
    try inline(
      """
      format: 1
      storyboard: Test
      initial: s
      devices: [\(devices.joined(separator: ", "))]
      scenes:
        s:
          kind: viewController
      \(body)
      """)
  }

  static func device(_ name: String) throws -> Device { try #require(Device.named(name)) }

  /// The frames of `scene(body)` laid out on the iPhone, as `[x, y, w, h]` by view id; the
  /// layout must find nothing wrong.
  static func framesOnIPhone(
    _ body: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String: String] {
    let storyboard = try scene(body)
    let first = try #require(storyboard.scenes.first, sourceLocation: sourceLocation)
    let result = SceneLayoutEngine.layout(first, in: storyboard, device: try device("iphone"))
    #expect(result.diagnostics.isEmpty, sourceLocation: sourceLocation)
    var frames: [String: String] = [:]
    for frame in result.frames { frames[frame.id] = LayoutFormat.rect(frame.frame) }
    return frames
  }

  /// `Rect(x:y:width:height:)`, short for tables of frames.
  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }
}

/// Frames as `id [x, y, w, h]` lines, for exact comparison.
func describe(_ result: LayoutResult) -> [String] {
  result.frames.map { "\($0.id) \(LayoutFormat.rect($0.frame))" }
}

/// The rendered diagnostics, one string each (notes on following lines).
func render(_ diagnostics: [Diagnostic]) -> [String] {
  let printer = DiagnosticPrinter()
  return diagnostics.map { printer.render($0) }
}

extension ContainerContext {
  /// The context's bars and frame without how the scene is shown (`presentations`), for
  /// tests about bars.
  var bars: ContainerContext {
    var copy = self
    copy.presentations = []
    return copy
  }
}

import Diagnostics
import SceneAudit
import SceneModel
import Testing

/// Scenes written inline for the audit's tests, and their findings as printed.
enum AuditFixture {
  /// A storyboard with one view controller scene `s` holding `body` (views and constraints,
  /// indented by four spaces), laid out on the given devices; it must load without errors.
  static func storyboard(
    _ body: String, devices: [String] = ["iphone-se"],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Storyboard {
    let text = """
      format: 1
      storyboard: Test
      initial: s
      devices: [\(devices.joined(separator: ", "))]
      scenes:
        s:
          kind: viewController
      \(body)
      """
    let result = StoryboardLoader.load(Array(text.utf8), file: "test.yaml")
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors)", sourceLocation: sourceLocation)
    return try #require(result.storyboard, sourceLocation: sourceLocation)
  }

  /// The audit's findings on `body`, printed as `validate` prints them (notes on lines of
  /// their own).
  static func findings(
    _ body: String, devices: [String] = ["iphone-se"], options: Audit.Options = Audit.Options(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let storyboard = try storyboard(body, devices: devices, sourceLocation: sourceLocation)
    return DiagnosticPrinter(useColor: false).render(Audit.run(storyboard, options: options))
  }
}

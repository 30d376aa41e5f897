import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// A scene whose system costs more than `LayoutSystem.workLimit` solver work is stopped and
/// reported once, instead of taking seconds per device (docs/Hardening.md).
@Suite struct LayoutBudgetTests {
  /// TinyPix with one of its constraints repeated: the mutation test's slowest file (3.9 s
  /// before the budget).
  func tinyPix(repeating count: Int) throws -> String {
    let app = try String(contentsOfFile: "\(repositoryRoot)/Scenes/TinyPix.yaml", encoding: .utf8)
    let line = "      - pixView.bottom <= safeArea.bottom - 20\n"
    #expect(app.contains(line))
    return app.replacingOccurrences(of: line, with: String(repeating: line, count: count))
  }

  func validate(_ text: String, named name: String) throws -> CommandOutput {
    let path = try temporaryFile(named: name, Array(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    return scenectl(["validate", path], showing: path, as: "TinyPix.yaml")
  }

  @Test func aSceneOverTheBudgetGetsOneErrorForAllDevices() throws {
    let output = try validate(try tinyPix(repeating: 3000), named: "budget-over.yaml")
    #expect(
      output.stdout == """
        TinyPix.yaml:111:3: error: laying out scene 'detail' takes more than 10000000 solver \
        steps on iphone-se, iphone, iphone-landscape, ipad and ipad-landscape; its layout is \
        not checked; remove repeated constraints or split the scene [layout-too-costly]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aSceneWithinTheBudgetIsCheckedAsUsual() throws {
    let output = try validate(try tinyPix(repeating: 30), named: "budget-within.yaml")
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
  }
}

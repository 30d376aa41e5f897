import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

/// The configuration's devices, iOS version and source folders are the defaults of every
/// command that takes them, not of `validate` alone (issue 32, item 2): `layout`, `render`,
/// `simulate` and `test` take its first device, `explore` all of them; the command line's own
/// options win, `--no-config` reads none, and a broken configuration stops any command.
@Suite struct ConfigurationDefaultsCommandTests {
  static let scene = """
    format: 1
    storyboard: Plain
    initial: home
    scenes:
      home:
        kind: viewController
        views:
          - { id: title, type: label, text: Hello, frame: [20, 100, 200, 30] }

    """

  func withScene<T>(config: String, _ body: (String) throws -> T) throws -> T {
    try withTemporaryFolder { top in
      try write(Self.scene, to: "\(top)/Plain.yaml")
      try write(config, to: "\(top)/.scenectl.yml")
      return try body(top)
    }
  }

  func firstLine(_ output: CommandOutput) -> Substring? {
    output.stdout.split(separator: "\n").first
  }

  @Test func layoutTakesTheFirstConfiguredDevice() throws {
    try withScene(config: "devices: [ipad, iphone-se]\n") { top in
      let configured = scenectl(in: top, top: top, ["layout", "Plain.yaml"])
      #expect(configured.status == .success)
      #expect(firstLine(configured) == "scene 'home' on ipad (820 x 1180), safe area [0, 24, 820, 1136]")
      let given = scenectl(in: top, top: top, ["layout", "Plain.yaml", "--device", "iphone-se"])
      #expect(firstLine(given) == "scene 'home' on iphone-se (375 x 667), safe area [0, 20, 375, 647]")
      let none = scenectl(in: top, top: top, ["layout", "Plain.yaml", "--no-config"])
      #expect(firstLine(none) == "scene 'home' on iphone (393 x 852), safe area [0, 59, 393, 759]")
    }
  }

  @Test func simulateAndRenderTakeItToo() throws {
    try withScene(config: "devices: [iphone-se]\n") { top in
      let simulated = scenectl(in: top, top: top, ["simulate", "Plain.yaml"])
      #expect(simulated.status == .success)
      #expect(simulated.stdout.contains("iphone-se"))
      let rendered = scenectl(in: top, top: top, ["render", "Plain.yaml"])
      #expect(rendered.status == .success)
      #expect(rendered.stdout.contains(#"width="375""#))
    }
  }

  @Test func aBrokenConfigurationStopsAnyCommand() throws {
    try withScene(config: "devices: [iphone-sse]\n") { top in
      let output = scenectl(in: top, top: top, ["layout", "Plain.yaml"])
      #expect(output.status == .usageOrInput)
      #expect(output.stdout == "")
      #expect(output.stderr.contains("iphone-sse"))
    }
  }
}

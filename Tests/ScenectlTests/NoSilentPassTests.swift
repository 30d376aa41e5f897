import ScenectlCommands
import TestSupport
import Testing

/// Every command that runs a file checks it as `validate` does first (`FileCheck`): a file
/// `validate` rejects is refused, with the same diagnostics, and status 1; `--allow-errors`
/// runs it anyway, and the status stays 1 (issue 30, item 2).
@Suite struct NoSilentPassTests {
  static let file = "Tests/ScenectlTests/Fixtures/conflicting-constraints.yaml"
  static let flow = "Tests/ScenectlTests/Fixtures/conflicting-constraints-flow.yaml"
  /// What `validate` prints of the file, before its summary line.
  static let diagnostics = """
    \(file):15:9: error: unable to simultaneously satisfy constraints on iphone-se, iphone, \
    iphone-landscape, ipad and ipad-landscape: constraint 'titleLabel.width = 200' conflicts \
    with 1 other constraint; it is left out [layout-conflict]
    \(file):14:9: note: conflicting constraint 'titleLabel.width = 100'
    \(file):15:9: note: conflicting constraint 'titleLabel.width = 200'

    """

  @Test func validateRejectsTheFile() {
    let output = scenectl("validate", Self.file)
    #expect(output.status == .problemsFound)
    #expect(output.stdout == Self.diagnostics + "1 error, 0 warnings in 1 file\n")
  }

  @Test(arguments: [
    (["simulate"], "simulated"), (["render"], "drawn"), (["graph"], "drawn"),
    (["explore"], "explored"), (["layout", "--scene", "home"], "laid out"),
  ])
  func aCommandRefusesWhatValidateRejects(_ command: [String], _ verb: String) {
    let output = scenectl([command[0], Self.file] + command.dropFirst())
    #expect(output.status == .problemsFound)
    #expect(output.stdout == "")
    #expect(
      output.stderr == Self.diagnostics
        + "scenectl: error: '\(Self.file)' has errors; nothing was \(verb)\n")
  }

  @Test func testFailsAFlowOnAFileValidateRejects() {
    let output = scenectl("test", Self.flow)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == "FAIL \(Self.flow) (\(Self.file) on iphone)\n" + Self.diagnostics
        + "\n0 passed, 1 failed\n")
  }

  @Test func allowErrorsRunsAnywayAndExitsOne() {
    let simulated = scenectl("simulate", Self.file, "--allow-errors")
    #expect(simulated.status == .problemsFound)
    #expect(
      simulated.stderr == Self.diagnostics
        + "scenectl: error: '\(Self.file)' has errors; simulated anyway (--allow-errors)\n")
    #expect(simulated.stdout.hasSuffix("  home.titleLabel label \"Hello\" [20, 79, 100, 21]\n"))
    let tested = scenectl("test", Self.flow, "--allow-errors")
    #expect(tested.status == .problemsFound)
    #expect(
      tested.stdout == "FAIL \(Self.flow) (\(Self.file) on iphone)\n" + Self.diagnostics
        + "  ok   1. expect: top home\n\n0 passed, 1 failed\n")
    let rendered = scenectl("render", Self.file, "--allow-errors")
    #expect(rendered.status == .problemsFound)
    #expect(rendered.stdout.contains("<svg"))
  }

  /// What ships passes: every scene file and every flow of Scenes/.
  @Test func theShippedScenesAndFlowsPass() {
    for file in yamlFiles(in: "Scenes") {
      #expect(scenectl("simulate", file).status == .success, "\(file)")
    }
    let flows = scenectl("test", "Scenes/Flows")
    #expect(flows.status == .success)
    #expect(flows.stdout.hasSuffix(" passed, 0 failed\n"))
  }
}

import Testing

@testable import ScenectlCommands

@Suite struct UsageTests {
  @Test func versionPrintsTheVersion() {
    #expect(scenectl("--version") == CommandOutput(stdout: "\(Scenectl.version)\n"))
  }

  @Test func helpListsSubcommands() {
    let output = scenectl("--help")
    #expect(output.status == .success)
    #expect(output.stdout.hasPrefix("OVERVIEW: Validate and simulate"))
    #expect(output.stdout.contains("\n  validate                "))
    #expect(scenectl("help") == output)
  }

  @Test func helpForASubcommand() {
    let output = scenectl("help", "validate")
    #expect(output.stdout.contains("USAGE: scenectl validate <file> ... [--format <format>] [--strict]\n"))
    #expect(scenectl("validate", "--help") == output)
  }

  @Test(arguments: [
    (
      ["validate"],
      "Error: Missing expected argument '<file>'\n"
        + "Usage: scenectl validate <file> ... [--format <format>] [--strict]\n"
        + "  See 'scenectl validate --help' for more information.\n"
    ),
    (
      ["validate", "--formt", "json", "x.yaml"],
      "Error: Unknown option '--formt'. Did you mean '--format'?\n"
        + "Usage: scenectl validate <file> ... [--format <format>] [--strict]\n"
        + "  See 'scenectl validate --help' for more information.\n"
    ),
    (
      ["validate", "--format", "xml", "x.yaml"],
      "Error: The value 'xml' is invalid for '--format <format>'. "
        + "Please provide one of 'text', 'json'.\n"
        + "Usage: scenectl validate <file> ... [--format <format>] [--strict]\n"
        + "  See 'scenectl validate --help' for more information.\n"
    ),
    (
      ["validat", "x.yaml"],
      "Error: Unknown subcommand 'validat'. Did you mean 'validate'?\n"
        + "Usage: scenectl <subcommand>\n"
        + "  See 'scenectl --help' for more information.\n"
    ),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) {
    let output = scenectl(arguments)
    #expect(output.stderr == message)
    #expect(output.stdout == "")
    #expect(output.status == .usageOrInput)
  }
}

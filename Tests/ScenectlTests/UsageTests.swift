import TestSupport
import Testing

@testable import ScenectlCommands

@Suite struct UsageTests {
  @Test func versionPrintsTheVersion() {
    #expect(scenectl("--version") == CommandOutput(stdout: "scenectl \(Scenectl.version)\n"))
    #expect(Scenectl.version.hasPrefix("0."))
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
    #expect(
      output.stdout.contains(
        "USAGE: scenectl validate <file> ... [--format <format>] [--strict] [--device <name>] [--sources <dir>] [--root <dir>] [--ios <version>] [--sdk <version>] [--stdin-name <path>] [--color <when>] [--config <file>] [--no-config] [--baseline <file>] [--write-baseline <file>] [--audit]\n"
      ))
    #expect(scenectl("validate", "--help") == output)
  }

  @Test(arguments: [
    (
      ["validate"],
      "scenectl: error: missing expected argument '<file>'\n"
        + "Usage: scenectl validate <file> ... [--format <format>] [--strict] [--device <name>] [--sources <dir>] [--root <dir>] [--ios <version>] [--sdk <version>] [--stdin-name <path>] [--color <when>] [--config <file>] [--no-config] [--baseline <file>] [--write-baseline <file>] [--audit]\n"
        + "  See 'scenectl validate --help' for more information.\n"
    ),
    (
      ["validate", "--formt", "json", "x.yaml"],
      "scenectl: error: unknown option '--formt'. Did you mean '--format'?\n"
        + "Usage: scenectl validate <file> ... [--format <format>] [--strict] [--device <name>] [--sources <dir>] [--root <dir>] [--ios <version>] [--sdk <version>] [--stdin-name <path>] [--color <when>] [--config <file>] [--no-config] [--baseline <file>] [--write-baseline <file>] [--audit]\n"
        + "  See 'scenectl validate --help' for more information.\n"
    ),
    (
      ["validate", "--format", "xml", "x.yaml"],
      "scenectl: error: the value 'xml' is invalid for '--format <format>'. "
        + "Please provide one of 'text', 'json', 'sarif', 'github'.\n"
        + "Usage: scenectl validate <file> ... [--format <format>] [--strict] [--device <name>] [--sources <dir>] [--root <dir>] [--ios <version>] [--sdk <version>] [--stdin-name <path>] [--color <when>] [--config <file>] [--no-config] [--baseline <file>] [--write-baseline <file>] [--audit]\n"
        + "  See 'scenectl validate --help' for more information.\n"
    ),
    (
      ["validat", "x.yaml"],
      "scenectl: error: unknown subcommand 'validat'. Did you mean 'validate'?\n"
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

/// When `validate` colours its output: on a terminal, unless NO_COLOR is set to something or
/// TERM is dumb; `--color always|never` decides instead.
@Suite struct ColorTests {
  static let file = "\(repositoryRoot)/Scenes/Broken/format-version.yaml"

  func colored(_ variables: [String: String], terminal: Bool, _ extra: [String] = []) -> Bool {
    let environment = Scenectl.Environment(stdoutIsTerminal: terminal, variables: variables)
    return Scenectl.run(["validate", Self.file] + extra, environment: environment).stdout
      .contains("\u{1B}[")
  }

  @Test func colourFollowsTheTerminalAndTheEnvironment() {
    #expect(colored([:], terminal: true))
    #expect(!colored([:], terminal: false))
    #expect(!colored(["NO_COLOR": "1"], terminal: true))
    #expect(colored(["NO_COLOR": ""], terminal: true))
    #expect(!colored(["TERM": "dumb"], terminal: true))
    #expect(colored(["TERM": "xterm-256color"], terminal: true))
  }

  @Test func theColorOptionWins() {
    #expect(colored(["NO_COLOR": "1"], terminal: false, ["--color", "always"]))
    #expect(!colored([:], terminal: true, ["--color", "never"]))
    #expect(colored([:], terminal: true, ["--color", "auto"]))
    #expect(!colored([:], terminal: false, ["--color", "auto"]))
  }
}

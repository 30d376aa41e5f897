import Testing

@testable import ScenectlCommands

/// The typed command options (`CommandSpec.Option`'s constants): each command's options are
/// told apart by name, and a lookup through a constant finds what was parsed against a
/// command's own wording of it, under any of its names, in the order given.
@Suite struct CommandOptionsTests {
  /// No command lists two options of one name (or alias): a lookup would not know which.
  @Test(arguments: Scenectl.commands.map(\.name))
  func eachCommandsOptionsHaveDistinctNames(_ command: String) throws {
    let spec = try #require(Scenectl.commands.first { $0.name == command })
    let names = spec.options.flatMap { [$0.name] + $0.aliases }
    #expect(Set(names).count == names.count, "\(names)")
  }

  /// `import` words `--format` and `-o` its own way; `.format` and `.output` still find them.
  @Test func aCommandsOwnWordingIsStillTheOption() throws {
    let spec = ImportCommand.spec
    let wording = try #require(spec.options.first { $0 == .format })
    #expect(wording.help != CommandSpec.Option.format.help)
    let parsed = try ArgumentParser.parse(
      ["a.storyboard", "--format=json", "-o", "a.yaml"], as: spec)
    #expect(parsed.value(.format) == "json")
    #expect(parsed.value(.output) == "a.yaml")
    #expect(!parsed.has(.force))
  }

  /// An alias is held as the option itself; repeated values keep their order, and events
  /// stay in the order given among the other options.
  @Test func aliasesAndOrder() throws {
    let parsed = try ArgumentParser.parse(
      ["a.yaml", "--warnings-as-errors", "--tap", "b", "--device", "ipad", "--back", "--tap", "c"],
      as: SimulateCommand.spec)
    #expect(parsed.has(.strict))
    #expect(parsed.values(.tap) == ["b", "c"])
    #expect(parsed.value(.tap) == "c")
    #expect(
      parsed.options.map(\.option.name) == ["--strict", "--tap", "--device", "--back", "--tap"])
  }
}

import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

/// The README's "In a project" example, run as shown: its `.scenectl.yml` written beside
/// `App/Shop.yaml` and `App/Legacy/Old.yaml` (both `shopScene`), then each `$ scenectl`
/// command of the block after it, whose output must be the lines that follow it.
@Suite struct AdoptionReadmeTests {
  /// The configuration and the commands with their output, from the README.
  static func example() throws -> (config: String, commands: [(String, String)]) {
    let readme = try String(contentsOfFile: "\(repositoryRoot)/README.md", encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    let marker = try #require(lines.firstIndex(of: "<!-- adoption example -->"))
    #expect(lines[marker + 1] == "```yaml")
    let configEnd = try #require(lines[(marker + 2)...].firstIndex(of: "```"))
    let config = lines[(marker + 2)..<configEnd].joined(separator: "\n") + "\n"
    let start = configEnd + 3
    #expect(lines[start - 1] == "```")
    let end = try #require(lines[start...].firstIndex(of: "```"))
    var commands: [(String, String)] = []
    for line in lines[start..<end] {
      if line.hasPrefix("$ ") {
        commands.append((String(line.dropFirst(2)), ""))
      } else if !commands.isEmpty {
        commands[commands.count - 1].1 += line + "\n"
      }
    }
    return (config, commands)
  }

  @Test func theExampleRunsAsShown() throws {
    let (config, commands) = try Self.example()
    #expect(commands.count == 2)
    try withTemporaryFolder { top in
      try FileManager.default.createDirectory(
        atPath: "\(top)/App/Legacy", withIntermediateDirectories: true)
      try write(shopScene, to: "\(top)/App/Shop.yaml")
      try write(shopScene, to: "\(top)/App/Legacy/Old.yaml")
      try write(config, to: "\(top)/.scenectl.yml")
      for (command, shown) in commands {
        let words = command.split(separator: " ").map(String.init)
        #expect(words.first == "scenectl")
        let output = scenectl(in: top, top: top, Array(words.dropFirst()))
        #expect(output.stderr == "", "\(command)")
        #expect(output.stdout == shown, "\(command)")
      }
    }
  }
}

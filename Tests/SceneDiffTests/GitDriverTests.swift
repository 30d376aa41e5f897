import Foundation
import TestSupport
import Testing

/// The README's git lines, run in a temporary repository with the debug build as
/// `scenectl`: `git diff` and `git log -p --ext-diff` print the semantic change, and `scenectl diff
/// --git` reads the two revisions through git.
@Suite struct GitDriverTests {
  static let binary = "\(repositoryRoot)/.build/debug/scenectl"

  /// Runs a program in `folder`, returning its exit status and standard output.
  static func run(_ program: String, _ arguments: [String], in folder: String) throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["HOME"] = folder
    environment["GIT_AUTHOR_NAME"] = "t"
    environment["GIT_AUTHOR_EMAIL"] = "t@example.com"
    environment["GIT_COMMITTER_NAME"] = "t"
    environment["GIT_COMMITTER_EMAIL"] = "t@example.com"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The README's `.gitattributes` lines and `git config` arguments (after `git`).
  static func readmeLines() throws -> (attributes: [String], config: [String]) {
    let readme = try String(contentsOfFile: "\(repositoryRoot)/README.md", encoding: .utf8)
    let after = readme.components(separatedBy: "<!-- diff driver -->\n```\n").dropFirst().first ?? ""
    let attributes = after.components(separatedBy: "```").first?.split(separator: "\n")
      .map(String.init).filter { !$0.hasPrefix("#") } ?? []
    let config = readme.split(separator: "\n").first { $0.hasPrefix("git config diff.scenectl") }
    guard let config else { return (attributes, []) }
    // `git config diff.scenectl.command "scenectl diff"`: the quoted value is one argument.
    let parts = config.split(separator: "\"")
    let words = parts[0].split(separator: " ").dropFirst().map(String.init)
    return (attributes, words + parts.dropFirst().prefix(1).map(String.init))
  }

  @Test func readmeLinesMakeGitDiffSemantic() throws {
    let git = "/usr/bin/git"
    #expect(FileManager.default.isExecutableFile(atPath: git))
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary))
    let (attributes, config) = try Self.readmeLines()
    #expect(attributes == ["*.storyboard diff=scenectl", "*.xib diff=scenectl"])
    #expect(config == ["config", "diff.scenectl.command", "scenectl diff"])
    try withTemporaryFolder { folder in
      _ = try Self.run(git, ["init", "-q"], in: folder)
      try write(attributes.joined(separator: "\n") + "\n", to: "\(folder)/.gitattributes")
      let command = config[2].replacingOccurrences(of: "scenectl", with: Self.binary)
      #expect(try Self.run(git, [config[0], config[1], command], in: folder).status == 0)
      try write(DiffFixtureTests.base, to: "\(folder)/UI/Main.storyboard")
      _ = try Self.run(git, ["add", "."], in: folder)
      #expect(try Self.run(git, ["commit", "-qm", "first"], in: folder).status == 0)
      let edited = DiffFixtureTests.base.replacingOccurrences(
        of: #"text="Hello""#, with: #"text="Hi""#)
      try write(edited, to: "\(folder)/UI/Main.storyboard")
      let expected = """
        scenectl diff UI/Main.storyboard
        scene 'NoteDetail' (det-00-001):
          ~ view 'titleLabel' text: Hello → Hi
          layout: moves nothing
        1 change in 1 scene

        """
      let working = try Self.run(git, ["diff"], in: folder)
      #expect(working.status == 0)
      #expect(working.output == expected)
      _ = try Self.run(git, ["commit", "-qam", "second"], in: folder)
      let log = try Self.run(git, ["log", "-p", "--ext-diff", "-1", "--format=%s"], in: folder)
      #expect(log.output == "second\n\n" + expected)
      let revisions = try Self.run(Self.binary, ["diff", "--git", "HEAD~1", "HEAD"], in: folder)
      #expect(revisions.status == 1)
      #expect(revisions.output == expected)
      let same = try Self.run(Self.binary, ["diff", "--git", "HEAD", "HEAD"], in: folder)
      #expect(same.status == 0)
      #expect(same.output == "")
    }
  }
}

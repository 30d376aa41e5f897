import Foundation
import TestSupport
import Testing
import YAML

@testable import ScenectlCommands

/// The CI recipes of the repository (issue 32, item 5): `.pre-commit-hooks.yaml` run by the
/// real `pre-commit` (from PyPI; `.ci/run` installs it) on a fixture repository, and the shape
/// of `.github/workflows/scenectl.yml`, with every `scenectl` command in both parsed as
/// `validate` parses its arguments.
@Suite struct CIRecipeTests {
  static func yaml(_ path: String) throws -> Node {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(repositoryRoot)/\(path)"))
    return try YAMLLoader.load(Array(bytes)).root
  }

  /// The value of `key` in a mapping.
  static func value(_ node: Node?, _ key: String) -> Node? {
    node?.mapping?.first { $0.key.scalar?.text == key }?.value
  }

  /// Whether `command` (the words after `scenectl`, up to a redirection or pipe) parses as
  /// `scenectl validate` arguments, with a file added when it names none.
  static func parsesAsValidate(_ command: Substring) -> Bool {
    let words = command.split(separator: " ").prefix { !["<", ">", "|", "||", "&&"].contains($0) }
    guard words.first == "validate" else { return false }
    let arguments = words.dropFirst().map(String.init) + ["Main.storyboard"]
    return (try? ArgumentParser.parse(arguments, as: ValidateCommand.spec)) != nil
  }

  @Test func theHooksRunValidateOnStoryboardsAndXIBs() throws {
    let hooks = try #require(try Self.yaml(".pre-commit-hooks.yaml").sequence)
    #expect(
      hooks.compactMap { Self.value($0, "id")?.scalar?.text } == ["scenectl", "scenectl-system"])
    #expect(
      hooks.compactMap { Self.value($0, "language")?.scalar?.text } == ["swift", "system"])
    for hook in hooks {
      let keys = Set((hook.mapping ?? []).compactMap { $0.key.scalar?.text })
      #expect(
        keys == ["id", "name", "description", "entry", "language", "files", "require_serial"])
      let entry = try #require(Self.value(hook, "entry")?.scalar?.text)
      #expect(entry.hasPrefix("scenectl "))
      #expect(Self.parsesAsValidate(entry.dropFirst("scenectl ".count)))
      #expect(Self.value(hook, "files")?.scalar?.text == "\\.(storyboard|xib)$")
    }
  }

  /// The workflow's shape, as GitHub reads it: its top-level keys, a job on a runner whose
  /// steps each either run a script or use a pinned action, and permissions that only read
  /// the code and write security events (the SARIF upload).
  @Test func theWorkflowHasTheShapeGitHubReads() throws {
    let workflow = try Self.yaml(".github/workflows/scenectl.yml")
    let keys = (workflow.mapping ?? []).compactMap { $0.key.scalar?.text }
    #expect(keys == ["name", "on", "permissions", "env", "jobs"])
    let paths = Self.value(Self.value(Self.value(workflow, "on"), "pull_request"), "paths")
    #expect(
      paths?.sequence?.compactMap(\.scalar?.text)
        == ["**/*.storyboard", "**/*.xib", "**/*.yaml", ".scenectl.yml"])
    let permissions = (Self.value(workflow, "permissions")?.mapping ?? []).map {
      "\($0.key.scalar?.text ?? ""): \($0.value.scalar?.text ?? "")"
    }
    #expect(permissions == ["contents: read", "security-events: write"])
    let jobs = try #require(Self.value(workflow, "jobs")?.mapping)
    #expect(jobs.map { $0.key.scalar?.text } == ["validate"])
    let job = try #require(jobs.first?.value)
    #expect(Self.value(job, "runs-on")?.scalar?.text == "ubuntu-24.04")
    let steps = try #require(Self.value(job, "steps")?.sequence)
    let allowed: Set<String> = ["name", "uses", "run", "with", "if"]
    var commands: [Substring] = []
    for step in steps {
      let keys = Set((step.mapping ?? []).compactMap { $0.key.scalar?.text })
      #expect(keys.isSubset(of: allowed), "a step has keys GitHub's steps do not have: \(keys)")
      #expect(keys.contains("name"))
      #expect(
        keys.contains("uses") != keys.contains("run"), "a step runs a script or uses an action")
      if let uses = Self.value(step, "uses")?.scalar?.text {
        #expect(uses.wholeMatch(of: /[a-z-]+\/[a-z-]+(\/[a-z-]+)?@v[0-9]+/) != nil, "\(uses)")
      }
      for line in (Self.value(step, "run")?.scalar?.text ?? "").split(separator: "\n") {
        if let range = line.range(of: "scenectl validate") {
          commands.append(line[range.lowerBound...].dropFirst("scenectl ".count))
        }
      }
    }
    #expect(commands.count == 2)
    for command in commands { #expect(Self.parsesAsValidate(command), "\(command)") }
  }

  /// `pre-commit try-repo` of this repository's `scenectl-system` hook on a fixture
  /// repository: it fails on a broken storyboard and passes once it is mended. Skipped, with a
  /// note, where `pre-commit` or the debug `scenectl` is absent.
  @Test func preCommitFailsOnABrokenStoryboardAndPassesOnAClean() throws {
    guard let preCommit = PreCommit.executable() else {
      print("note: pre-commit is not on PATH (pip install pre-commit); the hook test is skipped")
      return
    }
    let binaries = "\(repositoryRoot)/.build/debug"
    guard FileManager.default.isExecutableFile(atPath: "\(binaries)/scenectl") else {
      print("note: \(binaries)/scenectl is absent (swift build); the hook test is skipped")
      return
    }
    try withTemporaryFolder { top in
      let broken = try String(
        contentsOfFile: "\(repositoryRoot)/Tests/ScenectlTests/Fixtures/broken-outlet.storyboard",
        encoding: .utf8)
      try write(broken, to: "\(top)/Main.storyboard")
      try write("not a storyboard\n", to: "\(top)/notes.txt")
      #expect(try PreCommit.run("/usr/bin/git", ["init", "-q"], in: top).status == 0)
      #expect(try PreCommit.run("/usr/bin/git", ["add", "."], in: top).status == 0)
      // The README's command, with this repository for PATH/TO/scenectl.
      let readme = try String(contentsOfFile: "\(repositoryRoot)/README.md", encoding: .utf8)
      #expect(
        readme.contains(" pre-commit try-repo PATH/TO/scenectl scenectl-system --all-files\n"))
      let arguments = [
        "try-repo", repositoryRoot, "scenectl-system", "--all-files", "--color", "never",
      ]
      let failing = try PreCommit.run(preCommit, arguments, in: top, binaries: binaries)
      #expect(failing.status == 1)
      #expect(
        PreCommit.hookOutput(failing.output) == """
          scenectl validate (installed)............................................Failed
          - hook id: scenectl-system
          - exit code: 1

          Main.storyboard:11:25: error: outlet 'nameLabel' connects to 'missing_zQ1_aB_9xY', which is not a view or bar item of scene 'mealViewController' [outlet-dangling-destination]
          1 error, 0 warnings in 1 file


          """)
      try write(
        broken.replacingOccurrences(
          of: "<outlet property=\"nameLabel\" destination=\"zQ1-aB-9xY\" id=\"o00-00-001\"/>",
          with: ""), to: "\(top)/Main.storyboard")
      let passing = try PreCommit.run(preCommit, arguments, in: top, binaries: binaries)
      #expect(passing.status == 0)
      #expect(
        PreCommit.hookOutput(passing.output) == """
          scenectl validate (installed)............................................Passed

          """)
      // The README's .pre-commit-config.yaml for an app is one pre-commit accepts.
      let lines = readme.components(separatedBy: "\n")
      let start = try #require(lines.firstIndex(of: "  repos:"))
      let end = try #require(lines[start...].firstIndex(of: "  ```"))
      let config = lines[start..<end].map { String($0.dropFirst(2)) }.joined(separator: "\n")
      try write(config + "\n", to: "\(top)/app-config.yaml")
      let validated = try PreCommit.run(preCommit, ["validate-config", "app-config.yaml"], in: top)
      #expect(validated.status == 0, "\(validated.output)")
    }
  }
}

/// Running `pre-commit`, `git` and `make` for `CIRecipeTests` and `InstallTests`.
enum PreCommit {
  /// `pre-commit` on PATH, or nil.
  static func executable() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/pre-commit" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs a program in `folder` with `binaries` first on PATH, pre-commit's cache in
  /// `folder` and `environment` added; its standard output and error together, and its exit
  /// status.
  static func run(
    _ program: String, _ arguments: [String], in folder: String, binaries: String? = nil,
    environment added: [String: String] = [:]
  ) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    if let binaries { environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "") }
    environment["PRE_COMMIT_HOME"] = "\(folder)/.pre-commit-cache"
    environment.merge(added) { _, new in new }
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  /// What `try-repo` prints after setting the hook up: the hook's own lines.
  static func hookOutput(_ output: String) -> String {
    guard let start = output.range(of: "scenectl validate (installed)") else { return output }
    return String(output[start.lowerBound...])
  }
}

import Foundation
import TestSupport
import Testing

/// The README's merge driver lines, run with git in a scratch repository: two branches that
/// each add a scene to one storyboard conflict under git's line merge and merge with the
/// driver.
@Suite struct GitMergeDriverTests {
  static let binary = "\(repositoryRoot)/.build/debug/scenectl"
  static let git = "/usr/bin/git"

  /// Runs a program in `folder`: its exit status and its output (standard output, then error).
  func run(_ program: String, _ arguments: [String], in folder: String) throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in [
      ("GIT_AUTHOR_NAME", "t"), ("GIT_AUTHOR_EMAIL", "t@example.com"),
      ("GIT_COMMITTER_NAME", "t"), ("GIT_COMMITTER_EMAIL", "t@example.com"),
      ("GIT_CONFIG_GLOBAL", "/dev/null"), ("GIT_CONFIG_NOSYSTEM", "1"),
    ] {
      environment[name] = value
    }
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A repository whose `main` and `theirs` branches each added a scene to Main.storyboard.
  func makeRepository(_ folder: String) throws {
    let end = "    </scenes>\n"
    let ours = MergeFixture.edited([
      (end, MergeFixture.scene("prf", title: "Profile", text: "Name") + end)
    ])
    let theirs = MergeFixture.edited([
      (end, MergeFixture.scene("abt", title: "About", text: "Version") + end)
    ])
    let file = "\(folder)/Main.storyboard"
    for step in [["init", "-q", "-b", "main"]] { _ = try run(Self.git, step, in: folder) }
    try MergeFixture.base.write(toFile: file, atomically: true, encoding: .utf8)
    _ = try run(Self.git, ["add", "Main.storyboard"], in: folder)
    _ = try run(Self.git, ["commit", "-q", "-m", "base"], in: folder)
    _ = try run(Self.git, ["checkout", "-q", "-b", "theirs"], in: folder)
    try theirs.write(toFile: file, atomically: true, encoding: .utf8)
    _ = try run(Self.git, ["commit", "-q", "-am", "About scene"], in: folder)
    _ = try run(Self.git, ["checkout", "-q", "main"], in: folder)
    try ours.write(toFile: file, atomically: true, encoding: .utf8)
    _ = try run(Self.git, ["commit", "-q", "-am", "Profile scene"], in: folder)
  }

  @Test func branchesAddingScenesMergeWithTheDriverAndConflictWithout() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.binary),
      FileManager.default.isExecutableFile(atPath: Self.git)
    else {
      print("note: git or \(Self.binary) is absent; the merge driver test is skipped")
      return
    }
    let readme = try String(contentsOfFile: "\(repositoryRoot)/README.md", encoding: .utf8)
    #expect(readme.contains("\n    *.storyboard merge=scenectl\n"))
    #expect(
      readme.contains("\n    git config merge.scenectl.driver \"scenectl merge %O %A %B -o %A\"\n"))
    try withTemporaryFolder { folder in
      try makeRepository(folder)
      let plain = try run(Self.git, ["merge", "--no-edit", "theirs"], in: folder)
      #expect(plain.status != 0)
      #expect(plain.output.contains("CONFLICT (content): Merge conflict in Main.storyboard"))
      _ = try run(Self.git, ["merge", "--abort"], in: folder)

      try "*.storyboard merge=scenectl\n".write(
        toFile: "\(folder)/.git/info/attributes", atomically: true, encoding: .utf8)
      _ = try run(
        Self.git,
        ["config", "merge.scenectl.driver", "\(Self.binary) merge %O %A %B -o %A"], in: folder)
      let driven = try run(Self.git, ["merge", "--no-edit", "theirs"], in: folder)
      #expect(driven.status == 0, "\(driven.output)")
      let merged = try String(contentsOfFile: "\(folder)/Main.storyboard", encoding: .utf8)
      let end = "    </scenes>\n"
      #expect(
        merged
          == MergeFixture.edited([
            (
              end,
              MergeFixture.scene("prf", title: "Profile", text: "Name")
                + MergeFixture.scene("abt", title: "About", text: "Version") + end
            )
          ]))
      let status = try run(Self.git, ["status", "--porcelain"], in: folder)
      #expect(status.output == "")
    }
  }
}

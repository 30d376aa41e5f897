import Foundation
import TestSupport
import Testing

/// The README's `make install` (issue 32, item 6), run for real with the debug build as the
/// binary and `DESTDIR` staging it in a temporary folder; and what it runs by default.
@Suite struct InstallTests {
  @Test func makeInstallPutsScenectlInPrefixBin() throws {
    let binary = "\(repositoryRoot)/.build/debug/scenectl"
    guard FileManager.default.isExecutableFile(atPath: binary),
      FileManager.default.isExecutableFile(atPath: "/usr/bin/make")
    else {
      print("note: make or \(binary) is absent; the install test is skipped")
      return
    }
    let readme = try String(contentsOfFile: "\(repositoryRoot)/README.md", encoding: .utf8)
    #expect(readme.contains("\n    make install\n"))
    try withTemporaryFolder { stage in
      let environment = ["DESTDIR": stage, "SCENECTL": binary]
      let install = try PreCommit.run(
        "/usr/bin/make", ["-C", repositoryRoot, "install"], in: stage, environment: environment)
      #expect(install.status == 0, "\(install.output)")
      let installed = "\(stage)/usr/local/bin/scenectl"
      #expect(FileManager.default.isExecutableFile(atPath: installed))
      let version = try PreCommit.run(installed, ["--version"], in: stage)
      #expect(version.output == "scenectl 0.1.0\n")
      let uninstall = try PreCommit.run(
        "/usr/bin/make", ["-C", repositoryRoot, "uninstall"], in: stage, environment: environment)
      #expect(uninstall.status == 0)
      #expect(!FileManager.default.fileExists(atPath: installed))
    }
  }

  @Test func byDefaultItBuildsInReleaseMode() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") else {
      print("note: make is absent; the install test is skipped")
      return
    }
    let dry = try PreCommit.run(
      "/usr/bin/make", ["-s", "-C", repositoryRoot, "-n", "-B", "install", "PREFIX=/opt/s"],
      in: repositoryRoot, environment: [:])
    #expect(
      dry.output == """
        swift build -c release --product scenectl
        install -d "/opt/s/bin"
        install -m 755 ".build/release/scenectl" "/opt/s/bin/scenectl"

        """)
  }
}

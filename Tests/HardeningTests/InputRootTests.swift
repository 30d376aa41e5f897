import Foundation
import ScenectlCommands
import Testing

/// Files outside the root stay unread (issue 28): references, flows' storyboards,
/// storyboard placeholders and folder walks. Each case plants a secret beside the root and
/// checks that not a byte of it reaches the output.
@Suite struct InputRootTests {
  /// A unique token: the secret's only content, so any read of it would show.
  static let token = "SECRETTOKEN28X\(UInt32.random(in: 0...UInt32.max))"

  /// A scratch folder holding `root/` and `outside/secret.yaml`, a scene file whose only
  /// scene key is the token: were it read, `validate` would name the key.
  static func plant() throws -> String {
    let folder = try scratchFolder()
    try FileManager.default.createDirectory(
      atPath: "\(folder)/root", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: "\(folder)/outside", withIntermediateDirectories: true)
    try "format: 1\nstoryboard: S\ninitial: \(token)\nscenes:\n  \(token): { kind: x }\n"
      .write(toFile: "\(folder)/outside/secret.yaml", atomically: true, encoding: .utf8)
    try "\(token)\n".write(
      toFile: "\(folder)/outside/secret.txt", atomically: true, encoding: .utf8)
    return folder
  }

  /// A scene whose scene `r` is a reference to `path` (line 11, its value at column 30).
  static func referring(to path: String) -> String {
    """
    format: 1
    storyboard: X
    initial: a
    scenes:
      a:
        kind: viewController
        views: [{ id: b, type: button, title: B, frame: [0, 0, 80, 44] }]
        segues: [{ kind: modal, from: b, id: g, to: r }]
      r:
        kind: viewController
        reference: { storyboard: "\(path)" }

    """
  }

  /// What a run printed, both streams, with the secret's token looked for in it.
  static func expectNoSecret(
    _ output: CommandOutput, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(!output.stdout.contains(token), sourceLocation: sourceLocation)
    #expect(!output.stderr.contains(token), sourceLocation: sourceLocation)
  }

  static func outside(_ file: String, root: String = "F/root") -> String {
    "F/root/a.yaml:11:30: error: storyboard reference 'r' (the initial scene of \(file)): "
      + "'\(file)' is outside '\(root)', the folder this run may read; name a file under it, "
      + "or give --root a folder that holds both [input-outside-root]\n"
  }

  @Test(arguments: ["../outside/secret.yaml", "../../root/../root/../outside/secret.yaml"])
  func aReferenceUpAndOutOfTheRootIsRefused(_ path: String) throws {
    let folder = try Self.plant()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.referring(to: path).write(
      toFile: "\(folder)/root/a.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["validate", "\(folder)/root/a.yaml"], in: folder)
    #expect(output.stdout == Self.outside(path) + "1 error, 0 warnings in 1 file\n")
    #expect(output.status == .problemsFound)
    Self.expectNoSecret(output)
  }

  @Test func anAbsoluteReferenceOutsideIsRefused() throws {
    let folder = try Self.plant()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.referring(to: "\(folder)/outside/secret.yaml").write(
      toFile: "\(folder)/root/a.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["validate", "\(folder)/root/a.yaml"], in: folder)
    #expect(
      output.stdout == Self.outside("F/outside/secret.yaml") + "1 error, 0 warnings in 1 file\n")
    Self.expectNoSecret(output)
    // Given on the command line, the folder is the root: the same file refused from it.
    let walked = scenectl(["validate", "\(folder)/root"], in: folder)
    #expect(
      walked.stdout == Self.outside("F/outside/secret.yaml") + "1 error, 0 warnings in 1 file\n")
    // --root widens it, on purpose: then the secret is a scene file like any other.
    let widened = scenectl(["validate", "\(folder)/root/a.yaml", "--root", folder], in: folder)
    #expect(widened.stdout.contains("F/outside/secret.yaml:5:"))
  }

  @Test func linksInsideTheRootThatLeadOutAreRefused() throws {
    let folder = try Self.plant()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: "\(folder)/root/file.yaml", withDestinationPath: "../outside/secret.yaml")
    try manager.createSymbolicLink(atPath: "\(folder)/root/dir", withDestinationPath: "../outside")
    for path in ["file.yaml", "dir/secret.yaml"] {
      try Self.referring(to: path).write(
        toFile: "\(folder)/root/a.yaml", atomically: true, encoding: .utf8)
      let output = scenectl(["validate", "\(folder)/root/a.yaml"], in: folder)
      #expect(output.stdout == Self.outside(path) + "1 error, 0 warnings in 1 file\n")
      Self.expectNoSecret(output)
    }
  }

  @Test func aReferenceToAFileThatIsNoSceneFileIsOneError() throws {
    let folder = try Self.plant()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "root:*:19000:0:99999:7:::\n\(Self.token): x\n".write(
      toFile: "\(folder)/root/shadow", atomically: true, encoding: .utf8)
    try Self.referring(to: "shadow").write(
      toFile: "\(folder)/root/a.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["validate", "\(folder)/root/a.yaml"], in: folder)
    #expect(
      output.stdout
        == "F/root/a.yaml:11:30: error: storyboard reference 'r' (the initial scene of shadow): "
        + "'shadow' is not a scene file (it has no 'format:' line) nor a storyboard; name a "
        + "scene file or a .storyboard [reference-not-scene-file]\n1 error, 0 warnings in 1 file\n")
    Self.expectNoSecret(output)
  }

  @Test func aFlowsStoryboardOutsideTheRootFailsTheFlow() throws {
    let folder = try Self.plant()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (path, shown) in [
      ("\(folder)/outside/secret.yaml", "F/outside/secret.yaml"),
      ("../outside/secret.yaml", "../outside/secret.yaml"),
    ] {
      try "storyboard: \(path)\nsteps:\n  - back\n".write(
        toFile: "\(folder)/root/flow.yaml", atomically: true, encoding: .utf8)
      let output = scenectl(["test", "\(folder)/root/flow.yaml"], in: folder)
      #expect(output.status == .problemsFound)
      #expect(
        output.stdout.contains(
          "F/root/flow.yaml:1:13: error: the flow's storyboard '\(shown)' is outside 'F/root', "
            + "the folder this run may read; name a file under it, or give --root a folder "
            + "that holds both\n"))
      Self.expectNoSecret(output)
    }
  }

  /// A storyboard whose two placeholders name a storyboard by a path: absolute (line 24) and
  /// up out of the folder (line 29).
  static func placeholders(_ absolute: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc1">
        <scenes>
            <scene sceneID="sc1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="b1">
                                    <rect key="frame" x="10" y="100" width="80" height="44"/>
                                    <connections>
                                        <segue destination="ph1" kind="presentation" id="s1"/>
                                        <segue destination="ph2" kind="presentation" id="s2"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sc2">
                <objects>
                    <viewControllerPlaceholder storyboardName="\(absolute)" id="ph1" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="sc3">
                <objects>
                    <viewControllerPlaceholder storyboardName="../outside/secret" id="ph2" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>

    """
  }

  @Test func aStoryboardNameWithAPathIsAnErrorAtThePlaceholder() throws {
    let folder = try Self.plant()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "<document>\(Self.token)</document>\n".write(
      toFile: "\(folder)/outside/secret.storyboard", atomically: true, encoding: .utf8)
    try Self.placeholders("\(folder)/outside/secret").write(
      toFile: "\(folder)/root/Main.storyboard", atomically: true, encoding: .utf8)
    let output = scenectl(["validate", "\(folder)/root/Main.storyboard"], in: folder)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    // The import names the scene after the placeholder's storyboardName.
    let id = String("\(folder)/outside/secret".map { $0.isLetter || $0.isNumber ? $0 : "_" })
    #expect(
      lines.filter { $0.hasSuffix("[reference-name-invalid]") } == [
        "F/root/Main.storyboard:24:44: error: storyboard reference '\(id)' (the "
          + "initial scene of F/outside/secret.storyboard): storyboardName 'F/outside/secret' "
          + "is a path, not a name (it has '/', '..' or a NUL); give the name of a storyboard "
          + "of the app alone, without folders (such as 'secret') [reference-name-invalid]",
        "F/root/Main.storyboard:29:44: error: storyboard reference '___outside_secret' (the "
          + "initial scene of ../outside/secret.storyboard): storyboardName '../outside/secret' "
          + "is a path, not a name (it has '/', '..' or a NUL); give the name of a storyboard "
          + "of the app alone, without folders (such as 'secret') [reference-name-invalid]",
      ])
    #expect(output.status == .problemsFound)
    Self.expectNoSecret(output)
  }

  @Test func aWalkDoesNotLeaveItsFolderNorGoRound() throws {
    let folder = try Self.plant()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: "\(folder)/root/everything", withDestinationPath: "/")
    try manager.createSymbolicLink(
      atPath: "\(folder)/root/outside", withDestinationPath: "../outside")
    try manager.createSymbolicLink(
      atPath: "\(folder)/root/secret.yaml", withDestinationPath: "../outside/secret.yaml")
    try manager.createSymbolicLink(atPath: "\(folder)/root/round", withDestinationPath: ".")
    try "format: 1\nstoryboard: X\ninitial: a\nscenes:\n  a: { kind: viewController }\n"
      .write(toFile: "\(folder)/root/a.yaml", atomically: true, encoding: .utf8)
    let clock = ContinuousClock()
    let start = clock.now
    let output = scenectl(["validate", "\(folder)/root"], in: folder)
    #expect(clock.now - start < .seconds(1))
    #expect(output.status == .success)
    #expect(output.stdout == "0 errors, 0 warnings in 1 file\n")
    #expect(
      output.stderr
        == "scenectl: note: skipped 'F/root/everything': a link to a folder outside 'F/root', "
        + "the folder walked; only files under it are read\n"
        + "scenectl: note: skipped 'F/root/outside': a link to a folder outside 'F/root', the "
        + "folder walked; only files under it are read\n"
        + "scenectl: note: skipped 'F/root/round': a link to a folder read already\n"
        + "scenectl: note: skipped 'F/root/secret.yaml': a link to a file outside 'F/root', "
        + "the folder walked; only files under it are read\n")
    Self.expectNoSecret(output)
  }

  @Test func testOfAFolderRunsNoFlowsFromOutsideIt() throws {
    let folder = try Self.plant()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "storyboard: secret.yaml\nsteps:\n  - back\n".write(
      toFile: "\(folder)/outside/flow.yaml", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/root/flows", withDestinationPath: "../outside")
    let output = scenectl(["test", "\(folder)/root"], in: folder)
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr
        == "scenectl: note: skipped 'F/root/flows': a link to a folder outside 'F/root', the "
        + "folder walked; only files under it are read\n"
        + "scenectl: error: folder 'F/root' holds no flow files\n")
    Self.expectNoSecret(output)
  }

  @Test func aSourceFileOverTheLimitIsNotedAndTheClassCheckIsAWarning() throws {
    let folder = try Self.plant()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let sources = "\(folder)/root/S"
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    try "class MainViewController: UIViewController {}\n".write(
      toFile: "\(sources)/Main.swift", atomically: true, encoding: .utf8)
    // The class is declared past the first 8 MiB: cut there, it is not seen.
    try ("// " + String(repeating: "x", count: 8 << 20) + "\nclass Other: UIViewController {}\n")
      .write(toFile: "\(sources)/Big.swift", atomically: true, encoding: .utf8)
    try "class \(Self.token): UIViewController {}\n".write(
      toFile: "\(folder)/outside/Secret.swift", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: "\(sources)/Secret.swift", withDestinationPath: "../../outside/Secret.swift")
    try """
    format: 1
    storyboard: X
    initial: a
    scenes:
      a: { kind: viewController, class: MainViewController }
      b: { kind: viewController, class: Other }

    """.write(toFile: "\(folder)/root/a.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["validate", "\(folder)/root/a.yaml", "--sources", sources], in: folder)
    #expect(
      output.stderr
        == "scenectl: note: skipped 'F/root/S/Secret.swift': a link to a file outside "
        + "'--sources F/root/S'; only files under it are read\n"
        + "scenectl: note: read the first 8388608 bytes of 'F/root/S/Big.swift' only (the limit "
        + "of a source file, 8 MiB); what is declared after them is not seen\n")
    #expect(
      output.stdout.contains(
        "F/root/a.yaml:6:37: warning: class 'Other' of scene 'b' is in none of the sources "
          + "(UIKit logs \"Unknown class Other in Interface Builder file\" and uses a plain view "
          + "controller); fix the name or add its file to '--sources' [class-not-in-sources]\n"
          + "note: 2 source files or folders were not read in full (scenectl's notes name "
          + "them), so it may be declared in one of them\n"))
    #expect(output.status == .success)
    Self.expectNoSecret(output)
  }

  @Test func notesAboutSourceFilesEscapeTheirNames() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let name = "a\u{1B}]0;x\u{07}\n::error file=x::forged.m"
    try Data([0x69, 0x6E, 0x74, 0x20, 0xE9, 0x0A]).write(
      to: URL(fileURLWithPath: "\(folder)/\(name)"))
    try "format: 1\nstoryboard: X\ninitial: a\nscenes:\n  a: { kind: viewController }\n"
      .write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["validate", "\(folder)/a.yaml", "--sources", folder], in: folder)
    #expect(
      output.stderr
        == "scenectl: note: skipped F/a\\u{1B}]0;x\\u{7}\\n::error file=x::forged.m:1:5: the "
        + "file is not UTF-8 (byte 4)\n")
  }

  @Test func aRootThatIsNoFolderOrDoesNotHoldTheFileIsBadUsage() throws {
    let folder = try Self.plant()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.referring(to: "../outside/secret.yaml").write(
      toFile: "\(folder)/root/a.yaml", atomically: true, encoding: .utf8)
    for command in [["validate"], ["simulate"], ["graph"]] {
      let none = scenectl(
        command + ["\(folder)/root/a.yaml", "--root", "\(folder)/none"], in: folder)
      #expect(none.status == .usageOrInput)
      #expect(
        none.stderr.hasPrefix(
          "scenectl: error: '--root F/none' is not a folder; give the folder the inputs may "
            + "read from\n"))
      let elsewhere = scenectl(
        command + ["\(folder)/root/a.yaml", "--root", "\(folder)/outside"], in: folder)
      #expect(elsewhere.status == .usageOrInput)
      #expect(
        elsewhere.stderr.contains(
          "'F/root/a.yaml' is outside '--root F/outside'; give a root that holds it\n"))
      Self.expectNoSecret(elsewhere)
    }
  }

  @Test func aCutThroughACharacterIsNotCalledInvalidUTF8() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // "é" is two bytes: the 8 MiB limit falls between them.
    let text = "// " + String(repeating: "x", count: (8 << 20) - 4) + "é\nclass A {}\n"
    try text.write(toFile: "\(folder)/Big.swift", atomically: true, encoding: .utf8)
    try "format: 1\nstoryboard: X\ninitial: a\nscenes:\n  a: { kind: viewController }\n"
      .write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["validate", "\(folder)/a.yaml", "--sources", folder], in: folder)
    #expect(
      output.stderr
        == "scenectl: note: read the first 8388608 bytes of 'F/Big.swift' only (the limit of a "
        + "source file, 8 MiB); what is declared after them is not seen\n")
  }
}

import Foundation
import ScenectlCommands
import Testing

/// A storyboard within the XML reader's limits imports into a scene file that loads, and one
/// past the import's limits is refused with a located error (issue 28, items 5 and 7).
@Suite struct ImportLoadsTests {
  static let head = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
    <scenes>

    """
  static let tail = "</scenes>\n</document>\n"

  /// One scene whose root view holds views nested `depth` deep, one a line.
  static func nested(_ depth: Int) -> String {
    var views = ""
    for level in (0..<depth).reversed() {
      views = "<view id=\"n\(level)\"><subviews>\n\(views)</subviews></view>\n"
    }
    return head + """
      <scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController">
      <view key="view" id="r"><subviews>
      \(views)</subviews></view></viewController></objects></scene>

      """ + tail
  }

  /// 50 nested views (108 XML levels) once gave "nesting is deeper than the limit of 100
  /// levels" for the file `import` wrote with exit 0.
  @Test func fiftyNestedViewsImportIntoAFileThatLoads() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/Deep.storyboard"
    try Self.nested(50).write(toFile: path, atomically: true, encoding: .utf8)
    let imported = scenectl(["import", path, "-o", "\(folder)/Deep.yaml"], in: folder)
    #expect(imported.status == .success)
    #expect(imported.stdout.hasPrefix("carried: scenes 1 of 1, views 50 of 50,"))
    for input in [path, "\(folder)/Deep.yaml"] {
      let validated = scenectl(["validate", input], in: folder)
      #expect(!validated.stdout.contains("yaml-"))
      #expect(!validated.stdout.contains("error: nesting"))
      // Each view is only short of a frame: the file loaded and was laid out.
      #expect(validated.stdout.contains("error: width and horizontal position are ambiguous"))
    }
  }

  @Test func aThousandAndOneScenesAreRefusedAtTheLast() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenes = (1...1_001).map {
      "<scene sceneID=\"s\($0)\"><objects><viewController id=\"vc\($0)\" "
        + "sceneMemberID=\"viewController\"/></objects></scene>\n"
    }
    let path = "\(folder)/Wide.storyboard"
    try (Self.head + scenes.joined() + Self.tail).write(
      toFile: path, atomically: true, encoding: .utf8)
    let message =
      "F/Wide.storyboard:1004:1: error: the storyboard has more than 1000 scenes, the "
      + "import's limit; split it into storyboards joined by storyboard references "
      + "[storyboard-limit]\n"
    let validated = scenectl(["validate", path], in: folder)
    #expect(validated.status == .problemsFound)
    #expect(validated.stdout == message + "1 error, 0 warnings in 1 file\n")
    let imported = scenectl(["import", path, "-o", "\(folder)/Wide.yaml"], in: folder)
    #expect(imported.status == .problemsFound)
    #expect(imported.stderr == message)
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/Wide.yaml"))
  }
}

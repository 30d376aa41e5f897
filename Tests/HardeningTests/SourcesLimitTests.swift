import Foundation
import ScenectlCommands
import Testing

/// `--sources` with more `@IBOutlet` and `@IBAction` members than any app's code stops with
/// one located error instead of a warning for each (issue 28, item 5).
@Suite struct SourcesLimitTests {
  @Test func theMemberPastTheLimitIsTheOneError() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: "\(folder)/code", withIntermediateDirectories: true)
    let members = (0...10_000).map { "  @IBOutlet var o\($0): UIView!\n" }.joined()
    try ("import UIKit\nclass Big: UIViewController {\n" + members + "}\n").write(
      toFile: "\(folder)/code/Big.swift", atomically: true, encoding: .utf8)
    try ImportLoadsTests.head.replacingOccurrences(of: "vc1", with: "vc")
      .appending(
        """
        <scene sceneID="s"><objects><viewController id="vc" customClass="Big" \
        sceneMemberID="viewController"><view key="view" id="r"/></viewController></objects>\
        </scene>

        """ + ImportLoadsTests.tail
      ).write(toFile: "\(folder)/Big.storyboard", atomically: true, encoding: .utf8)
    let output = scenectl(
      ["validate", "--sources", "\(folder)/code", "\(folder)/Big.storyboard"], in: folder)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout
        == "F/code/Big.swift:10003:17: error: the sources declare more than 10000 @IBOutlet and "
        + "@IBAction members, the limit of the checks against code; give '--sources' the folder "
        + "of the app's own code [sources-limit]\n1 error, 0 warnings in 1 file\n")
  }
}

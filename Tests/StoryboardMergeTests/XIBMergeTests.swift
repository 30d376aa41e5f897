import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// `scenectl merge` on a XIB (the repository's AvatarView.xib): edits of two top-level
/// objects merge; one attribute changed differently is told by element, without a scene.
@Suite struct XIBMergeTests {
  static let path = "\(repositoryRoot)/Tests/ScenectlTests/Fixtures/XIB/AvatarView.xib"
  static let fit = (
    "contentMode=\"scaleAspectFill\" translates", "contentMode=\"scaleAspectFit\" translates"
  )

  func merge(ours: [(String, String)], theirs: [(String, String)]) throws
    -> (output: CommandOutput, merged: String?, ours: String)
  {
    let base = try String(contentsOfFile: Self.path, encoding: .utf8)
    let oursText = MergeFixture.edited(ours, in: base)
    return try withTemporaryFolder { folder in
      for (name, text) in [
        ("base", base), ("ours", oursText), ("theirs", MergeFixture.edited(theirs, in: base)),
      ] {
        try text.write(toFile: "\(folder)/\(name).xib", atomically: true, encoding: .utf8)
      }
      var output = Scenectl.run([
        "merge", "\(folder)/base.xib", "\(folder)/ours.xib", "\(folder)/theirs.xib", "-o",
        "\(folder)/out.xib",
      ])
      output.stderr = output.stderr.replacingOccurrences(of: folder + "/", with: "")
      return (output, try? String(contentsOfFile: "\(folder)/out.xib", encoding: .utf8), oursText)
    }
  }

  @Test func editsOfTwoTopLevelObjectsMerge() throws {
    let title = ("title=\"Remove\"", "title=\"Delete\"")
    let (output, merged, _) = try merge(ours: [Self.fit], theirs: [title])
    #expect(output.status == .success, "\(output.stderr)")
    let base = try String(contentsOfFile: Self.path, encoding: .utf8)
    #expect(merged == MergeFixture.edited([Self.fit, title], in: base))
  }

  @Test func oneAttributeChangedDifferentlyIsToldByElement() throws {
    let center = ("contentMode=\"scaleAspectFill\" translates", "contentMode=\"center\" translates")
    let (output, merged, ours) = try merge(ours: [Self.fit], theirs: [center])
    #expect(output.status == .problemsFound)
    #expect(merged == ours)
    #expect(
      output.stderr == """
        ours.xib:16:17: error: both sides changed 'contentMode' of image view 'Av1-aa-002': ours 'scaleAspectFit', theirs 'center'; edit the file to keep one [merge-conflict]
        scenectl: 1 conflict; wrote ours to 'out.xib'

        """)
  }
}

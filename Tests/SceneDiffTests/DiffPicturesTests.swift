import Foundation
import ScenectlCommands
import Testing

/// `scenectl diff --format svg|html`: the changed scene drawn before and after, the changed
/// and moved views outlined.
@Suite struct DiffPicturesTests {
  static let edit = [
    (#"secondAttribute="bottom" constant="16" id="c08-00-001""#, #"secondAttribute="bottom" constant="24" id="c08-00-001""#),
    (#"text="Hello""#, #"text="Hi""#),
  ]
  static let outlines =
    #"<style>g[data-view="saveButton"] > :first-child{stroke:#ff2d55;stroke-width:3px}"#
    + #"g[data-view="titleLabel"] > :first-child{stroke:#ff2d55;stroke-width:3px}</style>"#

  @Test func svgHasTheScreenBeforeAndAfterSideBySide() throws {
    let output = try DiffFixtureTests.diff(DiffFixtureTests.edited(Self.edit), options: ["--format", "svg"])
    #expect(output.status == .problemsFound)
    #expect(output.stdout.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="846" height="745">"#))
    #expect(output.stdout.contains(#"<svg x="0" y="0" xmlns="#))
    #expect(output.stdout.contains(#"<svg x="423" y="0" xmlns="#))
    #expect(output.stdout.components(separatedBy: Self.outlines).count == 3)
    #expect(output.stdout.hasSuffix("</svg>\n\n</svg>\n"))
  }

  @Test func htmlHasEachSceneLinesAndPictures() throws {
    let output = try DiffFixtureTests.diff(DiffFixtureTests.edited(Self.edit), options: ["--format", "html"])
    #expect(output.status == .problemsFound)
    #expect(output.stdout.hasPrefix("<!DOCTYPE html>\n"))
    #expect(
      output.stdout.contains(
        """
        <h2>scene 'NoteDetail' changed</h2>
        <pre>scene &apos;NoteDetail&apos; (det-00-001):
          ~ view &apos;titleLabel&apos; text: Hello → Hi
        """))
    #expect(output.stdout.contains("<figcaption>before</figcaption>\n<svg xmlns="))
    #expect(output.stdout.contains("<figcaption>after</figcaption>\n<svg xmlns="))
    #expect(output.stdout.hasSuffix("<p>2 changes in 1 scene</p>\n</body></html>\n"))
  }
}

import Foundation
import TestSupport
import Testing

/// A constraint Interface Builder removes at build time (`placeholder="YES"`) between two
/// views: the app's code makes its own at run time. The import carries it as
/// `{ constraint: "...", placeholder: true }`, the layout leaves it out as the build does, and
/// what it alone fixes is a note that says the code makes it, not an ambiguity error.
/// `Fixtures/placeholder-bottom.storyboard` (written for this test, after a course app's
/// discussion screen) pins a table's bottom with a placeholder, which the app's code replaces
/// to follow the keyboard. Without any bottom constraint the height is ambiguous, as Xcode
/// says.
@Suite struct PlaceholderConstraintCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/placeholder-bottom.storyboard"

  @Test func whatAPlaceholderFixesIsTheCodes() {
    let output = scenectl("validate", file)
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        \(file):14:37: note: height is left to the app's code for 'tableView_plh_tv_001' on \
        iphone-se: its constraint 'superview.bottom = tableView_plh_tv_001.bottom' is a \
        placeholder, removed at build time, and the code makes one at run time \
        [layout-placeholder-from-code]
        0 errors, 0 warnings in 1 file

        """)
  }

  @Test func theImportCarriesThePlaceholder() {
    let output = scenectl("import", file)
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        """
              - constraint: "superview.bottom = tableView_plh_tv_001.bottom"
                placeholder: true

        """))
    #expect(output.stderr.contains("constraints 7 of 7\n"))
  }

  @Test func withNoBottomAtAllTheHeightIsAmbiguous() throws {
    let text = try String(contentsOfFile: "\(repositoryRoot)/\(file)", encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("placeholder=\"YES\"") }.joined(separator: "\n")
    let printed = try withTemporaryFile(text, suffix: ".storyboard") { path in
      scenectl("validate", path).stdout.replacingOccurrences(of: path, with: "open.storyboard")
    }
    #expect(
      printed == """
        open.storyboard:14:37: error: height is ambiguous for 'tableView_plh_tv_001' on \
        iphone-se [layout-ambiguous]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test func aPlaceholderNeedsNoID() throws {
    let printed = try validateScene(extra: "{ constraint: \"box.height = 50\", placeholder: true }")
    #expect(
      printed == """
        s.yaml:8:15: note: height is left to the app's code for 'box' on iphone-se, iphone, \
        iphone-landscape, ipad and ipad-landscape: its constraint 'box.height = 50' is a \
        placeholder, removed at build time, and the code makes one at run time \
        [layout-placeholder-from-code]
        0 errors, 0 warnings in 1 file

        """)
  }

  @Test func anyOtherNamedConstraintNeedsItsID() throws {
    let printed = try validateScene(extra: "{ constraint: \"box.height = 50\" }")
    #expect(
      printed == """
        s.yaml:13:9: error: a named constraint has no 'id'; add it [missing-key]
        1 error, 0 warnings in 1 file

        """)
  }

  /// Validates a scene with one view, fixed but for its height, and the constraint `extra`.
  private func validateScene(extra: String) throws -> String {
    let scene = """
      format: 1
      storyboard: Main
      initial: home
      scenes:
        home:
          kind: viewController
          views:
            - { id: box, type: view }
          constraints:
            - box.top = superview.top
            - box.leading = superview.leading
            - box.width = 100
            - \(extra)

      """
    return try withTemporaryFile(scene) { path in
      scenectl("validate", path).stdout.replacingOccurrences(of: path, with: "s.yaml")
    }
  }
}

import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// Named colours from the app's asset catalogues (docs/Audit.md, "Asset catalogue colours"):
/// read when an app folder or `--sources` gives them, checked in both appearances; a colour
/// no catalogue holds is noted and not guessed, a colour set that cannot be read is a warning
/// at its place.
@Suite struct AssetColourAuditTests {
  static let folder = "Tests/SceneAuditTests/Fixtures/BrandColours"
  static let file = folder + "/Brand.storyboard"
  static let variant = "on iphone-se (content size large, locale base)"
  static let small =
    "under the 4.5:1 WCAG 2.x asks of text under 18 pt (14 pt bold); make the "
    + "text or the background darker or lighter [contrast-low]"

  func run(_ arguments: [String]) -> CommandOutput {
    var output = Scenectl.run(
      arguments.map { $0.hasPrefix("Tests/") ? "\(repositoryRoot)/\($0)" : $0 })
    output.stdout = output.stdout.replacingOccurrences(of: repositoryRoot + "/", with: "")
    return output
  }

  /// In the app folder: 'Ink' (black, #404040 dark) passes in the light appearance and fails
  /// in the dark one on 'Paper' (white, black dark); 'Plain' has only an "any" value, the
  /// same in both, and fails on white only; 'Gone' is in no catalogue: its kept light value
  /// is checked and a note says so; 'Broken' is a warning at its place.
  @Test func theAppFolderGivesTheCataloguesColours() {
    let output = run(["audit", Self.folder, "--no-config"])
    let file = Self.file
    #expect(
      output.stdout == """
        \(Self.folder)/Assets.xcassets/Broken.colorset/Contents.json:9:5: warning: the colour \
        set 'Broken' is not read: expected ',' or '}', found ']'; its colour is left out of \
        the contrast check, not guessed: fix its Contents.json [asset-color-unreadable]
        \(file):12:29: warning: label 'ink' has text at 2.02:1 against the root view (#404040 \
        on #000000) in the dark appearance \(Self.variant), \(Self.small)
        \(file):17:29: warning: label 'plain' has text at 3.97:1 against the root view \
        (#808080 on #ffffff) in the light appearance \(Self.variant), \(Self.small)
        \(file):22:29: warning: label 'gone' has text at 2.84:1 against the root view \
        (#999999 on #ffffff) \(Self.variant), \(Self.small)
        \(file):22:29: note: the text colour of label 'gone' is the asset colour 'Gone', which \
        no asset catalogue read holds; only the light value written for it (#999999) is \
        checked: add a 'Gone.colorset' to the app's asset catalogue, or give the folder that \
        holds it with --sources [asset-color-missing]
        0 errors, 4 warnings in 1 file

        """)
    #expect(output.stderr == "")
    #expect(output.status == .success)
  }

  /// `--sources` gives the catalogues to a storyboard checked alone; without it, the kept
  /// light values are checked and nothing is noted.
  @Test func sourcesGiveTheCataloguesToAFile() {
    let given = run(["audit", Self.file, "--sources", Self.folder, "--no-config"])
    #expect(given.stdout.contains("label 'ink' has text at 2.02:1"))
    #expect(given.stdout.contains("[asset-color-unreadable]"))
    #expect(given.stdout.hasSuffix("0 errors, 4 warnings in 1 file\n"))
    let alone = run(["audit", Self.file, "--no-config"])
    #expect(
      alone.stdout == """
        \(Self.file):17:29: warning: label 'plain' has text at 3.94:1 against the root view \
        (#808080 on #ffffff) \(Self.variant), \(Self.small)
        \(Self.file):22:29: warning: label 'gone' has text at 2.84:1 against the root view \
        (#999999 on #ffffff) \(Self.variant), \(Self.small)
        0 errors, 2 warnings in 1 file

        """)
  }

  /// `validate` alone does not read the catalogues: the audit's codes are not reported.
  @Test func validateWithoutTheAuditReadsNoCatalogue() {
    let output = run(["validate", Self.folder, "--no-config"])
    #expect(!output.stdout.contains("asset-color"))
    #expect(output.status == .success)
  }

  /// The import writes an asset colour as its name and the value the storyboard keeps.
  @Test func theImportKeepsTheNameAndTheLightValue() {
    let output = run(["import", Self.file, "-o", "-"])
    let colours = output.stdout.split(separator: "\n").filter { $0.contains("Color:") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(
      colours == [
        #"backgroundColor: "Paper #ffffff""#, #"textColor: "Ink #000000""#,
        #"textColor: "Plain #808080""#, #"textColor: "Gone #999999""#,
      ])
  }
}

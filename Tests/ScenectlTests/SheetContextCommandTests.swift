import Foundation
import Testing

@testable import ScenectlCommands

/// A scene a form sheet or page sheet presents is laid out by `layout` full screen, as the
/// file alone tells, while `simulate` lays it out in the card; on a regular-width device
/// `layout` says so on its second line, and in JSON (`presentedAs`). docs/Layout.md §3.
@Suite struct SheetContextCommandTests {
  @Test func aFormSheetOnIPadSaysWhereSimulateLaysItOut() {
    let output = scenectl(
      "layout", "Scenes/TinyPix.yaml", "--scene", "fileInfo", "--device", "ipad")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'fileInfo' on ipad (820 x 1180), safe area [0, 24, 820, 1136]
        presented by 'master' as a form sheet (segue 'showFileInfo'): on ipad a 540 x 620 card, \
        where 'simulate' lays it out; laid out here full screen
        fileNameLabel [376, 44, 68, 21]
        infoDoneButton [389.5, 73, 41, 34]

        """)
  }

  /// On an iPhone upright a form sheet is a sheet across the screen below the top inset
  /// (iOS 13 and later); on its side (compact height) it is full screen, as `layout` lays it
  /// out: nothing to say.
  @Test func onIPhoneASheetIsACardUprightAndFullScreenOnItsSide() {
    let upright = scenectl(
      "layout", "Scenes/TinyPix.yaml", "--scene", "fileInfo", "--device", "iphone")
    #expect(
      upright.stdout.split(separator: "\n").dropFirst().first.map(String.init)
        == "presented by 'master' as a form sheet (segue 'showFileInfo'): on iphone a 393 x 793 "
        + "card, where 'simulate' lays it out; laid out here full screen")
    let side = scenectl(
      "layout", "Scenes/TinyPix.yaml", "--scene", "fileInfo", "--device", "iphone-landscape")
    #expect(!side.stdout.contains("presented by"))
  }

  @Test func jsonCarriesTheCard() throws {
    let output = scenectl(
      "layout", "Scenes/TinyPix.yaml", "--scene", "fileInfo", "--device", "ipad", "--format",
      "json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let sheets = try #require(json["presentedAs"] as? [[String: Any]])
    #expect(sheets.count == 1)
    #expect(sheets.first?["style"] as? String == "formSheet")
    #expect(sheets.first?["presenter"] as? String == "master")
    #expect(sheets.first?["card"] as? [Double] == [540, 620])
  }

  /// A modal segue with no presentation is automatic: a page sheet on iPad.
  @Test func anAutomaticModalIsAPageSheet() {
    let output = scenectl(
      "layout", "Tests/ScenectlTests/Fixtures/mistakes/11-popover-without-anchor.yaml",
      "--scene", "picker", "--device", "ipad")
    #expect(!output.stdout.contains("presented by"))
    let modal = scenectl(
      "layout", "Tests/ScenectlTests/Fixtures/mistakes/12-unwind-not-ancestor.yaml",
      "--scene", "editor", "--device", "ipad")
    #expect(
      modal.stdout.split(separator: "\n").dropFirst().first.map(String.init)
        == "presented by 'list' as a page sheet: on ipad a 704 x 1156 card, where 'simulate' "
        + "lays it out; laid out here full screen")
  }
}

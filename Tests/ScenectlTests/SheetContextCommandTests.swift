import Foundation
import Testing

@testable import ScenectlCommands

/// A scene only a form sheet or page sheet presents is laid out by `layout` in the card, where
/// `simulate` lays it out too; `layout` names the card on its first line and says so on its
/// second, and in JSON (`sheet`, `presentedAs`). docs/Layout.md §3, "Sheets".
@Suite struct SheetContextCommandTests {
  @Test func aFormSheetOnIPadIsLaidOutInItsCard() {
    let output = scenectl(
      "layout", "Scenes/TinyPix.yaml", "--scene", "fileInfo", "--device", "ipad")
    #expect(output.status == .success)
    #expect(
      output.stdout == """
        scene 'fileInfo' on ipad (820 x 1180), safe area [140, 280, 540, 620], \
        form sheet's card [140, 280, 540, 620]
        presented by 'master' as a form sheet (segue 'showFileInfo'): on ipad a 540 x 620 card, \
        where 'simulate' lays it out; laid out here in it
        fileNameLabel [376, 300, 68, 21]
        infoDoneButton [389.5, 329, 41, 34]

        """)
  }

  /// On an iPhone upright a form sheet is a page sheet's card, 10 points below the top inset
  /// on a phone with a home indicator (iOS 13 and later); on its side (compact height) it is
  /// full screen: nothing to say.
  @Test func onIPhoneASheetIsACardUprightAndFullScreenOnItsSide() {
    let upright = scenectl(
      "layout", "Scenes/TinyPix.yaml", "--scene", "fileInfo", "--device", "iphone")
    #expect(
      upright.stdout.split(separator: "\n").dropFirst().first.map(String.init)
        == "presented by 'master' as a form sheet (segue 'showFileInfo'): on iphone a 393 x 783 "
        + "card, where 'simulate' lays it out; laid out here in it")
    #expect(upright.stdout.hasPrefix(
      "scene 'fileInfo' on iphone (393 x 852), safe area [0, 69, 393, 749], page sheet's card "
        + "[0, 69, 393, 783]\n"))
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
    let sheet = try #require(json["sheet"] as? [String: Any])
    #expect(sheet["style"] as? String == "formSheet")
    #expect(sheet["frame"] as? [Double] == [140, 280, 540, 620])
  }

  /// `simulate` places the presented sheet in the same card (`SheetCard`): the Done button is
  /// where `layout` puts it, on an iPhone and on an iPad.
  @Test func simulateLaysTheSheetOutWhereLayoutDoes() throws {
    let cases = [
      ("iphone", [176.0, 118, 41, 34], "[176, 118, 41, 34]"),
      ("ipad", [389.5, 329, 41, 34], "[389.5, 329, 41, 34]"),
    ]
    for (device, frame, text) in cases {
      let output = scenectl(
        "simulate", "Scenes/TinyPix.yaml", "--accessory", "fileTable:0", "--device", device,
        "--format", "json")
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      let views = try #require(json["views"] as? [String: [String: Any]])
      #expect(views["infoDoneButton"]?["frame"] as? [Double] == frame, "\(device)")
      #expect(
        scenectl("layout", "Scenes/TinyPix.yaml", "--scene", "fileInfo", "--device", device)
          .stdout.contains("infoDoneButton \(text)\n"), "\(device)")
    }
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
        + "lays it out; laid out here in it")
  }
}

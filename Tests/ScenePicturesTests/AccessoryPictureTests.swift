import SceneModel
import Testing

@testable import ScenePictures

/// Cell accessories as drawn, and a cell's accessory segue on the map (TinyPix's FileCell).
@Suite struct AccessoryPictureTests {
  @Test func tinyPixEdgesNameTheAccessoryTrigger() throws {
    let graph = StoryboardGraph(try PictureTestSupport.shipped("TinyPix"))
    #expect(
      graph.edges.map { "\($0.from) -> \($0.to): \($0.labelLines.joined(separator: " / "))" } == [
        "nav -> master: rootViewController",
        "master -> detail: push / from FileCell",
        "master -> fileInfo: modal (formSheet) / from FileCell accessory",
        "master -> detail: push / manual 'masterToDetail'",
      ])
  }

  @Test func aDetailDisclosureButtonIsTheInfoButtonLeftOfTheChevron() throws {
    let storyboard = try PictureTestSupport.shipped("TinyPix")
    let device = try #require(Device.named("iphone"))
    let screen = try #require(ScreenBuilder.screen(of: "master", in: storyboard, device: device))
    let elements = try #require(PictureTestSupport.elements(of: ScreenDrawing.svg(screen)))
    let glyphs = elements.filter { $0.name == "text" && ["›", "ⓘ"].contains($0.text) }
    #expect(
      glyphs.map { "\($0.text) \($0.attributes["x"] ?? "") \($0.attributes["fill"] ?? "")" } == [
        "› 375 #c7c7cc", "ⓘ 355 #007aff", "› 375 #c7c7cc", "ⓘ 355 #007aff",
      ])
  }

  @Test(arguments: [
    (nil as TableCell.Accessory?, [String]()), (TableCell.Accessory.none, []),
    (.disclosureIndicator, ["›"]),
    (.detailButton, ["ⓘ"]), (.detailDisclosureButton, ["›", "ⓘ"]), (.checkmark, ["✓"]),
  ])
  func accessoryGlyphs(accessory: TableCell.Accessory?, glyphs: [String]) {
    #expect(ScreenDrawing.accessoryGlyphs(accessory).map(\.text) == glyphs)
  }
}

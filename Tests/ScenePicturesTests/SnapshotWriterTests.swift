import Foundation
import SceneModel
import SceneRuntime
import Testing

@testable import ScenePictures

@Suite struct SnapshotWriterTests {
  static func simulator(_ app: String, _ device: String, _ events: [Event]) throws -> Simulator {
    let storyboard = try PictureTestSupport.shipped(app)
    let simulator = Simulator(storyboard: storyboard, device: try #require(Device.named(device)))
    try simulator.launch()
    for event in events { try simulator.apply(event) }
    return simulator
  }

  static func layers(_ svg: String) throws -> [[String: String]] {
    try #require(PictureTestSupport.elements(of: svg)).filter { $0.attributes["data-layer"] != nil }
      .map(\.attributes)
  }

  @Test(arguments: [
    (1, "launch", false, "001-launch.svg"), (12, "tap info", false, "012-tap-info.svg"),
    (3, "type rectWidth=\"4\"", true, "003-type-rectwidth-4-failed.svg"),
    (120, "select characterTable:2", false, "120-select-charactertable-2.svg"),
    (4, "…", false, "004.svg"),
  ])
  func fileNames(step: Int, event: String, failed: Bool, name: String) {
    #expect(SnapshotWriter.fileName(step: step, event: event, failed: failed) == name)
  }

  @Test func formSheetOnIPadIsACardOverThePresenter() throws {
    let simulator = try Self.simulator("Wonderland", "ipad", [.tap(.view(.id("info")))])
    let svg = SnapshotWriter.svg(simulator, step: 1, event: "tap info", failed: false)
    let layers = try Self.layers(svg)
    #expect(layers.map { $0["data-scene"] ?? "" } == ["book", "authorInfo"])
    #expect(layers[1]["data-presentation"] == "formSheet")
    // 540 wide, centred: (820 - 540) / 2 = 140; scale 540 / 820.
    #expect(layers[1]["transform"]?.hasPrefix("translate(140,") == true)
    #expect(svg.contains("Wonderland · step 1: tap info · ipad"))
    // The sheet's scene is laid out on the 540 x 620 card, with no insets:
    // Done sits 8 below the card's top and 20 from its trailing edge.
    let done = try #require(
      PictureTestSupport.elements(of: svg)?.first { $0.attributes["data-view"] == "doneButton" })
    let x = try #require(Double(done.attributes["data-x"] ?? ""))
    let width = try #require(Double(done.attributes["data-width"] ?? ""))
    #expect(x + width == 520)
    #expect(done.attributes["data-y"] == "8")
  }

  /// On an iPhone upright a form sheet is a page sheet's card, 10 points below the top inset
  /// (iOS 13 and later, `SheetCard`); on its side it is full screen.
  @Test func formSheetOnIPhoneIsASheetUprightAndFullScreenOnItsSide() throws {
    let simulator = try Self.simulator("Wonderland", "iphone", [.tap(.view(.id("info")))])
    let layers = try Self.layers(
      SnapshotWriter.svg(simulator, step: 1, event: "tap info", failed: false))
    #expect(layers.map { $0["data-scene"] ?? "" } == ["book", "authorInfo"])
    #expect(layers[1]["transform"] == "translate(0,69)")
    let side = try Self.simulator("Wonderland", "iphone-landscape", [.tap(.view(.id("info")))])
    let sideLayers = try Self.layers(
      SnapshotWriter.svg(side, step: 1, event: "tap info", failed: false))
    #expect(sideLayers.map { $0["data-scene"] ?? "" } == ["book", "authorInfo"])
    #expect(sideLayers[1]["transform"] == nil)
  }

  @Test func popoverAndActionSheet() throws {
    let popover = try Self.simulator("NodeCalculator", "ipad", [.tap(.view(.id("dialItem")))])
    let layers = try Self.layers(
      SnapshotWriter.svg(popover, step: 1, event: "tap dialItem", failed: false))
    #expect(layers.map { $0["data-presentation"] ?? "-" } == ["-", "popover"])
    let menu = try Self.simulator("NodeCalculator", "iphone", [.tap(.view(.id("menuButton")))])
    let elements = try #require(
      PictureTestSupport.elements(
        of: SnapshotWriter.svg(menu, step: 1, event: "tap", failed: false)))
    #expect(
      elements.compactMap { $0.attributes["data-action"] }
        == ["Delete Selected Node", "Number", "Operator", "Cancel"])
  }

  @Test func currentValuesArePushedScreensShow() throws {
    let simulator = try Self.simulator(
      "Wonderland", "iphone", [.tap(.tab("Characters")), .select(.row(.id("characterTable"), 2))])
    let svg = SnapshotWriter.svg(simulator, step: 2, event: "select", failed: false)
    let elements = try #require(PictureTestSupport.elements(of: svg))
    #expect(try Self.layers(svg).map { $0["data-scene"] ?? "" } == ["characterDetail"])
    #expect(elements.contains { $0.name == "text" && $0.text == "Cheshire Cat" })
    #expect(elements.contains { $0.name == "text" && $0.text == "‹ Characters" })
  }

  @Test func writesIntoAFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshots-\(UInt32.random(in: 0...UInt32.max))").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let simulator = try Self.simulator("TinyPix", "iphone", [])
    let path = try SnapshotWriter.write(simulator, step: 0, event: "launch", to: folder)
    #expect(path == folder + "/000-launch.svg")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(PictureTestSupport.elements(of: text) != nil)
  }

  /// A link put at a snapshot's path after the run's checks is replaced as a name: the file
  /// it leads to is not written through.
  @Test func writesNoFileThroughALink() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshots-\(UInt32.random(in: 0...UInt32.max))").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "a person's notes\n".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/000-launch.svg", withDestinationPath: folder + "/notes.txt")
    let simulator = try Self.simulator("TinyPix", "iphone", [])
    let path = try SnapshotWriter.write(simulator, step: 0, event: "launch", to: folder)
    #expect(
      try String(contentsOfFile: folder + "/notes.txt", encoding: .utf8) == "a person's notes\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "000-launch.svg", "notes.txt",
      ])
  }
}

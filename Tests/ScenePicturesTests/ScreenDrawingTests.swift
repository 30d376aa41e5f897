import SceneLayout
import SceneModel
import SceneSyntax
import Testing

@testable import ScenePictures

@Suite struct ScreenDrawingTests {
  typealias Element = PictureTestSupport.Element

  static func render(_ app: String, _ scene: String, _ device: String) throws -> String {
    let storyboard = try PictureTestSupport.shipped(app)
    let named = try #require(Device.named(device))
    let screen = try #require(ScreenBuilder.screen(of: scene, in: storyboard, device: named))
    return ScreenDrawing.svg(screen)
  }

  static func views(_ elements: [Element]) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for element in elements {
      guard let id = element.attributes["data-view"] else { continue }
      result[id] = ["x", "y", "width", "height"].map { element.attributes["data-" + $0] ?? "?" }
    }
    return result
  }

  /// The pictures are dispatched by a table (`ScreenDrawing.pictures`), not a switch: a
  /// picture added to `ViewTraits.Picture` without its drawing fails here.
  @Test func everyPictureHasADrawing() {
    let missing = ViewTraits.Picture.allCases.filter { ScreenDrawing.pictures[$0] == nil }
    #expect(missing.isEmpty, "no drawing for \(missing)")
  }

  @Test func wonderlandBookOnIPhone() throws {
    let svg = try Self.render("Wonderland", "book", "iphone")
    let elements = try #require(PictureTestSupport.elements(of: svg))
    let views = Self.views(elements)
    // info: 20 from the trailing edge, 20 above the tab bar (852 - 34 - 49 = 769), 22 x 22.
    #expect(views["info"] == ["329", "705", "44", "44"])
    // cover: 20 from each side, 8 below the status bar (59) and 8 above the tab bar.
    #expect(views["cover"] == ["20", "67", "353", "694"])
    let tabs = elements.filter { $0.attributes["data-tab"] != nil }.map(\.text)
    #expect(tabs == ["Book", "Characters", "Read"])
    let selected = elements.first { $0.attributes["data-tab"] == "0" }
    #expect(selected?.attributes["fill"] == ScreenDrawing.tint)
    #expect(elements.contains { $0.attributes["data-bar"] == "status" })
    #expect(!elements.contains { $0.attributes["data-bar"] == "navigation" })
  }

  @Test(arguments: [
    ("Wonderland", "authorInfo", "iphone"), ("Wonderland", "characterDetail", "ipad"),
    ("TabbedCalculation", "volume", "iphone-se"), ("NodeCalculator", "calculator", "ipad"),
    ("TinyPix", "detail", "iphone-landscape"),
  ])
  func everyViewAtItsSolvedFrame(app: String, scene: String, device: String) throws {
    let storyboard = try PictureTestSupport.shipped(app)
    let model = try #require(storyboard.scene(scene))
    let named = try #require(Device.named(device))
    let layout = SceneLayoutEngine.layout(model, in: storyboard, device: named)
    let views = Self.views(
      try #require(PictureTestSupport.elements(of: try Self.render(app, scene, device))))
    let expected = model.allViews.map(\.id.value)
    #expect(views.keys.sorted() == expected.sorted())
    for id in expected {
      let frame = try #require(layout.frame(of: id))
      let numbers = [frame.x, frame.y, frame.width, frame.height].map(SVGDocument.number)
      #expect(views[id] == numbers, "\(id)")
    }
  }

  @Test func tableRowsComeFromTheDataSet() throws {
    let svg = try Self.render("Wonderland", "characterList", "iphone")
    let elements = try #require(PictureTestSupport.elements(of: svg))
    let rows = elements.indices.filter { elements[$0].attributes["data-row"] != nil }
    #expect(rows.count == 6)
    // Each row's first text is its cell text, rendered from "{name}".
    let texts = rows.compactMap { index in elements[index...].first { $0.name == "text" }?.text }
    #expect(
      texts == [
        "Alice", "White Rabbit", "Cheshire Cat", "Mad Hatter", "Caterpillar", "Queen of Hearts",
      ])
    let title = elements.first { $0.attributes["data-bar"] == "navigation" }
    #expect(title != nil)
    #expect(
      elements.contains {
        $0.name == "text" && $0.text == "Characters" && $0.attributes["font-weight"] == "bold"
      })
  }

  @Test func navigationBarShowsBackTitleItemsAndTitleView() throws {
    let detail = try #require(
      PictureTestSupport.elements(of: try Self.render("TinyPix", "detail", "iphone")))
    #expect(detail.contains { $0.name == "text" && $0.text == "‹ TinyPix" })
    let master = try #require(
      PictureTestSupport.elements(of: try Self.render("TinyPix", "master", "iphone")))
    #expect(master.first { $0.attributes["data-item"] == "addButton" }?.text == "+")
    // The title view is drawn in the bar, centred: 3 segments at 13 pt.
    let control = try #require(master.first { $0.attributes["data-view"] == "colorControl" })
    #expect(control.attributes["data-type"] == "segmentedControl")
    let toolbar = try #require(
      PictureTestSupport.elements(of: try Self.render("NodeCalculator", "calculator", "iphone")))
    #expect(toolbar.first { $0.attributes["data-item"] == "dialItem" }?.text == "Dial")
  }

  @Test func containersShowTheirFirstChild() throws {
    let svg = try Self.render("Wonderland", "tabs", "iphone")
    #expect(svg.contains("Wonderland · tabs › book · iphone (393 × 852)"))
    #expect(svg.contains("data-scene=\"book\""))
    #expect(svg == (try Self.render("Wonderland", "tabs", "iphone")))
  }

  @Test func everySceneOfEveryAppIsValidSVG() throws {
    for app in ["Wonderland", "NodeCalculator", "TabbedCalculation", "TinyPix"] {
      let storyboard = try PictureTestSupport.shipped(app)
      for scene in storyboard.scenes {
        for device in Device.builtIn {
          let screen = try #require(
            ScreenBuilder.screen(of: scene.id.value, in: storyboard, device: device))
          let svg = ScreenDrawing.svg(screen)
          #expect(
            PictureTestSupport.elements(of: svg) != nil, "\(app) \(scene.id.value) \(device.name)")
          #expect(svg == ScreenDrawing.svg(screen))
        }
      }
    }
  }

  @Test func presentedLayersAndAlerts() throws {
    let device = try #require(Device.named("ipad"))
    let base = ScreenLayer(
      scene: "home", path: ["home"],
      views: [
        ScreenElement(
          id: "go", type: .button, frame: Rect(x: 10, y: 40, width: 240, height: 30),
          properties: [Value.Field(name: "title", value: .string("Go <now> & \"then\""))])
      ])
    let sheet = ScreenLayer(
      scene: "sheet", path: ["sheet"], style: .sheet(Rect(x: 140, y: 200, width: 540, height: 620)),
      presentation: "formSheet",
      views: [
        ScreenElement(
          id: "name", type: .textField, frame: Rect(x: 20, y: 80, width: 200, height: 34),
          properties: [Value.Field(name: "placeholder", value: .string("Name"))])
      ],
      alert: AlertContent(
        id: "menu", isActionSheet: false, title: "Delete?", message: nil,
        fields: [], buttons: [("Delete", "destructive"), ("Cancel", "cancel")]))
    let popover = ScreenLayer(
      scene: "dial", path: ["dial"],
      style: .popover(
        Rect(x: 400, y: 100, width: 320, height: 460),
        anchor: Rect(x: 700, y: 60, width: 40, height: 30)),
      presentation: "popover", views: [])
    let screen = Screen(device: device, caption: "test", layers: [base, sheet, popover])
    let elements = try #require(PictureTestSupport.elements(of: ScreenDrawing.svg(screen)))
    let layers = elements.filter { $0.attributes["data-layer"] != nil }
    #expect(layers.map { $0.attributes["data-scene"] ?? "" } == ["home", "sheet", "dial"])
    #expect(
      layers.map { $0.attributes["data-presentation"] ?? "-" } == ["-", "formSheet", "popover"])
    #expect(layers[1].attributes["transform"] == "translate(140,200)")
    #expect(elements.contains { $0.name == "text" && $0.text == "Go <now> & \"then\"" })
    #expect(elements.contains { $0.name == "text" && $0.text == "Name" })
    let actions = elements.compactMap { $0.attributes["data-action"] }
    #expect(actions == ["Delete", "Cancel"])
  }
}

import SceneLayout
import SceneModel
import Testing

@testable import ScenePictures

/// The pictures a new user flagged (issue "The user contract", item 8): map labels that hid
/// each other's arrows, button titles that spilled out of their box, and a sheet drawn full
/// screen without saying so.
@Suite struct PicturesFlaggedTests {
  /// Each label box of a map, with the points of the other edges' curves under it, and the
  /// pairs of labels that overlap.
  static func hidden(_ graph: StoryboardGraph) -> (curves: [String], labels: [String]) {
    let layout = GraphLayout(graph)
    let routes = EdgeRouter(graph: graph, layout: layout).routes()
    let labels = StoryboardGraph.placeLabels(graph.edges, routes: routes, boxes: layout.boxes)
    var curves: [String] = []
    var overlaps: [String] = []
    for (index, box) in labels.enumerated() {
      let name = "\(graph.edges[index].from) → \(graph.edges[index].to) \(graph.edges[index].label)"
      for (other, route) in routes.enumerated() where other != index {
        let under = LabelPlacement.samples(route).filter { point in
          point.x > box.x && point.x < box.x + box.width && point.y > box.y
            && point.y < box.y + box.height
        }
        if !under.isEmpty { curves.append("\(name) hides edge \(other)") }
      }
      for later in labels.indices where later > index && labels[later].overlaps(box) {
        overlaps.append("\(name) and label \(later)")
      }
      for scene in layout.boxes where scene.overlaps(box) { overlaps.append("\(name) on a scene") }
    }
    return (curves, overlaps)
  }

  /// TinyPix: two pushes and a modal from master, the pushes to detail side by side.
  @Test func tinyPixLabelsHideNoArrow() throws {
    let graph = StoryboardGraph(try PictureTestSupport.shipped("TinyPix"))
    #expect(graph.edges.filter { $0.from == "master" && $0.to == "detail" }.count == 2)
    let (curves, labels) = Self.hidden(graph)
    #expect(curves == [])
    #expect(labels == [])
  }

  @Test(arguments: ["Wonderland", "NodeCalculator", "TabbedCalculation"])
  func shippedMapsLabelsOverlapNothing(_ name: String) throws {
    let (curves, labels) = Self.hidden(StoryboardGraph(try PictureTestSupport.shipped(name)))
    #expect(curves == [])
    #expect(labels == [])
  }

  /// Placing labels looks only at what is near each one (`LabelPlacement`'s grid): a map of
  /// 1,000 scenes, each presenting the next and unwinding to the first, is drawn in seconds
  /// (looking at every curve for every candidate took minutes for 1,000).
  @Test func aLargeMapIsDrawnInAboutLinearTime() throws {
    var text = "format: 1\nstoryboard: Big\ninitial: s0\nscenes:\n"
    for n in 0..<1_000 {
      text += "  s\(n):\n    kind: viewController\n    segues:\n"
      text += "      - { id: next, kind: modal, to: s\((n + 1) % 1_000) }\n"
      text += "      - { id: back, kind: unwind, to: s0 }\n"
    }
    let graph = StoryboardGraph(try PictureTestSupport.inline(text))
    let clock = ContinuousClock()
    let start = clock.now
    let svg = graph.svg()
    #expect(clock.now - start < .seconds(60))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  /// A button's frame is sized with 0.6 em a character, and its title drawn with the same
  /// metric: it fits its box whole.
  @Test func aButtonTitleFitsItsBox() throws {
    let storyboard = try PictureTestSupport.inline(
      """
      format: 1
      storyboard: B
      initial: a
      scenes:
        a:
          kind: viewController
          views:
            - { id: save, type: button, title: Save Changes }
          constraints:
            - save.top = safeArea.top + 20
            - save.centerX = superview.centerX
      """)
    let scene = try #require(storyboard.scene("a"))
    let view = try #require(scene.view("save"))
    // 12 characters x 10.2 pt: 122.4, rounded up.
    #expect(IntrinsicSize.of(view).width == 123)
    let device = try #require(Device.named("iphone"))
    let screen = try #require(ScreenBuilder.screen(of: "a", in: storyboard, device: device))
    let svg = ScreenDrawing.svg(screen)
    #expect(svg.contains(">Save Changes</text>"))
    #expect(svg.contains("data-width=\"123\""))
  }

  /// TinyPix's file info is only a form sheet: on iPad and an upright iPhone `render` lays it
  /// out in its card, as `layout` does, and says so; on an iPhone on its side it is full screen.
  @Test func aSheetSaysItIsDrawnFullScreen() throws {
    let storyboard = try PictureTestSupport.shipped("TinyPix")
    for name in ["ipad", "iphone"] {
      let device = try #require(Device.named(name))
      let screen = try #require(
        ScreenBuilder.screen(of: "fileInfo", in: storyboard, device: device))
      #expect(screen.caption.hasSuffix(" · in its \(name == "ipad" ? "formSheet" : "pageSheet") card"))
    }
    let side = try #require(Device.named("iphone-landscape"))
    let onItsSide = try #require(ScreenBuilder.screen(of: "fileInfo", in: storyboard, device: side))
    #expect(!onItsSide.caption.contains("card"))
  }
}

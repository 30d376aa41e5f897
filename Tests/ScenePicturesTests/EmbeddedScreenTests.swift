import SceneModel
import SceneRuntime
import Testing

@testable import ScenePictures

@Suite struct EmbeddedScreenTests {
  typealias Element = PictureTestSupport.Element

  /// `home` embeds `card` in `panel`; `card` embeds `leaf` in `inner`. Parent and child both
  /// have a view named `title`.
  static let nested = """
    format: 1
    storyboard: Nested
    initial: home
    scenes:
      home:
        kind: viewController
        views:
          - { id: title, type: label, text: Home }
          - { id: panel, type: view }
          - { id: hiddenBox, type: view, hidden: true, frame: [0, 0, 10, 10] }
        constraints:
          - title.top = safeArea.top
          - title.leading = superview.leading + 20
          - panel.leading = superview.leading + 20
          - panel.trailing = superview.trailing - 20
          - panel.top = safeArea.top + 100
          - panel.height = 300
        segues:
          - { kind: embed, from: panel, to: card }
          - { kind: embed, from: hiddenBox, to: leaf }
      card:
        kind: viewController
        views:
          - { id: title, type: label, text: Card }
          - { id: inner, type: view }
        constraints:
          - title.top = superview.top + 10
          - title.leading = superview.leading + 12
          - inner.leading = superview.leading + 10
          - inner.trailing = superview.trailing - 10
          - inner.top = title.bottom + 8
          - inner.bottom = superview.bottom - 10
        segues:
          - { kind: embed, from: inner, to: leaf }
      leaf:
        kind: viewController
        views:
          - { id: dot, type: view }
        constraints:
          - dot.centerX = superview.centerX
          - dot.centerY = superview.centerY
          - dot.width = 20
          - dot.height = 20
    """

  static func render(_ text: String, _ scene: String, _ device: String) throws -> String {
    let storyboard = try PictureTestSupport.inline(text)
    let named = try #require(Device.named(device))
    let screen = try #require(ScreenBuilder.screen(of: scene, in: storyboard, device: named))
    return ScreenDrawing.svg(screen)
  }

  static func elements(_ svg: String) throws -> [Element] {
    try #require(PictureTestSupport.elements(of: svg))
  }

  /// The frames of the drawn views, by `data-view`, as `[x, y, width, height]`.
  static func views(_ elements: [Element]) -> [String: [String]] {
    ScreenDrawingTests.views(elements)
  }

  @Test(arguments: [
    (
      "iphone",
      [
        "panel": ["20", "159", "353", "300"], "panel.title": ["32", "169", "34", "21"],
        "panel.inner": ["30", "198", "333", "251"],
        "panel.inner.dot": ["186.67", "313.67", "20", "20"],
      ]
    ),
    (
      "ipad",
      [
        "panel": ["20", "124", "780", "300"], "panel.title": ["32", "134", "34", "21"],
        "panel.inner": ["30", "163", "760", "251"],
        "panel.inner.dot": ["400", "278.5", "20", "20"],
      ]
    ),
  ])
  func childViewsFillTheContainer(device: String, expected: [String: [String]]) throws {
    let views = Self.views(try Self.elements(try Self.render(Self.nested, "home", device)))
    // The child's root view is the container's frame: card's title is 10 below and 12 right
    // of the panel's origin; leaf's dot is centred in card's inner view.
    for (id, frame) in expected {
      #expect(views[id] == frame, "\(id)")
    }
    #expect(views["title"]?.prefix(2) == ["20", device == "iphone" ? "59" : "24"])
    #expect(
      views.keys.sorted() == ["panel", "panel.inner", "panel.inner.dot", "panel.title", "title"])
  }

  @Test func twoLevelsNestInClippedGroups() throws {
    let svg = try Self.render(Self.nested, "home", "iphone")
    let elements = try Self.elements(svg)
    let embeds = elements.filter { $0.attributes["data-embed"] != nil }.map(\.attributes)
    #expect(embeds.map { $0["data-embed"] ?? "" } == ["panel", "panel.inner"])
    #expect(embeds.map { $0["data-scene"] ?? "" } == ["card", "leaf"])
    #expect(
      embeds.map { $0["clip-path"] ?? "" } == ["url(#embed-0-panel)", "url(#embed-0-panel.inner)"])
    // Each clip is the container's frame.
    let clips = elements.filter {
      $0.name == "clipPath" && $0.attributes["id"]?.hasPrefix("embed-") == true
    }
    #expect(clips.map { $0.attributes["id"] ?? "" } == ["embed-0-panel", "embed-0-panel.inner"])
    let rects = elements.filter { $0.name == "rect" && $0.attributes["data-view"] == nil }
      .map(\.attributes).filter { $0.count == 4 && $0["fill"] == nil }
    #expect(rects.contains { $0 == ["x": "20", "y": "159", "width": "353", "height": "300"] })
    #expect(rects.contains { $0 == ["x": "30", "y": "198", "width": "333", "height": "251"] })
    // The inner group sits inside the outer one, after the container it belongs to.
    let outer = try #require(svg.range(of: "data-embed=\"panel\""))
    let inner = try #require(svg.range(of: "data-embed=\"panel.inner\""))
    let container = try #require(svg.range(of: "data-view=\"panel.inner\""))
    #expect(outer.lowerBound < container.lowerBound)
    #expect(container.lowerBound < inner.lowerBound)
  }

  @Test func hiddenContainerShowsNoChild() throws {
    let svg = try Self.render(Self.nested, "home", "iphone")
    #expect(!svg.contains("hiddenBox"))
    #expect(try Self.elements(svg).filter { $0.attributes["data-scene"] == "leaf" }.count == 1)
  }

  @Test func embedCycleStopsAtTheFirstRepeat() throws {
    let text = """
      format: 1
      storyboard: Cycle
      initial: a
      scenes:
        a:
          kind: viewController
          views: [ { id: box, type: view, frame: [0, 100, 300, 300] } ]
          segues: [ { kind: embed, from: box, to: b } ]
        b:
          kind: viewController
          views: [ { id: box, type: view, frame: [10, 10, 200, 200] } ]
          segues: [ { kind: embed, from: box, to: a } ]
      """
    let elements = try Self.elements(try Self.render(text, "a", "iphone"))
    #expect(elements.compactMap { $0.attributes["data-embed"] } == ["box"])
    #expect(Self.views(elements).keys.sorted() == ["box", "box.box"])
  }

  @Test func embedsStopAtTheDepthLimit() throws {
    let count = ScreenBuilder.embedDepthLimit + 2
    var text = "format: 1\nstoryboard: Deep\ninitial: s0\nscenes:\n"
    for index in 0...count {
      text += "  s\(index):\n    kind: viewController\n"
      text += "    views: [ { id: c, type: view, frame: [1, 1, 300, 300] } ]\n"
      if index < count {
        text += "    segues: [ { kind: embed, from: c, to: s\(index + 1) } ]\n"
      }
    }
    let elements = try Self.elements(try Self.render(text, "s0", "iphone"))
    let embeds = elements.compactMap { $0.attributes["data-embed"] }
    #expect(embeds.count == ScreenBuilder.embedDepthLimit)
    let deepest = Array(repeating: "c", count: ScreenBuilder.embedDepthLimit)
    #expect(embeds.last == deepest.joined(separator: "."))
  }

  /// Eight scenes that each embed the next in eight containers would ask for over two million
  /// children; the picture stops at `embeddedScreenLimit` of them, depth first.
  @Test func embedsStopAtTheScreenLimit() throws {
    let count = 8
    var text = "format: 1\nstoryboard: Fan\ninitial: s0\nscenes:\n"
    for index in 0..<count {
      text += "  s\(index):\n    kind: viewController\n    views:\n"
      for c in 0..<count {
        text += "      - { id: c\(c), type: view, frame: [\(c * 10), 0, 10, 10] }\n"
      }
      if index + 1 < count {
        text += "    segues:\n"
        for c in 0..<count { text += "      - { kind: embed, from: c\(c), to: s\(index + 1) }\n" }
      }
    }
    let elements = try Self.elements(try Self.render(text, "s0", "iphone"))
    let embeds = elements.compactMap { $0.attributes["data-embed"] }
    #expect(embeds.count == ScreenBuilder.embeddedScreenLimit)
    #expect(embeds.first == "c0")
    #expect(embeds.dropFirst().first == "c0.c0")
  }

  @Test func renderIsByteIdenticalAcrossRuns() throws {
    let first = try Self.render(Self.nested, "home", "ipad")
    for _ in 0..<3 {
      #expect(try Self.render(Self.nested, "home", "ipad") == first)
    }
  }

  @Test(arguments: ["iphone", "ipad"])
  func snapshotDrawsTheRunningChildren(device: String) throws {
    let storyboard = try PictureTestSupport.inline(Self.nested)
    let named = try #require(Device.named(device))
    let simulator = Simulator(storyboard: storyboard, device: named)
    try simulator.launch()
    let svg = SnapshotWriter.svg(simulator, step: 1, event: "launch", failed: false)
    let elements = try Self.elements(svg)
    // The same frames as the static render, and the same groups.
    let rendered = try Self.elements(try Self.render(Self.nested, "home", device))
    #expect(Self.views(elements) == Self.views(rendered))
    #expect(
      elements.compactMap { $0.attributes["data-embed"] }
        == rendered.compactMap { $0.attributes["data-embed"] })
    #expect(SnapshotWriter.svg(simulator, step: 1, event: "launch", failed: false) == svg)
  }
}

import SceneModel
import Testing

@testable import ScenePictures

@Suite struct StoryboardGraphTests {
  /// Unwind, embed, popover, showDetail, an unreachable pair and a dangling target.
  static let mixed = """
    format: 1
    storyboard: Mixed
    initial: home
    scenes:
      home:
        kind: viewController
        title: Home
        views:
          - { id: go, type: button, title: Go }
          - { id: box, type: view }
        segues:
          - { kind: popover, from: go, to: picker }
          - { kind: embed, from: box, to: child }
          - { id: detailSegue, kind: showDetail, to: child }
      picker:
        kind: viewController
        views:
          - { id: done, type: button, title: Done }
        segues:
          - { kind: unwind, from: done, to: home }
          - { kind: modal, from: done, to: nowhere }
      child:
        kind: viewController
      orphanNav:
        kind: navigationController
        segues:
          - { kind: relationship, relationship: rootViewController, to: orphan }
      orphan:
        kind: viewController
        class: OrphanViewController
    """

  @Test func wonderlandNodes() throws {
    let graph = StoryboardGraph(try PictureTestSupport.shipped("Wonderland"))
    #expect(graph.initial == "tabs")
    #expect(
      graph.nodes.map(\.id) == [
        "tabs", "book", "authorInfo", "charactersNav", "characterList", "characterDetail",
        "pageBook", "pageOne", "pageTwo",
      ])
    #expect(graph.nodes.map(\.column) == [0, 1, 2, 1, 2, 3, 1, 2, 2])
    #expect(graph.nodes.allSatisfy { $0.isReachable })
    let book = try #require(graph.node("book"))
    #expect(book.lines == ["book", "viewController", "WLFirstViewController", "“Book”"])
    #expect(graph.node("pageBook")?.lines == ["pageBook", "pageViewController", "tab “Read”"])
  }

  @Test func wonderlandEdges() throws {
    let graph = StoryboardGraph(try PictureTestSupport.shipped("Wonderland"))
    let edges = graph.edges.map {
      "\($0.from) -> \($0.to): \($0.labelLines.joined(separator: " / "))"
    }
    #expect(
      edges == [
        "tabs -> book: viewControllers 1",
        "tabs -> charactersNav: viewControllers 2",
        "tabs -> pageBook: viewControllers 3",
        "book -> authorInfo: modal (formSheet, flipHorizontal) / from info",
        "charactersNav -> characterList: rootViewController",
        "characterList -> characterDetail: push / from Cell",
        "pageBook -> pageOne: pages 1",
        "pageBook -> pageTwo: pages 2",
      ])
  }

  @Test func unreachableScenesAndUnwinds() throws {
    let graph = StoryboardGraph(try PictureTestSupport.inline(Self.mixed))
    #expect(graph.nodes.map(\.isReachable) == [true, true, true, false, false])
    // The unreachable pair takes the columns after the reachable ones.
    #expect(graph.nodes.map(\.column) == [0, 1, 1, 2, 3])
    let edges = graph.edges.map {
      "\($0.from) -> \($0.to): \($0.labelLines.joined(separator: " / "))"
    }
    #expect(
      edges == [
        "home -> picker: popover / from go",
        "home -> child: embed / from box",
        "home -> child: showDetail / manual 'detailSegue'",
        "picker -> home: unwind / from done",
        "orphanNav -> orphan: rootViewController",
      ])
    #expect(graph.edges.map(\.isDashed) == [false, false, false, true, false])
  }

  @Test func dot() throws {
    let graph = StoryboardGraph(try PictureTestSupport.inline(Self.mixed))
    let expected = """
      digraph "Mixed" {
        rankdir=LR;
        node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];
        edge [fontname="Helvetica", fontsize=10];
        " initial" [shape=point, width=0.12, label=""];
        " initial" -> "home" [label="initial"];
        "home" [label="home\\nviewController\\n“Home”"];
        "picker" [label="picker\\nviewController"];
        "child" [label="child\\nviewController"];
        "orphanNav" [label="orphanNav\\nnavigationController", style="rounded,dashed,filled", \
      fillcolor="#eeeeee", color="#999999", fontcolor="#888888"];
        "orphan" [label="orphan\\nviewController\\nOrphanViewController", \
      style="rounded,dashed,filled", fillcolor="#eeeeee", color="#999999", fontcolor="#888888"];
        "home" -> "picker" [label="popover\\nfrom go", color="#7c3aed"];
        "home" -> "child" [label="embed\\nfrom box", color="#0f766e"];
        "home" -> "child" [label="showDetail\\nmanual 'detailSegue'", color="#1d4ed8"];
        "picker" -> "home" [label="unwind\\nfrom done", color="#374151", style=dashed];
        "orphanNav" -> "orphan" [label="rootViewController", color="#6b7280"];
      }

      """
    #expect(graph.dot() == expected)
  }

  @Test func mermaid() throws {
    let graph = StoryboardGraph(try PictureTestSupport.inline(Self.mixed))
    let expected = """
      flowchart LR
        entry((" ")) -->|initial| s_home
        s_home["home<br/>viewController<br/>“Home”"]
        s_picker["picker<br/>viewController"]
        s_child["child<br/>viewController"]
        s_orphanNav["orphanNav<br/>navigationController"]
        s_orphan["orphan<br/>viewController<br/>OrphanViewController"]
        s_home -->|"popover<br/>from go"| s_picker
        s_home -->|"embed<br/>from box"| s_child
        s_home -->|"showDetail<br/>manual 'detailSegue'"| s_child
        s_picker -.->|"unwind<br/>from done"| s_home
        s_orphanNav -->|"rootViewController"| s_orphan
        classDef unreachable fill:#eeeeee,stroke:#999999,color:#888888,stroke-dasharray:4 3
        class s_orphanNav,s_orphan unreachable

      """
    #expect(graph.mermaid() == expected)
  }

  @Test(arguments: ["Wonderland", "NodeCalculator", "TabbedCalculation", "TinyPix"])
  func svgIsValidAndComplete(app: String) throws {
    let graph = StoryboardGraph(try PictureTestSupport.shipped(app))
    let svg = graph.svg()
    let elements = try #require(PictureTestSupport.elements(of: svg))
    #expect(elements.first?.name == "svg")
    let scenes = elements.compactMap { $0.attributes["data-scene"] }
    #expect(scenes == graph.nodes.map(\.id))
    let segues = elements.filter { $0.attributes["data-segue"] != nil }
    #expect(segues.map { $0.attributes["data-from"] ?? "" } == graph.edges.map(\.from))
    #expect(segues.map { $0.attributes["data-to"] ?? "" } == graph.edges.map(\.to))
    #expect(elements.filter { $0.attributes["data-initial"] != nil }.count == 1)
    #expect(svg == StoryboardGraph(try PictureTestSupport.shipped(app)).svg())
  }

  @Test func svgWonderlandLabelsAndGreying() throws {
    let wonderland = StoryboardGraph(try PictureTestSupport.shipped("Wonderland"))
    let elements = try #require(PictureTestSupport.elements(of: wonderland.svg()))
    let labels = elements.compactMap { $0.attributes["data-label"] }
    #expect(labels == wonderland.edges.map(\.label))
    #expect(elements.filter { $0.name == "path" && $0.attributes["marker-end"] != nil }.count == 8)

    let mixed = StoryboardGraph(try PictureTestSupport.inline(Self.mixed))
    let parsed = try #require(PictureTestSupport.elements(of: mixed.svg()))
    let dashedBoxes = parsed.filter {
      $0.name == "rect" && $0.attributes["stroke-dasharray"] != nil
    }
    #expect(dashedBoxes.count == 2)
    let dashedPaths = parsed.filter {
      $0.name == "path" && $0.attributes["stroke-dasharray"] != nil
    }
    #expect(dashedPaths.count == 1)
  }

  @Test func backwardEdgesRunBelowTheBoxes() throws {
    let graph = StoryboardGraph(try PictureTestSupport.inline(Self.mixed))
    let layout = GraphLayout(graph)
    let routes = EdgeRouter(graph: graph, layout: layout).routes()
    let home = layout.boxes[0]
    let picker = layout.boxes[1]
    let child = layout.boxes[2]
    // popover: home's right side to picker's left side.
    #expect(routes[0].start.x == home.x + home.width)
    #expect(routes[0].end.x == picker.x - 1)
    // unwind: picker's bottom to home's bottom, below child (same column as picker).
    let unwind = routes[3]
    #expect(unwind.start.y == picker.y + picker.height)
    #expect(unwind.end.y == home.y + home.height + 1)
    #expect(unwind.control1.y > child.y + child.height)
    // Columns: a gap is at least as wide as the widest label crossing it.
    #expect(picker.x - (home.x + home.width) >= GraphLayout.labelSize(graph.edges[2]).width + 40)
  }
}

import SceneModel

/// Where each scene box of the SVG map goes: columns from the left by
/// distance from the initial scene, file order top to bottom, each column
/// centred vertically.
struct GraphLayout {
  static let margin = 24.0
  static let entryRoom = 56.0
  static let headerHeight = 34.0
  static let columnGap = 170.0
  static let rowGap = 34.0
  static let minimumBoxWidth = 150.0
  static let idFontSize = 13.0
  static let lineFontSize = 11.0

  struct Box {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var centerY: Double { y + height / 2 }

    func overlaps(_ other: Box) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height
        && other.y < y + height
    }
  }

  var boxes: [Box]
  var width: Double
  var height: Double

  /// The size of an edge's label box.
  static func labelSize(_ edge: StoryboardGraph.Edge) -> (width: Double, height: Double) {
    let lines = edge.labelLines
    let width = (lines.map { TextMetrics.width($0, fontSize: 10) }.max() ?? 0) + 8
    return (width, 13 * Double(lines.count) + 3)
  }

  init(_ graph: StoryboardGraph) {
    let sizes = graph.nodes.map { node -> (Double, Double) in
      let widths = node.lines.enumerated().map { index, line in
        TextMetrics.width(line, fontSize: index == 0 ? Self.idFontSize : Self.lineFontSize)
      }
      let width = max(Self.minimumBoxWidth, (widths.max() ?? 0) + 24)
      return (width.rounded(.up), 30 + 15 * Double(node.lines.count - 1))
    }
    let columnCount = (graph.nodes.map(\.column).max() ?? 0) + 1
    var columnWidth = [Double](repeating: 0, count: columnCount)
    var columnHeight = [Double](repeating: -Self.rowGap, count: columnCount)
    for (index, node) in graph.nodes.enumerated() {
      columnWidth[node.column] = max(columnWidth[node.column], sizes[index].0)
      columnHeight[node.column] += sizes[index].1 + Self.rowGap
    }
    // A gap is wide enough for the widest label of the edges that cross it.
    var gaps = [Double](repeating: Self.columnGap, count: columnCount)
    for edge in graph.edges {
      guard let from = graph.node(edge.from), let to = graph.node(edge.to) else { continue }
      let width = Self.labelSize(edge).width + 40
      let gap = min(from.column, to.column)
      if from.column != to.column { gaps[gap] = max(gaps[gap], width.rounded(.up)) }
    }
    var columnX: [Double] = []
    var x = Self.margin + Self.entryRoom
    for (column, width) in columnWidth.enumerated() {
      columnX.append(x)
      x += width + gaps[column]
    }
    let tallest = columnHeight.max() ?? 0
    var nextY = columnHeight.map { Self.margin + Self.headerHeight + (tallest - $0) / 2 }
    boxes = graph.nodes.enumerated().map { index, node in
      let (width, height) = sizes[index]
      let left = columnX[node.column] + (columnWidth[node.column] - width) / 2
      let box = Box(x: left, y: nextY[node.column], width: width, height: height)
      nextY[node.column] += height + Self.rowGap
      return box
    }
    width = x - (gaps.last ?? 0) + Self.margin + 70
    height = Self.margin * 2 + Self.headerHeight + max(tallest, 0) + 40
  }
}

extension StoryboardGraph {
  /// The map as a self-contained SVG, laid out without Graphviz.
  ///
  /// Every scene is a `<g data-scene="ID">` and every edge a
  /// `<g data-segue="KIND" data-from="ID" data-to="ID">`.
  public func svg() -> String {
    let layout = GraphLayout(self)
    let routes = EdgeRouter(graph: self, layout: layout).routes()
    let labels = Self.placeLabels(edges, routes: routes, boxes: layout.boxes)
    // The canvas grows when a label or a backward edge runs below the boxes.
    let lowest = max(
      labels.map { $0.y + $0.height }.max() ?? 0,
      routes.map { $0.point(at: 0.5).y + 8 }.max() ?? 0)
    let height = max(layout.height, lowest + 48)
    var svg = SVGDocument(width: layout.width, height: height)
    let kinds = Segue.Kind.allCases.filter { kind in edges.contains { $0.kind == kind } }
    let markers =
      kinds.map { ($0.rawValue, Self.color(of: $0)) }
      + (initial == nil ? [] : [("initial", "#111827")])
    for (name, color) in markers {
      svg.define(
        "marker",
        [
          ("id", "arrow-\(name)"), ("viewBox", "0 0 10 10"), ("refX", "9"), ("refY", "5"),
          ("markerWidth", "7"), ("markerHeight", "7"), ("orient", "auto"),
        ],
        children: ["<path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(color)\"/>"])
    }
    svg.rect(x: 0, y: 0, width: layout.width, height: height, [("fill", "#ffffff")])
    svg.text(
      name, x: GraphLayout.margin, y: GraphLayout.margin + 14,
      [("font-size", "16"), ("font-weight", "bold"), ("fill", "#111827")])
    for (edge, route) in zip(edges, routes) { drawEdge(edge, route: route, into: &svg) }
    if let initial, let index = nodes.firstIndex(where: { $0.id == initial }) {
      drawEntry(at: layout.boxes[index], into: &svg)
    }
    for (node, box) in zip(nodes, layout.boxes) { drawNode(node, box: box, into: &svg) }
    for (edge, box) in zip(edges, labels) { drawLabel(edge, box: box, into: &svg) }
    drawLegend(kinds, y: height - 18, into: &svg)
    return svg.rendered()
  }

  static func color(of kind: Segue.Kind) -> String {
    color(of: Edge(from: "", to: "", kind: kind, label: "", trigger: nil, identifier: nil))
  }

  private func drawEntry(at box: GraphLayout.Box, into svg: inout SVGDocument) {
    let y = box.centerY
    svg.open("g", [("data-initial", initial ?? "")])
    svg.element(
      "circle",
      [
        ("cx", SVGDocument.number(box.x - 44)), ("cy", SVGDocument.number(y)), ("r", "4"),
        ("fill", "#111827"),
      ])
    svg.line(
      x1: box.x - 44, y1: y, x2: box.x - 1, y2: y,
      [("stroke", "#111827"), ("stroke-width", "2"), ("marker-end", "url(#arrow-initial)")])
    svg.close()
  }

  private func drawNode(_ node: Node, box: GraphLayout.Box, into svg: inout SVGDocument) {
    let grey = !node.isReachable
    svg.open("g", [("data-scene", node.id), ("data-kind", node.kind.rawValue)])
    svg.title(node.isReachable ? node.lines.joined(separator: " · ") : "unreachable: \(node.id)")
    var frame: [SVGDocument.Attribute] = [
      ("rx", "8"), ("fill", grey ? "#f3f4f6" : (node.kind.isContainer ? "#eef2ff" : "#ffffff")),
      ("stroke", grey ? "#9ca3af" : "#374151"), ("stroke-width", node.isInitial ? "2" : "1.2"),
    ]
    if grey { frame.append(("stroke-dasharray", "5 3")) }
    svg.rect(x: box.x, y: box.y, width: box.width, height: box.height, frame)
    let cx = box.x + box.width / 2
    var y = box.y + 19
    for (index, line) in node.lines.enumerated() {
      var style: [SVGDocument.Attribute] = [("text-anchor", "middle")]
      if index == 0 {
        style += [("font-size", "13"), ("font-weight", "bold")]
      } else {
        style.append(("font-size", "11"))
        if index == 1 { style.append(("font-style", "italic")) }
      }
      style.append(("fill", grey ? "#9ca3af" : (index == 1 ? "#6b7280" : "#111827")))
      svg.text(line, x: cx, y: y, style)
      y += 15
    }
    svg.close()
  }

  private func drawEdge(_ edge: Edge, route: EdgeRoute, into svg: inout SVGDocument) {
    var attributes: [SVGDocument.Attribute] = [
      ("d", route.path), ("fill", "none"), ("stroke", Self.color(of: edge)),
      ("stroke-width", "1.5"), ("marker-end", "url(#arrow-\(edge.kind.rawValue))"),
    ]
    if edge.isDashed { attributes.append(("stroke-dasharray", "6 4")) }
    svg.open(
      "g", [("data-segue", edge.kind.rawValue), ("data-from", edge.from), ("data-to", edge.to)])
    svg.element("path", attributes)
    svg.close()
  }

  /// Label boxes on their edges, each where it hides the least of the map: no label placed
  /// before it, then as few points of the other edges' curves (their arrowheads included) and
  /// of its own arrowhead as it can, then no scene box. The candidates are points along its
  /// curve, from the middle outwards (on the curve, just above it, just below it); the first
  /// that costs least wins. When every candidate meets a label placed before, the first is
  /// pushed down below the labels in the way.
  static func placeLabels(
    _ edges: [Edge], routes: [EdgeRoute], boxes: [GraphLayout.Box] = []
  ) -> [GraphLayout.Box] {
    var placement = LabelPlacement(routes: routes, boxes: boxes)
    for (index, (edge, route)) in zip(edges, routes).enumerated() {
      let size = GraphLayout.labelSize(edge)
      let shifts = [0, -(size.height / 2 + 2), size.height / 2 + 2]
      let candidates = LabelPlacement.positions.flatMap { t in
        let point = route.point(at: t)
        return shifts.map { shift in
          GraphLayout.Box(
            x: point.x - size.width / 2, y: point.y - size.height / 2 + shift,
            width: size.width, height: size.height)
        }
      }
      var best: (box: GraphLayout.Box, cost: Int)?
      for candidate in candidates where !placement.overlapsPlaced(candidate) {
        let cost = placement.cost(candidate, edge: index)
        if best == nil || cost < best?.cost ?? 0 { best = (candidate, cost) }
        if cost == 0 { break }
      }
      var box = best?.box ?? candidates[0]
      if best == nil {
        while let other = placement.placed.first(where: { $0.overlaps(box) }) {
          box.y = other.y + other.height + 2
        }
      }
      placement.place(box)
    }
    return placement.placed
  }

  private func drawLabel(_ edge: Edge, box: GraphLayout.Box, into svg: inout SVGDocument) {
    svg.open("g", [("data-label", edge.label)])
    svg.rect(
      x: box.x, y: box.y, width: box.width, height: box.height,
      [("rx", "3"), ("fill", "#ffffff"), ("fill-opacity", "0.9")])
    var y = box.y + 11
    for (index, line) in edge.labelLines.enumerated() {
      svg.text(
        line, x: box.x + box.width / 2, y: y,
        [("text-anchor", "middle"), ("font-size", "10"), ("fill", Self.color(of: edge))]
          + (index == 0 ? [] : [("font-style", "italic")]))
      y += 13
    }
    svg.close()
  }

  private func drawLegend(_ kinds: [Segue.Kind], y: Double, into svg: inout SVGDocument) {
    svg.open("g", [("data-legend", "segues")])
    var x = GraphLayout.margin
    for kind in kinds {
      var stroke: [SVGDocument.Attribute] = [
        ("stroke", Self.color(of: kind)), ("stroke-width", "1.5"),
        ("marker-end", "url(#arrow-\(kind.rawValue))"),
      ]
      if kind == .unwind { stroke.append(("stroke-dasharray", "6 4")) }
      svg.line(x1: x, y1: y - 4, x2: x + 26, y2: y - 4, stroke)
      svg.text(kind.rawValue, x: x + 32, y: y, [("font-size", "11"), ("fill", "#374151")])
      x += 44 + TextMetrics.width(kind.rawValue, fontSize: 11)
    }
    svg.close()
  }
}

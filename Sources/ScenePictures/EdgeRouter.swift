/// A drawn edge: a cubic curve from `start` to `end` with two control points.
struct EdgeRoute {
  var start: (x: Double, y: Double)
  var control1: (x: Double, y: Double)
  var control2: (x: Double, y: Double)
  var end: (x: Double, y: Double)

  /// The curve as an SVG path.
  var path: String {
    let f = SVGDocument.number
    return "M\(f(start.x)),\(f(start.y)) C\(f(control1.x)),\(f(control1.y)) "
      + "\(f(control2.x)),\(f(control2.y)) \(f(end.x)),\(f(end.y))"
  }

  /// The curve's point at `t` (0 at the start, 1 at the end).
  func point(at t: Double) -> (x: Double, y: Double) {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return (
      a * start.x + b * control1.x + c * control2.x + d * end.x,
      a * start.y + b * control1.y + c * control2.y + d * end.y
    )
  }
}

/// Routes the edges of the SVG map as cubic curves between ports spread
/// along the sides of the boxes.
///
/// An edge to a later column leaves the right side and enters the left
/// side; an edge back to an earlier column (an unwind, a cycle) leaves the
/// bottom and enters the bottom, sagging below every box of the columns it
/// spans, so that it stays clear of the forward edge between the same
/// scenes; an edge within a column bulges out to the right. The ports on
/// one side are ordered by the position of the other end, so that edges
/// leaving one box do not cross each other.
struct EdgeRouter {
  let graph: StoryboardGraph
  let layout: GraphLayout

  enum Side { case left, right, bottom }

  struct Port {
    var edge: Int
    var isSource: Bool
    var node: Int
    var side: Side
    /// Where the other end is: its height for a left or right port, its x for a bottom port.
    var other: Double
  }

  func routes() -> [EdgeRoute] {
    let ids = graph.nodes.map(\.id)
    var ports: [Port] = []
    var ends: [(from: Int, to: Int)] = []
    for (index, edge) in graph.edges.enumerated() {
      guard let from = ids.firstIndex(of: edge.from), let to = ids.firstIndex(of: edge.to) else {
        ends.append((0, 0))
        continue
      }
      ends.append((from, to))
      let (fromSide, toSide) = sides(from: from, to: to)
      let fromBox = layout.boxes[from]
      let toBox = layout.boxes[to]
      let toOther = fromSide == .bottom ? toBox.x + toBox.width / 2 : toBox.centerY
      let fromOther = toSide == .bottom ? fromBox.x + fromBox.width / 2 : fromBox.centerY
      ports.append(Port(edge: index, isSource: true, node: from, side: fromSide, other: toOther))
      ports.append(Port(edge: index, isSource: false, node: to, side: toSide, other: fromOther))
    }
    var points = [(source: (Double, Double), target: (Double, Double))](
      repeating: ((0, 0), (0, 0)), count: graph.edges.count)
    for node in graph.nodes.indices {
      for side in [Side.left, .right, .bottom] {
        let here = ports.filter { $0.node == node && $0.side == side }.sorted {
          ($0.other, $0.edge, $0.isSource ? 0 : 1) < ($1.other, $1.edge, $1.isSource ? 0 : 1)
        }
        let box = layout.boxes[node]
        for (slot, port) in here.enumerated() {
          let share = Double(slot + 1) / Double(here.count + 1)
          let point: (Double, Double)
          switch side {
          case .left: point = (box.x - (port.isSource ? 0 : 1), box.y + box.height * share)
          case .right:
            point = (box.x + box.width + (port.isSource ? 0 : 1), box.y + box.height * share)
          case .bottom:
            point = (box.x + box.width * share, box.y + box.height + (port.isSource ? 0 : 1))
          }
          if port.isSource {
            points[port.edge].source = point
          } else {
            points[port.edge].target = point
          }
        }
      }
    }
    return graph.edges.indices.map { index in
      let (from, to) = ends[index]
      let (start, end) = points[index]
      switch sides(from: from, to: to) {
      case (.right, .left):
        let pull = max(40, abs(end.0 - start.0) / 2)
        return EdgeRoute(
          start: start, control1: (start.0 + pull, start.1), control2: (end.0 - pull, end.1),
          end: end)
      case (.bottom, _):
        // Below every box of the columns it spans.
        let span = graph.nodes[to].column...graph.nodes[from].column
        let floor =
          graph.nodes.indices.filter { span.contains(graph.nodes[$0].column) }
          .map { layout.boxes[$0].y + layout.boxes[$0].height }.max() ?? max(start.1, end.1)
        let sag = floor + 36 + abs(end.0 - start.0) / 10
        return EdgeRoute(start: start, control1: (start.0, sag), control2: (end.0, sag), end: end)
      default:
        let bulge = max(start.0, end.0) + 50 + abs(end.1 - start.1) / 4
        return EdgeRoute(
          start: start, control1: (bulge, start.1), control2: (bulge, end.1), end: end)
      }
    }
  }

  func sides(from: Int, to: Int) -> (Side, Side) {
    let fromColumn = graph.nodes[from].column
    let toColumn = graph.nodes[to].column
    if toColumn > fromColumn { return (.right, .left) }
    if toColumn < fromColumn { return (.bottom, .bottom) }
    return (.right, .right)
  }
}

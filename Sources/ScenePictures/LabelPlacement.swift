/// What a label of the map hides where it is put (`StoryboardGraph.placeLabels`): the points
/// of the edges' curves, the scene boxes and the labels placed so far, kept in a grid of
/// square cells so that a candidate looks only at what is near it, and a map of thousands of
/// edges is placed in about linear time.
struct LabelPlacement {
  /// Where along its curve a label may sit, from the middle outwards.
  static let positions = [0.5, 0.4, 0.6, 0.3, 0.7, 0.35, 0.65, 0.25, 0.75, 0.2, 0.8]
  /// How many points of each curve are looked at, from its start to its end (the arrowhead's
  /// tip).
  static let sampleCount = 50
  /// A curve's last points, where its arrowhead is, which its own label must not cover.
  static let arrowheadPoints = 4
  /// The side of a cell of the grid, in points.
  static let cellSide = 64.0
  /// A box over more cells than this (a huge scene box) is checked against every candidate
  /// instead of being put in the grid.
  static let maximumCells = 4_096

  struct Cell: Hashable {
    var x: Int
    var y: Int
  }

  struct Point {
    var edge: Int
    var index: Int
    var x: Double
    var y: Double
  }

  private var points: [Cell: [Point]] = [:]
  private var scenes: [Cell: [Int]] = [:]
  private var labels: [Cell: [Int]] = [:]
  private var wideScenes: [Int] = []
  private var wideLabels: [Int] = []
  private let boxes: [GraphLayout.Box]
  /// The labels placed so far, in edge order.
  private(set) var placed: [GraphLayout.Box] = []

  init(routes: [EdgeRoute], boxes: [GraphLayout.Box]) {
    self.boxes = boxes
    for (edge, route) in routes.enumerated() {
      for index in 0...Self.sampleCount {
        let point = route.point(at: Double(index) / Double(Self.sampleCount))
        points[Self.cell(point.x, point.y), default: []].append(
          Point(edge: edge, index: index, x: point.x, y: point.y))
      }
    }
    for (index, box) in boxes.enumerated() {
      guard let cells = Self.cells(box) else {
        wideScenes.append(index)
        continue
      }
      for cell in cells { scenes[cell, default: []].append(index) }
    }
  }

  /// Points along a curve, `sampleCount + 1` of them from its start to its end.
  static func samples(_ route: EdgeRoute) -> [(x: Double, y: Double)] {
    (0...sampleCount).map { route.point(at: Double($0) / Double(sampleCount)) }
  }

  /// Whether a label at `box` would overlap one placed before.
  func overlapsPlaced(_ box: GraphLayout.Box) -> Bool {
    let near = Self.cells(box).map { $0.flatMap { labels[$0] ?? [] } } ?? Array(placed.indices)
    return (near + wideLabels).contains { placed[$0].overlaps(box) }
  }

  /// How much a label box at `box` for edge `edge` hides: each point of another edge's curve
  /// under it, and each of the last points of its own (where its arrowhead is), counts 1; a
  /// scene box under it counts 1,000, as the label would cover the scene's name.
  func cost(_ box: GraphLayout.Box, edge: Int) -> Int {
    let inflated = GraphLayout.Box(
      x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4)
    var cost = 0
    var sceneIndices = wideScenes
    for cell in Self.cells(inflated) ?? [] {
      for point in points[cell] ?? []
      where (point.edge != edge || point.index > Self.sampleCount - Self.arrowheadPoints)
        && Self.contains(inflated, point)
      {
        cost += 1
      }
      sceneIndices += scenes[cell] ?? []
    }
    // A scene box over several cells is met once.
    cost += 1_000 * Set(sceneIndices).filter { boxes[$0].overlaps(box) }.count
    return cost
  }

  /// Records a placed label.
  mutating func place(_ box: GraphLayout.Box) {
    let index = placed.count
    placed.append(box)
    guard let cells = Self.cells(box) else {
      wideLabels.append(index)
      return
    }
    for cell in cells { labels[cell, default: []].append(index) }
  }

  static func contains(_ box: GraphLayout.Box, _ point: Point) -> Bool {
    point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y
      && point.y <= box.y + box.height
  }

  /// The cell holding a point; coordinates are clamped, so that no value traps.
  static func cell(_ x: Double, _ y: Double) -> Cell {
    Cell(x: index(x), y: index(y))
  }

  static func index(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(max(-1e12, min(1e12, (value / cellSide).rounded(.down))))
  }

  /// The cells a box covers, or nil when they are more than `maximumCells`.
  static func cells(_ box: GraphLayout.Box) -> [Cell]? {
    let x0 = index(box.x)
    let x1 = index(box.x + box.width)
    let y0 = index(box.y)
    let y1 = index(box.y + box.height)
    // Indices are clamped to ±10^12: their differences cannot overflow.
    let columns = x1 - x0 + 1
    let rows = y1 - y0 + 1
    guard columns <= maximumCells, rows <= maximumCells, columns * rows <= maximumCells else {
      return nil
    }
    return (y0...y1).flatMap { y in (x0...x1).map { Cell(x: $0, y: y) } }
  }
}

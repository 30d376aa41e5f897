import SceneModel

/// The storyboard map: one node per scene and one edge per segue destination,
/// ready to be drawn as DOT, Mermaid or SVG.
///
/// Nodes keep the file's scene order. Each node has a column: its distance
/// from the initial scene along relationships, embeds and segues (unwinds
/// excepted); unreachable scenes come after the reachable ones, in columns of
/// their own. Segues to scenes that do not exist are left out.
///
///     let graph = StoryboardGraph(storyboard)
///     print(graph.nodes.map(\.id))
///     // Prints "["tabs", "book", "authorInfo", ...]"
public struct StoryboardGraph: Sendable {
  /// A scene box.
  public struct Node: Sendable, Equatable {
    public var id: String
    public var kind: Scene.Kind
    public var className: String?
    /// The scene's title, or its tab item's title prefixed with `tab `.
    public var title: String?
    public var isInitial: Bool
    public var isReachable: Bool
    /// The layer from the left: the distance from the initial scene.
    public var column: Int
    /// `in FILE` for a scene of another file a storyboard reference led to, or `reference to
    /// FILE (not followed)` for a reference that could not be followed; nil otherwise.
    public var origin: String? = nil

    /// The lines shown in the box: id, kind, class, quoted title, origin.
    public var lines: [String] {
      var lines = [id, kind.rawValue]
      if let className { lines.append(className) }
      if let title { lines.append(title) }
      if let origin { lines.append(origin) }
      return lines
    }
  }

  /// A segue arrow (a relationship to several children gives one edge each).
  public struct Edge: Sendable, Equatable {
    public var from: String
    public var to: String
    public var kind: Segue.Kind
    /// The kind, with the relationship's name or the modal presentation:
    /// `viewControllers 1`, `rootViewController`, `push`, `modal (formSheet)`.
    public var label: String
    /// The control, bar item or cell that triggers it, when there is one;
    /// `Cell accessory` for a cell's accessory segue.
    public var trigger: String?
    /// The segue's identifier, when it has one.
    public var identifier: String?

    /// Unwind segues are drawn dashed.
    public var isDashed: Bool { kind == .unwind }

    /// The label and, on a second line, `from TRIGGER` or, for a manual
    /// segue, `manual 'ID'`.
    public var labelLines: [String] {
      if let trigger { return [label, "from \(trigger)"] }
      if let identifier { return [label, "manual '\(identifier)'"] }
      return [label]
    }
  }

  public var name: String
  public var initial: String?
  public var nodes: [Node]
  public var edges: [Edge]

  public init(_ storyboard: Storyboard) {
    name = storyboard.name?.value ?? "storyboard"
    let known = storyboard.scenes.map(\.id.value)
    let initial = storyboard.initial.map(\.value).flatMap { known.contains($0) ? $0 : nil }
    // An unwind by action has no destination in the file: it is drawn to each scene that
    // lists the action, its own scene excepted (docs/SceneFormat.md).
    var implementers: [String: [String]] = [:]
    for scene in storyboard.scenes {
      for action in scene.unwindActions {
        implementers[action.value, default: []].append(scene.id.value)
      }
    }
    let edges = storyboard.scenes.flatMap { scene in
      scene.segues.flatMap {
        Self.edges(of: $0, in: scene.id.value, known: known, implementers: implementers)
      }
    }
    let columns = Self.columns(scenes: known, edges: edges, initial: initial)
    self.initial = initial
    self.edges = edges
    nodes = storyboard.scenes.enumerated().map { index, scene in
      Node(
        id: scene.id.value, kind: scene.kind.value, className: scene.className?.value,
        title: scene.title.map { "“\($0.value)”" }
          ?? scene.tabItem?.title.map { "tab “\($0.value)”" },
        isInitial: scene.id.value == initial, isReachable: columns[index].reachable,
        column: columns[index].column, origin: Self.origin(of: scene, in: storyboard))
    }
  }

  /// Where a scene comes from, when not from the storyboard's file (`StoryboardLinker`).
  static func origin(of scene: Scene, in storyboard: Storyboard) -> String? {
    if let reference = scene.reference {
      return "reference to \(reference.storyboard.value) (not followed)"
    }
    let file = scene.id.location.file
    guard file != storyboard.file else { return nil }
    return "in \(file.split(separator: "/").last.map(String.init) ?? file)"
  }

  /// The node with this scene id.
  public func node(_ id: String) -> Node? {
    nodes.first { $0.id == id }
  }

  static func edges(
    of segue: Segue, in scene: String, known: [String], implementers: [String: [String]] = [:]
  ) -> [Edge] {
    let targets =
      segue.action.map { (implementers[$0.value] ?? []).filter { $0 != scene } }
      ?? segue.to.map(\.value).filter { known.contains($0) }
    return targets.enumerated().map { index, target in
      Edge(
        from: scene, to: target, kind: segue.kind.value,
        label: segue.action.map { "unwind \($0.value)" }
          ?? label(of: segue, index: index, count: segue.to.count),
        trigger: segue.from.map { segue.firesOn == .accessory ? "\($0.value) accessory" : $0.value },
        identifier: segue.id?.value)
    }
  }

  static func label(of segue: Segue, index: Int, count: Int) -> String {
    switch segue.kind.value {
    case .relationship:
      let name = segue.relationship?.value.rawValue ?? "relationship"
      return count > 1 ? "\(name) \(index + 1)" : name
    case .modal:
      var styles = [segue.presentation?.value.rawValue ?? "automatic"]
      if let transition = segue.transition?.value { styles.append(transition.rawValue) }
      return "modal (\(styles.joined(separator: ", ")))"
    case .push, .show, .showDetail, .popover, .embed, .unwind:
      return segue.kind.value.rawValue
    }
  }

  /// Each scene's column and reachability, in scene order: a breadth-first
  /// walk from the initial scene, then from each scene left over, in file
  /// order, in columns after the reachable ones.
  static func columns(scenes: [String], edges: [Edge], initial: String?)
    -> [(column: Int, reachable: Bool)]
  {
    var column = [Int?](repeating: nil, count: scenes.count)
    func index(_ id: String) -> Int? { scenes.firstIndex(of: id) }
    func walk(from start: Int, at first: Int) -> Int {
      column[start] = first
      var queue = [start]
      var head = 0
      var deepest = first
      while head < queue.count {
        let current = queue[head]
        head += 1
        let depth = column[current] ?? first
        deepest = max(deepest, depth)
        for edge in edges where edge.from == scenes[current] && !edge.isDashed {
          guard let next = index(edge.to), column[next] == nil else { continue }
          column[next] = depth + 1
          queue.append(next)
        }
      }
      return deepest
    }
    var unreachableStart = 0
    if let initial, let start = index(initial) {
      unreachableStart = walk(from: start, at: 0) + 1
    }
    let reachable = column.map { $0 != nil }
    let leftover = (0..<scenes.count).filter { !reachable[$0] }
    // Roots first (leftover scenes no other leftover scene leads to), then what
    // cycles left unplaced.
    let roots = leftover.filter { target in
      !edges.contains { edge in
        !edge.isDashed && edge.to == scenes[target] && edge.from != edge.to
          && leftover.contains { scenes[$0] == edge.from }
      }
    }
    for start in roots + leftover where column[start] == nil {
      _ = walk(from: start, at: unreachableStart)
    }
    return (0..<scenes.count).map { (column[$0] ?? 0, reachable[$0]) }
  }
}

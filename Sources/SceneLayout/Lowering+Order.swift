import Constraints

/// The order UIKit adds a scene's constraints to its engine, which decides the constraint it
/// breaks when required ones conflict, and the floor its engine puts under every view's size
/// (docs/Layout.md §6, "Which constraint UIKit breaks").
extension Lowering {
  /// The active constraints of the file in the order they are added: view by view, each
  /// view's before its subviews' (the views in document order), and each view's in file
  /// order. A constraint belongs to the view Interface Builder installs it on: the nearest
  /// view that contains both its items, the view itself for a size, the root view for a
  /// guide. The last added of a conflicting set is the one left out, as when Auto Layout
  /// fails to add it, so a subview's own size gives way to its superview's edges.
  func entryOrder() -> [Int] {
    var slots: [[Int]] = Array(repeating: [], count: tree.views.count + 1)
    for i in active { slots[holder(of: i) + 1].append(i) }
    return slots.flatMap { $0 }
  }

  /// The view constraint `i` is installed on (-1 for the root view).
  func holder(of i: Int) -> Int {
    let syntax = scene.constraints[i].syntax
    let (first, second) = tree.entryViews[i]
    switch (first, second) {
    case (let a?, let b?):
      return tree.commonAncestor(a, b)
    case (let a?, nil):
      guard let anchor = syntax.second else { return a }
      return Self.namesSuperview(anchor.item) ? tree.parent[a] : -1
    case (nil, let b?):
      return Self.namesSuperview(syntax.first.item) ? tree.parent[b] : -1
    case (nil, nil):
      return -1
    }
  }

  /// Whether an item's name is the superview or its safe-area guide.
  private static func namesSuperview(_ name: String) -> Bool {
    name == "superview" || name == "superview" + safeAreaSuffix
  }

  /// `width >= 0` and `height >= 0` for every view the constraints place: UIKit's engine gives
  /// no view a negative size, so a required constraint that would need one conflicts, and
  /// Auto Layout breaks it ("Unable to simultaneously satisfy constraints").
  func sizeFloors() -> [Pending] {
    var out: [Pending] = []
    out.reserveCapacity(2 * tree.views.count)
    for v in tree.views.indices where !tree.isBarPlaced[v] {
      for k in 2...3 {
        out.append(
          Pending(
            expression: Expression([Term(variable(v, k), 1)], constant: 0),
            relation: .greaterOrEqual, priority: 1000, origin: .sizeFloor(v)))
      }
    }
    return out
  }
}

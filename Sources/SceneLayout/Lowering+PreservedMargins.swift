import SceneModel
import SceneSyntax

extension Lowering {
  /// A side margin of view `v` that it takes from its superview
  /// (`preservesSuperviewLayoutMargins`, carried only for views flush with their superview's
  /// sides): up a chain of such views with UIKit's default margins to the root view, the
  /// root's margin (`rootMargin`, 16 or 20 points, wider than the default 8); to another view,
  /// the wider of its margin and 8. Nil where the view's own margins hold.
  func preservedSideMargin(_ v: Int, _ edge: LayoutAttribute)
    -> (
      item: Item, attribute: LayoutAttribute, offset: Double, rootMargin: Double,
      cellMargin: Double
    )?
  {
    let sign: Double
    switch edge {
    case .left, .leading: sign = 1
    case .right, .trailing: sign = -1
    default: return nil
    }
    var current = v
    var steps = 0
    while tree.views[current].preservesSuperviewLayoutMargins,
      tree.views[current].layoutMargins == nil, steps < tree.views.count
    {
      let parent = tree.parent[current]
      guard parent >= 0 else { return (.view(v), edge, 0, sign, 0) }
      guard tree.views[parent].type.value != .tableViewCell else { return nil }
      guard tree.views[parent].preservesSuperviewLayoutMargins,
        tree.views[parent].layoutMargins == nil
      else {
        let margins = tree.views[parent].layoutMargins?.value ?? .standard
        let theirs = sign > 0 ? margins.leading : margins.trailing
        return (.view(v), edge, sign * max(LayoutMargins.standard.leading, theirs), 0, 0)
      }
      current = parent
      steps += 1
    }
    return nil
  }
}

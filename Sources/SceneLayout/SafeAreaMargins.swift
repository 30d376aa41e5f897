import SceneModel

/// How far the unsafe area reaches into a view from its top and from its bottom, in points.
struct VerticalInsets: Equatable {
  var top: Double
  var bottom: Double

  static let zero = VerticalInsets(top: 0, bottom: 0)
}

/// UIKit's `insetsLayoutMarginsFromSafeArea` (on by default): a view's top and bottom layout
/// margins grow by the part of the root view's safe-area insets that the view overlaps, so a
/// bar pinned to the bottom of an iPhone with a home indicator keeps its content 34 points
/// higher (docs/Layout.md §1).
///
/// The overlap depends on the frame, and the frame on the margins, so the scene is laid out
/// as UIKit's layout passes do: solved, then the overlaps of the views whose vertical margins
/// an active constraint names are measured and the scene is solved again with them, until
/// they hold still or `passLimit` passes have run.
///
/// Views inside scroll views (their safe area follows the content inset adjustment), table
/// and collection cells, and views with `insetsLayoutMarginsFromSafeArea: false` keep their
/// margins.
enum SafeAreaMargins {
  /// The most layout passes after the first.
  static let passLimit = 3

  /// The views whose `topMargin`, `bottomMargin` or `centerYWithinMargins` an active
  /// constraint names and whose margins grow by the safe area they overlap, in index order.
  static func marginViews(_ lowering: Lowering) -> [Int] {
    var out = Set<Int>()
    for i in lowering.active {
      let syntax = lowering.scene.constraints[i].syntax
      let (firstView, secondView) = lowering.tree.entryViews[i]
      let other = firstView ?? secondView
      let anchors = [(syntax.first, firstView)] + (syntax.second.map { [($0, secondView)] } ?? [])
      for (anchor, view) in anchors {
        guard let edge = anchor.attribute.marginEdge, [.top, .bottom, .centerY].contains(edge),
          case .view(let v) = lowering.resolve(anchor.item, view: view, relativeTo: other),
          insetsMargins(v, in: lowering.tree)
        else { continue }
        out.insert(v)
      }
    }
    return out.sorted()
  }

  /// Whether view `v` insets its margins from the safe area here: the file leaves
  /// `insetsLayoutMarginsFromSafeArea` on, and neither it nor a superview is a scroll view,
  /// a table, a collection view or a cell.
  static func insetsMargins(_ v: Int, in tree: LayoutTree) -> Bool {
    guard tree.views[v].insetsLayoutMarginsFromSafeArea else { return false }
    var x = v
    while x >= 0 {
      switch tree.views[x].type.value {
      case .scrollView, .tableView, .collectionView, .tableViewCell, .collectionViewCell:
        return false
      default: x = tree.parent[x]
      }
    }
    return true
  }

  /// The nonzero overlaps of `views` with the unsafe area above and below `safeArea` (window
  /// coordinates), each at most the view's height.
  static func overlaps(of views: [Int], in frames: [Rect], safeArea: Rect) -> [Int: VerticalInsets]
  {
    var out: [Int: VerticalInsets] = [:]
    for v in views {
      let frame = frames[v]
      let height = max(0, frame.height)
      let top = min(max(0, safeArea.y - frame.y), height)
      let bottom = min(max(0, (frame.y + frame.height) - (safeArea.y + safeArea.height)), height)
      if top > 0 || bottom > 0 { out[v] = VerticalInsets(top: top, bottom: bottom) }
    }
    return out
  }

  /// The solution once the margins of `lowering`'s views have grown by the safe area they
  /// overlap: `solution` itself when no such view overlaps it.
  static func settled(_ solution: Solution, lowering: Lowering) -> Solution {
    let views = marginViews(lowering)
    guard !views.isEmpty, !solution.exhausted else { return solution }
    let safeArea = lowering.context.safeArea(on: solution.device)
    var solution = solution
    var lowering = lowering
    for _ in 0..<passLimit {
      let found = overlaps(of: views, in: solution.frames, safeArea: safeArea)
      guard found != lowering.overlaps else { break }
      lowering.overlaps = found
      let system = LayoutSystem(
        lowering, constraints: lowering.constraints(), device: solution.device)
      solution = system.solution()
      if solution.exhausted { break }
    }
    return solution
  }
}

extension Lowering {
  /// The safe-area insets view `v` overlaps, which its top and bottom margins grow by.
  func safeInsets(_ v: Int) -> VerticalInsets { overlaps[v] ?? .zero }
}

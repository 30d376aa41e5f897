import SceneModel
import SceneSyntax

/// How far the unsafe area reaches into a view from its top and from its bottom, in points.
struct VerticalInsets: Equatable {
  var top: Double
  var bottom: Double

  static let zero = VerticalInsets(top: 0, bottom: 0)
}

/// The safe areas of views other than the root: the part of the root view's safe-area insets
/// that a view overlaps (docs/Layout.md §1). They matter in two places:
/// - UIKit's `insetsLayoutMarginsFromSafeArea` (on by default): a view's top and bottom layout
///   margins grow by them, so a bar pinned to the bottom of an iPhone with a home indicator
///   keeps its content 34 points higher;
/// - a view's safe-area guide (`card.safeArea.top`) is its frame less them.
///
/// The overlap depends on the frame, and the frame on the margins and guides, so the scene is
/// laid out as UIKit's layout passes do: solved, then the overlaps of the views whose vertical
/// margins or safe-area guide an active constraint names are measured and the scene is solved
/// again with them, until they hold still or `passLimit` passes have run.
///
/// Views inside scroll views (their safe area follows the content inset adjustment), tables
/// and collection views, and cells overlap nothing; a view with
/// `insetsLayoutMarginsFromSafeArea: false` keeps its margins (its guide still has insets).
enum ViewSafeAreas {
  /// The most layout passes after the first.
  static let passLimit = 3

  /// The views whose overlaps an active constraint needs, in index order: those whose
  /// `topMargin`, `bottomMargin` or `centerYWithinMargins` it names and which inset their
  /// margins from the safe area, and those whose safe-area guide it names; and the stack
  /// views that arrange their views inside margins inset so.
  static func measuredViews(_ lowering: Lowering) -> [Int] {
    var out = Set<Int>()
    // Each anchor in turn, not gathered into a list per constraint first.
    func measure(_ anchor: ConstraintSyntax.Anchor, view: Int?, other: Int?) {
      switch lowering.resolve(anchor.item, view: view, relativeTo: other) {
      case .viewSafeArea(let v)? where overlapsSafeArea(v, in: lowering.tree):
        out.insert(v)
      case .view(let v)?:
        guard let edge = anchor.attribute.marginEdge, [.top, .bottom, .centerY].contains(edge),
          lowering.tree.views[v].insetsLayoutMarginsFromSafeArea,
          overlapsSafeArea(v, in: lowering.tree)
        else { return }
        out.insert(v)
      default: return
      }
    }
    for i in lowering.active {
      let syntax = lowering.scene.constraints[i].syntax
      let (firstView, secondView) = lowering.tree.entryViews[i]
      let other = firstView ?? secondView
      measure(syntax.first, view: firstView, other: other)
      if let second = syntax.second { measure(second, view: secondView, other: other) }
    }
    // A stack view that arranges its views inside its margins (`StackLowering`).
    for v in lowering.tree.views.indices where StackLowering.arrangesInMargins(lowering.tree, v) {
      if lowering.tree.views[v].insetsLayoutMarginsFromSafeArea,
        overlapsSafeArea(v, in: lowering.tree)
      {
        out.insert(v)
      }
    }
    return out.sorted()
  }

  /// Whether view `v` can overlap the root's unsafe area: neither it nor a superview is a
  /// scroll view, a table, a collection view or a cell.
  static func overlapsSafeArea(_ v: Int, in tree: LayoutTree) -> Bool {
    var x = v
    while x >= 0 {
      if tree.views[x].type.value.holdsScrollingContent { return false }
      x = tree.parent[x]
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

  /// The solution once the margins and guides of `views` (`measuredViews(lowering)`, found
  /// once for all the devices of a lowering) take the safe area they overlap: `solution`
  /// itself when no such view overlaps it.
  static func settled(_ solution: Solution, lowering: Lowering, views: [Int]) -> Solution {
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
  /// The safe-area insets view `v` overlaps.
  func safeInsets(_ v: Int) -> VerticalInsets { overlaps[v] ?? .zero }

  /// The safe-area insets view `v`'s top and bottom margins grow by: its overlaps, unless it
  /// sets `insetsLayoutMarginsFromSafeArea: false`; none before iOS 11, which has neither safe
  /// areas nor that property (margins stayed what the view set, 8 points by default).
  func marginInsets(_ v: Int) -> VerticalInsets {
    tree.ios >= 11 && tree.views[v].insetsLayoutMarginsFromSafeArea ? safeInsets(v) : .zero
  }

  /// The item `OWNER.safeArea` names: the safe-area guide of the view `view` (its owner), of
  /// the superview of `other` for `superview.safeArea`, or the root's safe area for the
  /// root view's (`rootView.safeArea`, `superview.safeArea` of a top-level view).
  func safeAreaGuide(_ name: String, view: Int?, relativeTo other: Int?) -> Item? {
    let owner = name.dropLast(ConstraintSyntax.safeAreaGuide.count + 1)
    if let view { return tree.isBarPlaced[view] ? nil : .viewSafeArea(view) }
    switch owner {
    case "superview":
      let parent = other.map { tree.parent[$0] } ?? -1
      return parent >= 0 ? .viewSafeArea(parent) : .safeArea
    case "rootView": return .safeArea
    default: return nil
    }
  }

  /// How far `attribute` of view `v`'s safe-area guide lies from the same attribute of the
  /// view: its insets in from the top and the bottom (the parser refuses margins and
  /// baselines of a guide).
  func guideOffset(_ v: Int, _ attribute: LayoutAttribute) -> Double {
    let insets = safeInsets(v)
    switch attribute {
    case .top: return insets.top
    case .bottom: return -insets.bottom
    case .centerY: return (insets.top - insets.bottom) / 2
    case .height: return -(insets.top + insets.bottom)
    default: return 0
    }
  }
}

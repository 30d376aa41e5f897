import Constraints
import SceneModel
import SceneSyntax

/// The solver's linear expression (SceneSyntax has an `Expression` of its own).
typealias Expression = Constraints.Expression

/// Where a solver constraint came from, so that a conflict can name it.
enum Origin: Hashable, Sendable {
  /// A constraint of the scene file: an index into `Scene.constraints`.
  case entry(Int)
  /// The root view fills the screen.
  case screen
  /// The safe area follows the device's insets and the bars.
  case safeArea
  /// A table view fills its table view controller's root.
  case tableFill(Int)
  /// A table places its cell (`CellLowering`).
  case cell(Int)
  /// A view without constraints keeps its `frame:`.
  case frame(Int)
  /// A stack view arranges its arranged subviews.
  case stack(Int)
  /// A stack view collapses its hidden arranged subview `v` to no size along its axis
  /// (UIKit's `UISV-hiding` constraint).
  case stackHiding(Int)
  /// Content hugging or compression resistance (never required).
  case intrinsic(Int)
  /// View `v`'s width or height is not negative (`Lowering.sizeFloors()`).
  case sizeFloor(Int)
}

/// Something a constraint can name: a view, the root view, or a layout guide.
enum Item: Equatable {
  case view(Int)
  /// The content area of scroll view `v`: its frame's origin (scrolled to the top) and the
  /// content size, which constraints between the scroll view's edges and its content set.
  case content(Int)
  case root
  case safeArea
  /// The safe-area guide of view `v`: its frame less the safe-area insets it overlaps.
  case viewSafeArea(Int)
  case topGuide
  case bottomGuide

  /// Whether the item is a view's safe-area guide.
  var isViewSafeArea: Bool {
    if case .viewSafeArea = self { return true }
    return false
  }

  /// The view (or the root, -1) in whose coordinate space the item lies.
  var view: Int {
    switch self {
    case .view(let v), .content(let v), .viewSafeArea(let v): v
    default: -1
    }
  }
}

/// A constraint waiting to be added: all are collected first so that the priorities in use
/// are known before they are mapped to strengths.
struct Pending: Hashable {
  var expression: Expression
  var relation: Relation
  var priority: Double
  /// Multiplies the weight, to break the ties UIStackView breaks by index.
  var bias: Double = 1
  var origin: Origin
}

/// A required constraint that could not be added, with the required ones it conflicts with.
struct Conflict: Hashable {
  /// The minimal conflicting set, in the order the constraints were added: the last one is
  /// the constraint left out.
  var set: [Origin]
}

/// One scene's lowered constraints in one solver, on one device at a time.
///
/// The screen size and the safe area are fixed by four required constraints whose constants
/// `apply(_:)` changes from one device to the next, so that devices that share the active
/// constraints share the tableau (docs/Layout.md §7).
final class LayoutSystem {
  /// The tree laid out: the one given, or the last `relayout(_:constraints:)` moved to.
  private(set) var tree: LayoutTree
  let context: ContainerContext
  let solver = Solver()
  // Done for speed, as the solver's (`Solver.tableau`): the lists every addition touches
  // skip the run-time check for overlapping access of a class's stored property.
  /// The origin of each constraint, by its tag.
  @exclusivity(unchecked) private(set) var origins: [Origin] = []
  /// The required constraints that could not be added.
  @exclusivity(unchecked) private(set) var conflicts: [Conflict] = []
  /// Whether adding the constraints was stopped at `workLimit`.
  @exclusivity(unchecked) private(set) var exhausted = false
  /// The handles of the device constraints: width, height, safe top, safe bottom, the root
  /// and cell margins.
  @exclusivity(unchecked) private var deviceConstraintIDs: [ConstraintID] = []
  private(set) var device: Device
  /// Every constraint added, device constraints first, and its handle (nil when a conflict
  /// left it out), for `relayout(_:constraints:)`.
  @exclusivity(unchecked) private var given: [Pending] = []
  @exclusivity(unchecked) private var handles: [ConstraintID?] = []
  /// How many of `given` are the device's.
  private var deviceCount = 0

  /// Solves the lowered constraints (`Lowering.constraints()`) on a device.
  init(_ lowering: Lowering, constraints: [Pending], device: Device) {
    self.tree = lowering.tree
    self.context = lowering.context
    self.device = device
    for _ in 0..<lowering.variableCount { _ = solver.makeVariable() }
    let deviceConstraints = lowering.deviceConstraints(device)
    deviceCount = deviceConstraints.count
    add(deviceConstraints + constraints)
  }

  /// The most solver work (`Solver.work`: rows visited and cells merged) one scene's system
  /// may take; past it the remaining constraints are not added and the scene's layout is
  /// reported as too costly instead of checked. The shipped apps' largest scene takes 742; a
  /// chain of 250 labels one below the other takes 5.8 million (0.07 s), and 3,000 copies of
  /// one inequality reach the limit in about 0.7 s (docs/Hardening.md).
  static let workLimit = 10_000_000

  private func add(_ pending: [Pending]) {
    let map = PriorityMap(pending.map(\.priority))
    origins.reserveCapacity(pending.count)
    for item in pending {
      // Checked before each constraint: one addition costs at most the tableau's size
      // (and a conflict's bounded explanation), so the total stays near the limit.
      guard solver.work <= Self.workLimit else {
        exhausted = true
        return
      }
      let tag = origins.count
      origins.append(item.origin)
      var strength = map.strength(item.priority)
      if !strength.isRequired && item.bias != 1 { strength = Strength(strength.value * item.bias) }
      let constraint = Constraint(
        item.expression, item.relation, strength: strength, tag: tag)
      given.append(item)
      handles.append(nil)
      do {
        let id = try solver.add(constraint)
        handles[tag] = id
        if tag < Lowering.globalCount { deviceConstraintIDs.append(id) }
      } catch {
        if case .unsatisfiable(let info) = error {
          let known = info.conflictTags.filter { $0 >= 0 && $0 < origins.count }.sorted()
          conflicts.append(Conflict(set: known.map { origins[$0] } + [item.origin]))
        }
      }
    }
  }

  // MARK: Devices

  /// Moves the system to another device by changing the six device constants.
  ///
  /// - Returns: false when a required constraint cannot hold on `device` (lay out again from
  ///   scratch to find which); the system is then left on a mix of devices.
  func apply(_ device: Device) -> Bool {
    guard deviceConstraintIDs.count == Lowering.globalCount, conflicts.isEmpty, !exhausted else {
      return false
    }
    let constants = Lowering.deviceConstants(device, context: context)
    for (id, constant) in zip(deviceConstraintIDs, constants) {
      do {
        try solver.updateConstant(of: id, to: constant)
      } catch {
        return false
      }
    }
    self.device = device
    return true
  }

  /// Moves the system to the constraints of a new tree of the same scene that differ from the
  /// ones it holds only in their constants (a new text changed an intrinsic size), by changing
  /// those constants in place (`Solver.updateConstant`), as `apply(_:)` moves it to another
  /// device: the relayout of a running app (docs/Layout.md §5e) without building the tableau
  /// again.
  ///
  /// - Returns: false when the constraints differ otherwise (a view hidden in a stack view, an
  ///   intrinsic size that appears or goes), the system had a conflict, or a required constraint
  ///   cannot take its new constant; lay out from scratch then (the system may be left on a mix
  ///   of constants and must not be used again).
  func relayout(_ tree: LayoutTree, constraints: [Pending]) -> Bool {
    guard conflicts.isEmpty, !exhausted, tree.views.count == self.tree.views.count,
      given.count == deviceCount + constraints.count
    else { return false }
    var changes: [(slot: Int, id: ConstraintID, constant: Double)] = []
    for (k, new) in constraints.enumerated() {
      let old = given[deviceCount + k]
      guard old.expression.terms == new.expression.terms, old.relation == new.relation,
        old.priority == new.priority, old.bias == new.bias, old.origin == new.origin
      else { return false }
      guard old.expression.constant != new.expression.constant else { continue }
      guard let id = handles[deviceCount + k] else { return false }
      changes.append((deviceCount + k, id, new.expression.constant))
    }
    for change in changes {
      do {
        try solver.updateConstant(of: change.id, to: change.constant)
      } catch {
        return false
      }
      given[change.slot].expression.constant = change.constant
    }
    self.tree = tree
    return true
  }

  // MARK: Results

  /// `Lowering.contentVariable`, from the tree alone.
  static func contentVariable(_ tree: LayoutTree, _ slot: Int, _ k: Int) -> Variable {
    Variable(index: Int32(Lowering.globalCount + 4 * tree.views.count + 2 * slot + k))
  }

  /// What the system gives on its current device.
  func solution() -> Solution {
    var frames: [Rect] = []
    var ambiguity: [Solution.Ambiguity] = []
    frames.reserveCapacity(tree.views.count)
    ambiguity.reserveCapacity(tree.views.count)
    for i in tree.views.indices {
      let base = Lowering.globalCount + 4 * i
      frames.append(
        Rect(
          x: solver.value(of: Variable(index: Int32(base))),
          y: solver.value(of: Variable(index: Int32(base + 1))),
          width: solver.value(of: Variable(index: Int32(base + 2))),
          height: solver.value(of: Variable(index: Int32(base + 3)))))
      ambiguity.append(
        tree.isBarPlaced[i]
          ? Solution.Ambiguity()
          : Solution.Ambiguity(
            horizontal: (
              solver.isAmbiguous(Variable(index: Int32(base + 2))),
              solver.isAmbiguous(Variable(index: Int32(base)))
            ),
            vertical: (
              solver.isAmbiguous(Variable(index: Int32(base + 3))),
              solver.isAmbiguous(Variable(index: Int32(base + 1)))
            )))
    }
    let contentAmbiguity = tree.scrollViews.indices.map { k in
      (
        horizontal: solver.isAmbiguous(Self.contentVariable(tree, k, 0)),
        vertical: solver.isAmbiguous(Self.contentVariable(tree, k, 1))
      )
    }
    // Constraints placed the alignment rectangles; the frames reach past them.
    for (i, inset) in tree.alignmentInsets {
      frames[i].x -= inset.left
      frames[i].y -= inset.top
      frames[i].width += inset.left + inset.right
      frames[i].height += inset.top + inset.bottom
    }
    let root = context.rootFrame(on: device)
    if root.x != 0 || root.y != 0 {
      for i in frames.indices {
        frames[i].x += root.x
        frames[i].y += root.y
      }
    }
    var solution = Solution(
      device: device, root: root, frames: frames,
      ambiguity: ambiguity, conflicts: conflicts, exhausted: exhausted,
      contentAmbiguity: contentAmbiguity)
    solution.placeTitleView(tree, context: context)
    solution.placeBarViews(tree, context: context)
    return solution
  }
}

/// What a solved system gives on one device, by view index (document order).
struct Solution {
  /// Whether the constraints leave a view's size and position free, per axis.
  struct Ambiguity {
    var horizontal: (size: Bool, position: Bool) = (false, false)
    var vertical: (size: Bool, position: Bool) = (false, false)
  }

  var device: Device
  /// The root view's frame in window coordinates.
  var root: Rect
  /// Frames in window coordinates.
  var frames: [Rect]
  var ambiguity: [Ambiguity]
  /// The required constraints left out.
  var conflicts: [Conflict]
  /// Whether the system was stopped at `LayoutSystem.workLimit`: the frames are not checked.
  var exhausted = false
  /// Per scroll view (`LayoutTree.scrollViews`): whether its content width and height are
  /// left free by the constraints.
  var contentAmbiguity: [(horizontal: Bool, vertical: Bool)] = []
  /// The frames the file's constraints give, where a negative size made `SizeFloors` lay the
  /// views out again (`frames` are then UIKit's); empty otherwise.
  var unfloored: [Rect] = []

  /// Places the navigation bar's title view: its intrinsic size (or its frame's), centred in
  /// the bar.
  mutating func placeTitleView(_ tree: LayoutTree, context: ContainerContext) {
    guard let i = tree.titleView else { return }
    let (width, height) = tree.barSize(i)
    let root = context.rootFrame(on: device)
    let barTop = context.safeArea(on: device).y - context.topBarHeight(on: device)
    let bar = context.navigationBarHeight(on: device)
    frames[i] = Rect(
      x: root.x + (root.width - width) / 2, y: barTop + (bar - height) / 2, width: width,
      height: height)
  }
}

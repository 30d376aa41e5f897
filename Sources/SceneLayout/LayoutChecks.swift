import Diagnostics
import SceneModel

/// The checks run on a solved system: ambiguity, off-screen views, negative sizes and
/// misplaced frames (docs/Layout.md §6).
struct LayoutChecks {
  let scene: Scene
  let tree: LayoutTree
  let solution: Solution

  /// How far (in points) a frame may differ or stick out before it is reported.
  static let tolerance = 0.5

  /// The conflicts, then every view's problems in document order.
  func issues() -> [LayoutIssue] {
    if solution.exhausted {
      return [.tooCostly(scene.id.value, limit: LayoutSystem.workLimit, at: scene.id.location)]
    }
    var out = solution.conflicts.map { Self.issue(for: $0, scene: scene, tree: tree) }
    let frames = solution.frames
    // Views inside an ambiguous view are not reported again for that axis.
    var ambiguousAxes = Array(repeating: (horizontal: false, vertical: false), count: frames.count)
    // The navigation bar lays out its title view and what is inside it.
    var inTitleView = Array(repeating: false, count: frames.count)
    // A table scrolls its cells and its header and footer views, a scroll view its content:
    // they may lie past the screen's edge.
    var scrolled = Array(repeating: false, count: frames.count)
    for i in frames.indices {
      let parent = tree.parent[i]
      inTitleView[i] = tree.isBarPlaced[i] || (parent >= 0 && inTitleView[parent])
      scrolled[i] =
        tree.views[i].type.value.isCell || tree.isTableEnd[i]
        || (parent >= 0 && (scrolled[parent] || tree.scrollSlot[parent] != nil))
    }
    if tree.reportsAmbiguity {
      out += contentAmbiguity()
    }
    let placeholders = placeholdersByAxis()
    let brokenViews = viewsOfLeftOutConstraints()
    for i in frames.indices where !inTitleView[i] {
      // Fields, not the whole view: copying a view retains every one of its parts.
      let name = tree.views[i].id.value
      let place = tree.views[i].id.location
      let parent = tree.parent[i]
      let inherited = parent >= 0 ? ambiguousAxes[parent] : (false, false)
      let free = tree.reportsAmbiguity ? solution.ambiguity[i] : Solution.Ambiguity()
      let h = free.horizontal
      let v = free.vertical
      let hAmbiguous = h.size || h.position
      let vAmbiguous = v.size || v.position
      ambiguousAxes[i] = (inherited.0 || hAmbiguous, inherited.1 || vAmbiguous)
      // A view a conflict's left-out constraint names is free only without it: the conflict
      // is the error.
      let reported = !brokenViews.contains(i)
      if hAmbiguous && !inherited.0 && reported {
        out.append(
          placeholders[i].horizontal.map {
            .placeholderFromCode(
              name, horizontal: true, size: h.size, position: h.position, placeholder: $0,
              at: place)
          } ?? .ambiguous(name, horizontal: true, size: h.size, position: h.position, at: place))
      }
      if vAmbiguous && !inherited.1 && reported {
        out.append(
          placeholders[i].vertical.map {
            .placeholderFromCode(
              name, horizontal: false, size: v.size, position: v.position, placeholder: $0,
              at: place)
          } ?? .ambiguous(name, horizontal: false, size: v.size, position: v.position, at: place))
      }
      guard !ambiguousAxes[i].horizontal && !ambiguousAxes[i].vertical else { continue }
      // Frames solved from constraints known to be incomplete say nothing of the views.
      guard tree.reportsAmbiguity else { continue }
      let frame = frames[i]
      // The file's constraints ask for the negative size; UIKit floors it (`SizeFloors`).
      let asked = solution.unfloored.isEmpty ? frame : solution.unfloored[i]
      let negativeWidth = asked.width < -Self.tolerance
      let negativeHeight = asked.height < -Self.tolerance
      if negativeWidth || negativeHeight {
        out.append(.negativeSize(name, width: negativeWidth, height: negativeHeight, at: place))
        continue
      }
      // What the constraints placed is on screen or not, as the screen shows it (on its pixel
      // grid): a switch pinned to the screen's edge has its frame's padding past it
      // (`ControlMetrics`).
      if !scrolled[i] && !tree.isFreeView,
        let issue = offscreen(
          alignmentRect(i, frame.pixelAligned(scale: solution.device.scale)), name: name,
          at: place)
      {
        out.append(issue)
      }
      // A table's header and footer views take only their frame's height, which they keep; a
      // view with `autoresizing:` follows its superview's size, by design. The solver's exact
      // frame: the declared one is on the grid of the canvas Xcode drew, whose scale may not
      // be this device's, and the tolerance covers a pixel on either.
      if let declared = tree.views[i].frame, i != tree.filling, !tree.isTableEnd[i],
        tree.views[i].autoresizing.isEmpty
      {
        let origin = parent >= 0 ? frames[parent] : solution.root
        let solved = Rect(
          x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
        if differs(declared.value, solved) {
          out.append(
            .misplaced(name, declared: declared.value, solved: solved, at: declared.location))
        }
      }
    }
    return out
  }

  /// For each view and axis, the first placeholder constraint (removed at build time) that
  /// names the view with an attribute of that axis, as written; nil where there is none.
  private func placeholdersByAxis() -> [(horizontal: String?, vertical: String?)] {
    var out: [(horizontal: String?, vertical: String?)] = Array(
      repeating: (nil, nil), count: tree.views.count)
    // By index: an entry is copied only when it is a placeholder.
    for k in scene.constraints.indices
    where scene.constraints[k].isPlaceholder && k < tree.entryViews.count {
      let entry = scene.constraints[k]
      let text = LayoutFormat.constraint(entry.syntax)
      let named = [
        (tree.entryViews[k].first, entry.syntax.first.attribute),
        (tree.entryViews[k].second, entry.syntax.second?.attribute),
      ]
      for case (let view?, let attribute?) in named where view < out.count {
        let horizontal =
          attribute.kind == .horizontalPosition || attribute == .width
        if horizontal {
          out[view].horizontal = out[view].horizontal ?? text
        } else {
          out[view].vertical = out[view].vertical ?? text
        }
      }
    }
    return out
  }

  /// Interface Builder's "Scrollable content width (height) is ambiguous": a scroll view with
  /// content whose constraints leave the content size free on an axis.
  private func contentAmbiguity() -> [LayoutIssue] {
    var out: [LayoutIssue] = []
    for (k, s) in tree.scrollViews.enumerated() where k < solution.contentAmbiguity.count {
      guard tree.parent.contains(s) else { continue }
      let free = solution.contentAmbiguity[k]
      // No constraint names a view inside the scroll view: its content is placed by code
      // (`contentSize`, or constraints made at run time), which the file cannot show.
      let placedByCode = !tree.entryViews.contains { entry in
        [entry.first, entry.second].contains { $0.map { $0 != s && tree.isInside($0, s) } == true }
      }
      for (axis, isFree) in [("width", free.horizontal), ("height", free.vertical)] where isFree {
        let name = tree.views[s].id.value
        let place = tree.views[s].id.location
        out.append(
          placedByCode
            ? .contentFromCode(name, axis, at: place) : .contentAmbiguous(name, axis, at: place))
      }
    }
    return out
  }

  /// Whether a view with some area lies wholly or partly outside the screen (views with no
  /// width or height show nothing and are not reported).
  private func offscreen(_ f: Rect, name: String, at place: Diagnostic.Location) -> LayoutIssue? {
    let w = solution.device.width
    let h = solution.device.height
    let t = Self.tolerance
    guard f.width > t && f.height > t else { return nil }
    let outside = f.x >= w - t || f.y >= h - t || f.x + f.width <= t || f.y + f.height <= t
    if outside { return .offscreen(name, wholly: true, at: place) }
    let sticksOut = f.x < -t || f.y < -t || f.x + f.width > w + t || f.y + f.height > h + t
    return sticksOut ? .offscreen(name, wholly: false, at: place) : nil
  }

  /// View `i`'s alignment rectangle: its frame less its alignment insets.
  private func alignmentRect(_ i: Int, _ frame: Rect) -> Rect {
    guard let inset = tree.alignmentInsets[i] else { return frame }
    return Rect(
      x: frame.x + inset.left, y: frame.y + inset.top,
      width: frame.width - inset.left - inset.right,
      height: frame.height - inset.top - inset.bottom)
  }

  private func differs(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) > Self.tolerance || abs(a.y - b.y) > Self.tolerance
      || abs(a.width - b.width) > Self.tolerance || abs(a.height - b.height) > Self.tolerance
  }

  /// The views the constraints left out by conflicts name.
  private func viewsOfLeftOutConstraints() -> Set<Int> {
    var out = Set<Int>()
    for conflict in solution.conflicts {
      guard case .entry(let i) = conflict.set.last else { continue }
      if let v = tree.entryViews[i].first { out.insert(v) }
      if let v = tree.entryViews[i].second { out.insert(v) }
    }
    return out
  }

  /// The diagnostic of a conflict: at the last constraint of the file in the set, in the
  /// order they were added (`Lowering.entryOrder()`: the one left out), with a note for every
  /// member of the set, in that order.
  static func issue(for conflict: Conflict, scene: Scene, tree: LayoutTree) -> LayoutIssue {
    var seen = Set<Origin>()
    var members: [Origin] = []
    for origin in conflict.set where seen.insert(origin).inserted { members.append(origin) }
    let entries = members.compactMap { origin -> Int? in
      if case .entry(let i) = origin { return i }
      return nil
    }
    let others = members.filter { if case .entry = $0 { return false } else { return true } }
    var notes: [Diagnostic.Note] = entries.map { i in
      let entry = scene.constraints[i]
      return Diagnostic.Note(
        "conflicting constraint \(LayoutFormat.constraint(entry.syntax))", at: entry.location)
    }
    for origin in others {
      switch origin {
      case .screen where tree.isFreeView, .safeArea where tree.isFreeView:
        break  // The root is the free view's size: `tableFill` says so.
      case .tableFill(let v) where tree.isFreeView:
        let size = tree.views[v].frame.map {
          " [\(LayoutFormat.number($0.value.width)), \(LayoutFormat.number($0.value.height))]"
        }
        notes.append(
          .init(
            "free view '\(tree.views[v].id.value)' is laid out at its size\(size ?? "")",
            at: tree.views[v].frame?.location ?? tree.views[v].id.location))
      case .screen:
        notes.append(.init("the root view fills the screen", at: scene.id.location))
      case .safeArea:
        notes.append(
          .init("the safe area follows the device's insets and bars", at: scene.id.location))
      case .tableFill(let v):
        notes.append(
          .init(
            "\(Self.kindName(tree.views[v])) '\(tree.views[v].id.value)' fills the root view",
            at: tree.views[v].id.location))
      case .frame(let v):
        notes.append(
          .init(
            "view '\(tree.views[v].id.value)' keeps its frame",
            at: tree.views[v].frame?.location ?? tree.views[v].id.location))
      case .cell(let v):
        notes.append(
          .init(
            "\(Self.kindName(tree.views[tree.parent[v]])) "
              + "'\(tree.views[tree.parent[v]].id.value)' places its "
              + "\(Self.placedName(tree, v)) "
              + "'\(tree.views[v].id.value)'",
            at: tree.views[v].id.location))
      case .stack(let v):
        notes.append(
          .init(
            "stack view '\(tree.views[v].id.value)' arranges its subviews",
            at: tree.views[v].id.location))
      case .stackHiding(let v):
        notes.append(
          .init(
            "stack view '\(tree.views[tree.parent[v]].id.value)' collapses its hidden arranged "
              + "subview '\(tree.views[v].id.value)' (UISV-hiding)",
            at: tree.views[v].id.location))
      case .entry, .intrinsic, .sizeFloor:
        break
      }
    }
    let broken: String
    let location: Diagnostic.Location?
    if let last = entries.last {
      broken = "constraint " + LayoutFormat.constraint(scene.constraints[last].syntax)
      location = scene.constraints[last].location
    } else {
      broken = notes.last?.message ?? "a constraint"
      location = notes.last?.location ?? scene.id.location
    }
    let hidden = members.compactMap { origin -> Int? in
      if case .stackHiding(let v) = origin { return v }
      return nil
    }
    if let v = hidden.first {
      return .hiddenConflict(
        tree.views[v].id.value, stack: tree.views[tree.parent[v]].id.value, at: location,
        notes: notes)
    }
    return .conflict(broken: broken, others: max(0, notes.count - 1), at: location, notes: notes)
  }

  /// "table view" or "collection view": the kind of view that fills a root or places cells.
  private static func kindName(_ view: ViewSpec) -> String {
    view.type.value == .collectionView ? "collection view" : "table view"
  }

  /// What a table or collection view places: an item, a cell, or its header or footer view.
  private static func placedName(_ tree: LayoutTree, _ v: Int) -> String {
    let view = tree.views[v]
    if view.type.value == .collectionViewCell { return "item" }
    if view.type.value == .tableViewCell { return "cell" }
    let table = tree.views[tree.parent[v]]
    return table.tableHeader.first?.id.value == view.id.value ? "header view" : "footer view"
  }
}

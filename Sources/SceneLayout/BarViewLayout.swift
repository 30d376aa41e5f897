import SceneModel

/// Views that bars lay out, not constraints (extensions, docs/Layout.md §1): a bar item's
/// `view:` (UIKit's `customView`) and a standalone navigation bar's `titleView:`. Like the
/// scene's title view, each gets its intrinsic size (else its frame's size), is placed in its
/// bar after the solve with its subviews moved along, and is never reported ambiguous.
enum BarViewLayout {
  /// Where a bar puts a view.
  enum Place {
    /// In the scene's navigation bar (`navigationItem`), on the left or right side, `offset`
    /// points in from the side's edge past the 16-point margin (the items before it).
    case navigationBar(left: Bool, offset: Double)
    /// In the scene's toolbar (`toolbarItems`), centred in slot `slot` of `count` equal ones.
    case toolbar(slot: Int, count: Int)
    /// In standalone bar view `bar`: centred in it (a navigation bar's title view).
    case barTitle(bar: Int)
    /// In standalone navigation bar view `bar`, on a side, as `navigationBar` places.
    case barSide(bar: Int, left: Bool, offset: Double)
    /// In standalone toolbar view `bar`, centred in slot `slot` of `count`.
    case barSlot(bar: Int, slot: Int, count: Int)
  }

  /// A view a bar lays out and where.
  struct Placed {
    let index: Int
    let place: Place
  }

  /// The width an item takes in its bar: its view's, else 44 points.
  static let itemWidth = 44.0
  /// The room between two items of one side of a navigation bar.
  static let itemSpacing = 8.0

  /// The views the scene's bars and its standalone bars lay out, given each view's size.
  static func placed(_ scene: Scene, index: [String: Int], size: (Int) -> (Double, Double))
    -> [Placed]
  {
    var out: [Placed] = []
    func width(_ item: BarItem) -> Double {
      item.view.flatMap { index[$0.value] }.map { size($0).0 } ?? itemWidth
    }
    func sides(_ left: [BarItem], _ right: [BarItem], _ place: (Bool, Double) -> Place) {
      for (items, isLeft) in [(left, true), (right.reversed(), false)] {
        var offset = 0.0
        for item in items {
          if let i = item.view.flatMap({ index[$0.value] }) {
            out.append(Placed(index: i, place: place(isLeft, offset)))
          }
          offset += width(item) + itemSpacing
        }
      }
    }
    func slots(_ items: [BarItem], _ place: (Int, Int) -> Place) {
      for (slot, item) in items.enumerated() {
        if let i = item.view.flatMap({ index[$0.value] }) {
          out.append(Placed(index: i, place: place(slot, items.count)))
        }
      }
    }
    sides(scene.navigationItem?.left ?? [], scene.navigationItem?.right ?? []) {
      .navigationBar(left: $0, offset: $1)
    }
    slots(scene.toolbarItems) { .toolbar(slot: $0, count: $1) }
    // Only bars are looked up by id.
    // A view is copied only when it holds details (a bar's items or navigation item).
    let views = scene.treeViews
    for v in views.indices where views[v].holdsDetails {
      let bar = views[v]
      guard bar.type.value == .toolbar || bar.navigationItem != nil,
        let b = index[bar.id.value]
      else { continue }
      if bar.type.value == .toolbar {
        slots(bar.barItems) { .barSlot(bar: b, slot: $0, count: $1) }
      } else if let item = bar.navigationItem {
        if let i = item.titleView.flatMap({ index[$0.value] }) {
          out.append(Placed(index: i, place: .barTitle(bar: b)))
        }
        sides(item.left, item.right) { .barSide(bar: b, left: $0, offset: $1) }
      }
    }
    return out
  }
}

extension Solution {
  /// Places the views bars lay out (`BarViewLayout`), moving each one's subviews with it.
  mutating func placeBarViews(_ tree: LayoutTree, context: ContainerContext) {
    guard !tree.barViews.isEmpty else { return }
    let root = context.rootFrame(on: device)
    let barTop = context.safeArea(on: device).y - context.topBarHeight(on: device)
    let safe = context.safeArea(on: device)
    let bars = BarMetrics(on: device)
    let toolbarTop =
      context.toolbar
      ? safe.y + safe.height : root.y + root.height - device.safeAreaBottom - bars.toolbar
    let screenBar = Rect(
      x: root.x, y: barTop, width: root.width, height: context.navigationBarHeight(on: device))
    let screenToolbar = Rect(x: root.x, y: toolbarTop, width: root.width, height: bars.toolbar)
    for placed in tree.barViews {
      let i = placed.index
      let (width, height) = tree.barSize(i)
      func side(_ bar: Rect, _ left: Bool, _ offset: Double) -> Rect {
        Rect(
          x: left ? bar.x + 16 + offset : bar.x + bar.width - 16 - offset - width,
          y: bar.y + (bar.height - height) / 2, width: width, height: height)
      }
      func slot(_ bar: Rect, _ slot: Int, _ count: Int) -> Rect {
        let room = bar.width / Double(max(count, 1))
        return Rect(
          x: bar.x + room * Double(slot) + (room - width) / 2,
          y: bar.y + (bar.height - height) / 2, width: width, height: height)
      }
      let frame: Rect =
        switch placed.place {
        case .navigationBar(let left, let offset): side(screenBar, left, offset)
        case .toolbar(let s, let count): slot(screenToolbar, s, count)
        case .barTitle(let bar):
          Rect(
            x: frames[bar].x + (frames[bar].width - width) / 2,
            y: frames[bar].y + (frames[bar].height - height) / 2, width: width, height: height)
        case .barSide(let bar, let left, let offset): side(frames[bar], left, offset)
        case .barSlot(let bar, let s, let count): slot(frames[bar], s, count)
        }
      let dx = frame.x - frames[i].x
      let dy = frame.y - frames[i].y
      frames[i] = frame
      for d in tree.descendants(of: i) {
        frames[d].x += dx
        frames[d].y += dy
      }
    }
  }
}

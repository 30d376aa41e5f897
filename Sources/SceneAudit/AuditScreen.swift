import SceneLayout
import SceneModel
import SceneSyntax

/// A scene laid out on one variant, as the rules read it: every view of its view tree in
/// document order (`Scene.treeViews`) with its solved frame, its superview, and whether a
/// user sees it and can touch it.
public struct AuditScreen: Sendable {
  /// One view of the screen. A class, so that the rules' walks over `views` share each view
  /// instead of copying its spec (a copy retains every field of it).
  public final class View: Sendable {
    /// The view as the file writes it.
    public let spec: ViewSpec
    /// Its frame in window coordinates.
    public let frame: Rect
    /// The index of its superview in `views`, or nil for a top-level view.
    public let parent: Int?
    /// Whether it is shown: neither it nor a superview is `hidden`.
    public let isShown: Bool
    /// Whether touches reach it: it is shown, and neither it nor a superview has user
    /// interaction off (`userInteraction: false`; labels and image views have it off unless
    /// the file turns it on).
    public let takesTouches: Bool
    /// The part of its frame a touch can land on: the frame clipped by every superview that
    /// does not scroll (UIKit's `hitTest(_:with:)` looks only inside the superview's bounds)
    /// and by the screen; nil when nothing of it is left.
    public let hitArea: Rect?
    /// Its exact frame before it went on the pixel grid (`LayoutResult.solvedFrames`), which
    /// the text rules hold a text's measure in points to.
    public let solvedFrame: Rect

    init(
      spec: ViewSpec, frame: Rect, solvedFrame: Rect, parent: Int?, isShown: Bool,
      takesTouches: Bool, hitArea: Rect?
    ) {
      self.spec = spec
      self.frame = frame
      self.solvedFrame = solvedFrame
      self.parent = parent
      self.isShown = isShown
      self.takesTouches = takesTouches
      self.hitArea = hitArea
    }

    /// `button 'close'`: the view's type and id, for a message.
    public var name: String { "\(spec.type.value.rawValue) '\(spec.id.value)'" }
  }

  /// The storyboard the scene is in.
  public var storyboard: Storyboard
  /// The scene.
  public var scene: Scene
  /// The variant it is laid out on.
  public var variant: AuditVariant
  /// The bars around the scene (`LayoutResult.container`).
  public var container: ContainerContext
  /// The views of the view tree, in document order.
  public var views: [View]
  /// The colours of the app's asset catalogues by name (`Audit.Options.assetColors`); nil
  /// when no catalogue was read.
  public var assetColors: [String: DeclaredColor]? = nil
  /// The frames of the views (in `views` order) with the scene laid out as written on the
  /// same device, for the rules that compare a variant with it; nil when not given (the rule
  /// solves it).
  public var writtenFrames: [Rect]? = nil

  /// The screen of a scene laid out on a variant, from its layout (`LayoutResult.frames`,
  /// which are in the order of `Scene.treeViews`).
  public init(
    storyboard: Storyboard, scene: Scene, variant: AuditVariant, layout: LayoutResult
  ) {
    self.init(
      storyboard: storyboard, scene: scene, variant: variant, layout: layout,
      tree: (scene.treeViews, Self.parents(of: scene)))
  }

  /// The screen, with the scene's views in tree order (`Scene.treeViews`) and their
  /// superviews (`parents(of:)`) given: the audit makes them once per scene, not per variant.
  init(
    storyboard: Storyboard, scene: Scene, variant: AuditVariant, layout: LayoutResult,
    tree: (specs: [ViewSpec], parents: [Int])
  ) {
    self.storyboard = storyboard
    self.scene = scene
    self.variant = variant
    container = layout.container
    let (specs, parents) = tree
    let screen = Rect(x: 0, y: 0, width: variant.device.width, height: variant.device.height)
    var views: [View] = []
    views.reserveCapacity(specs.count)
    // The layout has a frame for each view of the tree, in the same order.
    guard layout.frames.count == specs.count, parents.count == specs.count else {
      self.views = []
      return
    }
    for (i, spec) in specs.enumerated() {
      let parent = parents[i] >= 0 ? parents[i] : nil
      let hidden = spec.property("hidden") == .bool(true)
      let isShown = !hidden && (parent.map { views[$0].isShown } ?? true)
      let interaction: Bool =
        if case .bool(let on)? = spec.property("userInteraction") {
          on
        } else {
          spec.type.value != .label && spec.type.value != .imageView
        }
      let takesTouches = isShown && interaction && (parent.map { views[$0].takesTouches } ?? true)
      let frame = layout.frames[i].frame
      // A touch reaches a view only inside its superview's hit area; content scrolls into
      // view, so a scrolling superview leaves only the screen's edges.
      let clip: Rect? =
        switch parent {
        case .some(let p) where !Self.scrolls(views[p].spec.type.value): views[p].hitArea
        default: screen
        }
      let hitArea = clip.flatMap { frame.intersection($0) }
      views.append(
        View(
          spec: spec, frame: frame,
          solvedFrame: i < layout.solvedFrames.count ? layout.solvedFrames[i] : frame,
          parent: parent, isShown: isShown, takesTouches: takesTouches, hitArea: hitArea))
    }
    self.views = views
  }

  /// Whether a view scrolls its content: what lies past its edges is scrolled into view, so
  /// its frame does not clip its subviews' hit areas.
  static func scrolls(_ type: ViewType) -> Bool {
    type == .scrollView || type == .tableView || type == .collectionView || type == .textView
  }

  /// The index of each view's superview in `Scene.treeViews` (-1 for a top-level view): the
  /// same walk as `Scene.allViews`.
  static func parents(of scene: Scene) -> [Int] {
    var parent: [Int] = []
    func visit(_ list: [ViewSpec], parentIndex: Int) {
      for view in list {
        let me = parent.count
        parent.append(parentIndex)
        visit(view.subviews, parentIndex: me)
        visit(view.arrangedSubviews, parentIndex: me)
        visit(view.tableEndViews, parentIndex: me)
        visit(view.cellViews, parentIndex: me)
      }
    }
    visit(scene.views, parentIndex: -1)
    return parent
  }

  /// Whether view `a` is view `b` or one of its superviews.
  public func contains(_ a: Int, _ b: Int) -> Bool {
    var i: Int? = b
    while let k = i {
      if k == a { return true }
      i = views[k].parent
    }
    return false
  }
}

extension Rect {
  /// The part of this rectangle inside `other`; nil when they share no area.
  func intersection(_ other: Rect) -> Rect? {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(x + width, other.x + other.width)
    let bottom = min(y + height, other.y + other.height)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

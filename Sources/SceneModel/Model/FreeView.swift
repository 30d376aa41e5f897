import Diagnostics

/// A free-standing view of a scene (`freeViews:`, an extension, docs/SceneFormat.md): a view
/// Interface Builder keeps beside the controller, outside its view tree. The scene loads it
/// and keeps it through outlets; code adds it to a view later, so it is never on screen in
/// `simulate`. It is laid out on its own at `size`, with its own `constraints`, where
/// `superview` of its direct subviews is the free view (docs/Layout.md §5d).
///
///     freeViews:
///       - id: panel
///         type: view
///         size: [320, 44]
///         subviews: [ { id: volume, type: slider } ]
///         constraints: [volume.leading = superview.leadingMargin]
public struct FreeView: Sendable {
  /// A free view's width and height in points.
  public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }

  /// The view and its subviews, written as a `views:` entry.
  public var view: ViewSpec
  /// `size: [w, h]`: the size it is laid out at; nil when the file gives none (an error).
  public var size: Located<Size>?
  /// The constraints among the free view and its subviews, in file order.
  public var constraints: [ConstraintEntry] = []
  /// Whether a constraint of `constraints` could not be read (its ambiguity is then not
  /// reported, as for `Scene.hasUnreadableConstraints`).
  public var hasUnreadableConstraints = false

  /// A free view of `view`, laid out at `size`.
  public init(view: ViewSpec, size: Located<Size>?) {
    self.view = view
    self.size = size
  }

  /// The free view and every view inside it, depth first in file order.
  public var allViews: [ViewSpec] { Scene.flattened([view]) }

  /// The key the free view's size is written with.
  public static let sizeKey = "size"
}

import Diagnostics

/// An object of a scene made from a class of the app (`objects:`, an extension,
/// docs/SceneFormat.md): Interface Builder's Object, which the scene creates beside its
/// controller. The controller's outlets may connect to it, it has outlets of its own to the
/// scene's views, and actions may be sent to it (`target:`). Its code is not run.
///
///     objects:
///       - id: countdownManager
///         class: ListingsCountdownManager
///         outlets: { countdownLabel: countdownLabel }
public struct SceneObject: Sendable {
  public var id: Located<String>
  /// `class:`: the object's class, which the app defines.
  public var className: Located<String>?
  /// `ib:`: the Interface Builder id of the object a storyboard import made it from.
  public var ib: Located<String>?
  /// The outlets the object's class owns (`outlets:`), to views of the scene.
  public var outlets: [Outlet]
  public var location: Diagnostic.Location

  /// An object with the given id, class and outlets.
  public init(
    id: Located<String>, className: Located<String>?, ib: Located<String>?, outlets: [Outlet],
    location: Diagnostic.Location
  ) {
    self.id = id
    self.className = className
    self.ib = ib
    self.outlets = outlets
    self.location = location
  }
}

extension Scene {
  /// The object with the id, if the scene has one (`objects:`).
  public func object(_ id: String) -> SceneObject? {
    objects.first { $0.id.value == id }
  }
}

import SceneModel
import SceneSyntax

/// A view property set while the app runs (`set: rectResult.text`), so that a scene is laid
/// out with what it shows rather than what the file says: a label's or button's intrinsic
/// size follows its current text, and a hidden arranged view makes room.
///
///     let shown = PropertyValue(view: "rectResult", property: "text", value: .string("12.00"))
///     let frames = SceneLayoutEngine.frames(
///       for: area, in: storyboard, device: iphone, container: nil, values: [shown])
public struct PropertyValue: Sendable, Hashable {
  /// The view's id.
  public var view: String
  /// The property's name (`text`, `title`, `placeholder`, `font`, `hidden`, ...).
  public var property: String
  /// The value.
  public var value: Value

  /// A property value of a view.
  public init(view: String, property: String, value: Value) {
    self.view = view
    self.property = property
    self.value = value
  }
}

/// A view's properties: the values set at run time first, then the file's.
struct ViewValues {
  let view: ViewSpec
  /// The run-time values of this view, later ones winning.
  let overrides: [(property: String, value: Value)]

  func property(_ name: String) -> Value? {
    overrides.last { $0.property == name }?.value ?? view.property(name)
  }

  func string(_ name: String) -> String? {
    if case .string(let s)? = property(name) { return s }
    return nil
  }
}

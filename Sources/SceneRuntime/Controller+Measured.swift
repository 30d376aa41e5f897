import SceneModel
import SceneSyntax

/// A current property value of a view that changes what the view measures (its intrinsic
/// size, or whether a stack view gives it room), for the layout pass.
public struct MeasuredValue: Sendable, Hashable {
  /// The view's id.
  public var view: String
  /// The property's name, one of `Controller.measuredProperties`.
  public var property: String
  /// Its current value.
  public var value: Value
}

extension Controller {
  /// The properties whose values change what a view measures: the text a label, button or
  /// field shows and its font and line limit, the segments of a segmented control, the pages
  /// of a page control, a control's style, and `hidden` (a hidden arranged view gives up its
  /// room in a stack view).
  public static let measuredProperties: Set<String> = [
    "text", "title", "placeholder", "font", "lines", "hidden", "segments", "pages", "style",
  ]

  /// The current values of the measured properties of the controller's views, in view order,
  /// then property order: with the scene, the device and the bars, everything that decides
  /// the scene's frames, so a layout cache can be keyed by it.
  public var measuredValues: [MeasuredValue] {
    var values: [MeasuredValue] = []
    for view in views where view.freeView == nil {
      for field in view.properties where Self.measuredProperties.contains(field.name) {
        values.append(MeasuredValue(view: view.id, property: field.name, value: field.value))
      }
    }
    return values
  }
}

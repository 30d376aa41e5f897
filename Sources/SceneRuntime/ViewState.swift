import SceneModel
import SceneSyntax

/// The live state of one view: its current property values.
///
/// Properties start as the scene file writes them; steps (`set:`), typing,
/// segment selection and switches change them. A property never written
/// reads as UIKit's default (see `defaultValue(of:)`).
public struct ViewState: Sendable {
  public var id: String
  public var type: ViewType
  /// The superview's id; nil for a subview of the controller's root view.
  public var superview: String?
  /// Current values of the properties that were written or set, in order.
  public var properties: [Value.Field]
  /// A table view's prototype cells.
  public var prototypes: [TableCell]
  /// A static table's cells, in section order (its rows).
  public var staticCells: [TableCell]
  /// A collection view's section header and footer (`ViewSpec.supplementaries`): templates,
  /// as prototypes are.
  public var supplementaries: [TableCell] = []
  /// The free view that is this view or holds it (`Scene.freeViews`): outside the view tree,
  /// never on screen, but steps read and set it as code does through outlets. Nil for a view
  /// of the view tree.
  public var freeView: String? = nil

  init(spec: ViewSpec, superview: String?) {
    self.id = spec.id.value
    self.type = spec.type.value
    self.superview = superview
    self.properties = spec.properties.map { Value.Field(name: $0.name, value: $0.value) }
    self.prototypes = spec.prototypes
    self.staticCells = spec.sections.flatMap(\.cells)
    self.supplementaries = spec.supplementaries
  }

  init(id: String, type: ViewType, properties: [Value.Field]) {
    self.id = id
    self.type = type
    self.superview = nil
    self.properties = properties
    self.prototypes = []
    self.staticCells = []
  }

  /// The views of a scene, depth first in file order: the view tree's, then each free
  /// view's (`freeView` set).
  static func tree(of scene: Scene) -> [ViewState] {
    var result: [ViewState] = []
    func visit(_ specs: [ViewSpec], superview: String?, freeView: String?) {
      for spec in specs {
        var state = ViewState(spec: spec, superview: superview)
        state.freeView = freeView
        result.append(state)
        visit(spec.subviews, superview: spec.id.value, freeView: freeView)
        visit(spec.arrangedSubviews, superview: spec.id.value, freeView: freeView)
        visit(spec.tableEndViews, superview: spec.id.value, freeView: freeView)
        visit(spec.cellViews, superview: spec.id.value, freeView: freeView)
      }
    }
    visit(scene.views, superview: nil, freeView: nil)
    for free in scene.freeViews {
      visit([free.view], superview: nil, freeView: free.view.id.value)
    }
    return result
  }

  /// The current value of a property, or UIKit's default for it.
  public func value(_ name: String) -> Value? {
    properties.first { $0.name == name }?.value ?? defaultValue(of: name)
  }

  func bool(_ name: String) -> Bool? {
    if case .bool(let value)? = value(name) { return value }
    return nil
  }

  var isHidden: Bool { bool("hidden") == true }

  /// Whether a control is enabled (views that are not controls always are).
  var isEnabled: Bool { bool("enabled") != false }

  mutating func set(_ name: String, _ value: Value) {
    if let index = properties.firstIndex(where: { $0.name == name }) {
      properties[index].value = value
    } else {
      properties.append(Value.Field(name: name, value: value))
    }
  }

  /// UIKit's value for a property that was never written (`ViewTraits.defaultValue(of:)`);
  /// nil for a name the view's type does not have.
  func defaultValue(of name: String) -> Value? {
    type.traits.defaultValue(of: name)
  }

  /// What the view shows as text (`ViewTraits.shownText`): a label's, text field's or text
  /// view's text, a button's title, the selected segment's title, a switch's `on` or `off`,
  /// a slider's or stepper's value, ...; nil for other views.
  public var text: String? {
    switch type.traits.shownText {
    case .value(let name):
      return value(name).map(\.displayText)
    case .string(let name):
      if case .string(let text)? = value(name) { return text }
      return nil
    case .selectedSegment:
      guard case .list(let segments)? = value("segments"),
        case .number(let selected)? = value("selected"),
        let index = Int(exactly: selected), segments.indices.contains(index)
      else { return nil }
      return segments[index].displayText
    case .onOff:
      return bool("on") == true ? "on" : "off"
    case .none:
      return nil
    }
  }

  /// The segment titles of a segmented control.
  var segments: [String] {
    guard case .list(let items)? = value("segments") else { return [] }
    return items.map(\.displayText)
  }
}

import Diagnostics
import SceneSyntax

/// An outlet: a controller property connected to a view, or a collection of views.
public struct Outlet: Sendable {
  public var property: Located<String>
  /// The view ids it connects to: one for a plain outlet, several for a collection.
  public var targets: [Located<String>]
  public var isCollection: Bool
  /// The type the property expects, when given.
  public var expectedType: Located<ViewType>?
}

/// A control event an action can be sent for.
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
  case touchUpInside, valueChanged, editingChanged, editingDidEnd, primaryAction
  /// A text field's (extensions, docs/SceneFormat.md): it becomes the first responder; the
  /// Return key is pressed.
  case editingDidBegin, editingDidEndOnExit
  /// A finger touches the control (an extension): every `UIControl` sends it first, before
  /// the event the touch ends with.
  case touchDown
}

/// A target-action connection and the steps it runs (SCENE-FORMAT.md §5).
public struct Action: Sendable {
  public var name: Located<String>
  public var from: Located<String>
  public var event: Located<ControlEvent>?
  /// `selector:` (an extension): the Objective-C selector the control sends, as Interface
  /// Builder stores it (`cancel:`). An action with a selector and no steps is code that
  /// `simulate` names and does not run.
  public var selector: Located<String>?
  /// `target:` (an extension): the view or cell of the scene the action is sent to instead of
  /// the controller (Interface Builder wires an action to any object of the scene, such as a
  /// custom cell); that object's code runs it, which `simulate` names and does not run.
  public var target: Located<String>? = nil
  /// `targetScene:` (an extension): another scene whose controller the storyboard wires the
  /// action to. Xcode keeps such stale connections (a view copied from another scene), but
  /// each scene is loaded on its own, so the action reaches no object.
  public var targetScene: Located<String>? = nil
  public var steps: [Step]
  public var location: Diagnostic.Location
}

/// One step of an action, an alert action or `onAppear`.
public struct Step: Sendable {
  /// What the step does.
  public indirect enum Operation: Sendable {
    case set(target: Located<[String]>, value: Located<Expression>)
    case segue(Located<String>)
    case dismiss
    case pop
    case popToRoot
    case selectTab(Located<Int>)
    case present(Located<String>)
    case endEditing
    case branch(condition: Located<Expression>, then: [Step], otherwise: [Step])
  }

  public var operation: Operation
  public var location: Diagnostic.Location
}

/// An alert or action sheet (SCENE-FORMAT.md §8).
public struct Alert: Sendable {
  /// The two presentation styles of UIAlertController.
  public enum Style: String, Sendable, CaseIterable { case alert, actionSheet }

  /// A button of an alert.
  public struct Button: Sendable {
    /// The styles of UIAlertAction.
    public enum Style: String, Sendable, CaseIterable { case `default`, cancel, destructive }

    public var title: Located<String>
    public var style: Style
    public var steps: [Step]
    public var location: Diagnostic.Location
  }

  /// A text field of an alert.
  public struct Field: Sendable {
    public var id: Located<String>
    public var placeholder: String?
    public var text: String?
    public var secure: Bool
    public var location: Diagnostic.Location
  }

  public var id: Located<String>
  public var style: Style
  public var title: String?
  public var message: String?
  public var fields: [Field]
  public var buttons: [Button]
  public var location: Diagnostic.Location
}

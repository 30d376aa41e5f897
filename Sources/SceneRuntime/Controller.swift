import SceneModel
import SceneSyntax

/// A live view controller: one instance of a scene, as a storyboard makes a
/// fresh one for every segue (UIKIT-SEMANTICS.md §1.5).
///
/// Containers hold their children in `children`: a navigation controller's
/// stack (root first), a tab bar controller's tabs, a page view controller's
/// pages, a split view controller's columns (master, supplementary, detail, each with its
/// `column`). Children placed by
/// `embed` segues are in `embedded`. A controller presents at most one other
/// controller (`presented`), which points back at it through `presenter`.
public final class Controller {
  /// The order of creation, from 1; it tells instances of one scene apart.
  public let number: Int
  /// The scene this controller was made from (a synthetic scene for an alert), shared by
  /// every controller made from it and their forks (a scene is large to copy).
  public var scene: Scene { _read { yield sceneBox.scene } }
  private let sceneBox: SceneBox
  /// Set when this controller is an alert or action sheet (a `UIAlertController`).
  public internal(set) var alert: AlertInstance?
  public internal(set) var children: [Controller] = []
  /// Children placed in container views by `embed` segues, in file order.
  public internal(set) var embedded: [Embedded] = []
  public internal(set) weak var parent: Controller?
  /// The split view column this controller fills, when its parent is a split view controller
  /// (the relationship that made it, or the column a segue replaced).
  public internal(set) var column: SplitColumn?
  /// The selected tab of a tab bar controller, or the current page of a page view controller.
  public internal(set) var selectedIndex = 0
  /// The controller this one presents, if any.
  public internal(set) var presented: Controller?
  /// The controller that presents this one (the presentation's host), if any.
  public internal(set) weak var presenter: Controller?
  /// How this controller was presented, when it was.
  public internal(set) var presentation: Presentation?
  /// Properties set by segues (`pass:`) and steps (`set: self.x`), in order.
  public internal(set) var properties: [Value.Field]
  /// The views of the scene, depth first in file order. Their number, order and ids never
  /// change after the controller is made (steps change their properties only).
  public internal(set) var views: [ViewState]
  /// The position in `views` of the first view with each id, and in `properties` of each
  /// name, so that steps, hit tests and the walks up the superviews do not search.
  private let viewPositions: [String: Int]
  private var propertyPositions: [String: Int]
  public internal(set) var isViewLoaded = false
  /// UIKit's `UIViewController.title`: the scene's `title:` until a step or a segue's `pass:`
  /// sets `self.title` (docs/Runtime.md §5). The navigation bar shows it, and once it is set,
  /// the tab bar item too, as UIKit's setter does.
  public internal(set) var title: String?
  /// Whether a step or a `pass:` set `title`.
  public internal(set) var titleWasSet = false

  /// A child in a container view.
  public struct Embedded {
    /// The container view's id.
    public var container: String
    public var child: Controller
  }

  convenience init(number: Int, scene: Scene, alert: AlertInstance? = nil, views: [ViewState]) {
    self.init(
      number: number, alert: alert,
      template: ViewTemplate(
        scene: SceneBox(scene), views: views, positions: Self.firstPositions(views.map(\.id))))
  }

  /// A controller whose views start as `template` has them.
  init(number: Int, alert: AlertInstance? = nil, template: ViewTemplate) {
    self.number = number
    self.sceneBox = template.scene
    let scene = template.scene.scene
    self.alert = alert
    self.properties = scene.properties.map { Value.Field(name: $0.name.value, value: $0.value) }
    self.title = scene.title?.value
    self.views = template.views
    self.viewPositions = template.positions
    self.propertyPositions = Self.firstPositions(properties.map(\.name))
  }

  /// A copy of `other`'s own state (scene, values, title, selection), with no children,
  /// presentations or parent: `Simulator.fork()` links the copies.
  init(copying other: Controller) {
    number = other.number
    sceneBox = other.sceneBox
    alert = other.alert
    selectedIndex = other.selectedIndex
    column = other.column
    presentation = other.presentation
    properties = other.properties
    views = other.views
    viewPositions = other.viewPositions
    propertyPositions = other.propertyPositions
    isViewLoaded = other.isViewLoaded
    title = other.title
    titleWasSet = other.titleWasSet
  }

  static func firstPositions(_ names: [String]) -> [String: Int] {
    var positions: [String: Int] = [:]
    for (position, name) in names.enumerated() where positions[name] == nil {
      positions[name] = position
    }
    return positions
  }

  public var sceneID: String { scene.id.value }
  public var kind: Scene.Kind { scene.kind.value }

  /// The name used in transcripts: the scene id (an alert's id for an alert).
  public var name: String { sceneID }

  /// The top of a navigation controller's stack.
  public var topChild: Controller? { children.last }

  /// The children on screen when this controller is: the top of a navigation
  /// stack, the selected tab or page, a split view's columns, and embedded children.
  func displayedChildren(in device: Device) -> [Controller] {
    var result: [Controller]
    switch kind {
    case .navigationController:
      result = children.last.map { [$0] } ?? []
    case .tabBarController, .pageViewController:
      result = children.indices.contains(selectedIndex) ? [children[selectedIndex]] : []
    case .splitViewController:
      // Collapsed in compact width: only the master column shows (Runtime.md).
      result = device.horizontalClass == .compact ? Array(children.prefix(1)) : children
    case .viewController, .tableViewController, .collectionViewController:
      result = []
    }
    return result + embedded.filter { isShown(view: $0.container) }.map(\.child)
  }

  /// The child the user's attention follows: the top of the stack, the
  /// selected tab or page, the detail column (the master when collapsed).
  func primaryChild(in device: Device) -> Controller? {
    switch kind {
    case .navigationController: children.last
    case .tabBarController, .pageViewController:
      children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    case .splitViewController:
      device.horizontalClass == .compact ? children.first : children.last
    case .viewController, .tableViewController, .collectionViewController: nil
    }
  }

  /// The chain of parents, nearest first.
  var ancestors: [Controller] {
    var result: [Controller] = []
    var current = parent
    while let next = current {
      result.append(next)
      current = next.parent
    }
    return result
  }

  /// The top of this controller's parent chain: the window's root or a presented controller.
  var chainRoot: Controller { ancestors.last ?? self }

  /// Whether `other` is this controller or one of its parents.
  func isDescendant(of other: Controller) -> Bool {
    self === other || ancestors.contains { $0 === other }
  }

  /// The nearest navigation controller this one is inside.
  var navigationController: Controller? {
    ancestors.first { $0.kind == .navigationController }
  }

  /// The nearest tab bar controller this one is inside.
  var tabBarController: Controller? {
    ancestors.first { $0.kind == .tabBarController }
  }

  /// The nearest split view controller this one is inside.
  var splitViewController: Controller? {
    ancestors.first { $0.kind == .splitViewController }
  }

  /// Whether this is a split view controller with a supplementary column.
  public var isTripleColumn: Bool {
    kind == .splitViewController && children.contains { $0.column == .supplementary }
  }

  /// The column of `split` this controller is in: its own, or that of the parent below
  /// `split` on its chain; nil when it is not inside `split`.
  func column(in split: Controller) -> SplitColumn? {
    var current = self
    while let parent = current.parent {
      if parent === split { return current.column }
      current = parent
    }
    return nil
  }

  /// Every controller of the subtree (children and embedded, not presentations), preorder.
  var subtree: [Controller] {
    [self] + (children + embedded.map(\.child)).flatMap(\.subtree)
  }

  // MARK: - Views

  /// The view with this id.
  public func view(_ id: String) -> ViewState? {
    viewPositions[id].map { views[$0] }
  }

  func viewIndex(_ id: String) -> Int? {
    viewPositions[id]
  }

  /// Whether a view and all its superviews are not hidden, in the view tree (not a free view).
  func isShown(view id: String) -> Bool {
    hiddenAncestor(of: id) == nil && view(id) != nil && view(id)?.freeView == nil
  }

  /// The view itself or the nearest superview that is hidden.
  func hiddenAncestor(of id: String) -> String? {
    var current: String? = id
    while let name = current, let state = view(name) {
      if state.isHidden { return name }
      current = state.superview
    }
    return nil
  }

  /// The prototype cell the view is or lies in, if any: its views are a template, which each
  /// row of the table copies, so they are not on screen themselves.
  func prototypeAncestor(of id: String) -> String? {
    var current: String? = id
    while let name = current, let state = view(name) {
      if state.type.isCell, let table = state.superview.flatMap({ view($0) }),
        (table.prototypes + table.supplementaries).contains(where: { $0.id?.value == name })
      {
        return name
      }
      current = state.superview
    }
    return nil
  }

  /// The title of its tab: the title a step set, else the tab item's title, else the
  /// scene's title, else the scene id.
  public var tabTitle: String {
    titleWasSet ? title ?? "" : scene.tabItem?.title?.value ?? title ?? sceneID
  }

  /// The title of the back button of the controller pushed above it: its `backTitle`, else
  /// its title, else "Back" (UIKIT-SEMANTICS.md §1.6).
  public var backButtonTitle: String {
    scene.navigationItem?.backTitle?.value ?? title ?? "Back"
  }

  /// Sets `title` from a value: text, or null for none (UIKit's title is a `String?`).
  func setTitle(_ value: Value) -> String? {
    switch value {
    case .string(let text): title = text
    case .null: title = nil
    default:
      return "'self.title' is the view controller's title, text or null, but the value is "
        + "\(value.typeDescription); convert it with text(...)"
    }
    titleWasSet = true
    return nil
  }

  func property(_ name: String) -> Value? {
    propertyPositions[name].map { properties[$0].value }
  }

  func setProperty(_ name: String, _ value: Value) {
    if let index = propertyPositions[name] {
      properties[index].value = value
    } else {
      propertyPositions[name] = properties.count
      properties.append(Value.Field(name: name, value: value))
    }
  }

  func setViewProperty(_ id: String, _ name: String, _ value: Value) {
    guard let index = viewIndex(id) else { return }
    views[index].set(name, value)
  }
}

/// The state of an alert or action sheet on screen: its text fields' text.
public struct AlertInstance {
  public var spec: Alert
  /// The controller whose scene declares the alert; its steps run there.
  public unowned var owner: Controller
  /// The control or bar item whose action presented it (the anchor of an action sheet).
  public var sender: String?
}

/// A scene, shared by reference.
final class SceneBox {
  let scene: Scene
  init(_ scene: Scene) { self.scene = scene }
}

/// A scene's views as a new controller of it gets them, with the position of each id.
struct ViewTemplate {
  var scene: SceneBox
  var views: [ViewState]
  var positions: [String: Int]
}

/// The view templates of the scenes, made once per scene and shared by a simulator and its
/// forks, so that a segue does not rebuild a scene's views from the file each time.
final class ViewTemplates {
  private var templates: [String: ViewTemplate] = [:]

  func template(of scene: Scene) -> ViewTemplate {
    if let template = templates[scene.id.value] { return template }
    let views = ViewState.tree(of: scene)
    let template = ViewTemplate(
      scene: SceneBox(scene), views: views, positions: Controller.firstPositions(views.map(\.id)))
    templates[scene.id.value] = template
    return template
  }
}

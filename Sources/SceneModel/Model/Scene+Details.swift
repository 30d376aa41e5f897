/// The parts of a scene that few scenes have, or that few checks read, held out of line
/// (`Scene.Details`): a scene is copied into every check and layout run of it, and a copy
/// then costs one reference for all of them.
extension Scene {
  /// What a scene has beyond its views, outlets, actions, segues, constraints and bar items;
  /// each field is documented at the scene's property of the same name.
  struct Details: Sendable {
    var className: Located<String>? = nil
    var ib: Located<String>? = nil
    var storyboardIdentifier: Located<String>? = nil
    var backgroundColor: Located<String>? = nil
    var rootFromCode: Located<Bool>? = nil
    var navigationBarHidden: Located<Bool>? = nil
    var definesPresentationContext: Located<Bool>? = nil
    var toolbarHidden: Located<Bool>? = nil
    var opaqueNavigationBar: Located<Bool>? = nil
    var opaqueTabBar: Located<Bool>? = nil
    var prefersLargeTitles: Located<Bool>? = nil
    var edgesForExtendedLayout: Located<[RectEdge]>? = nil
    var simulatedBars: Located<[SimulatedBar]>? = nil
    var title: Located<String>? = nil
    var tabItem: TabItem? = nil
    var hidesBottomBarWhenPushed: Located<Bool>? = nil
    var modalInPresentation: Located<Bool>? = nil
    var unwindActions: [Located<String>] = []
    var reference: StoryboardReference? = nil
    var runtimeAttributes: [NamedValue] = []
    var gestures: [Gesture] = []
    var objects: [SceneObject] = []
    var hasUnreadableConstraints: Bool = false
    var unreadSegueIDs: Set<String> = []
    var unreadSegueTargets: [String] = []
    var hasUnreadProperties: Bool = false
    var partialLayout: Located<Bool>? = nil
  }

  /// A scene's `Details`, shared by its copies until one changes them (copy on write:
  /// `ownDetails()` copies a box another scene holds before it is written).
  final class DetailsBox: @unchecked Sendable {
    // Written only through `ownDetails()`, while one scene alone holds the box.
    // Not checked for overlapping access at run time (done for speed: every walk of the
    // views reads it through the accessors, about 60 instructions a read).
    @exclusivity(unchecked) var details: Details

    init(_ details: Details) {
      self.details = details
    }
  }

  /// The box, this scene's alone, that its details are written to (a new one when it has
  /// none or shares it).
  private mutating func ownDetails() -> DetailsBox {
    if isKnownUniquelyReferenced(&detailsBox), let box = detailsBox { return box }
    let box = DetailsBox(detailsBox?.details ?? Details())
    detailsBox = box
    return box
  }

  public var className: Located<String>? {
    get { detailsBox?.details.className }
    _modify { yield &ownDetails().details.className }
  }
  /// `ib:` (an extension): the Interface Builder id of the controller a storyboard import
  /// made the scene from.
  public var ib: Located<String>? {
    get { detailsBox?.details.ib }
    _modify { yield &ownDetails().details.ib }
  }
  /// `storyboardIdentifier:` (an extension): the name code passes to
  /// `instantiateViewController(withIdentifier:)`. Code may enter the app there, so the scene
  /// and what it leads to are not reported unreachable.
  public var storyboardIdentifier: Located<String>? {
    get { detailsBox?.details.storyboardIdentifier }
    _modify { yield &ownDetails().details.storyboardIdentifier }
  }
  /// `backgroundColor:`: the root view's background colour (`DeclaredColor`), behind every
  /// view of the scene that declares none.
  public var backgroundColor: Located<String>? {
    get { detailsBox?.details.backgroundColor }
    _modify { yield &ownDetails().details.backgroundColor }
  }
  /// `rootFromCode: true` (an extension): a navigation controller whose root view controller
  /// code sets, as UIKit allows; it has no `rootViewController` relationship, and shows an
  /// empty stack until code (which `simulate` does not run) pushes one.
  public var rootFromCode: Located<Bool>? {
    get { detailsBox?.details.rootFromCode }
    _modify { yield &ownDetails().details.rootFromCode }
  }
  /// `navigationBarHidden: true` (an extension) on a navigation controller: its bar is
  /// hidden (UINavigationController's `isNavigationBarHidden`), so it covers nothing, shows
  /// no title, bar items or back button, and the safe area starts below the device's inset.
  public var navigationBarHidden: Located<Bool>? {
    get { detailsBox?.details.navigationBarHidden }
    _modify { yield &ownDetails().details.navigationBarHidden }
  }
  /// `definesPresentationContext: true` (an extension): a `currentContext` or
  /// `overCurrentContext` presentation from the scene or a controller inside it covers this
  /// scene's controller, the nearest such one up the chain (UIViewController's
  /// `definesPresentationContext`); a tab bar controller's tabs define one already.
  public var definesPresentationContext: Located<Bool>? {
    get { detailsBox?.details.definesPresentationContext }
    _modify { yield &ownDetails().details.definesPresentationContext }
  }
  /// `toolbarHidden:` (an extension) on a navigation controller: `false` shows its toolbar
  /// under every scene of its stack, with or without toolbar items (UINavigationController's
  /// `isToolbarHidden`, IB's "Shows Toolbar"); `true` hides it even from scenes that have
  /// items. Absent, the toolbar shows under the scenes that have toolbar items.
  public var toolbarHidden: Located<Bool>? {
    get { detailsBox?.details.toolbarHidden }
    _modify { yield &ownDetails().details.toolbarHidden }
  }
  /// `opaqueNavigationBar: true` (an extension) on a navigation controller: its bar is opaque
  /// (UIKit's `navigationBar.isTranslucent` false, IB's `translucent="NO"`), so the root views
  /// of its stack start below it (`extendedLayoutIncludesOpaqueBars` is false by default).
  public var opaqueNavigationBar: Located<Bool>? {
    get { detailsBox?.details.opaqueNavigationBar }
    _modify { yield &ownDetails().details.opaqueNavigationBar }
  }
  /// `opaqueTabBar: true` (an extension) on a tab bar controller: its tab bar is opaque
  /// (UIKit's `tabBar.isTranslucent` false, IB's `translucent="NO"`), so the root views of its
  /// tabs, and of what they push, end above it (`extendedLayoutIncludesOpaqueBars` is false
  /// by default).
  public var opaqueTabBar: Located<Bool>? {
    get { detailsBox?.details.opaqueTabBar }
    _modify { yield &ownDetails().details.opaqueTabBar }
  }
  /// `prefersLargeTitles: true` on a navigation controller (an extension, UIKit's
  /// `navigationBar.prefersLargeTitles`): its bar shows large titles, 52 points taller, for
  /// the scenes whose `largeTitleDisplayMode` lets it. nil when absent (false).
  public var prefersLargeTitles: Located<Bool>? {
    get { detailsBox?.details.prefersLargeTitles }
    _modify { yield &ownDetails().details.prefersLargeTitles }
  }
  /// `edgesForExtendedLayout:` (an extension, UIKit's `edgesForExtendedLayout`): the edges
  /// along which the root view runs under the bars; nil when absent (all of them). Without
  /// `top` the root view starts below a navigation bar, without `bottom` it ends above a
  /// tab bar or toolbar.
  public var edgesForExtendedLayout: Located<[RectEdge]>? {
    get { detailsBox?.details.edgesForExtendedLayout }
    _modify { yield &ownDetails().details.edgesForExtendedLayout }
  }
  /// `simulatedBars:` (an extension, Interface Builder's simulated metrics): the bars the
  /// canvas draws the scene under, as its designer set them. A scene no segue reaches is
  /// shown by code in a container the file does not name; layout gives it these bars
  /// (docs/Layout.md §3). nil when absent (none).
  public var simulatedBars: Located<[SimulatedBar]>? {
    get { detailsBox?.details.simulatedBars }
    _modify { yield &ownDetails().details.simulatedBars }
  }
  public var title: Located<String>? {
    get { detailsBox?.details.title }
    _modify { yield &ownDetails().details.title }
  }
  public var tabItem: TabItem? {
    get { detailsBox?.details.tabItem }
    _modify { yield &ownDetails().details.tabItem }
  }
  /// UIKit's `hidesBottomBarWhenPushed` (an extension, docs/SceneFormat.md): when the
  /// scene is pushed onto a navigation controller inside a tab bar controller, the tab bar
  /// is hidden while it is on the stack; on a stack's root, while anything is pushed over it
  /// (docs/Layout.md §3, docs/Runtime.md §2.4).
  /// nil when the key is absent, which means false.
  public var hidesBottomBarWhenPushed: Located<Bool>? {
    get { detailsBox?.details.hidesBottomBarWhenPushed }
    _modify { yield &ownDetails().details.hidesBottomBarWhenPushed }
  }
  /// UIKit's `isModalInPresentation` (an extension, docs/SceneFormat.md): presented as a
  /// sheet, the scene cannot be swiped down (`--swipe down`). nil when absent (false).
  public var modalInPresentation: Located<Bool>? {
    get { detailsBox?.details.modalInPresentation }
    _modify { yield &ownDetails().details.modalInPresentation }
  }
  /// The unwind actions the scene's class implements (`unwindActions:`, an extension,
  /// docs/SceneFormat.md): an unwind segue by `action` returns to the first controller up
  /// its chain whose scene lists the action (docs/Runtime.md §2.3). In file order.
  public var unwindActions: [Located<String>] {
    get { detailsBox?.details.unwindActions ?? [] }
    _modify { yield &ownDetails().details.unwindActions }
  }
  /// `reference:` (an extension): the scene stands for a scene of another file; nil for a
  /// scene of this file.
  public var reference: StoryboardReference? {
    get { detailsBox?.details.reference }
    _modify { yield &ownDetails().details.reference }
  }
  /// `runtimeAttributes:` (an extension): the controller's user-defined runtime attributes,
  /// as a view's: kept and shown, not run.
  public var runtimeAttributes: [NamedValue] {
    get { detailsBox?.details.runtimeAttributes ?? [] }
    _modify { yield &ownDetails().details.runtimeAttributes }
  }
  /// `gestures:` (an extension): the gesture recognizers attached to the scene's root view,
  /// written as a view's. Their actions and segues are sent from `rootView` (`rootViewID`).
  public var gestures: [Gesture] {
    get { detailsBox?.details.gestures ?? [] }
    _modify { yield &ownDetails().details.gestures }
  }
  /// The objects the scene makes from the app's classes (`objects:`, an extension).
  public var objects: [SceneObject] {
    get { detailsBox?.details.objects ?? [] }
    _modify { yield &ownDetails().details.objects }
  }
  /// Whether a constraint written for the scene could not be read (a syntax error, a value
  /// that is not a string): its layout then leaves free what the user meant to fix, and the
  /// ambiguity that follows is not reported, since the constraint's own error is the cause.
  public var hasUnreadableConstraints: Bool {
    get { detailsBox?.details.hasUnreadableConstraints ?? false }
    _modify { yield &ownDetails().details.hasUnreadableConstraints }
  }
  /// The ids and destinations of segues the file writes but that could not be read (a kind
  /// that is not a segue kind): a step that performs one is not reported as naming nothing,
  /// nor a scene it leads to as unreachable, since the segue's own error is the cause.
  public var unreadSegueIDs: Set<String> {
    get { detailsBox?.details.unreadSegueIDs ?? [] }
    _modify { yield &ownDetails().details.unreadSegueIDs }
  }
  public var unreadSegueTargets: [String] {
    get { detailsBox?.details.unreadSegueTargets ?? [] }
    _modify { yield &ownDetails().details.unreadSegueTargets }
  }
  /// Whether `properties:` is written but is not a mapping: its own error is the cause, so no
  /// `self.x` or `pass:` target is reported undeclared.
  public var hasUnreadProperties: Bool {
    get { detailsBox?.details.hasUnreadProperties ?? false }
    _modify { yield &ownDetails().details.hasUnreadProperties }
  }
  /// `partialLayout: true` (an extension, docs/SceneFormat.md): the scene's constraints are
  /// known to be incomplete (a storyboard's that the format cannot hold yet were left out),
  /// so conflicts are reported and ambiguity is not. nil when the key is absent.
  public var partialLayout: Located<Bool>? {
    get { detailsBox?.details.partialLayout }
    _modify { yield &ownDetails().details.partialLayout }
  }
}

/// The parts of a view that few views have, held out of line (`ViewSpec.Details`): a view
/// is copied at every walk of a scene's tree (`Scene.allViews`, the layout tree, the checks),
/// and most views set none of these, so a copy costs the few fields every view has and one
/// reference.
extension ViewSpec {
  /// What a view has beyond its id, type, properties, subviews and frame; each field is
  /// documented at the view's property of the same name.
  struct Details: Sendable {
    var contentHugging: AxisPriorities? = nil
    var compressionResistance: AxisPriorities? = nil
    var prototypes: [TableCell] = []
    var sections: [TableSection] = []
    var barItems: [BarItem] = []
    var navigationItem: NavigationItem? = nil
    var tableHeader: [ViewSpec] = []
    var tableFooter: [ViewSpec] = []
    var ib: Located<String>? = nil
    var intrinsicSize: Located<GivenIntrinsicSize>? = nil
    var layoutMargins: Located<LayoutMargins>? = nil
    var insetsLayoutMarginsFromSafeArea: Bool = true
    var preservesSuperviewLayoutMargins: Bool = false
    var className: Located<String>? = nil
    var gestures: [Gesture] = []
    var refreshControl: RefreshControl? = nil
    var runtimeAttributes: [NamedValue] = []
    var outlets: [Outlet] = []
    var delegates: [Outlet] = []
    var autoresizing: [Located<Autoresizing>] = []
    var superviewSize: Located<FreeView.Size>? = nil
    var sectionHeader: TableCell? = nil
    var sectionFooter: TableCell? = nil
    var variations: [ViewVariation] = []
    var unreadProperties: [String] = []
  }

  /// A view's `Details`, shared by its copies until one changes them (copy on write:
  /// `ownDetails()` copies a box another view holds before it is written).
  @usableFromInline final class DetailsBox: @unchecked Sendable {
    // Written only through `ownDetails()`, while one view alone holds the box.
    // Not checked for overlapping access at run time (done for speed: every walk of the
    // views reads it through the accessors, about 60 instructions a read).
    @exclusivity(unchecked) var details: Details

    init(_ details: Details) {
      self.details = details
    }
  }

  /// The box, this view's alone, that its details are written to (a new one when it has
  /// none or shares it).
  private mutating func ownDetails() -> DetailsBox {
    if isKnownUniquelyReferenced(&detailsBox), let box = detailsBox { return box }
    let box = DetailsBox(detailsBox?.details ?? Details())
    detailsBox = box
    return box
  }

  public var contentHugging: AxisPriorities? {
    get { detailsBox?.details.contentHugging }
    _modify { yield &ownDetails().details.contentHugging }
  }
  public var compressionResistance: AxisPriorities? {
    get { detailsBox?.details.compressionResistance }
    _modify { yield &ownDetails().details.compressionResistance }
  }
  public var prototypes: [TableCell] {
    get { detailsBox?.details.prototypes ?? [] }
    _modify { yield &ownDetails().details.prototypes }
  }
  /// A static table's sections (`sections:`, an extension): its rows are these cells.
  public var sections: [TableSection] {
    get { detailsBox?.details.sections ?? [] }
    _modify { yield &ownDetails().details.sections }
  }
  /// A standalone toolbar's bar items (`items:`, an extension), leading to trailing.
  public var barItems: [BarItem] {
    get { detailsBox?.details.barItems ?? [] }
    _modify { yield &ownDetails().details.barItems }
  }
  /// A standalone navigation bar's item (`left:`, `right:`, `titleView:`, an extension): its
  /// title view and the views of its bar items are subviews of the bar.
  public var navigationItem: NavigationItem? {
    get { detailsBox?.details.navigationItem }
    _modify { yield &ownDetails().details.navigationItem }
  }
  /// A table's header view (`tableHeaderView:`, an extension; UIKit's `tableHeaderView`): at
  /// most one view, above the first row. A list, since a struct cannot hold itself.
  public var tableHeader: [ViewSpec] {
    get { detailsBox?.details.tableHeader ?? [] }
    _modify { yield &ownDetails().details.tableHeader }
  }
  /// A table's footer view (`tableFooterView:`, an extension): at most one view, after the
  /// last row.
  public var tableFooter: [ViewSpec] {
    get { detailsBox?.details.tableFooter ?? [] }
    _modify { yield &ownDetails().details.tableFooter }
  }
  /// `ib:` (an extension): the Interface Builder id of the view a storyboard import made it
  /// from, which JSON output carries so tools can match results to the XML.
  public var ib: Located<String>? {
    get { detailsBox?.details.ib }
    _modify { yield &ownDetails().details.ib }
  }
  /// `intrinsicSize: [w, h]` (an extension): the intrinsic content size the view's class
  /// gives in code (Interface Builder's `placeholderIntrinsicWidth`/`Height`), which replaces
  /// the one the type would have.
  public var intrinsicSize: Located<GivenIntrinsicSize>? {
    get { detailsBox?.details.intrinsicSize }
    _modify { yield &ownDetails().details.intrinsicSize }
  }
  /// `layoutMargins: [top, leading, bottom, trailing]` (an extension): the view's layout
  /// margins, which the margin attributes (`leadingMargin`, ...) are inside of; 8 points on
  /// each side when not given, as UIKit's default.
  public var layoutMargins: Located<LayoutMargins>? {
    get { detailsBox?.details.layoutMargins }
    _modify { yield &ownDetails().details.layoutMargins }
  }
  /// `insetsLayoutMarginsFromSafeArea: false` (an extension): the view's margins stay its
  /// `layoutMargins` where it overlaps the unsafe area. By default (true), as UIKit's
  /// `insetsLayoutMarginsFromSafeArea`, a view's top and bottom margins grow by the part of
  /// the safe-area insets it overlaps (docs/Layout.md §1).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { detailsBox?.details.insetsLayoutMarginsFromSafeArea ?? true }
    _modify { yield &ownDetails().details.insetsLayoutMarginsFromSafeArea }
  }
  /// `preservesSuperviewLayoutMargins: true` (an extension): the view's leading and trailing
  /// margins are its superview's where those are wider (UIKit's
  /// `preservesSuperviewLayoutMargins`, for a view flush with its superview's sides): a
  /// full-width container inside the root view has the root's 16 or 20 points, not 8.
  public var preservesSuperviewLayoutMargins: Bool {
    get { detailsBox?.details.preservesSuperviewLayoutMargins ?? false }
    _modify { yield &ownDetails().details.preservesSuperviewLayoutMargins }
  }
  /// `class:` (an extension): the view's custom class (a `UIView` subclass of the app, as
  /// Interface Builder's Custom Class field gives it); its drawing and behaviour are code, so
  /// it lays out and behaves as its type here. `--sources` checks that the class exists.
  public var className: Located<String>? {
    get { detailsBox?.details.className }
    _modify { yield &ownDetails().details.className }
  }
  /// `gestures:` (an extension): the gesture recognizers attached to the view, in file order.
  public var gestures: [Gesture] {
    get { detailsBox?.details.gestures ?? [] }
    _modify { yield &ownDetails().details.gestures }
  }
  /// `refreshControl:` (an extension): a scroll view's refresh control, pulled with
  /// `--pull-to-refresh`; nil when it has none.
  public var refreshControl: RefreshControl? {
    get { detailsBox?.details.refreshControl }
    _modify { yield &ownDetails().details.refreshControl }
  }
  /// `runtimeAttributes:` (an extension): Interface Builder's user-defined runtime
  /// attributes, key path to value, which the view's class reads; kept and shown, not run.
  public var runtimeAttributes: [NamedValue] {
    get { detailsBox?.details.runtimeAttributes ?? [] }
    _modify { yield &ownDetails().details.runtimeAttributes }
  }
  /// `outlets:` (an extension): the outlets the view's `class:` declares, to other views, bar
  /// items and objects of the scene, as a controller's are.
  public var outlets: [Outlet] {
    get { detailsBox?.details.outlets ?? [] }
    _modify { yield &ownDetails().details.outlets }
  }
  /// `delegates:` (an extension): UIKit's delegate wiring of the view (`delegate`,
  /// `dataSource`, ...), each to `self` (the scene's controller) or a view or object of the
  /// scene. A view of any class has them: they are UIKit's properties, not the class's.
  public var delegates: [Outlet] {
    get { detailsBox?.details.delegates ?? [] }
    _modify { yield &ownDetails().details.delegates }
  }
  /// `autoresizing: [FLAG, ...]` (an extension, UIKit's `autoresizingMask`): how a view that
  /// keeps its `frame:` follows its superview's size (`Autoresizing`).
  public var autoresizing: [Located<Autoresizing>] {
    get { detailsBox?.details.autoresizing ?? [] }
    _modify { yield &ownDetails().details.autoresizing }
  }
  /// `superviewSize: [w, h]` (an extension): the superview's size `frame:` was written for,
  /// which `autoresizing` measures from; by default the superview's own `frame:` size.
  public var superviewSize: Located<FreeView.Size>? {
    get { detailsBox?.details.superviewSize }
    _modify { yield &ownDetails().details.superviewSize }
  }
  /// A collection view's `sectionHeader:` and `sectionFooter:` (an extension): the
  /// supplementary views its flow layout shows before and after each section's items,
  /// templates as its item prototypes are (content type `collectionViewCell`).
  public var sectionHeader: TableCell? {
    get { detailsBox?.details.sectionHeader }
    _modify { yield &ownDetails().details.sectionHeader }
  }
  public var sectionFooter: TableCell? {
    get { detailsBox?.details.sectionFooter }
    _modify { yield &ownDetails().details.sectionFooter }
  }
  /// `variations:`: the view in some size classes (`ViewVariation`).
  public var variations: [ViewVariation] {
    get { detailsBox?.details.variations ?? [] }
    _modify { yield &ownDetails().details.variations }
  }
  /// The properties written with a value the loader refused (and reported): checks that would
  /// only repeat that cause leave them out.
  public var unreadProperties: [String] {
    get { detailsBox?.details.unreadProperties ?? [] }
    _modify { yield &ownDetails().details.unreadProperties }
  }
}

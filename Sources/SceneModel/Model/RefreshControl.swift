import Diagnostics

/// A scroll view's refresh control (`refreshControl:`, an extension, docs/SceneFormat.md):
/// UIKit's `UIRefreshControl`, set as `UIScrollView.refreshControl` (a table view
/// controller's `refreshControl` is its table view's). Pulling the list down past its top
/// starts it refreshing and sends `valueChanged` to the actions sent from its id, as a
/// control's; code ends the refresh with `endRefreshing()`.
public struct RefreshControl: Sendable {
  /// Its id, in the scene's one space of view ids: the `from:` of its actions.
  public var id: Located<String>
  /// `title:`: the text under the spinner (UIKit's `attributedTitle`), when written.
  public var title: Located<String>?
  public var location: Diagnostic.Location

  public init(id: Located<String>, title: Located<String>? = nil, location: Diagnostic.Location) {
    self.id = id
    self.title = title
    self.location = location
  }

  /// The only event a refresh control sends: the user pulled the list far enough.
  public static let event = ControlEvent.valueChanged
}

extension ViewType {
  /// Whether UIKit gives the type a `refreshControl`: the `UIScrollView` subclasses of the
  /// format (table, collection, scroll and text views).
  public var takesRefreshControl: Bool {
    [.tableView, .collectionView, .scrollView, .textView].contains(self)
  }
}

extension Scene {
  /// Every refresh control of the scene's views, with the id of the view holding it, in view
  /// order.
  public var refreshControls: [(control: RefreshControl, view: String)] {
    guard viewsHoldDetails else { return [] }
    return allViews.compactMap { view in view.refreshControl.map { ($0, view.id.value) } }
  }

  /// The refresh control with the id `id` and the view holding it, if there is one.
  public func refreshControl(_ id: String) -> (control: RefreshControl, view: String)? {
    refreshControls.first { $0.control.id.value == id }
  }
}

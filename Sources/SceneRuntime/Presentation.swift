import SceneModel

/// How a controller is on screen once presented: the style after adaptation.
public enum PresentationStyle: String, Sendable, Hashable {
  case fullScreen, pageSheet, formSheet, overFullScreen, currentContext, overCurrentContext
  case popover
  /// A `UIAlertController` with the alert style (centred, dims everything).
  case alert
  /// A `UIAlertController` action sheet in compact width (from the bottom, dims everything).
  case actionSheet

  /// Whether the views beneath are removed (the covered controllers get
  /// disappear callbacks): fullScreen and currentContext (UIKIT-SEMANTICS.md §1.3).
  var removesCoveredViews: Bool {
    self == .fullScreen || self == .currentContext
  }

  /// Whether it covers only its presentation context, not the whole window.
  var coversContextOnly: Bool {
    self == .currentContext || self == .overCurrentContext
  }

  /// Whether a tap outside dismisses it (a popover, or an action sheet shown as one).
  var dismissesOnOutsideTap: Bool { self == .popover }

  /// Applies UIKit's rules to a requested modal style on a device (UIKIT-SEMANTICS.md §1.3,
  /// Runtime.md §2.1), and says why it changed (nil when it did not).
  ///
  /// iOS 13 and later: `automatic` is a page sheet; a page or form sheet is a sheet in
  /// compact width (a page sheet, the presenter stays) and full screen in compact height; a
  /// popover is a form sheet in compact width or height. Before iOS 13: page and form
  /// sheets and popovers are full screen in compact width, and `automatic` (the default)
  /// everywhere.
  static func adapted(
    _ requested: Segue.Presentation, popover: Bool, on device: Device, ios: Int
  ) -> (style: PresentationStyle, cause: String?) {
    let compactWidth = device.horizontalClass == .compact
    guard ios >= 13 else {
      let cause = compactWidth ? "compact width" : nil
      if popover { return compactWidth ? (.fullScreen, cause) : (.popover, nil) }
      switch requested {
      // `automatic` came with iOS 13: before, a modal's default style was full screen.
      case .automatic: return (.fullScreen, nil)
      case .pageSheet: return compactWidth ? (.fullScreen, cause) : (.pageSheet, nil)
      case .formSheet: return compactWidth ? (.fullScreen, cause) : (.formSheet, nil)
      default: return (plain(requested), nil)
      }
    }
    let compactHeight = device.verticalClass == .compact
    let sheet: (PresentationStyle, String?) =
      compactHeight
      ? (.fullScreen, "compact height") : (.pageSheet, compactWidth ? "compact width" : nil)
    if popover { return compactWidth || compactHeight ? sheet : (.popover, nil) }
    switch requested {
    case .automatic, .pageSheet: return compactHeight ? sheet : (.pageSheet, nil)
    case .formSheet: return compactWidth || compactHeight ? sheet : (.formSheet, nil)
    default: return (plain(requested), nil)
    }
  }

  /// The styles that never adapt.
  private static func plain(_ requested: Segue.Presentation) -> PresentationStyle {
    switch requested {
    case .fullScreen: .fullScreen
    case .overFullScreen: .overFullScreen
    case .currentContext: .currentContext
    case .overCurrentContext: .overCurrentContext
    case .automatic, .pageSheet: .pageSheet
    case .formSheet: .formSheet
    }
  }
}

/// Where a popover (or an action sheet shown as one) points.
public enum Anchor: Sendable, Hashable {
  /// A view of the presenting scene.
  case view(String)
  /// A bar item in a navigation bar or toolbar; that bar's items pass taps through.
  case barItem(String, Bar)

  /// Which bar a bar item sits in.
  public enum Bar: String, Sendable, Hashable {
    case navigationBar, toolbar
    /// A standalone toolbar, a view of the scene (`type: toolbar`).
    case toolbarView
    /// A standalone navigation bar, a view of the scene (`type: navigationBar`).
    case navigationBarView

    /// Whether it is a navigation bar, the scene's or a standalone one.
    public var isNavigationBar: Bool { self == .navigationBar || self == .navigationBarView }
    /// Whether it is a standalone bar, a view of the scene.
    public var isView: Bool { self == .toolbarView || self == .navigationBarView }
  }

  var description: String {
    switch self {
    case .view(let id): "'\(id)'"
    case .barItem(let id, let bar):
      "bar item '\(id)' in the \(bar.isNavigationBar ? "navigation bar" : "toolbar")"
    }
  }
}

/// How a controller was presented.
public struct Presentation {
  /// What the segue or step asked for, as written ("formSheet", "popover", "alert", ...).
  public var requested: String
  /// The style after adaptation.
  public var style: PresentationStyle
  public var transition: Segue.Transition
  /// A popover's anchor, in `source`'s scene.
  public var anchor: Anchor?
  /// The controller whose segue or step asked for the presentation.
  public unowned var source: Controller
  /// Why the style differs from the one asked for ("compact width"), or nil.
  public var cause: String? = nil
}

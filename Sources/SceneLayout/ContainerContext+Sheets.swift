import SceneModel

extension ContainerContext {
  /// The ways the segues show a scene, gathered over every way in (docs/Layout.md §3,
  /// "Sheets"): full screen, or presented `automatic`, as a page sheet, a form sheet or a popover, which
  /// UIKit shows as a sheet's card on some devices (`SheetCard.style`). A scene that no segue
  /// reaches is full screen (the window's root, or shown by code); a navigation, tab bar,
  /// page or split view controller passes its ways on to its children, and a navigation
  /// stack to what it pushes.
  public struct Presentations: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    /// The ways given as bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Full screen: the window's root or shown by code, or presented `fullScreen`,
    /// `overFullScreen`, `currentContext` or `overCurrentContext`.
    public static let fullScreen = Presentations(rawValue: 1)
    /// Presented `pageSheet`.
    public static let pageSheet = Presentations(rawValue: 2)
    /// Presented `formSheet`.
    public static let formSheet = Presentations(rawValue: 4)
    /// Presented as a popover.
    public static let popover = Presentations(rawValue: 8)
    /// Presented `automatic` (written or by default): a page sheet from iOS 13, full screen
    /// before.
    public static let automatic = Presentations(rawValue: 16)
  }

  /// The sheet's card the root view is on `device`, when every way in shows the scene in the
  /// same card there (iOS 13 and later on an upright phone: a page sheet, a form sheet or a
  /// popover; in regular width a page or form sheet); nil where any way in is full screen or
  /// shows something else, and for a root view in a split view column or a runtime `frame`.
  public func sheetCard(on device: Device) -> SheetCard? {
    guard frame == nil, column == nil, !presentations.isEmpty,
      !presentations.contains(.fullScreen)
    else { return nil }
    let ways: [(Presentations, Segue.Presentation, popover: Bool)] = [
      (.automatic, .automatic, false), (.pageSheet, .pageSheet, false),
      (.formSheet, .formSheet, false), (.popover, .automatic, true),
    ]
    var style: SheetCard.Style? = nil
    for (way, requested, popover) in ways where presentations.contains(way) {
      guard let shown = SheetCard.style(presenting: requested, popover: popover, on: device),
        style == nil || style == shown
      else { return nil }
      style = shown
    }
    return style.map { SheetCard($0, on: device) }
  }

  /// The navigation bar's height on a device, without a large title's row: a sheet card's
  /// (`SheetCard.navigationBar`: 56 from iOS 13 to 25) where the root view is one, else
  /// `BarMetrics`'.
  public func navigationBarHeight(on device: Device) -> Double {
    inSheet || sheetCard(on: device) != nil
      ? SheetCard(.pageSheet, on: device).navigationBar : BarMetrics(on: device).navigationBar
  }

  /// Whether a segue pushes (`push`, `show`, `showDetail`), which UIKit presents modally
  /// where it finds no navigation controller (or split view) to go into.
  static func isPush(_ segue: Segue) -> Bool {
    [.push, .show, .showDetail].contains(segue.kind.value)
  }

  /// What a segue that passes no bars gives its destination: how a modal or popover segue,
  /// or a push with no navigation controller to push on (UIKit presents it modally), shows
  /// it; nil for an embed, an unwind or an unknown relationship.
  static func presentedOn(_ context: ContainerContext, segue: Segue) -> ContainerContext? {
    var presented = ContainerContext()
    switch segue.kind.value {
    case .modal, .push, .show, .showDetail:
      switch segue.presentation?.value ?? .automatic {
      case .automatic: presented.presentations = .automatic
      case .pageSheet: presented.presentations = .pageSheet
      case .formSheet: presented.presentations = .formSheet
      case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
        presented.presentations = .fullScreen
      }
    case .popover:
      presented.presentations = .popover
    case .relationship, .embed, .unwind:
      return nil
    }
    return presented
  }
}

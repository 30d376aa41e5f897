/// Where UIKit shows a page or form sheet on a device: the card's frame in the window, the
/// safe-area insets inside it and the navigation bar a navigation controller draws in it
/// (docs/Layout.md §3, "Sheets"). `layout` lays out a scene that only sheets present in it,
/// and `simulate` places a presented sheet in it.
///
///     let card = SheetCard(.pageSheet, on: Device.named("iphone-se")!)
///     print(card.frame.y, card.frame.height, card.navigationBar)
///     // Prints "20.0 647.0 56.0": below the status bar, a 56-point bar (iOS 13 to 25)
///
/// On a phone upright (compact width, iOS 13 and later) a page sheet, and a form sheet, which
/// adapts to one, is a card the width of the screen from the status bar down, 10 points lower
/// on a phone with a home indicator (the 812-point phones' 758-point card, Eureka's; 647 on
/// the 667-point phones, Kodeco's and Packt's; 716 on the 736-point ones, Google's), down to
/// the screen's bottom, so the home indicator's inset stays. No status bar shows in it: its
/// navigation bar is 56 high (iOS 13 to 25; Kodeco's, Packt's and Eureka's bars). With iOS
/// 26's design (`BarMetrics.drawsRedesign`) the card starts at the status bar's bottom on a
/// phone with a home indicator (GoMap's 793-point card on the 852-point phone) and 10 points
/// down a home-button phone (Orbot's 558-point card on the 568-point phone), and its bar is
/// iOS 26's 54, 16 points down the card. In regular width a form sheet is 540 x 620, centred, and a page sheet at
/// most 704 wide from the status bar down, both without insets (the runtime's cards before).
public struct SheetCard: Sendable, Hashable {
  /// The sheet styles that show a card.
  public enum Style: String, Sendable, Hashable {
    case pageSheet, formSheet
  }

  /// The card's style on the device (a form sheet in compact width is a page sheet).
  public var style: Style
  /// The card's frame in window coordinates.
  public var frame: Rect
  /// The safe-area inset at the top of the card, above its bars.
  public var topInset: Double
  /// The safe-area inset at the bottom of the card (the home indicator's, in compact width).
  public var bottomInset: Double
  /// The height of a navigation bar in the card (without a large title).
  public var navigationBar: Double

  /// The card of a sheet of `style` on `device`.
  public init(_ style: Style, on device: Device) {
    let redesign = BarMetrics.drawsRedesign(on: device) && device.idiom == .phone
    navigationBar =
      redesign
      ? BarMetrics(on: device).navigationBar
      : device.ios >= 13 ? 56 : BarMetrics(on: device).navigationBar
    guard device.horizontalClass == .regular else {
      let notched = device.safeAreaBottom > 0
      let top =
        redesign
        ? (notched ? device.safeAreaTop : min(10, device.safeAreaTop))
        : device.safeAreaTop + (notched ? 10 : 0)
      self.style = .pageSheet
      frame = Rect(x: 0, y: top, width: device.width, height: max(0, device.height - top))
      topInset = redesign ? 16 : 0
      bottomInset = device.safeAreaBottom
      return
    }
    self.style = style
    topInset = 0
    bottomInset = 0
    switch style {
    case .formSheet:
      let width = min(540, device.width)
      let height = min(620, device.height)
      frame = Rect(
        x: (device.width - width) / 2, y: (device.height - height) / 2, width: width,
        height: height)
    case .pageSheet:
      let width = min(device.width, 704)
      frame = Rect(
        x: (device.width - width) / 2, y: device.safeAreaTop, width: width,
        height: max(0, device.height - device.safeAreaTop))
    }
  }

  /// The card a modal presentation asking for `requested` (a popover's with `popover`) shows
  /// as on `device`, or nil where it shows otherwise: full screen (compact height, and compact
  /// width before iOS 13), a popover (regular width), or a style that is no sheet. The rules
  /// of `simulate`'s adaptation (docs/Runtime.md §2.1).
  public static func style(
    presenting requested: Segue.Presentation, popover: Bool, on device: Device
  ) -> Style? {
    let compactWidth = device.horizontalClass == .compact
    guard device.ios >= 13 else {
      // `automatic` came with iOS 13; before, a modal's default was full screen.
      if popover || compactWidth { return nil }
      switch requested {
      case .pageSheet: return .pageSheet
      case .formSheet: return .formSheet
      default: return nil
      }
    }
    if device.verticalClass == .compact { return nil }
    if popover { return compactWidth ? .pageSheet : nil }
    switch requested {
    case .automatic, .pageSheet: return .pageSheet
    case .formSheet: return compactWidth ? .pageSheet : .formSheet
    default: return nil
    }
  }
}

/// How high UIKit draws the bars around a scene on a device (docs/Layout.md §3): the
/// navigation bar, what a large title adds to it, the tab bar and the toolbar, each measured
/// from the edge of the device's safe-area inset.
///
/// The scene format gives every device 44, 52, 49 and 44 (`format`). iOS 26 draws its bars
/// differently, but only for an app built with the iOS 26 SDK (`Device.sdk`, the file's
/// `sdk:`) running on iOS 26 (`Device.ios`): its navigation bar is 54 high, upright and on
/// its side; its tab bar ends 83 points above a home-button phone's bottom edge, 49 above the
/// home indicator of an upright phone that has one, and 31 above a phone's bottom inset in
/// compact height. So Xcode 26 stores its canvases: Orbot's 320 x 568 scenes under a bar at
/// 20 + 54 = 74 and above a tab bar 83 from the bottom, xDrip's 844 x 390 scenes below a bar
/// 54 high and above a tab bar 31 high. The corpus has no Xcode 26 canvas of an iPad or of a
/// toolbar, so an iPad keeps the format's bars and the toolbar stays 44; nor one of a tab
/// bar over a home indicator upright (kept at 49) or of a home-button phone on its side.
///
///     BarMetrics(on: Device.named("iphone-se")!).tabBar  // 49
///     var built = Device.named("iphone-se")!
///     built.sdk = 26
///     BarMetrics(on: built).tabBar  // 83
public struct BarMetrics: Sendable, Equatable {
  /// The navigation bar's height.
  public var navigationBar: Double
  /// How much taller a navigation bar showing a large title is.
  public var largeTitle: Double
  /// The tab bar's height, above the device's bottom inset.
  public var tabBar: Double
  /// The toolbar's height, above the device's bottom inset (and the tab bar).
  public var toolbar: Double

  /// The scene format's bars (SCENE-FORMAT.md §7), on every device of an app whose SDK is
  /// not given or is older than iOS 26's, or that runs on an older iOS.
  public static let format = BarMetrics(
    navigationBar: 44, largeTitle: 52, tabBar: 49, toolbar: 44)

  /// The bars on `device`: iOS 26's on a phone when the app is built with its SDK and runs
  /// on it, else the format's.
  public init(on device: Device) {
    guard Self.drawsRedesign(on: device), device.idiom == .phone else {
      self = .format
      return
    }
    let tabBar: Double =
      device.verticalClass == .compact ? 31 : device.safeAreaBottom == 0 ? 83 : 49
    self.init(navigationBar: 54, largeTitle: 52, tabBar: tabBar, toolbar: 44)
  }

  /// The given heights.
  public init(navigationBar: Double, largeTitle: Double, tabBar: Double, toolbar: Double) {
    self.navigationBar = navigationBar
    self.largeTitle = largeTitle
    self.tabBar = tabBar
    self.toolbar = toolbar
  }

  /// Whether the app on `device` has iOS 26's design: built with the iOS 26 SDK or later
  /// and running on iOS 26 or later.
  public static func drawsRedesign(on device: Device) -> Bool {
    (device.sdk ?? 0) >= Device.redesign && device.ios >= Device.redesign
  }
}

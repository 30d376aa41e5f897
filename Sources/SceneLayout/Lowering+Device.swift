import Constraints
import SceneModel

/// The device's constraints: the screen, the safe area and the margins and sizes that depend
/// on the device (the global variables of `Lowering`, 0 to `globalCount - 1`).
extension Lowering {
  /// The screen and the safe area for a device: `screenWidth = W`, `screenHeight = H`,
  /// `safeTop = top inset + top bars`, `safeBottom = screenHeight - bottom inset - bottom bars`.
  func deviceConstraints(_ device: Device) -> [Pending] {
    let k = Self.deviceConstants(device, context: context)
    func pending(_ terms: [Term], _ constant: Double, _ origin: Origin) -> Pending {
      Pending(
        expression: Expression(terms, constant: constant), relation: .equal, priority: 1000,
        origin: origin)
    }
    return [
      pending([Term(screenWidth)], k[0], .screen),
      pending([Term(screenHeight)], k[1], .screen),
      pending([Term(safeTop)], k[2], .safeArea),
      pending([Term(safeBottom), Term(screenHeight, -1)], k[3], .safeArea),
      pending([Term(rootMargin)], k[4], .screen),
      pending([Term(cellMargin)], k[5], .screen),
      pending([Term(safeSide)], k[6], .safeArea),
      pending([Term(innerCellMargin)], k[7], .screen),
      pending([Term(pickerHeight)], k[8], .screen),
      pending([Term(disclosureWidth)], k[9], .screen),
      pending([Term(separatorHeight)], k[10], .screen),
    ]
  }

  /// The constants of the device constraints, in the order of `deviceConstraints`.
  /// The root view is solved at the origin; `Solution` moves it to `context.rootFrame(on:)`.
  static func deviceConstants(_ device: Device, context: ContainerContext) -> [Double] {
    let root = context.rootFrame(on: device)
    let safe = context.safeArea(on: device)
    // UIViewController.systemMinimumLayoutMargins: 16 points in compact width, 20 in regular
    // width and on the wide phones (414 points and more, in portrait); 16 for a root view
    // narrower than 414 points anywhere (an embedded child, a split view's primary column).
    let wide =
      device.horizontalClass == .regular || (device.width >= 414 && device.height > device.width)
    let margin: Double = wide && root.width >= 414 ? 20 : 16
    // A table cell's content margins follow its table's (docs/Layout.md §5b): 16 points on
    // the phones up to 375 points wide, 20 from 390 up and in regular width (Xcode's canvas at
    // 393 and 414 points). A phone on its side in compact width has 16 (xDrip's cells on its
    // 844 x 390 canvas, Xcode 26). Before iOS 11 they were a plain view's 8 (Xcode 7 and 8's
    // canvases: HMCatalog's, ResearchKit's, Orbot's, Firebase's and Udacity's cells, labels 8
    // points in on 320- to 600-point rows).
    let upright = device.height > device.width
    let cellMargin: Double =
      device.ios < 11
      ? 8 : device.horizontalClass == .regular || (upright && device.width >= 390) ? 20 : 16
    // The root's side margins are inside the safe area's sides (`Device.safeAreaSide`).
    let side = safe.x - root.x
    return [
      -root.width, -root.height, -(safe.y - root.y),
      (root.y + root.height) - (safe.y + safe.height), -(margin + side), -cellMargin, -side,
      -innerCellMargin(
        ios: device.ios, cellMargin: cellMargin, regularWidth: device.horizontalClass == .regular), -pickerHeight(on: device),
      -ControlMetrics.disclosureWidth(ios: device.ios, scale: device.scale, cellMargin: cellMargin),
      -separatorHeight(ios: device.ios, scale: device.scale),
    ]
  }

  /// How much of a row its separator takes from the cell's content view: one pixel before
  /// iOS 13 (UIKit's content view is 43.5 points high in a 44-point row at 2x; Xcode 5 to 10
  /// store it so, 43 on their 1x canvases, 43.67 at 3x), none from iOS 13 (Xcode 11 to 26
  /// store the whole row). A table without separators gives the whole row everywhere.
  static func separatorHeight(ios: Int, scale: Double) -> Double {
    ios < 13 ? 1 / max(scale, 1) : 0
  }
}

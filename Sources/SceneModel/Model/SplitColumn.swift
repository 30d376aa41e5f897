/// A column of a split view controller shown side by side: the primary (`master`) on the
/// left, the secondary (`detail`) in the rest (docs/Runtime.md §1, docs/Layout.md §3).
///
/// In regular width the split view is expanded: the primary column is UIKit's default
/// primary width, 320 pt (`preferredPrimaryColumnWidth` and `maximumPrimaryColumnWidth` are
/// `automaticDimension`, which caps the primary at 320 pt), then a 1 pt separator, then the
/// secondary column. Both span the split view's height. In compact width the split view is
/// collapsed and shows one column: there are no column frames.
///
///     let ipad = Device.named("ipad")!
///     let screen = Rect(x: 0, y: 0, width: ipad.width, height: ipad.height)
///     print(SplitColumn.secondary.frame(in: screen, on: ipad)!)
///     // Prints "Rect(x: 321.0, y: 0.0, width: 499.0, height: 1180.0)"
public enum SplitColumn: String, Sendable, Hashable, CaseIterable {
  case primary
  case secondary

  /// The primary column's width in points.
  public static let primaryWidth = 320.0
  /// The width of the line between the columns, in points.
  public static let separatorWidth = 1.0

  /// Whether a split view controller shows its columns side by side on a device (regular
  /// width) rather than collapsed into one (compact width).
  public static func isExpanded(on device: Device) -> Bool {
    device.horizontalClass == .regular
  }

  /// The column's frame when the split view fills `region`, or nil on a device where the
  /// split view is collapsed. The primary column never takes more than the region's width.
  public func frame(in region: Rect, on device: Device) -> Rect? {
    guard Self.isExpanded(on: device) else { return nil }
    let primary = min(Self.primaryWidth, region.width)
    switch self {
    case .primary:
      return Rect(x: region.x, y: region.y, width: primary, height: region.height)
    case .secondary:
      let start = min(primary + Self.separatorWidth, region.width)
      return Rect(
        x: region.x + start, y: region.y, width: region.width - start, height: region.height)
    }
  }
}

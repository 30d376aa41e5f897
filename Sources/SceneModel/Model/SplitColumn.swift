/// A column of a split view controller shown side by side: the primary (`master`) on the
/// left, in a triple-column split view the supplementary (`supplementary`) next to it, and
/// the secondary (`detail`) in the rest (docs/Runtime.md §1, docs/Layout.md §3).
///
/// In regular width the split view is expanded: the primary column is UIKit's default
/// primary width, 320 pt (`preferredPrimaryColumnWidth` and `maximumPrimaryColumnWidth` are
/// `automaticDimension`, which caps the primary at 320 pt), then a 1 pt separator; in a
/// triple-column split view the supplementary column, 320 pt as well (Apple documents no
/// default number for it: docs/Layout.md §3), and another separator; then the secondary
/// column. All span the split view's height. In compact width the split view is collapsed
/// and shows one column: there are no column frames.
///
///     let ipad = Device.named("ipad")!
///     let screen = Rect(x: 0, y: 0, width: ipad.width, height: ipad.height)
///     print(SplitColumn.secondary.frame(in: screen, on: ipad)!)
///     // Prints "Rect(x: 321.0, y: 0.0, width: 499.0, height: 1180.0)"
///     print(SplitColumn.secondary.frame(in: screen, on: ipad, tripleColumn: true)!)
///     // Prints "Rect(x: 642.0, y: 0.0, width: 178.0, height: 1180.0)"
public enum SplitColumn: String, Sendable, Hashable, CaseIterable {
  case primary
  case supplementary
  case secondary

  /// The primary column's width in points.
  public static let primaryWidth = 320.0
  /// The supplementary column's width in points, in a triple-column split view.
  public static let supplementaryWidth = 320.0
  /// The width of the line between two columns, in points.
  public static let separatorWidth = 1.0

  /// The column a split view controller's relationship fills, or nil for another
  /// relationship.
  public init?(relationship: Segue.Relationship) {
    switch relationship {
    case .master: self = .primary
    case .supplementary: self = .supplementary
    case .detail: self = .secondary
    case .viewControllers, .rootViewController, .pages: return nil
    }
  }

  /// The relationship that fills the column.
  public var relationship: Segue.Relationship {
    switch self {
    case .primary: .master
    case .supplementary: .supplementary
    case .secondary: .detail
    }
  }

  /// The columns of a split view, left to right: with the supplementary one when it is a
  /// triple-column split view.
  public static func columns(tripleColumn: Bool) -> [SplitColumn] {
    tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  /// Whether a split view controller shows its columns side by side on a device (regular
  /// width) rather than collapsed into one (compact width).
  public static func isExpanded(on device: Device) -> Bool {
    device.horizontalClass == .regular
  }

  /// The column's frame when the split view fills `region`, or nil on a device where the
  /// split view is collapsed (or for the supplementary column of a two-column split view).
  /// No column starts beyond the region's width.
  public func frame(in region: Rect, on device: Device, tripleColumn: Bool = false) -> Rect? {
    guard Self.isExpanded(on: device), tripleColumn || self != .supplementary else { return nil }
    var start = 0.0
    for column in Self.columns(tripleColumn: tripleColumn) {
      let width =
        column == .secondary
        ? region.width - start
        : min(
          column == .primary ? Self.primaryWidth : Self.supplementaryWidth, region.width - start)
      if column == self {
        return Rect(x: region.x + start, y: region.y, width: width, height: region.height)
      }
      start = min(start + width + Self.separatorWidth, region.width)
    }
    return nil
  }
}

/// One flag of UIKit's `UIView.AutoresizingMask` (`autoresizing:`, an extension): which part
/// of a view that keeps its `frame:` grows or shrinks when its superview's size differs from
/// the size the frame was written for (`ViewSpec.superviewSize`). Along each axis the
/// difference is shared among the flexible parts in proportion to their sizes, as UIKit does
/// (docs/Layout.md §1).
///
///     - id: banner
///       type: label
///       frame: [20, 40, 335, 21]
///       autoresizing: [flexibleWidth, flexibleBottomMargin]
///       superviewSize: [375, 667]
public enum Autoresizing: String, Sendable, Hashable, CaseIterable {
  case flexibleLeftMargin, flexibleWidth, flexibleRightMargin
  case flexibleTopMargin, flexibleHeight, flexibleBottomMargin

  /// Interface Builder's `<autoresizingMask>` attribute for the flag.
  public var interfaceBuilderName: String {
    switch self {
    case .flexibleLeftMargin: "flexibleMinX"
    case .flexibleWidth: "widthSizable"
    case .flexibleRightMargin: "flexibleMaxX"
    case .flexibleTopMargin: "flexibleMinY"
    case .flexibleHeight: "heightSizable"
    case .flexibleBottomMargin: "flexibleMaxY"
    }
  }

  /// How far each part of a frame's span along one axis moves and grows per point the
  /// superview grows: the start (`x` or `y`) and the size (`width` or `height`). `start` and
  /// `size` are the frame's along the axis, `room` the superview's size it was written for;
  /// `flags` the axis's flexible parts (leading margin, size, trailing margin). The growth is
  /// shared in proportion to the flexible parts' sizes, equally when they are all 0.
  public static func shares(
    start: Double, size: Double, room: Double, flexible flags: (Bool, Bool, Bool)
  ) -> (start: Double, size: Double) {
    let parts = [max(0, start), max(0, size), max(0, room - start - size)]
    let flexible = [flags.0, flags.1, flags.2]
    let count = flexible.filter { $0 }.count
    guard count > 0 else { return (0, 0) }
    let total = zip(parts, flexible).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
    func share(_ k: Int) -> Double {
      guard flexible[k] else { return 0 }
      return total > 0 ? parts[k] / total : 1 / Double(count)
    }
    return (share(0), share(1))
  }
}

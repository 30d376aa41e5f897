import SceneSyntax

/// The values a whole-number view property (`ViewSchema.Kind.integer`) may hold, checked
/// where the file writes one (loader, `set:` of a literal) and where a step sets one (the
/// simulator), so that no later reader ever turns an unchecked number into an index.
///
/// A segmented control's `selected` is -1 (none) or the index of one of its segments;
/// a label's `lines` is a whole number (0 for no limit).
public enum PropertyRange {
  /// Why `value` cannot go into `property` of view `view` (of `type`, with `segments`
  /// segments if it is a segmented control), or nil when it can. `shown` is the value as
  /// the message shows it (the file's text where known).
  ///
  ///     PropertyRange.problem(9, shown: "9", property: "selected", view: "c",
  ///       type: .segmentedControl, segments: 3)
  ///     // "selected segment 9 is out of range; 'c' has 3 segments: pick 0...2, or -1 for none"
  public static func problem(
    _ value: Double, shown: String, property: String, view: String, type: ViewType,
    segments: Int
  ) -> String? {
    guard ViewSchema.kind(of: property, in: type) == .integer else { return nil }
    let isWhole = value.isFinite && value == value.rounded()
    guard type == .segmentedControl, property == "selected" else {
      guard !isWhole else { return nil }
      return
        "\(property) \(shown) is not a whole number; use a whole number for '\(view).\(property)'"
    }
    let choices =
      switch segments {
      case 0: "'\(view)' has no segments: use -1 for none"
      case 1: "'\(view)' has 1 segment: pick 0, or -1 for none"
      default: "'\(view)' has \(segments) segments: pick 0...\(segments - 1), or -1 for none"
      }
    guard isWhole else {
      return "selected segment \(shown) is not a whole number; \(choices)"
    }
    // Compared as doubles: a value past `Int.max` is out of range, not a trap.
    guard value >= -1, value < Double(segments) else {
      return "selected segment \(shown) is out of range; \(choices)"
    }
    return nil
  }

  /// The number of segments a segmented control's `segments` value lists.
  public static func segmentCount(_ segments: Value?) -> Int {
    if case .list(let items)? = segments { return items.count }
    return 0
  }
}

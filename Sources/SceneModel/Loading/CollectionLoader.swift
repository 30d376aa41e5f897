import Diagnostics
import SceneSyntax
import YAML

/// Reads a collection view's flow layout properties (an extension, docs/SceneFormat.md):
/// `itemSize: [w, h]` and the two spacings, each reported at its value when out of range.
enum CollectionLoader {
  /// The largest item side or spacing a file may give, in points.
  static let largest = 100_000.0

  /// `itemSize: [width, height]`, each more than 0 and at most 100000 points.
  static func itemSize(_ node: Node, context: LoadContext) -> Value? {
    guard let items = context.sequence(node, "'itemSize'") else { return nil }
    guard items.count == 2 else {
      context.report(
        .wrongType(
          expected: "[width, height]", for: "'itemSize'", found: "a list of \(items.count)",
          at: context.location(node)))
      return nil
    }
    var sides: [Value] = []
    for item in items {
      guard let number = context.double(item, "an 'itemSize' number") else { return nil }
      guard number.value > 0 && number.value <= largest else {
        context.report(
          .valueOutOfRange(
            "item size \(item.scalar?.text ?? "") is out of range: an item is more than 0 and "
              + "at most 100000 points on each side", at: number.location))
        return nil
      }
      sides.append(.number(number.value))
    }
    return .list(sides)
  }

  /// `sectionInset: [top, leading, bottom, trailing]`, each 0 to 100000 points.
  static func insets(_ node: Node, context: LoadContext) -> Value? {
    guard let items = context.sequence(node, "'sectionInset'") else { return nil }
    guard items.count == 4 else {
      context.report(
        .wrongType(
          expected: "[top, leading, bottom, trailing]", for: "'sectionInset'",
          found: "a list of \(items.count)", at: context.location(node)))
      return nil
    }
    var sides: [Value] = []
    for item in items {
      guard let number = context.double(item, "a 'sectionInset' number") else { return nil }
      guard (0...largest).contains(number.value) else {
        context.report(
          .valueOutOfRange(
            "section inset \(item.scalar?.text ?? "") is out of range: give 0 to 100000 points",
            at: number.location))
        return nil
      }
      sides.append(.number(number.value))
    }
    return .list(sides)
  }

  /// `minimumInteritemSpacing` or `minimumLineSpacing`: 0 to 100000 points.
  static func spacing(_ node: Node, _ key: String, context: LoadContext) -> Double? {
    guard let spacing = context.double(node, "'\(key)'") else { return nil }
    guard (0...largest).contains(spacing.value) else {
      context.report(
        .valueOutOfRange(
          "\(key) \(node.scalar?.text ?? "") is out of range: give 0 to 100000 points",
          at: spacing.location))
      return nil
    }
    return spacing.value
  }
}

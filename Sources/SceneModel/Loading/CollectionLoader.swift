import Diagnostics
import SceneSyntax
import YAML

/// Reads a collection view's flow layout properties (an extension, docs/SceneFormat.md):
/// `itemSize: [w, h]`, `sectionInset` and the two spacings, each reported at its value when
/// out of range.
enum CollectionLoader {
  /// The largest item side or spacing a file may give, in points.
  static let largest = 100_000.0

  /// `itemSize: [width, height]`, each more than 0 and at most 100000 points; a header's or
  /// footer's `headerReferenceSize` and `footerReferenceSize`, each 0 to 100000 points.
  static func size(_ node: Node, _ key: String, context: LoadContext) -> Value? {
    guard key != "itemSize" else {
      return numbers(
        node, key: key, shape: "[width, height]", article: "an", accepts: { $0 > 0 },
        problem: "an item is more than 0 and at most 100000 points on each side",
        named: "item size", context: context)
    }
    return numbers(
      node, key: key, shape: "[width, height]", article: "a", accepts: { $0 >= 0 },
      problem: "give 0 to 100000 points", named: "reference size", context: context)
  }

  /// `sectionInset: [top, leading, bottom, trailing]`, each 0 to 100000 points.
  static func insets(_ node: Node, context: LoadContext) -> Value? {
    numbers(
      node, key: "sectionInset", shape: "[top, leading, bottom, trailing]", article: "a",
      accepts: { $0 >= 0 }, problem: "give 0 to 100000 points", named: "section inset",
      context: context)
  }

  /// A list of as many numbers as `shape` names, each at most `largest` and accepted, or nil
  /// after reporting the first problem at its place.
  private static func numbers(
    _ node: Node, key: String, shape: String, article: String, accepts: (Double) -> Bool,
    problem: String, named: String, context: LoadContext
  ) -> Value? {
    guard let items = context.sequence(node, "'\(key)'") else { return nil }
    let count = shape.split(separator: ",").count
    guard items.count == count else {
      context.report(
        .wrongType(
          expected: shape, for: "'\(key)'", found: "a list of \(items.count)",
          at: context.location(node)))
      return nil
    }
    var sides: [Value] = []
    for item in items {
      guard let number = context.double(item, "\(article) '\(key)' number") else { return nil }
      guard accepts(number.value) && number.value <= largest else {
        context.report(
          .valueOutOfRange(
            "\(named) \(item.scalar?.text ?? "") is out of range: \(problem)",
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

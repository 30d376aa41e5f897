import Diagnostics
import SceneSyntax
import YAML

/// The number lists of a view: its frame, autoresizing, intrinsic size, margins and priorities.
extension ViewLoader {
  static func frame(_ node: Node, context: LoadContext) -> Located<Rect>? {
    guard let items = context.sequence(node, "'frame'") else { return nil }
    guard items.count == 4 else {
      context.report(
        .wrongType(
          expected: "[x, y, width, height]", for: "'frame'",
          found: "a list of \(items.count)", at: context.location(node)))
      return nil
    }
    let numbers = items.compactMap { context.double($0, "a 'frame' number")?.value }
    guard numbers.count == 4 else { return nil }
    let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    return Located(rect, at: context.location(node))
  }

  /// `autoresizing: [FLAG, ...]`, each one of `Autoresizing`, each once.
  static func autoresizing(_ node: Node, context: LoadContext)
    -> [Located<Autoresizing>]
  {
    guard let items = context.sequence(node, "'autoresizing'") else { return [] }
    var flags: [Located<Autoresizing>] = []
    for item in items {
      guard
        let flag = context.choice(
          item, "autoresizing flag", as: Autoresizing.self, listed: Autoresizing.allCases)
      else { continue }
      if flags.contains(where: { $0.value == flag.value }) {
        context.report(
          .valueOutOfRange(
            "autoresizing flag '\(flag.value.rawValue)' is given twice; give each flag once",
            at: flag.location))
        continue
      }
      flags.append(flag)
    }
    return flags
  }

  /// The largest intrinsic width or height a file may give, in points.
  static let largestIntrinsicSide = 100_000.0

  /// `intrinsicSize: [width, height]`, each a number of points or null (no intrinsic size on
  /// that axis, UIKit's `noIntrinsicMetric`); or `{canvas: [width, height]}`, the size Xcode
  /// measured on its canvas, null on an axis the content is measured on
  /// (`GivenIntrinsicSize.fromCanvas`).
  static func intrinsicSize(_ node: Node, context: LoadContext)
    -> Located<GivenIntrinsicSize>?
  {
    if node.mapping != nil {
      guard let fields = context.fields(node, "'intrinsicSize'", allowed: ["canvas"]) else {
        return nil
      }
      guard let canvas = fields.value("canvas") else {
        // Another key is reported unknown, with its suggestion; no key at all is missing one.
        if node.mapping?.isEmpty == true {
          context.report(.missingKey("canvas", in: "'intrinsicSize'", at: context.location(node)))
        }
        return nil
      }
      guard let sides = intrinsicSides(canvas, context: context) else { return nil }
      return Located(
        GivenIntrinsicSize(width: sides[0], height: sides[1], fromCanvas: true),
        at: context.location(node))
    }
    guard let sides = intrinsicSides(node, context: context) else { return nil }
    return Located(
      GivenIntrinsicSize(width: sides[0], height: sides[1]), at: context.location(node))
  }

  /// `[width, height]`: two sides, each points (0 to 100000) or null.
  private static func intrinsicSides(_ node: Node, context: LoadContext) -> [Double?]? {
    guard let items = context.sequence(node, "'intrinsicSize'") else { return nil }
    guard items.count == 2 else {
      context.report(
        .wrongType(
          expected: "[width, height]", for: "'intrinsicSize'",
          found: "a list of \(items.count)", at: context.location(node)))
      return nil
    }
    var sides: [Double?] = []
    for item in items {
      if item.isNull {
        sides.append(nil)
        continue
      }
      guard let number = context.double(item, "an 'intrinsicSize' number") else { return nil }
      guard (0...largestIntrinsicSide).contains(number.value) else {
        context.report(
          .valueOutOfRange(
            "intrinsic size \(number.value) is out of range; give 0 to 100000 points, or null "
              + "for no intrinsic size on that axis", at: number.location))
        return nil
      }
      sides.append(number.value)
    }
    return sides
  }

  /// `layoutMargins: [top, leading, bottom, trailing]`, each a number of points from
  /// -100000 to 100000.
  static func layoutMargins(_ node: Node, context: LoadContext)
    -> Located<LayoutMargins>?
  {
    guard let items = context.sequence(node, "'layoutMargins'") else { return nil }
    guard items.count == 4 else {
      context.report(
        .wrongType(
          expected: "[top, leading, bottom, trailing]", for: "'layoutMargins'",
          found: "a list of \(items.count)", at: context.location(node)))
      return nil
    }
    var sides: [Double] = []
    for item in items {
      guard let number = context.double(item, "a 'layoutMargins' number") else { return nil }
      guard abs(number.value) <= largestIntrinsicSide else {
        context.report(
          .valueOutOfRange(
            "layout margin \(Value.number(number.value).displayText) is out of range; give "
              + "-100000 to 100000 points",
            at: number.location))
        return nil
      }
      sides.append(number.value)
    }
    return Located(
      LayoutMargins(top: sides[0], leading: sides[1], bottom: sides[2], trailing: sides[3]),
      at: context.location(node))
  }

  static func priorities(_ node: Node, _ what: String, context: LoadContext)
    -> AxisPriorities?
  {
    guard let fields = context.fields(node, what, allowed: ["h", "v"]) else { return nil }
    func read(_ key: String) -> Double? {
      guard let n = fields.value(key) else { return nil }
      return PriorityReader.read(n, context: context)
    }
    return AxisPriorities(
      horizontal: read("h"), vertical: read("v"), location: context.location(node))
  }
}

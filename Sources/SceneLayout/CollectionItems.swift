import SceneModel
import SceneSyntax

/// Where a collection view's items lie in its content (docs/Layout.md §5b): a flow layout of
/// `itemSize` items (50 × 50 when not given), `minimumInteritemSpacing` apart in a line and
/// `minimumLineSpacing` between lines (10 each when not given), lines across the scroll
/// direction (rows when it scrolls vertically, columns when horizontally), after the section
/// header's `headerReferenceSize` (its height when it scrolls vertically, its width when
/// horizontally; none when not given) and before the footer's `footerReferenceSize`.
public enum CollectionItems {
  /// UIKit's `UICollectionViewFlowLayout` defaults.
  public static let defaultItemSide = 50.0
  public static let defaultSpacing = 10.0

  /// The collection view's item size (`value` gives its properties): `itemSize`, else
  /// 50 × 50.
  public static func itemSize(_ value: (String) -> Value?) -> (width: Double, height: Double) {
    if case .list(let sides)? = value("itemSize"), sides.count == 2,
      case .number(let w) = sides[0], case .number(let h) = sides[1]
    {
      return (w, h)
    }
    return (defaultItemSide, defaultItemSide)
  }

  /// The section inset (`sectionInset`): top, leading, bottom and trailing; none when not
  /// given.
  public static func sectionInset(_ value: (String) -> Value?) -> [Double] {
    if case .list(let sides)? = value("sectionInset"), sides.count == 4 {
      let numbers = sides.compactMap { side -> Double? in
        if case .number(let n) = side { return n }
        return nil
      }
      if numbers.count == 4 { return numbers }
    }
    return [0, 0, 0, 0]
  }

  /// How far a section header (`headerReferenceSize`) or footer (`footerReferenceSize`)
  /// reaches along the scroll direction: its height when the view scrolls vertically, its
  /// width when horizontally; 0 when not given.
  public static func extent(_ value: (String) -> Value?, _ key: String) -> Double {
    guard case .list(let sides)? = value(key), sides.count == 2,
      case .number(let w) = sides[0], case .number(let h) = sides[1]
    else { return 0 }
    return value("scrollDirection") == .string("horizontal") ? w : h
  }

  /// The frames, relative to the collection view's top-left, of its section header and footer
  /// when it shows `count` items and is `width` × `height` points: across the view, the header
  /// before the section inset, the footer after the items' last line and the inset.
  public static func supplementaryFrames(
    _ value: (String) -> Value?, count: Int, width: Double, height: Double
  ) -> (header: Rect, footer: Rect) {
    let vertical = value("scrollDirection") != .string("horizontal")
    let header = extent(value, "headerReferenceSize")
    let footer = extent(value, "footerReferenceSize")
    let inset = sectionInset(value)
    let items = frames(value, count: max(count, 1), width: width, height: height)
    let end = items.map { vertical ? $0.y + $0.height : $0.x + $0.width }.max() ?? header
    if vertical {
      return (
        Rect(x: 0, y: 0, width: width, height: header),
        Rect(x: 0, y: end + inset[2], width: width, height: footer)
      )
    }
    return (
      Rect(x: 0, y: 0, width: header, height: height),
      Rect(x: end + inset[3], y: 0, width: footer, height: height)
    )
  }

  /// The frames, relative to the collection view's top-left, of its first `count` items when
  /// it is `width` × `height` points: inside the section inset, as many items in a line as
  /// fit (at least one).
  public static func frames(
    _ value: (String) -> Value?, count: Int, width: Double, height: Double
  ) -> [Rect] {
    let size = itemSize(value)
    let vertical = value("scrollDirection") != .string("horizontal")
    let across = spacing(value, "minimumInteritemSpacing")
    let between = spacing(value, "minimumLineSpacing")
    let inset = sectionInset(value)
    let header = extent(value, "headerReferenceSize")
    let (top, left) = (inset[0] + (vertical ? header : 0), inset[1] + (vertical ? 0 : header))
    let room = vertical ? width - inset[1] - inset[3] : height - inset[0] - inset[2]
    let side = vertical ? size.width : size.height
    let count = max(0, count)
    // As many as fit, at least one and at most `count` (a huge or non-finite view is no trap).
    let fit = ((room + across) / (side + across)).rounded(.down)
    let perLine = fit.isFinite ? Int(min(max(fit, 1), Double(max(count, 1)))) : 1
    return (0..<count).map { n in
      let line = Double(n / perLine)
      let place = Double(n % perLine)
      if vertical {
        return Rect(
          x: left + place * (size.width + across), y: top + line * (size.height + between),
          width: size.width, height: size.height)
      }
      return Rect(
        x: left + line * (size.width + between), y: top + place * (size.height + across),
        width: size.width, height: size.height)
    }
  }

  private static func spacing(_ value: (String) -> Value?, _ name: String) -> Double {
    if case .number(let n)? = value(name) { return n }
    return defaultSpacing
  }
}

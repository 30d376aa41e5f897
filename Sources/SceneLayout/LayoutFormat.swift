import SceneModel
import SceneSyntax

/// How layout output writes numbers, rectangles and constraints.
///
///     print(LayoutFormat.rect(Rect(x: 200, y: 380.5, width: 420, height: 21)))
///     // Prints "[200, 380.5, 420, 21]"
public enum LayoutFormat {
  /// A number rounded to 1/1000 pt; whole numbers without a fraction (`-0` is `0`).
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "nan" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return "\(rounded)"
  }

  /// `[x, y, width, height]`.
  public static func rect(_ rect: Rect) -> String {
    "[" + [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: ", ") + "]"
  }

  /// A constraint as the format writes it, quoted: `'box.top = superview.top + 8 @750'`.
  public static func constraint(_ syntax: ConstraintSyntax) -> String {
    var text =
      "\(syntax.first.item).\(syntax.first.attribute.rawValue) \(syntax.relation.rawValue) "
    if let second = syntax.second {
      if syntax.multiplier != 1 { text += number(syntax.multiplier) + " * " }
      text += "\(second.item).\(second.attribute.rawValue)"
      if syntax.constant > 0 { text += " + " + number(syntax.constant) }
      if syntax.constant < 0 { text += " - " + number(-syntax.constant) }
    } else {
      text += number(syntax.constant)
    }
    if syntax.priority < 1000 { text += " @" + number(syntax.priority) }
    return "'\(text)'"
  }
}

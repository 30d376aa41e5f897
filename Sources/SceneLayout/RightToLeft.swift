import Diagnostics
import SceneModel
import SceneSyntax

/// A scene laid out right to left, as iOS lays it out in a right-to-left language and in
/// Xcode's right-to-left pseudolanguage: `leading` is the right edge and `trailing` the left,
/// while `left`, `right` and `centerX` keep their sides (docs/Audit.md, "Right to left").
///
/// The scene is solved in a mirrored space, mirrored about the root view's centre, where the
/// leading edge is the left one as in a left-to-right layout: constraints between leading
/// and trailing edges are kept as written, and those between `left`, `right` and `centerX`
/// are mirrored (`left` and `right` swap, the constant changes sign and `<=` and `>=` swap).
/// The frames solved are then mirrored back. Views placed by their frames (no constraints)
/// are mirrored as well, where UIKit keeps them: the layout says nothing of them.
enum RightToLeft {
  /// The scene with its constraints between absolute edges mirrored.
  static func mirrored(_ scene: Scene) -> Scene {
    var out = scene
    out.constraints = scene.constraints.map { entry in
      var entry = entry
      entry.syntax = mirrored(entry.syntax)
      return entry
    }
    return out
  }

  /// A constraint in the mirrored space: kept when it names a leading or trailing edge (or
  /// no horizontal position), mirrored when it relates absolute horizontal positions with a
  /// multiplier of 1.
  static func mirrored(_ syntax: ConstraintSyntax) -> ConstraintSyntax {
    let anchors = [syntax.first] + (syntax.second.map { [$0] } ?? [])
    guard
      anchors.allSatisfy({ isAbsolute($0.attribute) }), syntax.second != nil,
      syntax.multiplier == 1
    else { return syntax }
    var out = syntax
    out.first.attribute = swapped(syntax.first.attribute)
    if let second = syntax.second { out.second?.attribute = swapped(second.attribute) }
    out.constant = -syntax.constant
    switch syntax.relation {
    case .equal: break
    case .lessOrEqual: out.relation = .greaterOrEqual
    case .greaterOrEqual: out.relation = .lessOrEqual
    }
    return out
  }

  /// Whether an attribute is a horizontal position that does not follow the writing
  /// direction: `left`, `right`, `centerX` and their margins.
  static func isAbsolute(_ attribute: LayoutAttribute) -> Bool {
    switch attribute {
    case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins: true
    default: false
    }
  }

  /// Whether an attribute pins a side that does not flip: `left`, `right` and their margins.
  public static func isFixedSide(_ attribute: LayoutAttribute) -> Bool {
    switch attribute {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }

  static func swapped(_ attribute: LayoutAttribute) -> LayoutAttribute {
    switch attribute {
    case .left: .right
    case .right: .left
    case .leftMargin: .rightMargin
    case .rightMargin: .leftMargin
    default: attribute
    }
  }

  /// A frame solved in the mirrored space, in window coordinates: `axis` is twice the x of
  /// the line the layout is mirrored about (the root view's centre).
  static func unmirrored(_ frame: Rect, axis: Double) -> Rect {
    Rect(x: axis - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
  }
}

/// A constraint that pins a view by its `left` or `right` side (or margin), which does not
/// flip in a right-to-left language (docs/Audit.md, "Right to left").
public struct FixedSideConstraint: Sendable, Hashable {
  /// The view the constraint places: its first item when that is a view, else its second.
  public var view: String
  /// The attribute that does not flip, as written (`left`, `rightMargin`, ...).
  public var attribute: LayoutAttribute
  /// Where the constraint is written.
  public var location: Diagnostic.Location

  /// The constraints of a scene's view tree that name `left` or `right`, in file order, one
  /// each (its first such attribute); constraints whose two items are guides or unknown
  /// names are left out.
  public static func all(in scene: Scene) -> [FixedSideConstraint] {
    let ids = Set(scene.treeViews.map(\.id.value))
    var out: [FixedSideConstraint] = []
    for entry in scene.constraints where !entry.isPlaceholder {
      let syntax = entry.syntax
      let anchors = [syntax.first] + (syntax.second.map { [$0] } ?? [])
      guard let fixed = anchors.first(where: { RightToLeft.isFixedSide($0.attribute) }) else {
        continue
      }
      guard let view = anchors.first(where: { ids.contains($0.item) })?.item else { continue }
      out.append(
        FixedSideConstraint(
          view: view, attribute: fixed.attribute,
          location: entry.location(ofOffset: fixed.attributeOffset)))
    }
    return out
  }
}

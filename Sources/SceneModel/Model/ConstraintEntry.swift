import Diagnostics
import SceneSyntax

/// A layout constraint of a scene (or of a free view), with the `when:` conditions that
/// select it.
public struct ConstraintEntry: Sendable {
  public var syntax: ConstraintSyntax
  /// The conditions of the enclosing `when:` blocks, outermost first; all must hold.
  public var conditions: [Located<String>]
  public var location: Diagnostic.Location
  /// Where the string's text starts (column of its first character), for positions inside
  /// the string; nil for a constraint imported from a storyboard, whose text is the import's
  /// (its places are all the `<constraint>` element's, `location`).
  public var textStart: Diagnostic.Location?
  /// `{ id: NAME, constraint: "..." }` (an extension): the name an outlet connects to, as
  /// code keeps a constraint to change its constant; nil for a plain string.
  public var id: Located<String>? = nil
  /// `{ constraint: "...", placeholder: true }`: Interface Builder's "Remove at build time".
  /// The app's code makes the constraint at run time, so the layout leaves it out and a
  /// view it alone would fix is the code's to size or place (a note, not an error).
  public var isPlaceholder = false

  /// The location of a character of the constraint string.
  public func location(ofOffset offset: Int) -> Diagnostic.Location {
    guard var place = textStart else { return location }
    place.column += offset
    return place
  }
}

extension Scene {
  /// The constraints of the scene and of its free views that have an id
  /// (`{ id:, constraint: }`), in file order: what outlets may connect to beside views.
  public var namedConstraints: [ConstraintEntry] {
    // By index, list by list: a constraint is copied only when it has an id (a filter's
    // closure, and joining the lists first, would copy every one).
    var named: [ConstraintEntry] = []
    func add(_ list: [ConstraintEntry]) {
      for i in list.indices where list[i].id != nil { named.append(list[i]) }
    }
    add(constraints)
    for free in freeViews.indices { add(freeViews[free].constraints) }
    return named
  }
}

import SceneSyntax

/// Constraints compared by what they relate, not by how they are spelled: the identity of a
/// constraint is its `when:` conditions and its two anchors (`title.top`, `superview.top`)
/// with view ids replaced by their keys; its value is the whole constraint read back so.
enum ConstraintText {
  /// The identity and the canonical value of a constraint's text, its view ids replaced by
  /// their keys in `scene`, and `superview` by the key of the other item's superview (so that
  /// a view moved with its constraints is one change); for a text that does not parse, the
  /// text itself for both.
  static func canonical(_ text: String, in scene: SceneSnapshot) -> Canonical {
    guard let syntax = try? ConstraintSyntax.parse(text) else {
      return Canonical(identity: text, value: text, byFirst: text, bySecond: text)
    }
    let other = syntax.first.item == "superview" ? syntax.second?.item : syntax.first.item
    func key(_ item: String) -> String {
      item == "superview" ? other.map(scene.superviewKey) ?? item : scene.viewKey(item)
    }
    func anchor(_ anchor: ConstraintSyntax.Anchor) -> String {
      let item = anchor.guideOwner.map { key($0) + "." + ConstraintSyntax.safeAreaGuide }
        ?? key(anchor.item)
      return item + "." + anchor.attribute.rawValue
    }
    let first = anchor(syntax.first)
    let second = syntax.second.map(anchor) ?? ""
    let identity = first + " ~ " + second
    let value =
      identity + " \(syntax.relation.rawValue) *\(syntax.multiplier) +\(syntax.constant) "
      + "@\(syntax.priority)"
    let secondAttribute = syntax.second.map { "." + $0.attribute.rawValue } ?? ""
    return Canonical(
      identity: identity, value: value, byFirst: first + " ~ " + secondAttribute,
      bySecond: "." + syntax.first.attribute.rawValue + " ~ " + second)
  }

  /// A constraint's identity, its whole value, and two looser identities that pair a
  /// constraint whose other item changed (`safeArea.top` to `superview.top`): its first
  /// anchor with the second one's attribute, and the second anchor with the first's attribute.
  struct Canonical {
    var identity: String
    var value: String
    var byFirst: String
    var bySecond: String
  }

  /// A changed constraint as one text: the old text, then what replaced its end
  /// (`title.top = superview.top + 8 → + 16`); the whole new text when the two share less
  /// than their first anchor.
  static func change(_ before: String, _ after: String) -> String {
    let old = before.split(separator: " ")
    let new = after.split(separator: " ")
    var shared = 0
    while shared < min(old.count, new.count), old[shared] == new[shared] { shared += 1 }
    if shared > 0, shared < new.count, ["+", "-", "*", "@"].contains(new[shared - 1]) {
      shared -= 1
    }
    guard shared >= 3, shared < new.count else { return "\(before) → \(after)" }
    return "\(before) → " + new[shared...].joined(separator: " ")
  }
}

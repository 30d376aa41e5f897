/// Every message of the constraint parser, in one place.
enum ConstraintMessage {
  static let constantFirst =
    "a constant cannot be the first item; write it as 'ITEM.ATTRIBUTE = CONSTANT'"
  static let standardMultiplier = "'standard' is a spacing, not a multiplier; write a number"
  static let zeroMultiplier = "the multiplier cannot be 0"

  static func expectedFirstItem(_ found: ConstraintToken) -> String {
    if found.kind == .invalidName { return SourceText.invalidName(found.text) }
    return "expected an item and an attribute such as 'nameLabel.top', found \(found.found)"
  }

  static func expectedDot(after item: String, _ found: ConstraintToken) -> String {
    "expected '.' and an attribute after '\(item)', found \(found.found)"
  }

  static func expectedAttribute(after item: String, _ found: ConstraintToken) -> String {
    let names = LayoutAttribute.allCases.map(\.rawValue)
    let start = "expected an attribute after '\(item).', found \(found.found)"
    if found.kind == .identifier || found.kind == .invalidName,
      let guess = Spelling.suggestion(for: found.text, among: names)
    {
      return start + "; did you mean '\(guess)'?"
    }
    return start + "; the attributes are " + SourceText.list(names)
  }

  static func guideAttribute(_ item: String, _ attribute: LayoutAttribute) -> String {
    "'\(item)' is a layout guide, which has no \(attribute.rawValue): a guide has edges, "
      + "centres and a size only; name the view's own '\(attribute.rawValue)' instead"
  }

  static func expectedRelation(after anchor: String, _ found: ConstraintToken) -> String {
    "expected '=', '<=' or '>=' after '\(anchor)', found \(found.found)"
  }

  static func expectedSecond(after relation: String, _ found: ConstraintToken) -> String {
    if found.kind == .invalidName { return SourceText.invalidName(found.text) }
    return "expected an item or a constant after '\(relation)', found \(found.found)"
  }

  static func expectedItemAfterStar(_ found: ConstraintToken) -> String {
    if found.kind == .invalidName { return SourceText.invalidName(found.text) }
    return "expected an item after '*', found \(found.found)"
  }

  static func expectedMultiplier(_ found: ConstraintToken) -> String {
    "expected a number after '*', found \(found.found)"
  }

  static func multiplierTwice(_ anchor: String) -> String {
    "the multiplier is already given before '\(anchor)'"
  }

  static func expectedConstant(after sign: String, _ found: ConstraintToken) -> String {
    "expected a constant after '\(sign)', found \(found.found)"
  }

  static func expectedTail(_ expecting: String, after last: String, _ found: ConstraintToken)
    -> String
  {
    "expected \(expecting) the end of the constraint after '\(last)', found \(found.found)"
  }

  static func expectedEnd(after priority: String, _ found: ConstraintToken) -> String {
    "expected the end of the constraint after '\(priority)', found \(found.found)"
  }

  static func expectedPriority(_ found: ConstraintToken) -> String {
    "expected a priority after '@', found \(found.found)"
  }

  static func unknownPriority(_ word: String) -> String {
    let names = ConstraintSyntax.namedPriorities.map(\.name)
    if let guess = Spelling.suggestion(for: word, among: names) {
      return "unknown priority \(SourceText.quoted(word)); did you mean '\(guess)'?"
    }
    return "unknown priority \(SourceText.quoted(word)); write a number from 1 to 1000, "
      + SourceText.list(names, conjunction: "or")
  }

  static func priorityOutOfRange(_ text: String) -> String {
    "the priority must be from 1 to 1000, found \(SourceText.quoted(text))"
  }

  static func numberTooLarge(_ text: String) -> String {
    "the number \(SourceText.quoted(text)) is too large"
  }

  static func positionEqualsConstant(
    _ anchor: ConstraintSyntax.Anchor, _ relation: String, _ constant: String
  ) -> String {
    let name = "\(anchor.item).\(anchor.attribute.rawValue)"
    let offset = constant.hasPrefix("-") ? "- \(constant.dropFirst())" : "+ \(constant)"
    let example = "\(name) \(relation) superview.\(anchor.attribute.rawValue) \(offset)"
    return "'\(name)' is a position and cannot be related to a constant alone; relate it to"
      + " another item, as in '\(example)'"
  }

  /// The message for a pairing `NSLayoutConstraint` refuses, or nil when it is valid.
  static func badPairing(
    _ first: @autoclosure () -> String, _ a: LayoutAttribute,
    _ second: @autoclosure () -> String, _ b: LayoutAttribute
  ) -> String? {
    func noun(_ kind: LayoutAttribute.Kind) -> String {
      switch kind {
      case .horizontalPosition: "a horizontal position"
      case .verticalPosition: "a vertical position"
      case .size: "a size"
      }
    }
    if a.kind == .size, b.kind == .size { return nil }
    if a.kind != b.kind {
      return "cannot relate '\(first())', \(noun(a.kind)), to '\(second())', \(noun(b.kind))"
    }
    func isDirectional(_ attribute: LayoutAttribute) -> Bool {
      let edge = attribute.marginEdge ?? attribute
      return edge == .leading || edge == .trailing
    }
    func isAbsolute(_ attribute: LayoutAttribute) -> Bool {
      let edge = attribute.marginEdge ?? attribute
      return edge == .left || edge == .right
    }
    if (isDirectional(a) && isAbsolute(b)) || (isAbsolute(a) && isDirectional(b)) {
      return "cannot relate '\(first())' to '\(second())'; pair 'leading' and 'trailing' with"
        + " each other, and 'left' and 'right' with each other"
    }
    return nil
  }
}

/// A layout attribute of an item, as in `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  /// The baselines of a view's text (its first and last line); a view without text has its
  /// bottom as both, as UIKit's `forFirstBaselineLayout` is the view itself.
  case firstBaseline, lastBaseline

  /// What an attribute measures, for the pairing rules of `NSLayoutConstraint`.
  public enum Kind: Sendable, Hashable {
    /// `left`, `right`, `leading`, `trailing`, `centerX`.
    case horizontalPosition
    /// `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`.
    case verticalPosition
    /// `width`, `height`.
    case size
  }

  /// Whether the attribute is a horizontal or vertical position, or a size.
  public var kind: Kind {
    switch self {
    case .left, .right, .leading, .trailing, .centerX: .horizontalPosition
    case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontalPosition
    case .top, .bottom, .centerY: .verticalPosition
    case .topMargin, .bottomMargin, .centerYWithinMargins: .verticalPosition
    case .firstBaseline, .lastBaseline: .verticalPosition
    case .width, .height: .size
    }
  }

  /// The edge a margin attribute is inside of (`leadingMargin` is inside `leading`); nil for
  /// the other attributes.
  public var marginEdge: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }
}

/// How the two sides of a constraint relate.
public enum LayoutRelation: String, Sendable, Hashable {
  case equal = "="
  case lessOrEqual = "<="
  case greaterOrEqual = ">="
}

/// A parsed constraint string (SCENE-FORMAT.md §7).
///
/// Grammar, with spaces allowed between any two tokens:
///
///     ITEM.ATTR REL [MULT *] ITEM.ATTR [* MULT] [(+|-) CONST] [@PRIO]
///     ITEM.ATTR REL CONST [@PRIO]
///
/// `ITEM` is a name, or `NAME.safeArea`: that view's safe-area guide.
///
/// `REL` is `=`, `==`, `<=` or `>=`; `CONST` is a number or `standard` (8), with an
/// optional sign; `PRIO` is a number from 1 to 1000, `required`, `high` or `low`.
/// The meaning is that of `NSLayoutConstraint`:
/// `first.attribute REL multiplier * second.attribute + constant`.
///
///     let c = try ConstraintSyntax.parse("picture.width = 0.5 * superview.width @750")
///     print(c.first.item, c.multiplier, c.second?.item ?? "-", c.priority)
///     // Prints "picture 0.5 superview 750.0"
///
/// The parser also refuses the pairings `NSLayoutConstraint` refuses: a position
/// related to a size, a horizontal position to a vertical one, leading or trailing to
/// left or right, and a position equal to a constant. It does not check that the items
/// exist; the scene model does.
public struct ConstraintSyntax: Sendable, Hashable {
  /// One side of a constraint: `item.attribute`.
  public struct Anchor: Sendable, Hashable {
    /// The view id or guide name (`superview`, `safeArea`, ...), as written.
    public var item: String {
      didSet { guideOwner = Self.owner(of: item) }
    }
    /// The attribute after the dot.
    public var attribute: LayoutAttribute
    /// Where the item starts in the string, in Unicode scalars from 0.
    public var offset: Int
    /// Where the attribute starts in the string.
    public var attributeOffset: Int

    /// The view whose safe-area guide the item is: `card` for `card.safeArea`, `superview`
    /// for `superview.safeArea`; nil for any other item.
    /// Kept beside `item`: layout and validation ask it of every anchor they look at.
    public private(set) var guideOwner: String?

    /// The view whose safe-area guide `item` names, if it names one.
    private static func owner(of item: String) -> String? {
      guard item.hasSuffix(guideSuffix) else { return nil }
      return String(item.dropLast(guideSuffix.count))
    }

    /// The end of a safe-area guide's item, joined once.
    static let guideSuffix = "." + ConstraintSyntax.safeAreaGuide

    /// Makes an anchor; `attributeOffset` defaults to just after `item.`.
    public init(
      item: String, attribute: LayoutAttribute, offset: Int, attributeOffset: Int? = nil
    ) {
      self.item = item
      self.guideOwner = Self.owner(of: item)
      self.attribute = attribute
      self.offset = offset
      self.attributeOffset = attributeOffset ?? offset + item.unicodeScalars.count + 1
    }
  }

  /// The constrained item.
  public var first: Anchor
  /// `=`, `<=` or `>=`.
  public var relation: LayoutRelation
  /// The item related to; nil for `x.width = 100`.
  public var second: Anchor?
  /// Multiplies the second item; 1 by default.
  public var multiplier: Double
  /// Added to the second side; `standard` is 8, `- 8` gives -8.
  public var constant: Double
  /// 1...1000; 1000 (required) by default, `high` is 750 and `low` 250.
  public var priority: Double
  /// Where the priority starts (just after `@`), or nil when it is not written.
  public var priorityOffset: Int?

  /// Makes a constraint.
  public init(
    first: Anchor, relation: LayoutRelation, second: Anchor?, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000, priorityOffset: Int? = nil
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.priorityOffset = priorityOffset
  }

  /// The name of a view's safe-area guide in an item: `card.safeArea.top`.
  public static let safeAreaGuide = "safeArea"

  /// The value of `standard`.
  public static let standardSpacing: Double = 8

  /// The named priorities.
  public static let namedPriorities: [(name: String, value: Double)] = [
    ("required", 1000), ("high", 750), ("low", 250),
  ]

  /// Parses a constraint string.
  ///
  /// - Throws: `SyntaxError` at the first problem, with the offset inside `text`.
  public static func parse(
    _ text: String, limits: SyntaxLimits = .standard
  ) throws(SyntaxError) -> ConstraintSyntax {
    let scalars = try SourceText.scalars(of: text, limit: limits.maxLength, noun: "the constraint")
    var parser = ConstraintParser(tokens: ConstraintLexer.tokens(of: scalars))
    return try parser.parse()
  }
}

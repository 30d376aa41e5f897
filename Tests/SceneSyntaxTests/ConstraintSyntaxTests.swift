import SceneSyntax
import Testing

/// A constraint string and what it parses to, in a compact form:
/// `first.attr REL multiplier*second.attr+constant@priority`.
struct ConstraintCase: Sendable, CustomTestStringConvertible {
  let text: String
  let expected: String
  var testDescription: String { text }
}

/// A string that must not parse, with the exact message and offset.
struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
  let text: String
  let message: String
  let offset: Int
  var testDescription: String { text }
}

private func summary(_ c: ConstraintSyntax) -> String {
  let first = "\(c.first.item).\(c.first.attribute.rawValue)@\(c.first.offset)"
  let second = c.second.map { "\($0.item).\($0.attribute.rawValue)@\($0.offset)" } ?? "nil"
  return
    "\(first) \(c.relation.rawValue) \(c.multiplier) * \(second) + \(c.constant) !\(c.priority)"
}

let validConstraints: [ConstraintCase] = [
  .init(
    text: "title.top = card.safeArea.top + 15",
    expected: "title.top@0 = 1.0 * card.safeArea.top@12 + 15.0 !1000.0"),
  .init(
    text: "superview.safeArea.bottom = bar.bottom",
    expected: "superview.safeArea.bottom@0 = 1.0 * bar.bottom@28 + 0.0 !1000.0"),
  .init(
    text: "nameLabel.top = safeArea.top + standard",
    expected: "nameLabel.top@0 = 1.0 * safeArea.top@16 + 8.0 !1000.0"),
  .init(
    text: "nameLabel.centerX = superview.centerX",
    expected: "nameLabel.centerX@0 = 1.0 * superview.centerX@20 + 0.0 !1000.0"),
  .init(
    text: "picture.width = 0.5 * superview.width @750",
    expected: "picture.width@0 = 0.5 * superview.width@22 + 0.0 !750.0"),
  .init(text: "picture.height >= 100", expected: "picture.height@0 >= 1.0 * nil + 100.0 !1000.0"),
  .init(
    text: "nameLabel.width = picture.width",
    expected: "nameLabel.width@0 = 1.0 * picture.width@18 + 0.0 !1000.0"),
  .init(
    text: "a.width == b.width * 2 - 8 @low",
    expected: "a.width@0 = 2.0 * b.width@11 + -8.0 !250.0"),
  .init(
    text: "a.bottom <= b.top - standard @high",
    expected: "a.bottom@0 <= 1.0 * b.top@12 + -8.0 !750.0"),
  .init(text: "a.width = -8", expected: "a.width@0 = 1.0 * nil + -8.0 !1000.0"),
  .init(text: "a.width = - standard", expected: "a.width@0 = 1.0 * nil + -8.0 !1000.0"),
  .init(
    text: "a.height=b.width*1.5+2.25@999.5",
    expected: "a.height@0 = 1.5 * b.width@9 + 2.25 !999.5"),
  .init(
    text: "  a.leading = b.trailing + -4 @ required",
    expected: "a.leading@2 = 1.0 * b.trailing@14 + -4.0 !1000.0"),
  .init(
    text: "_x1.centerY >= -1 * y.centerY @1",
    expected: "_x1.centerY@0 >= -1.0 * y.centerY@20 + 0.0 !1.0"),
  .init(text: "standard.width = 10", expected: "standard.width@0 = 1.0 * nil + 10.0 !1000.0"),
  .init(
    text: "a.width = standard.height",
    expected: "a.width@0 = 1.0 * standard.height@10 + 0.0 !1000.0"),
]

let constraintErrors: [SyntaxErrorCase] = [
  .init(
    text: "title.top = card.safeArea.topMargin",
    message: "'card.safeArea' is a layout guide, which has no topMargin: a guide has edges, "
      + "centres and a size only; name the view's own 'topMargin' instead",
    offset: 26),
  .init(
    text: "card.safeArea.wdth = 10",
    message: "expected an attribute after 'card.safeArea.', found 'wdth'; did you mean 'width'?",
    offset: 14),
  .init(
    text: "nameLabel.wdth = 10",
    message: "expected an attribute after 'nameLabel.', found 'wdth'; did you mean 'width'?",
    offset: 10),
  .init(
    text: "nameLabel.centerx = 10",
    message: "expected an attribute after 'nameLabel.', found 'centerx'; did you mean 'centerX'?",
    offset: 10),
  .init(
    text: "x.middle = y.top",
    message: "expected an attribute after 'x.', found 'middle'; the attributes are 'left',"
      + " 'right', 'top', 'bottom', 'leading', 'trailing', 'width', 'height',"
      + " 'centerX', 'centerY', 'leftMargin', 'rightMargin', 'topMargin', 'bottomMargin',"
      + " 'leadingMargin', 'trailingMargin', 'centerXWithinMargins', 'centerYWithinMargins',"
      + " 'firstBaseline' and 'lastBaseline'",
    offset: 2),
  .init(
    text: "x. = y.top",
    message: "expected an attribute after 'x.', found '='; the attributes"
      + " are 'left', 'right', 'top', 'bottom', 'leading', 'trailing', 'width', 'height',"
      + " 'centerX', 'centerY', 'leftMargin', 'rightMargin', 'topMargin', 'bottomMargin',"
      + " 'leadingMargin', 'trailingMargin', 'centerXWithinMargins', 'centerYWithinMargins',"
      + " 'firstBaseline' and 'lastBaseline'",
    offset: 3),
  .init(
    text: "x.top y.top", message: "expected '=', '<=' or '>=' after 'x.top', found 'y'",
    offset: 6),
  .init(
    text: "x.top > y.top", message: "expected '=', '<=' or '>=' after 'x.top', found '>'",
    offset: 6),
  .init(
    text: "x.top",
    message: "expected '=', '<=' or '>=' after 'x.top', found the end of the"
      + " constraint", offset: 5),
  .init(
    text: "100 = x.width",
    message: "a constant cannot be the first item; write it as 'ITEM.ATTRIBUTE = CONSTANT'",
    offset: 0),
  .init(
    text: "-8 = x.width",
    message: "a constant cannot be the first item; write it as 'ITEM.ATTRIBUTE = CONSTANT'",
    offset: 0),
  .init(
    text: "standard = x.width",
    message: "a constant cannot be the first item; write it as 'ITEM.ATTRIBUTE = CONSTANT'",
    offset: 0),
  .init(
    text: "",
    message: "expected an item and an attribute such as 'nameLabel.top', found the"
      + " end of the constraint", offset: 0),
  .init(
    text: "  = x.top",
    message: "expected an item and an attribute such as 'nameLabel.top',"
      + " found '='", offset: 2),
  .init(
    text: "x top = 3", message: "expected '.' and an attribute after 'x', found 'top'",
    offset: 2),
  .init(
    text: "x.top = ",
    message: "expected an item or a constant after '=', found the end of the"
      + " constraint", offset: 8),
  .init(
    text: "x.top >= #", message: "expected an item or a constant after '>=', found '#'",
    offset: 9),
  .init(
    text: "x.top = y.top +",
    message: "expected a constant after '+', found the end of the"
      + " constraint", offset: 15),
  .init(text: "x.top = y.top - z", message: "expected a constant after '-', found 'z'", offset: 16),
  .init(
    text: "x.top = y.top z",
    message: "expected '*', '+', '-', '@' or the end of the"
      + " constraint after 'y.top', found 'z'", offset: 14),
  .init(
    text: "x.top = y.top + 8 9",
    message: "expected '@' or the end of the constraint after '8',"
      + " found '9'", offset: 18),
  .init(
    text: "x.width = y.width * 2 * 3",
    message: "expected '+', '-', '@' or the end of the"
      + " constraint after '2', found '*'", offset: 22),
  .init(
    text: "x.width = 2 * y.width * 3",
    message: "the multiplier is already given before 'y.width'", offset: 22),
  .init(
    text: "x.width = y.width * z", message: "expected a number after '*', found 'z'",
    offset: 20),
  .init(text: "x.width = 2 * 3", message: "expected an item after '*', found '3'", offset: 14),
  .init(
    text: "x.width = standard * y.width",
    message: "'standard' is a spacing, not a multiplier; write a number", offset: 10),
  .init(text: "x.width = 0 * y.width", message: "the multiplier cannot be 0", offset: 10),
  .init(text: "x.width = y.width * 0.0", message: "the multiplier cannot be 0", offset: 20),
  .init(
    text: "x.width = 100 @",
    message: "expected a priority after '@', found the end of the"
      + " constraint", offset: 15),
  .init(
    text: "x.width = 100 @1001", message: "the priority must be from 1 to 1000, found '1001'",
    offset: 15),
  .init(
    text: "x.width = 100 @0", message: "the priority must be from 1 to 1000, found '0'",
    offset: 15),
  .init(
    text: "x.width = 100 @ -5", message: "the priority must be from 1 to 1000, found '-5'",
    offset: 16),
  .init(
    text: "x.width = 100 @hgh", message: "unknown priority 'hgh'; did you mean 'high'?",
    offset: 15),
  .init(
    text: "x.width = 100 @medium",
    message: "unknown priority 'medium'; write a number from 1"
      + " to 1000, 'required', 'high' or 'low'", offset: 15),
  .init(
    text: "x.width = 100 @750 x",
    message: "expected the end of the constraint after '@750',"
      + " found 'x'", offset: 19),
  .init(
    text: "x.top = 20",
    message: "'x.top' is a position and cannot be related to a constant"
      + " alone; relate it to another item, as in 'x.top = superview.top + 20'", offset: 8),
  .init(
    text: "x.left >= -8",
    message: "'x.left' is a position and cannot be related to a constant"
      + " alone; relate it to another item, as in 'x.left >= superview.left - 8'", offset: 10),
  .init(
    text: "x.width = y.left",
    message: "cannot relate 'x.width', a size, to 'y.left', a horizontal position", offset: 10),
  .init(
    text: "x.left = y.top",
    message: "cannot relate 'x.left', a horizontal position, to 'y.top', a vertical position",
    offset: 9),
  .init(
    text: "x.firstBaseline = y.width",
    message: "cannot relate 'x.firstBaseline', a vertical position, to 'y.width', a size",
    offset: 18),
  .init(
    text: "x.leadingMargin = y.left",
    message: "cannot relate 'x.leadingMargin' to 'y.left'; pair"
      + " 'leading' and 'trailing' with each other, and 'left' and 'right' with each other",
    offset: 18),
  .init(
    text: "x.topMargin = y.centerXWithinMargins",
    message: "cannot relate 'x.topMargin', a vertical position, to 'y.centerXWithinMargins', a"
      + " horizontal position",
    offset: 14),
  .init(
    text: "x.leading = y.left + 8",
    message: "cannot relate 'x.leading' to 'y.left'; pair"
      + " 'leading' and 'trailing' with each other, and 'left' and 'right' with each other",
    offset: 12),
  .init(
    text: "x.width = 1\(String(repeating: "0", count: 400))",
    message: "the number '10000000000000000000000000000000...' is too large", offset: 10),
  .init(
    text: "x.wîdth = 3",
    message: "expected an attribute after 'x.', found 'wîdth'; did you mean 'width'?", offset: 2),
  .init(
    text: "café.width = 3",
    message: "'café' is not a valid name; names use the letters A to Z"
      + " and a to z, the digits and '_', and do not start with a digit", offset: 0),
  .init(
    text: "a.width = 2 * ß.width",
    message: "'ß' is not a valid name; names use the letters A"
      + " to Z and a to z, the digits and '_', and do not start with a digit", offset: 14),
]

@Suite struct ConstraintSyntaxTests {
  @Test(arguments: validConstraints)
  func parses(_ example: ConstraintCase) throws {
    #expect(summary(try ConstraintSyntax.parse(example.text)) == example.expected)
  }

  @Test(arguments: constraintErrors)
  func reportsErrors(_ example: SyntaxErrorCase) {
    let error = #expect(throws: SyntaxError.self) { try ConstraintSyntax.parse(example.text) }
    #expect(error?.message == example.message)
    #expect(error?.offset == example.offset)
  }

  @Test func keepsOffsetsOfAttributesAndPriority() throws {
    let c = try ConstraintSyntax.parse("a.top = b.bottom + 8 @ 500")
    #expect(c.first.attributeOffset == 2)
    #expect(c.second?.attributeOffset == 10)
    #expect(c.priorityOffset == 23)
    #expect(try ConstraintSyntax.parse("a.width = 3").priorityOffset == nil)
  }

  @Test func offsetsCountUnicodeScalars() {
    let error = #expect(throws: SyntaxError.self) {
      try ConstraintSyntax.parse("a.width = b.width /* 👩‍👩‍👧 */")
    }
    #expect(error?.offset == 18)
    #expect(
      error?.message == "expected '*', '+', '-', '@' or the end of the constraint after"
        + " 'b.width', found '/'")
  }

  @Test func refusesHugeInputQuickly() {
    let huge = "a.width = " + String(repeating: "b", count: 3_000_000)
    let error = #expect(throws: SyntaxError.self) { try ConstraintSyntax.parse(huge) }
    #expect(error?.message == "the constraint is longer than the limit of 100000 characters")
    #expect(error?.offset == 100_000)
  }

  @Test func acceptsALongConstraintWithinTheLimit() throws {
    let item = String(repeating: "v", count: 90_000)
    let c = try ConstraintSyntax.parse("\(item).width = 10")
    #expect(c.first.item.count == 90_000)
  }
}

import StoryboardXML
import TextPosition

/// Constraints (IB-STORYBOARD.md §3.5): one format line per `<constraint>`, with implicit
/// first items, guides, `a:b` multipliers and symbolic constants; size-class install masks
/// and constants per size class become `when:` blocks.
extension SceneMapper {
  static let attributes: Set<String> = [
    "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
    "centerY", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
    "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "firstBaseline",
    "lastBaseline",
  ]
  /// An attribute as the format writes it: IB's legacy `baseline` is `lastBaseline`
  /// (`NSLayoutConstraint.Attribute.lastBaseline`, formerly `.baseline`).
  static func formatAttribute(_ written: String) -> String {
    written == "baseline" ? "lastBaseline" : written
  }

  /// A relation as the format writes it (`=` when it is none of IB's three).
  static func relation(_ written: String) -> String {
    switch written {
    case "greaterThanOrEqual": ">="
    case "lessThanOrEqual": "<="
    default: "="
    }
  }

  /// The `constraints:` list of the view tree (`constraintSites`, `pinnedContentViews`), or nil
  /// when there are none.
  func mapConstraints() -> YAMLTree? {
    mapConstraints(constraintSites, pinned: pinnedContentViews, at: controller.position)
  }

  /// The `constraints:` list of `sites`, with the edges of the `pinned` content views, or nil
  /// when there are none.
  func mapConstraints(
    _ sites: [(constraint: IBElement, owner: String)], pinned: Set<String>,
    at position: TextPosition
  ) -> YAMLTree? {
    var plain: [YAMLTree] = []
    var conditional: [(condition: String, items: [YAMLTree], at: TextPosition)] = []
    for (constraint, owner) in sites {
      if constraint.flag("placeholder") {
        if let item = placeholder(constraint, owner: owner) { plain.append(item) }
        continue
      }
      let constant = constraint.number("constant") ?? 0
      guard let first = line(for: constraint, owner: owner, constant: constant) else {
        partial = true
        continue
      }
      // Per pair of size classes: the line installed there (its constant may vary), or nil.
      // Without a `<variation>` of its own, a constraint's constant is the same in all.
      let varies = constraint.children.contains { $0.name == "variation" }
      let ibID = constraint.ibID
      var placed: [(line: String, classes: [Classes])] = []
      for classes in Classes.all where masks.installed(ibID, at: classes) {
        let classConstant = varies ? SizeClassMasks.constant(of: constraint, at: classes) : constant
        let text =
          classConstant == constant
          ? first : line(for: constraint, owner: owner, constant: classConstant) ?? first
        if let index = placed.firstIndex(where: { $0.line == text }) {
          placed[index].classes.append(classes)
        } else {
          placed.append((text, [classes]))
        }
      }
      if placed.isEmpty {
        log.neverInstalled.append(ibID)
        continue
      }
      // A constraint an outlet connects to gets the outlet's name, when it is one line.
      let name =
        placed.count == 1 && SizeClassMasks.conditions(for: placed[0].classes).count <= 1
        ? outletNames[ibID] : nil
      for (text, classes) in placed {
        var item = YAMLTree.string(text, at: constraint.position)
        if let name {
          let id = ids.claim(name)
          constraintNames[ibID] = id
          item = .mapping(at: constraint.position)
          item.set("id", .string(id, at: constraint.position))
          item.set("constraint", .string(text, at: constraint.position))
        }
        let conditions = SizeClassMasks.conditions(for: classes)
        if conditions.isEmpty { plain.append(item) }
        for condition in conditions {
          if let index = conditional.firstIndex(where: { $0.condition == condition }) {
            conditional[index].items.append(item)
          } else {
            conditional.append((condition, [item], constraint.position))
          }
        }
      }
      carry(.constraints, ibID)
    }
    for content in pinned.sorted() {
      guard let id = views[content]?.id, let element = elementPositions[content] else { continue }
      for edge in ["leading", "trailing", "top", "bottom"] {
        plain.append(.string("\(id).\(edge) = superview.\(edge)", at: element))
      }
    }
    for block in conditional {
      var tree = YAMLTree.mapping(at: block.at)
      tree.set("when", .string(block.condition, at: block.at))
      tree.set("constraints", YAMLTree(.list(block.items), at: block.at))
      plain.append(tree)
    }
    return plain.isEmpty ? nil : YAMLTree(.list(plain), at: position)
  }

  /// A placeholder constraint between two items (`placeholder="YES"`, "Remove at build
  /// time"), as `{ constraint: "...", placeholder: true }`: the layout leaves it out, as the
  /// build does, and says that what it alone fixes is the app's code's. A placeholder size
  /// (no second item) stands in as an intrinsic size instead (`IntrinsicSizes`). Placeholders
  /// are not in the file's count of constraints (`Census`), so they are not counted carried.
  private func placeholder(_ constraint: IBElement, owner: String) -> YAMLTree? {
    guard constraint["secondItem"] != nil,
      let text = line(for: constraint, owner: owner, constant: constraint.number("constant") ?? 0)
    else { return nil }
    var item = YAMLTree.mapping(at: constraint.position)
    item.set("constraint", .string(text, at: constraint.position))
    item.set("placeholder", .bool(true, at: constraint.position))
    return item
  }

  /// The constraint as a format line, or nil after reporting why it cannot be one.
  private func line(for constraint: IBElement, owner: String, constant: Double) -> String? {
    var first = constraint["firstItem"] ?? owner
    var second = constraint["secondItem"]
    // Built only for a message: most constraints need none.
    var what: String { "constraint '\(constraint.ibID)'" }
    let firstAttribute = Self.formatAttribute(constraint["firstAttribute"] ?? "")
    let secondAttribute = Self.formatAttribute(constraint["secondAttribute"] ?? "notAnAttribute")
    // A scroll view's content or frame guide, where the format reads the scroll view so.
    first = scrollView(standingFor: first, firstAttribute, facing: second) ?? first
    if let item = second {
      second = scrollView(standingFor: item, secondAttribute, facing: first) ?? item
    }
    // The first attribute, then the second, each tested in place (done for speed: a list of
    // them was made for every constraint).
    let unknown =
      !Self.attributes.contains(firstAttribute)
      ? firstAttribute
      : second != nil && !Self.attributes.contains(secondAttribute) ? secondAttribute : nil
    if let attribute = unknown {
      let reason =
        attribute.isEmpty
        ? "it has no firstAttribute, so it constrains nothing"
        : "'\(attribute)' is not an attribute of the format"
      skip(constraint.position, what, reason)
      return nil
    }
    // An item that is a cell with an accessory stands for its content view, whose trailing
    // edge is the accessory's width short of the cell's: `content.a1 + s1 = m * (other.a2 +
    // s2) + c` is `content.a1 = m * other.a2 + (c + m * s2 - s1)`.
    let multiple = multiplier(constraint["multiplier"]) ?? 1
    // On the sixth of a point the lengths stand for (`IBElement.snapped`), as a width Xcode 26
    // draws (30.33) leaves `34 - 30.33` a hair off it.
    let constant = IBElement.snapped(
      constant - cellEdgeShift(first, firstAttribute)
        + (second.map { multiple * cellEdgeShift($0, secondAttribute) } ?? 0))
    guard let firstName = name(first, facing: second) else {
      skip(constraint.position, what, "it names '\(first)', \(whatIsLeftOut(first))")
      return nil
    }
    var text =
      "\(firstName).\(firstAttribute) \(Self.relation(constraint["relation"] ?? "equal")) "
    if let second {
      guard let secondName = name(second, facing: first) else {
        skip(constraint.position, what, "it names '\(second)', \(whatIsLeftOut(second))")
        return nil
      }
      if multiple != 1 {
        text += "\(YAMLTree.numberText(multiple)) * "
      }
      text += "\(secondName).\(secondAttribute)"
      if constant != 0 {
        text +=
          constant < 0 ? " - \(YAMLTree.numberText(-constant))" : " + \(YAMLTree.numberText(constant))"
      }
    } else {
      text += YAMLTree.numberText(constant)
    }
    if let priority = constraint.number("priority"), priority != 1000 {
      text += " @\(YAMLTree.numberText(priority))"
    }
    return text
  }

  /// How far `attribute` of the cell `item` lies past the same attribute of its content view:
  /// the accessory's width for the trailing edge and the width, half of it for the centre.
  private func cellEdgeShift(_ item: String, _ attribute: String) -> Double {
    guard let width = cellAccessoryWidths[item] else { return 0 }
    switch attribute {
    case "trailing", "right", "width": return width
    case "centerX": return width / 2
    default: return 0
    }
  }

  /// `a:b` or a decimal.
  private func multiplier(_ text: String?) -> Double? {
    guard let text else { return nil }
    let parts = text.split(separator: ":")
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0,
      (a / b).isFinite
    {
      return a / b
    }
    return Double(text).flatMap { $0.isFinite ? $0 : nil }
  }

  /// An item's name in a constraint against `other`: a guide, `superview`, `rootView` (the
  /// root view named from deeper in the tree), or a view id. An id that nothing in the scene
  /// has is a broken constraint, which Interface Builder refuses to compile: it is written
  /// `missing_ID`, for the validator to report as an error (`constraint-unknown-item`), as
  /// an outlet to a missing id is.
  private func name(_ item: String, facing other: String?) -> String? {
    if elementName(of: item) == nil { return IdentifierSpace.sanitized("missing_\(item)") }
    if let guide = guides[item] { return guide }
    if let other, parents[other] == item { return "superview" }
    if item == rootID {
      guard let other else { return nil }
      return guides[other] != nil || parents[other] == rootID ? "superview" : "rootView"
    }
    guard let view = views[item] else { return nil }
    return view.type == "barItem" ? nil : view.id
  }
}

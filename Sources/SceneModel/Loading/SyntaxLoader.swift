import Diagnostics
import SceneSyntax
import YAML

/// Parses the small languages inside scalars (expressions, templates and
/// constraints), pointing syntax errors at the column inside the string.
extension LoadContext {
  /// Where a scalar's text begins: after the opening quote of a quoted
  /// scalar; on the node for plain ones. (Positions inside block scalars and
  /// after escape sequences are approximate.)
  func textStart(_ node: Node) -> Diagnostic.Location {
    switch node.scalar?.style {
    case .singleQuoted?, .doubleQuoted?: location(location(node), offsetBy: 1)
    default: location(node)
    }
  }

  /// An expression, located at the first character of its text.
  func expression(_ node: Node, _ what: @autoclosure () -> String) -> Located<Expression>? {
    guard let text = string(node, what()) else { return nil }
    let parsed = Self.memoized(text.value, in: &parsedExpressions) {
      (text) throws(SyntaxError) in try Expression.parse(text)
    }
    return located(parsed, node, what())
  }

  /// A template, located at the first character of its text.
  func template(_ node: Node, _ what: @autoclosure () -> String) -> Located<Template>? {
    guard let text = string(node, what()) else { return nil }
    let parsed = Self.memoized(text.value, in: &parsedTemplates) {
      (text) throws(SyntaxError) in try Template.parse(text)
    }
    return located(parsed, node, what())
  }

  /// What `parse` makes of `text`, parsed once per text in a load (`memo` keeps it).
  private static func memoized<Parsed>(
    _ text: String, in memo: inout [String: Result<Parsed, SyntaxError>],
    _ parse: (String) throws(SyntaxError) -> Parsed
  ) -> Result<Parsed, SyntaxError> {
    if let known = memo[text] { return known }
    let parsed = Result { () throws(SyntaxError) in try parse(text) }
    memo[text] = parsed
    return parsed
  }

  /// The parsed value at the first character of the node's text, or nil after reporting its
  /// syntax error at its column (at every place the text is written, memoized or not).
  private func located<Parsed>(
    _ parsed: Result<Parsed, SyntaxError>, _ node: Node, _ what: @autoclosure () -> String
  ) -> Located<Parsed>? {
    do {
      return Located(try parsed.get(), at: textStart(node))
    } catch {
      let place = location(textStart(node), offsetBy: error.offset)
      report(.expressionSyntax("\(error.message) in \(what())", at: place))
      return nil
    }
  }

  /// A dotted path such as `rectResult.text` or `state.calculations`.
  func path(_ node: Node, _ what: @autoclosure () -> String) -> Located<[String]>? {
    guard let text = string(node, what()) else { return nil }
    let read: [String]?
    if let known = parsedPaths[text.value] {
      read = known
    } else {
      let parts = text.value.split(separator: ".", omittingEmptySubsequences: false)
        .map(String.init)
      read = parts.count >= 2 && parts.allSatisfy(LoadContext.isIdentifier) ? parts : nil
      parsedPaths[text.value] = read
    }
    guard let parts = read else {
      report(
        .expressionSyntax(
          "expected a target such as 'view.property', 'state.name' or 'self.property' "
            + "in \(what()), found '\(text.value)'",
          at: text.location))
      return nil
    }
    return Located(parts, at: text.location)
  }
}

/// Reads `constraints:` lists, with their nested `when:` blocks.
enum ConstraintLoader {
  static func load(
    _ node: Node, conditions: [Located<String>], context: LoadContext
  ) -> [ConstraintEntry] {
    guard let items = context.sequence(node, "'constraints'") else { return [] }
    var entries: [ConstraintEntry] = []
    entries.reserveCapacity(items.count)
    for item in items {
      if let pairs = item.mapping, pairs.contains(where: { $0.key.scalar?.text == "constraint" }) {
        if let entry = named(item, conditions: conditions, context: context) {
          entries.append(entry)
        } else {
          context.droppedConstraint = true
        }
        continue
      }
      if item.mapping != nil {
        // A block that cannot be read leaves free what its constraints fix: the ambiguity
        // that follows is its consequence (`droppedConstraint`).
        let what = "a 'when' block"
        guard let fields = context.fields(item, what, allowed: ["when", "constraints"]) else {
          context.droppedConstraint = true
          continue
        }
        guard let whenNode = fields.value("when"), let list = fields.value("constraints") else {
          let missing = fields.has("when") ? "constraints" : "when"
          context.report(.missingKey(missing, in: what, at: context.location(item)))
          context.droppedConstraint = true
          continue
        }
        guard let condition = context.condition(whenNode) else {
          context.droppedConstraint = true
          continue
        }
        entries += load(list, conditions: conditions + [condition], context: context)
        continue
      }
      if let entry = entry(item, conditions: conditions, context: context) {
        entries.append(entry)
      } else {
        context.droppedConstraint = true
      }
    }
    return entries
  }

  /// `{ id: NAME, constraint: "a.top = b.bottom" }`: a constraint an outlet can name; with
  /// `placeholder: true` (then `id` is optional), one removed at build time.
  private static func named(_ item: Node, conditions: [Located<String>], context: LoadContext)
    -> ConstraintEntry?
  {
    let what = "a named constraint"
    guard
      let fields = context.fields(item, what, allowed: ["id", "constraint", "placeholder"])
    else {
      return nil
    }
    var placeholder = false
    if let node = fields.value("placeholder") {
      guard let flag = context.bool(node, "'placeholder'") else { return nil }
      placeholder = flag.value
    }
    var id: Located<String>?
    if let idNode = fields.value("id") {
      guard let name = context.viewIdentifier(idNode, "constraint id") else { return nil }
      id = name
    } else if !placeholder {
      context.report(.missingKey("id", in: what, at: context.location(item)))
      return nil
    }
    guard let text = fields.value("constraint"),
      var entry = entry(text, conditions: conditions, context: context)
    else { return nil }
    entry.id = id
    entry.isPlaceholder = placeholder
    return entry
  }

  /// One constraint string, parsed; nil after reporting why it cannot be read.
  private static func entry(_ item: Node, conditions: [Located<String>], context: LoadContext)
    -> ConstraintEntry?
  {
    guard let text = context.string(item, "a constraint") else { return nil }
    let parsed: Result<ConstraintSyntax, SyntaxError>
    if let known = context.parsedConstraints[text.value] {
      parsed = known
    } else {
      parsed = Result { () throws(SyntaxError) in try ConstraintSyntax.parse(text.value) }
      context.parsedConstraints[text.value] = parsed
    }
    do {
      let syntax = try parsed.get()
      return ConstraintEntry(
        syntax: syntax, conditions: conditions, location: text.location,
        textStart: context.marks == .text ? context.textStart(item) : nil)
    } catch {
      let place = context.location(context.textStart(item), offsetBy: error.offset)
      context.report(.constraintSyntax(error.message, at: place))
      return nil
    }
  }
}

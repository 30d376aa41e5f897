import Diagnostics
import SceneSyntax

/// Checks what steps and expressions refer to: segues and alerts by id,
/// views and their properties, `state`, `self` properties and `row`.
struct ReferenceChecker {
  let storyboard: Storyboard
  let scene: Scene
  /// The scene's segue identifiers and alert ids, listed once for all its steps.
  private let segueIDs: [String]
  private let alertIDs: [String]
  private let knownSegues: Set<String>
  private let knownAlerts: Set<String>
  /// What a reference's root may name besides alert fields and `row`, for the did-you-mean
  /// (listed only for a reference to nothing).
  private var rootNames: [String] { scene.allViews.map(\.id.value) + ["state", "self"] }
  /// The scene that holds each view id first, in file order.
  private let viewOwners: [String: String]

  init(storyboard: Storyboard, scene: Scene, viewOwners: [String: String]) {
    self.storyboard = storyboard
    self.scene = scene
    self.viewOwners = viewOwners
    segueIDs = scene.segues.compactMap(\.id?.value)
    alertIDs = scene.alerts.map(\.id.value)
    knownSegues = Set(segueIDs)
    knownAlerts = Set(alertIDs)
  }

  /// What names an expression may use where it stands.
  struct Scope {
    /// `row.field` is available (prototype templates, passes of selection segues).
    var hasRow = false
    /// A bare name is a field of the row (prototype cell templates: `"{name}"`).
    var bareNamesAreRowFields = false
    /// The text fields of the alert whose action runs.
    var alertFields: [String] = []
    /// The fields the rows are known to have (`row.x`, bare names in templates), if known.
    var rows: RowFields? = nil
  }

  func check() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for action in scene.actions {
      diagnostics += steps(action.steps, scope: Scope())
    }
    diagnostics += steps(scene.onAppear, scope: Scope())
    for alert in scene.alerts {
      let scope = Scope(alertFields: alert.fields.map(\.id.value))
      for button in alert.buttons { diagnostics += steps(button.steps, scope: scope) }
    }
    let tables = RowFields.tables(of: scene, in: storyboard)
    for i in scene.allViews.indices where !scene.allViews[i].prototypes.isEmpty {
      let rows = tables[scene.allViews[i].id.value]
      for prototype in scene.allViews[i].prototypes {
        for template in [prototype.text, prototype.detail].compactMap({ $0 }) {
          diagnostics += references(
            template.value.references, at: template.location,
            scope: Scope(hasRow: true, bareNamesAreRowFields: true, rows: rows))
          diagnostics += formatProblems(template.value.formatProblems, at: template.location)
        }
      }
    }
    let prototypeIDs = scene.allViews.flatMap(\.prototypes).compactMap(\.id?.value)
    let cellRows = tables.isEmpty ? [:] : RowFields.prototypes(of: scene, tables: tables)
    for segue in scene.segues {
      // A `from:` that could not be read may be a cell: `row` is then not refused.
      let fromCell =
        segue.from.map { prototypeIDs.contains($0.value) } ?? segue.hasUnreadSource
      let rows = segue.from.flatMap { cellRows[$0.value] }
      let destination = segue.to.count == 1 ? storyboard.scene(segue.to[0].value) : nil
      for pass in segue.pass {
        diagnostics += expression(
          pass.value, scope: Scope(hasRow: fromCell, rows: rows), isValue: true)
        if let destination, !destination.hasProperty(pass.property.value),
          pass.property.value != Scene.titleProperty, !destination.hasUnreadProperties
        {
          diagnostics.append(
            .unknownProperty(
              pass.property.value, scene: destination.id.value,
              candidates: destination.properties.map(\.name.value), at: pass.property.location))
        }
      }
    }
    return diagnostics
  }

  private func steps(_ steps: [Step], scope: Scope) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for step in steps {
      switch step.operation {
      case .set(let target, let value):
        diagnostics += path(target.value, at: target.location, scope: scope, assigning: true)
        diagnostics += expression(value, scope: scope, isValue: true)
        diagnostics += TypeChecker(scene: scene).checkAssignment(to: target, value: value)
      case .segue(let id):
        if !knownSegues.contains(id.value), !scene.unreadSegueIDs.contains(id.value) {
          diagnostics.append(
            .stepUnknownSegue(
              id.value, scene: scene.id.value, candidates: segueIDs, at: id.location))
        }
      case .present(let id):
        if !knownAlerts.contains(id.value) {
          diagnostics.append(
            .stepUnknownAlert(
              id.value, scene: scene.id.value, candidates: alertIDs, at: id.location))
        }
      case .branch(let condition, let then, let otherwise):
        diagnostics += expression(condition, scope: scope)
        diagnostics += TypeChecker(scene: scene).checkAssignment(to: nil, value: condition)
        diagnostics += self.steps(then, scope: scope)
        diagnostics += self.steps(otherwise, scope: scope)
      case .dismiss, .pop, .popToRoot, .selectTab, .endEditing:
        break
      }
    }
    return diagnostics
  }

  /// The references and `format` calls of one expression. For a value (`to:`, `pass:`) that
  /// is one unknown bare name, as `to: On` is, the error says how to write it as text.
  private func expression(
    _ expression: Located<Expression>, scope: Scope, isValue: Bool = false
  ) -> [Diagnostic] {
    var found = references(expression.value.references, at: expression.location, scope: scope)
    if isValue, case .reference(let reference) = expression.value, reference.path.count == 1,
      found.count == 1, found[0].code == "unknown-reference", !found[0].message.contains("did you mean")
    {
      let name = reference.path[0]
      found[0].message += "; to set the text \(name), quote it inside the YAML value: \"'\(name)'\""
    }
    return found + formatProblems(expression.value.formatProblems, at: expression.location)
  }

  private func formatProblems(_ problems: [SyntaxError], at start: Diagnostic.Location)
    -> [Diagnostic]
  {
    problems.map { problem in
      var place = start
      place.column += problem.offset
      return .formatArguments(problem.message, at: place)
    }
  }

  private func references(
    _ references: [Reference], at start: Diagnostic.Location, scope: Scope
  ) -> [Diagnostic] {
    references.flatMap { reference in
      var place = start
      place.column += reference.offset
      return path(reference.path, at: place, scope: scope, assigning: false)
    }
  }

  /// Checks one dotted path: its root and, where known, its first property.
  private func path(
    _ path: [String], at place: Diagnostic.Location, scope: Scope, assigning: Bool
  ) -> [Diagnostic] {
    guard let root = path.first else { return [] }
    let member = path.count > 1 ? path[1] : nil
    // A view named `state`, `self` or `row` has its own error (`invalid-id`): what the user
    // meant by `state.text` is that view, so the namespace is not also reported.
    if LoadContext.reservedNames.contains(root), scene.unreadViewIDs.contains(root) { return [] }
    switch root {
    case "state":
      if let member, !storyboard.hasState(member), !storyboard.hasUnreadState {
        return [.unknownState(member, candidates: storyboard.state.map(\.name.value), at: place)]
      }
    case "self":
      if let member, member != Scene.titleProperty, !scene.hasProperty(member),
        !scene.hasUnreadProperties
      {
        return [
          .unknownProperty(
            member, scene: scene.id.value, candidates: scene.properties.map(\.name.value),
            at: place)
        ]
      }
    case "row" where scope.hasRow && !assigning:
      if let rows = scope.rows, let member, !rows.fields.contains(member) {
        return [.unknownRowField(member, rows: rows, at: place)]
      }
    default:
      if scope.alertFields.contains(root) {
        if let member, member != "text" {
          return [.unknownViewProperty(member, view: root, type: "alert text field", candidates: ["text"], at: place)]
        }
        return []
      }
      guard let view = scene.view(root) else {
        if scene.unreadViewIDs.contains(root) { return [] }
        if scope.bareNamesAreRowFields && path.count == 1 {
          // `{name}` in a cell template is `{row.name}`.
          if let rows = scope.rows, !rows.fields.contains(root) {
            return [.unknownRowField(root, rows: rows, at: place)]
          }
          return []
        }
        if root == "row" { return [.rowOutOfScope(at: place)] }
        var names = rootNames
        if !scope.alertFields.isEmpty { names += scope.alertFields }
        if scope.hasRow { names.append("row") }
        if let owner = viewOwners[root], owner != scene.id.value {
          return [.viewOfAnotherScene(root, owner: owner, scene: scene.id.value, at: place)]
        }
        if scope.hasRow, let rows = scope.rows, rows.fields.contains(root) {
          return [.unknownReferenceToRowField(root, scene: scene.id.value, at: place)]
        }
        return [.unknownReference(root, scene: scene.id.value, candidates: names, at: place)]
      }
      let type = view.type.value
      if let member, ViewSchema.kind(of: member, in: type) == nil {
        let properties = ViewSchema.properties(of: type).map(\.0)
        return [
          .unknownViewProperty(
            member, view: root, type: type.rawValue, candidates: properties, at: place)
        ]
      }
    }
    return []
  }
}

extension Diagnostic {
  static func unknownState(_ name: String, candidates: [String], at location: Location) -> Diagnostic {
    .error(
      .unknownState,
      "'state.\(name)' is not declared; add '\(name)' under 'state'"
        + Suggestions.hint(for: name, in: candidates),
      at: location)
  }

  static func unknownProperty(
    _ name: String, scene: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .unknownProperty,
      "scene '\(scene)' has no property '\(name)'; declare it under 'properties'"
        + Suggestions.hint(for: name, in: candidates),
      at: location)
  }

  static func unknownReference(
    _ name: String, scene: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .unknownReference,
      "'\(name)' is not a view of scene '\(scene)', nor 'state' or 'self'"
        + Suggestions.hint(for: name, in: candidates),
      at: location)
  }

  /// A bare name where `row` is in scope and the rows have that field: `name` for `row.name`.
  static func unknownReferenceToRowField(_ name: String, scene: String, at location: Location)
    -> Diagnostic
  {
    .error(
      .unknownReference,
      "'\(name)' is not a view of scene '\(scene)', nor 'state' or 'self'; did you mean "
        + "'row.\(name)'? (the tapped row's fields are read through 'row')",
      at: location)
  }

  /// `'aboutLabel' is a view of scene 'about', not of scene 'detail'`: what names the cause.
  static func viewOfAnotherScene(
    _ name: String, owner: String, scene: String, at location: Location
  ) -> Diagnostic {
    .error(
      .unknownReference,
      "'\(name)' is a view of scene '\(owner)', not of scene '\(scene)'; a scene's steps read "
        + "only its own views (pass values to another scene with a segue's 'pass')",
      at: location)
  }

  static func formatArguments(_ message: String, at location: Location) -> Diagnostic {
    .error(.formatArguments, message, at: location)
  }

  static func rowOutOfScope(at location: Location) -> Diagnostic {
    .error(
      .unknownReference,
      "'row' exists only in prototype cell templates and in the 'pass' values of a segue "
        + "from a prototype cell",
      at: location)
  }

  static func unknownViewProperty(
    _ name: String, view: String, type: String, candidates: [String], at location: Location
  ) -> Diagnostic {
    .error(
      .unknownViewProperty,
      "'\(view)' is a \(type), which has no property '\(name)'"
        + Suggestions.hint(for: name, in: candidates),
      at: location)
  }
}

import Diagnostics
import SceneModel
import SceneSyntax

/// Where steps run: which action (for messages), on which controller, with
/// which table row and alert text fields in reach.
struct StepContext {
  /// "action 'calculate'", "onAppear of 'summary'", "alert action 'Create'".
  var name: String
  var controller: Controller
  var row: Value?
  /// The alert whose text fields the steps may read (`FIELD.text`).
  var alert: Controller?
  /// The control or bar item that sent the action.
  var sender: String? = nil
}

extension Simulator {
  /// Runs steps in order; the first failure stops them and the event.
  func run(_ steps: [Step], context: StepContext) throws(SimulationError) {
    var budget = EvaluationBudget()
    for step in steps {
      stepsThisEvent += 1
      guard stepsThisEvent <= limits.stepsPerEvent else {
        throw SimulationError(
          "\(context.name): more than \(limits.stepsPerEvent) steps in one event; "
            + "is there a loop?", at: step.location)
      }
      do throws(SimulationError) {
        try run(step, context: context, budget: &budget)
      } catch {
        guard error.location == nil else { throw error }
        throw SimulationError("\(context.name): \(error.message)", at: step.location)
      }
    }
  }

  private func run(_ step: Step, context: StepContext, budget: inout EvaluationBudget)
    throws(SimulationError)
  {
    let controller = context.controller
    switch step.operation {
    case .set(let target, let expression):
      let value = try evaluate(expression, context: context, budget: &budget)
      try assign(value, to: target, context: context)
    case .segue(let id):
      guard let segue = controller.scene.segues.first(where: { $0.id?.value == id.value }) else {
        throw SimulationError(
          "\(context.name): '\(controller.sceneID)' has no segue with identifier '\(id.value)'",
          at: id.location)
      }
      try whenIdle(step, context) { () throws(SimulationError) in
        try self.perform(segue, from: controller, sender: nil, row: nil)
      }
    case .dismiss:
      try whenIdle(step, context) { () throws(SimulationError) in
        try self.dismissStep(from: controller)
      }
    case .pop:
      try whenIdle(step, context) { () throws(SimulationError) in
        try self.pop(from: controller, toRoot: false)
      }
    case .popToRoot:
      try whenIdle(step, context) { () throws(SimulationError) in
        try self.pop(from: controller, toRoot: true)
      }
    case .selectTab(let index):
      try whenIdle(step, context) { () throws(SimulationError) in
        try self.selectTab(index.value, from: controller)
      }
    case .present(let id):
      guard let alert = controller.scene.alert(id.value) else {
        throw SimulationError(
          "\(context.name): '\(controller.sceneID)' has no alert '\(id.value)'", at: id.location)
      }
      let sender = context.sender
      try whenIdle(step, context) { () throws(SimulationError) in
        try self.present(alert, from: controller, sender: sender)
      }
    case .endEditing:
      try endEditing()
    case .branch(let condition, let then, let otherwise):
      let value = try evaluate(condition, context: context, budget: &budget)
      guard case .bool(let holds) = value else {
        throw SimulationError(
          "\(context.name): the condition of 'if' is \(value.typeDescription), not a boolean",
          at: condition.location)
      }
      try run(holds ? then : otherwise, context: context)
    }
  }

  /// Runs a step's transition now or after the current one, naming the step's
  /// action and place in any error it raises.
  private func whenIdle(
    _ step: Step, _ context: StepContext, _ work: @escaping () throws(SimulationError) -> Void
  ) throws(SimulationError) {
    try whenIdle { () throws(SimulationError) in
      do throws(SimulationError) {
        try work()
      } catch {
        guard error.location == nil else { throw error }
        throw SimulationError("\(context.name): \(error.message)", at: step.location)
      }
    }
  }

  /// Evaluates an expression of a scene file; an error names the action and
  /// points at the column inside the expression.
  func evaluate(
    _ expression: Located<Expression>, context: StepContext, budget: inout EvaluationBudget
  ) throws(SimulationError) -> Value {
    do throws(EvaluationError) {
      return try expression.value.evaluate(
        in: StepEnvironment(simulator: self, context: context), budget: &budget)
    } catch {
      var place = expression.location
      place.column += error.offset
      throw SimulationError("\(context.name): \(error.message)", at: place)
    }
  }

  private func assign(_ value: Value, to target: Located<[String]>, context: StepContext)
    throws(SimulationError)
  {
    let path = target.value
    let text = path.joined(separator: ".")
    func fail(_ message: String) -> SimulationError {
      SimulationError("\(context.name): \(message)", at: target.location)
    }
    guard path.count == 2 else { throw fail("cannot set '\(text)': set a whole property") }
    do throws(SimulationError) {
      try checkSize(value, for: text)
    } catch {
      throw fail(error.message)
    }
    let (head, name) = (path[0], path[1])
    switch head {
    case "state":
      if let index = stateIndex[name] {
        state[index].value = value
      } else {
        stateIndex[name] = state.count
        state.append(Value.Field(name: name, value: value))
      }
    case "self" where name == "title":
      if let problem = context.controller.setTitle(value) { throw fail(problem) }
    case "self":
      context.controller.setProperty(name, value)
    default:
      let owner = context.alert?.view(head) != nil ? context.alert : context.controller
      guard let owner, let view = owner.view(head) else {
        throw fail("unknown view '\(head)' in scene '\(context.controller.sceneID)'")
      }
      guard
        view.defaultValue(of: name) != nil || view.properties.contains(where: { $0.name == name })
      else {
        throw fail("'\(head)' (a \(view.type.rawValue)) has no property '\(name)'")
      }
      if case .number(let number) = value,
        let problem = PropertyRange.problem(
          number, shown: value.displayText, property: name, view: head, type: view.type,
          segments: view.segments.count)
      {
        throw fail(problem)
      }
      owner.setViewProperty(head, name, value)
    }
    log(.step, "set \(text) = \(Self.show(value))")
  }
}

/// Looks references up for steps: `state.x`, `self.x`, `row.x`, `VIEW.property`
/// (and an alert's `FIELD.text`), walking into records for longer paths.
struct StepEnvironment: EvaluationEnvironment {
  let simulator: Simulator
  let context: StepContext

  func value(of path: [String]) throws(EvaluationError) -> Value {
    guard let head = path.first else {
      throw EvaluationError(message: "empty reference", offset: 0)
    }
    let rest = Array(path.dropFirst())
    switch head {
    case "state":
      guard let name = rest.first else { throw Self.fail("'state' needs a name: 'state.NAME'") }
      guard let value = simulator.stateIndex[name].map({ simulator.state[$0].value }) else {
        throw Self.fail("unknown state 'state.\(name)'")
      }
      return try Self.walk(value, "state.\(name)", Array(rest.dropFirst()))
    case "self":
      guard let name = rest.first else { throw Self.fail("'self' needs a property: 'self.NAME'") }
      if name == "title" {
        let title = context.controller.title.map(Value.string) ?? .null
        return try Self.walk(title, "self.title", Array(rest.dropFirst()))
      }
      guard let value = context.controller.property(name) else {
        throw Self.fail("'\(context.controller.sceneID)' has no property '\(name)'")
      }
      return try Self.walk(value, "self.\(name)", Array(rest.dropFirst()))
    case "row":
      guard let row = context.row else {
        throw Self.fail("'row' is only known in a segue from a table row")
      }
      return try Self.walk(row, "row", rest)
    default:
      let owner = context.alert?.view(head) != nil ? context.alert : context.controller
      guard let owner, let view = owner.view(head) else {
        throw Self.fail("unknown view '\(head)' in scene '\(context.controller.sceneID)'")
      }
      guard let name = rest.first else {
        throw Self.fail("'\(head)' is a view; name a property: '\(head).text'")
      }
      guard let value = view.value(name) else {
        throw Self.fail("'\(head)' (a \(view.type.rawValue)) has no property '\(name)'")
      }
      return try Self.walk(value, "\(head).\(name)", Array(rest.dropFirst()))
    }
  }

  private static func walk(_ value: Value, _ prefix: String, _ rest: [String])
    throws(EvaluationError) -> Value
  {
    guard !rest.isEmpty else { return value }
    return try RecordEnvironment(.record([Value.Field(name: prefix, value: value)]))
      .value(of: [prefix] + rest)
  }

  private static func fail(_ message: String) -> EvaluationError {
    EvaluationError(message: message, offset: 0)
  }
}

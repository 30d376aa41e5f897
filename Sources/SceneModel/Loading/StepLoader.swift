import Diagnostics
import YAML

/// Reads action steps (SCENE-FORMAT.md §5).
enum StepLoader {
  static let bareSteps = ["dismiss", "pop", "popToRoot", "endEditing"]
  static let stepKeys = ["set", "segue", "selectTab", "present", "if"]

  static func steps(_ node: Node, _ what: String, context: LoadContext) -> [Step] {
    guard let items = context.sequence(node, what) else { return [] }
    return items.compactMap { step($0, context: context) }
  }

  static func step(_ node: Node, context: LoadContext) -> Step? {
    let place = context.location(node)
    if let scalar = node.scalar {
      switch scalar.text {
      case "dismiss": return Step(operation: .dismiss, location: place)
      case "pop": return Step(operation: .pop, location: place)
      case "popToRoot": return Step(operation: .popToRoot, location: place)
      case "endEditing": return Step(operation: .endEditing, location: place)
      default:
        context.report(
          .invalidValue(scalar.text, for: "step", allowed: bareSteps + stepKeys, at: place))
        return nil
      }
    }
    guard let pairs = context.mapping(node, "a step") else { return nil }
    guard let head = pairs.first?.key.scalar?.text else {
      context.report(.missingKey("set", in: "a step", at: place))
      return nil
    }
    switch head {
    case "set":
      guard let fields = context.fields(node, "a 'set' step", allowed: ["set", "to"]) else {
        return nil
      }
      guard let valueNode = fields.value("to") else {
        context.report(.missingKey("to", in: "a 'set' step", at: place))
        return nil
      }
      guard let target = fields.value("set").flatMap({ context.path($0, "'set'") }),
        let value = context.expression(valueNode, "'to'")
      else { return nil }
      return Step(operation: .set(target: target, value: value), location: place)
    case "segue", "present", "selectTab":
      guard let fields = context.fields(node, "a '\(head)' step", allowed: [head]),
        let value = fields.value(head)
      else { return nil }
      switch head {
      case "segue":
        return context.segueIdentifier(value, "segue id").map {
          Step(operation: .segue($0), location: place)
        }
      case "present":
        return context.identifier(value, "alert id").map {
          Step(operation: .present($0), location: place)
        }
      default:
        return context.int(value, "tab index").map {
          Step(operation: .selectTab($0), location: place)
        }
      }
    case "if":
      let what = "an 'if' step"
      guard let fields = context.fields(node, what, allowed: ["if", "then", "else"]),
        let conditionNode = fields.value("if")
      else { return nil }
      let condition = context.expression(conditionNode, "'if'")
      let thenSteps = fields.value("then").map { steps($0, "'then'", context: context) } ?? []
      let elseSteps = fields.value("else").map { steps($0, "'else'", context: context) } ?? []
      guard let condition else { return nil }
      return Step(
        operation: .branch(condition: condition, then: thenSteps, otherwise: elseSteps),
        location: place)
    default:
      context.report(
        .invalidValue(
          head, for: "step", allowed: bareSteps + stepKeys,
          at: context.location(pairs[0].key)))
      return nil
    }
  }
}

import SceneModel

extension Simulator {
  /// An event a message suggests, written as the user writes events now: as a flow step
  /// (`'select: list:N'`) while `FlowRunner` applies a flow's step, else as a `simulate`
  /// option (`'--select list:N'`).
  func suggested(step: String, option: String, _ value: String) -> String {
    appliesFlowStep ? "'\(step): \(value)'" : "'--\(option) \(value)'"
  }
}

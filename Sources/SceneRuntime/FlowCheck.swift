import SceneModel

/// Checks a flow's `expect:` step against the simulation (SCENE-FORMAT.md §9).
public enum FlowCheck {
  /// nil when the expectation holds; else what was expected and what was found.
  public static func check(_ expectation: FlowExpectation, in simulator: Simulator) -> String? {
    var problems: [String] = []
    if let top = expectation.top?.value, simulator.top?.sceneID != top {
      problems.append("expected top '\(top)', found '\(simulator.top?.sceneID ?? "")'")
    }
    if let stack = expectation.stack?.map(\.value), stack != simulator.stack {
      problems.append(
        "expected stack \(stack.joined(separator: " > ")), found "
          + simulator.stack.joined(separator: " > "))
    }
    if let expected = expectation.alert, let problem = alertProblem(expected.value, simulator) {
      problems.append(problem)
    }
    let views = simulator.viewsOnScreen()
    for id in expectation.visible.map(\.value) where !views.contains(where: { $0.id == id }) {
      problems.append("expected '\(id)' on screen, but it is not")
    }
    for (view, text) in expectation.text {
      guard let shown = views.last(where: { $0.id == view.value }) else {
        problems.append(
          "expected '\(view.value)' to show \(Event.quoted(text.value)), but it is not on screen")
        continue
      }
      let found = shown.text ?? ""
      if found != text.value {
        problems.append(
          "expected '\(view.value)' to show \(Event.quoted(text.value)), found "
            + Event.quoted(found))
      }
    }
    problems += frameProblems(expectation, in: simulator)
    return problems.isEmpty ? nil : "expect failed: " + problems.joined(separator: "; ")
  }

  /// What differs from the expected alert: `title` nil expects none; else the alert or action
  /// sheet on screen must have this title, or this id when it has no title.
  static func alertProblem(_ title: String?, _ simulator: Simulator) -> String? {
    let shown = simulator.shownAlert?.alert
    let found = shown.map { alert in
      "\(alert.spec.style == .alert ? "alert" : "action sheet") "
        + (alert.spec.title.map { Event.quoted($0) } ?? "'\(alert.spec.id.value)' (no title)")
    }
    guard let title else {
      return found.map { "expected no alert, found \($0)" }
    }
    if let shown, (shown.spec.title ?? shown.spec.id.value) == title { return nil }
    return "expected alert \(Event.quoted(title)), found \(found ?? "no alert")"
  }

  /// What differs from the expected frames: each view's frame as `viewsOnScreen(layout:)`
  /// gives it, through the simulator's layout (`Simulator.layout`).
  static func frameProblems(_ expectation: FlowExpectation, in simulator: Simulator) -> [String] {
    guard !expectation.frames.isEmpty else { return [] }
    let views = simulator.viewsOnScreen(layout: simulator.layout)
    var problems: [String] = []
    for (view, frame) in expectation.frames {
      let expected = SimulationReport.rect(frame.value)
      guard let shown = views.last(where: { $0.id == view.value }) else {
        problems.append("expected '\(view.value)' at \(expected), but it is not on screen")
        continue
      }
      guard let found = shown.frame else {
        problems.append("expected '\(view.value)' at \(expected), but it has no frame")
        continue
      }
      // Compared as printed, to 1/1000 point: a third of a point is written 0.333.
      if SimulationReport.rect(found) != expected {
        problems.append(
          "expected '\(view.value)' at \(expected), found \(SimulationReport.rect(found))")
      }
    }
    return problems
  }
}

import SceneModel

/// Runs the steps of a flow file (SCENE-FORMAT.md §9) on a simulator.
///
///     let simulator = Simulator(storyboard: storyboard, device: .named("ipad")!)
///     let outcomes = FlowRunner.run(flow, on: simulator)
///     print(outcomes.allSatisfy { $0.error == nil })
public enum FlowRunner {
  /// What one step did: nil error when it passed.
  public struct Outcome: Sendable {
    public var step: FlowStep
    public var error: SimulationError?
  }

  /// Launches the simulator if needed, then applies the steps in order and
  /// stops at the first failure; one outcome per step run. `afterStep` is called after each
  /// step that passed, with the simulator as it is then (a report draws the screen, `test
  /// --record` writes a `snapshot:` step's files); the problem it returns (a snapshot that
  /// differs from the one recorded) fails the step.
  public static func run(
    _ flow: Flow, on simulator: Simulator, afterStep: ((FlowStep, Simulator) -> String?)? = nil
  ) -> [Outcome] {
    var outcomes: [Outcome] = []
    if simulator.root == nil {
      do throws(SimulationError) {
        try simulator.launch()
      } catch {
        return flow.steps.prefix(1).map { Outcome(step: $0, error: error) }
      }
    }
    for step in flow.steps {
      do throws(SimulationError) {
        try apply(step, to: simulator)
        if let problem = afterStep?(step, simulator) {
          throw SimulationError(problem, at: step.location)
        }
        outcomes.append(Outcome(step: step, error: nil))
      } catch {
        outcomes.append(Outcome(step: step, error: error))
        break
      }
    }
    return outcomes
  }

  /// Applies one step: an event, or a check of an expectation. An error
  /// without a place in a scene file is placed at the step.
  public static func apply(_ step: FlowStep, to simulator: Simulator) throws(SimulationError) {
    switch step.kind {
    case .event(let event):
      simulator.appliesFlowStep = true
      defer { simulator.appliesFlowStep = false }
      do throws(SimulationError) {
        try simulator.apply(event)
      } catch {
        guard error.location == nil else { throw error }
        throw SimulationError(error.message, at: step.location)
      }
    case .expect(let expectation):
      if let problem = FlowCheck.check(expectation, in: simulator) {
        throw SimulationError(problem, at: step.location)
      }
    case .snapshot:
      return
    }
  }
}

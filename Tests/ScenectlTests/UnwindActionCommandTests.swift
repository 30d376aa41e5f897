import Testing

@testable import ScenectlCommands

/// Unwinds by action through the command line: a flow that lands where UIKit would, and a
/// located failure with exit status 1 when no controller on the chain implements the action.
@Suite struct UnwindActionCommandTests {
  @Test func aFlowUnwindsToTheImplementers() {
    let output = scenectl("test", "Tests/ScenectlTests/Fixtures/unwind-action-flow.yaml")
    #expect(output.status == .success)
    #expect(output.stdout.hasSuffix("\n1 passed, 0 failed\n"))
  }

  @Test func noImplementerOnTheChainFailsTheStep() {
    let output = scenectl(
      "simulate", "Tests/ScenectlTests/Fixtures/unwind-action.yaml", "--tap", "addButton",
      "--tap", "backButton")
    #expect(output.status == .problemsFound)
    #expect(
      output.stderr
        == "Tests/ScenectlTests/Fixtures/unwind-action.yaml:43:51: error: step 2 (tap backButton): "
        + "unwind 'unwindToMealWithSender:' found no controller on the chain that implements "
        + "it: no scene from 'editor' up through its parents and presenters (and their other "
        + "children) lists it in 'unwindActions'; add it to the scene the segue returns to\n")
    #expect(
      output.stdout.contains(
        "tap backButton\n  error: unwind 'unwindToMealWithSender:' found no controller on the "
          + "chain that implements it"))
  }
}

import Constraints
import Foundation
import Testing

/// Every fixture (the shared bench fixtures, small grids and seeded random systems) must give
/// kiwi's errors, violated sets, objectives and values (of every variable the solver reports as
/// determined), with a sound tableau after every step.
@Suite struct DifferentialTests {
  @Test(arguments: FixtureRunner.names())
  func agreesWithKiwi(_ name: String) throws {
    let script = try #require(try FixtureRunner.load(name + ".script.json") as? [String: Any])
    let kiwi = try #require(try FixtureRunner.load(name + ".kiwi.json") as? [String: Any])
    let run = FixtureRunner(script: script)
    #expect(run.invariantProblems.isEmpty, "\(run.invariantProblems.prefix(5))")

    let expectedErrors = (kiwi["errors"] as? [[String: Any]] ?? []).map { e in
      [e["at"], e["error"], e["id"]].compactMap { $0 as? String }
    }
    #expect(run.errors == expectedErrors)

    let snapshots = kiwi["snapshots"] as? [[String: Any]] ?? []
    #expect(run.labels == snapshots.compactMap { $0["label"] as? String })
    for snap in snapshots {
      let label = snap["label"] as? String ?? ""
      let ours = try #require(run.snapshots[label], "missing snapshot '\(label)'")
      let objective = FixtureRunner.number(snap["objective"] ?? 0)
      let slack = max(1e-6 * max(1, abs(objective)), 1e-3)
      #expect(abs(ours.objective - objective) <= slack, "objective of '\(label)'")
      #expect(ours.violated == Set(snap["violated"] as? [String] ?? []), "violated of '\(label)'")
      // Values must agree wherever the solver says the system determines them: kiwi orders the
      // terms of a constraint by memory address, so on an ambiguous system its vertex can differ.
      for (name, expected) in snap["values"] as? [String: Any] ?? [:]
      where !ours.ambiguous.contains(name) {
        let value = ours.values[name] ?? .nan
        #expect(abs(value - FixtureRunner.number(expected)) <= 1e-6, "'\(name)' in '\(label)'")
      }
    }
  }
}

import Foundation
import ScenectlCommands
import TestSupport

/// Runs `scenectl` in-process with paths relative to the repository's top folder.
func scenectl(_ arguments: String...) -> CommandOutput {
  scenectl(arguments)
}

func scenectl(_ arguments: [String]) -> CommandOutput {
  let absolute = arguments.map { argument in
    argument.hasPrefix("Scenes/") || argument.hasPrefix("Tests/")
      ? "\(repositoryRoot)/\(argument)" : argument
  }
  var output = Scenectl.run(absolute)
  output.stdout = output.stdout.replacingOccurrences(of: repositoryRoot + "/", with: "")
  output.stderr = output.stderr.replacingOccurrences(of: repositoryRoot + "/", with: "")
  return output
}

/// `scenectl test` on a flow of the scene file `file` (relative to the repository) with the
/// steps `steps` (YAML list items, one a line), written to a temporary file; `arguments` follow
/// the flow. It reads under `--root /`, since the flow is outside the repository.
func testFlow(on file: String, steps: [String], _ arguments: String...) throws -> CommandOutput {
  let flow =
    "storyboard: \"\(repositoryRoot)/\(file)\"\nsteps:\n"
    + steps.map { "  - \($0)\n" }.joined()
  return try withTemporaryFile(flow) { scenectl(["test", $0, "--root", "/"] + arguments) }
}

import Foundation
import ScenectlCommands

/// The repository's top folder, found from this file's path.
let repositoryRoot: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)  // Tests/ScenectlTests/Support.swift
  return parts.joined(separator: "/")
}()

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

/// Every `*.yaml` file directly in a folder of the repository, sorted.
func yamlFiles(in folder: String) -> [String] {
  let names =
    (try? FileManager.default.contentsOfDirectory(atPath: "\(repositoryRoot)/\(folder)"))
    ?? []
  return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
}

/// Runs `body` with the path of a fresh temporary file holding `text`, removed afterwards.
func withTemporaryFile<T>(_ text: String, suffix: String = ".yaml", _ body: (String) -> T) throws
  -> T
{
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("scenectl-test-\(UInt32.random(in: 0...UInt32.max))\(suffix)").path
  defer { try? FileManager.default.removeItem(atPath: path) }
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return body(path)
}

/// Runs `body` with the path of a fresh temporary folder, removed with what it holds
/// afterwards.
func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("scenectl-test-\(UInt32.random(in: 0...UInt32.max))").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: path) }
  return try body(path)
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

/// Writes `text` to `path`.
func write(_ text: String, to path: String) throws {
  try text.write(toFile: path, atomically: true, encoding: .utf8)
}

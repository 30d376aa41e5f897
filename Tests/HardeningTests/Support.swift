import Foundation
import ScenectlCommands

/// The repository's top folder, found from this file's path.
let repositoryRoot: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)  // Tests/HardeningTests/Support.swift
  return parts.joined(separator: "/")
}()

/// Every `*.yaml` file directly in a folder of the repository, as absolute paths, sorted.
func yamlFiles(in folder: String) -> [String] {
  let path = "\(repositoryRoot)/\(folder)"
  let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(path)/\($0)" }
}

/// The flow files of an app: `Scenes/Flows/<App>-*.yaml`, sorted.
func flowFiles(of app: String) -> [String] {
  let name = (app as NSString).lastPathComponent.replacingOccurrences(of: ".yaml", with: "")
  return yamlFiles(in: "Scenes/Flows").filter {
    ($0 as NSString).lastPathComponent.hasPrefix(name + "-")
  }
}

/// Writes `bytes` to a scratch file named `name` and returns its path; the caller removes it.
func temporaryFile(named name: String, _ bytes: [UInt8]) throws -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("scenectl-hardening-\(ProcessInfo.processInfo.processIdentifier)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let url = folder.appendingPathComponent(name)
  try Data(bytes).write(to: url)
  return url.path
}

/// Runs `scenectl` in-process and replaces `path` by `name` in what it printed.
func scenectl(_ arguments: [String], showing path: String, as name: String) -> CommandOutput {
  var output = Scenectl.run(arguments)
  output.stdout = output.stdout.replacingOccurrences(of: path, with: name)
  output.stderr = output.stderr.replacingOccurrences(of: path, with: name)
  return output
}

/// Writes `text` to a scratch file, runs `scenectl COMMAND FILE ARGUMENTS...` on it in-process,
/// removes the file, and returns what it printed with the file's path shown as `name`.
func scenectl(_ command: String, scene text: String, _ arguments: [String] = [],
  as name: String = "limit.yaml") throws -> CommandOutput
{
  let path = try temporaryFile(named: UUID().uuidString + ".yaml", Array(text.utf8))
  defer { try? FileManager.default.removeItem(atPath: path) }
  return scenectl([command, path] + arguments, showing: path, as: name)
}

import Foundation
import ScenectlCommands
import TestSupport

/// The flow files of an app: `Scenes/Flows/<App>-*.yaml`, sorted.
func flowFiles(of app: String) -> [String] {
  let name = (app as NSString).lastPathComponent.replacingOccurrences(of: ".yaml", with: "")
  return yamlFiles(in: "Scenes/Flows", absolute: true).filter {
    ($0 as NSString).lastPathComponent.hasPrefix(name + "-")
  }
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

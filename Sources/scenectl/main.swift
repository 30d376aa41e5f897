import Foundation
import ScenectlCommands

let output = Scenectl.run(
  Array(CommandLine.arguments.dropFirst()),
  environment: Scenectl.Environment(
    stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
    variables: ProcessInfo.processInfo.environment.filter { $0.key == "NO_COLOR" }))
FileHandle.standardOutput.write(Data(output.stdout.utf8))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.status.rawValue)

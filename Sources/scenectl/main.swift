#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FileSystem
import ScenectlCommands

let output = Scenectl.run(
  Array(CommandLine.arguments.dropFirst()),
  environment: Scenectl.Environment(
    stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
    variables: getenv("NO_COLOR").map { ["NO_COLOR": String(cString: $0)] } ?? [:],
    keepsInputsUntilExit: true))
var stdout = output.stdout
var stderr = output.stderr
_ = stdout.withUTF8 { FileSystem.writeAll($0, to: STDOUT_FILENO) }
_ = stderr.withUTF8 { FileSystem.writeAll($0, to: STDERR_FILENO) }
exit(output.status.rawValue)

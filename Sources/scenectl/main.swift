#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ScenectlCommands

let output = Scenectl.run(
  Array(CommandLine.arguments.dropFirst()),
  environment: Scenectl.Environment(
    stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
    variables: getenv("NO_COLOR").map { ["NO_COLOR": String(cString: $0)] } ?? [:],
    keepsInputsUntilExit: true))
exit(output.emit())

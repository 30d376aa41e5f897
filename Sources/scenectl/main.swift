#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Parallel
import ScenectlCommands

Parallel.Heaps.prepareProcess()

let output = Scenectl.run(
  Array(CommandLine.arguments.dropFirst()),
  environment: Scenectl.Environment(
    stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
    variables: ["NO_COLOR", "TERM"].reduce(into: [:]) { variables, name in
      if let value = getenv(name) { variables[name] = String(cString: value) }
    },
    keepsInputsUntilExit: true))
exit(output.emit())

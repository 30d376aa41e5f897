import Diagnostics
import ScenectlConfig

/// The configuration file's part in every command that reads scenes: `--config FILE`, else the
/// nearest `.scenectl.yml` from the working folder upwards, unless `--no-config`. Its devices,
/// iOS version and source folders become the command's defaults where the command takes them
/// and its command line gives none (a command of one device takes the first). `validate` also
/// applies its rules and baseline (`ValidateSettings`).
enum ConfigurationDefaults {
  static let options: [CommandSpec.Option] = [
    .config,
    .noConfig,
  ]

  /// What reading the configuration gave.
  enum Outcome {
    /// No configuration is used.
    case none
    /// The configuration, its warnings already in the output.
    case loaded(Configuration)
    /// It could not be used: reported, status 2.
    case refused
  }

  /// Reads the configuration the command line chooses and fills `arguments` with its defaults
  /// for the options `spec` takes.
  static func load(
    _ arguments: inout ParsedCommandLine, spec: CommandSpec, environment: Scenectl.Environment,
    into output: inout CommandOutput
  ) -> Outcome {
    if arguments.has(.noConfig), arguments.has(.config) {
      return refuse(
        "scenectl: error: '--config' and '--no-config' exclude each other; give one\n",
        into: &output)
    }
    let choice: ConfigurationFile.Choice =
      arguments.has(.noConfig)
      ? .none
      : arguments.value(.config).map { .named($0) }
        ?? .discover(from: environment.workingFolder)
    switch ConfigurationFile.load(choice, rules: RuleCatalogue.vocabulary) {
    case .none: return .none
    case .unreadable(let reason): return refuse("scenectl: error: \(reason)\n", into: &output)
    case .failed(let diagnostics):
      return refuse(
        DiagnosticPrinter(useColor: false).render(diagnostics).joined(), into: &output)
    case .loaded(let configuration, let warnings):
      output.stderr += DiagnosticPrinter(useColor: false).render(warnings).joined()
      configuration.fill(
        &arguments, taking: Set(spec.options),
        oneDevice: oneDeviceCommands.contains(spec.name))
      return .loaded(configuration)
    }
  }

  /// The commands whose `--device` names one device: they take the configuration's first.
  static let oneDeviceCommands: Set<String> = ["layout", "render", "simulate", "test"]

  private static func refuse(_ text: String, into output: inout CommandOutput) -> Outcome {
    output.stderr += text
    output.escalate(to: .usageOrInput)
    return .refused
  }
}

extension Configuration {
  /// Puts the configuration's devices, iOS and SDK versions and source folders into a command line
  /// that gives none of its own, for the options the command takes (`taking`); the first
  /// device only for a command of one device.
  func fill(
    _ arguments: inout ParsedCommandLine, taking options: Set<CommandSpec.Option>, oneDevice: Bool
  ) {
    if options.contains(.device), !arguments.has(.device) {
      arguments.options += (oneDevice ? Array(devices.prefix(1)) : devices).map { (.device, $0) }
    }
    if options.contains(.ios), !arguments.has(.ios), let ios {
      arguments.options.append((.ios, String(ios)))
    }
    if options.contains(.sdk), !arguments.has(.sdk), let sdk {
      arguments.options.append((.sdk, String(sdk)))
    }
    if options.contains(.sources), !arguments.has(.sources) {
      arguments.options += sources.map { (.sources, resolve($0)) }
    }
  }
}

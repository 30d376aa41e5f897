import Diagnostics
import SceneFrontend
import SceneModel
import StoryboardImport

/// The `--device` argument of `simulate`, `layout`, `render` and `test`: a built-in device's
/// name, `WIDTHxHEIGHT` or `WIDTHxHEIGHT+TOP+BOTTOM`, either with `@phone` or `@pad`
/// (docs/Layout.md).
enum DeviceArgument {
  /// `scenectl: error: 'a.yaml' has no scene 'acount'; its scenes: 'list', 'account'; did
  /// you mean 'account'?`: the error of a `--scene` that names none.
  static func unknownScene(_ id: String, in storyboard: Storyboard, file: String) -> String {
    let ids = storyboard.scenes.map(\.id.value)
    let names = ids.map { "'\(MessageText.escaped($0))'" }.joined(separator: ", ")
    let hint = MessageText.escaped(Suggestions.hint(for: id, in: ids))
    return "scenectl: error: '\(MessageText.escaped(file))' has no scene "
      + "'\(MessageText.escaped(id))'; its scenes: \(names)\(hint)\n"
  }

  /// The scene `--scene` names (by its id or its Interface Builder id), else the initial
  /// scene, else the only scene; nil after reporting, into `output`, a name that matches no
  /// scene or a file of several scenes and none initial.
  static func scene(
    _ arguments: ParsedCommandLine, in storyboard: Storyboard, file: String,
    into output: inout CommandOutput
  ) -> Scene? {
    let given = arguments.value(.scene)
    let scenes = storyboard.scenes
    let id = given ?? storyboard.initial?.value ?? (scenes.count == 1 ? scenes[0].id.value : nil)
    if let id, let scene = storyboard.scene(idOrIB: id) { return scene }
    output.escalate(to: .usageOrInput)
    guard let id else {
      let names = scenes.map { "'\(MessageText.escaped($0.id.value))'" }.joined(separator: ", ")
      output.stderr +=
        "scenectl: error: '\(MessageText.escaped(file))' has no initial scene; name the one "
        + "to use with --scene: its scenes: \(names)\n"
      return nil
    }
    output.stderr += unknownScene(id, in: storyboard, file: file)
    return nil
  }

  /// The devices `--device` names, repeated (`defaults` when it is not given), each a
  /// built-in name or a size; nil after reporting, into `output`, one that is neither.
  static func devices(
    _ arguments: ParsedCommandLine, of storyboard: Storyboard, defaults: [String],
    into output: inout CommandOutput
  ) -> [Device]? {
    var names = arguments.values(.device)
    if names.isEmpty { names = defaults }
    var devices: [Device] = []
    for name in names {
      guard let device = storyboard.device(named: name) else {
        output.stderr += "scenectl: error: \(DeviceNames.unknown(name))\n"
        output.escalate(to: .usageOrInput)
        return nil
      }
      devices.append(device)
    }
    return devices
  }

  /// The device when `--device` is not given: for a storyboard, its canvas (the first of
  /// its devices); else `iphone`.
  static func defaultName(for storyboard: Storyboard) -> String {
    guard StoryboardImport.isStoryboard(storyboard.file) else { return "iphone" }
    return storyboard.devices?.first?.value ?? "iphone"
  }

  /// What a command that draws or lays out one screen (`layout`, `render`) reads: the file,
  /// with `--ios` and `--sdk` standing for its `ios:` and `sdk:`, and the device `--device`
  /// names (default: the file's first), running that iOS; nil after reporting a problem into
  /// `output`.
  static func screenInput(
    _ file: String, verb: String, _ arguments: ParsedCommandLine,
    into output: inout CommandOutput
  ) -> (Storyboard, Device)? {
    guard let versions = IOSArgument.versions(arguments, into: &output),
      let storyboard = StoryboardInput.load(
        file, verb: verb, strict: arguments.has(.strict),
        allowErrors: arguments.has(.allowErrors), ios: versions.ios, sdk: versions.sdk,
        root: arguments.value(.root), into: &output)
    else { return nil }
    let name = arguments.value(.device) ?? defaultName(for: storyboard)
    guard let device = storyboard.device(named: name) else {
      output.stderr += "scenectl: error: \(DeviceNames.unknown(name))\n"
      output.escalate(to: .usageOrInput)
      return nil
    }
    return (storyboard, device)
  }
}

/// The `--ios N` and `--sdk N` arguments of `validate`, `audit`, `layout`, `render`,
/// `simulate` and `explore`: the iOS whose presentation rules (docs/Runtime.md §2.1) and
/// control metrics (docs/Layout.md §4) apply, in place of the file's `ios:`, and the iOS SDK
/// the app is built with, whose bars it draws from 26 (docs/Layout.md §3), in place of its
/// `sdk:`.
enum IOSArgument {
  /// The versions `--ios` and `--sdk` give, each nil when not given; nil after reporting a
  /// value that is not a major version in `Storyboard.iosVersions` (a usage error) into
  /// `output`.
  static func versions(_ arguments: ParsedCommandLine, into output: inout CommandOutput)
    -> (ios: Int?, sdk: Int?)?
  {
    let ios = parse(arguments.value(.ios), option: "--ios", example: 12, into: &output)
    let sdk = parse(arguments.value(.sdk), option: "--sdk", example: 26, into: &output)
    guard ios.valid, sdk.valid else { return nil }
    return (ios.version, sdk.version)
  }

  /// The version `text` gives, or nil when there is none; not valid after reporting a value
  /// that is not a major version in `Storyboard.iosVersions` into `output`.
  private static func parse(
    _ text: String?, option: String, example: Int, into output: inout CommandOutput
  ) -> (valid: Bool, version: Int?) {
    guard let text else { return (true, nil) }
    guard text.count <= 3, let version = Int(text), Storyboard.iosVersions.contains(version) else {
      output.stderr +=
        "scenectl: error: the value '\(MessageText.escaped(text))' is invalid for '\(option)': "
        + "expected a major version from \(Storyboard.iosVersions.lowerBound) to "
        + "\(Storyboard.iosVersions.upperBound), such as \(example)\n"
      output.escalate(to: .usageOrInput)
      return (false, nil)
    }
    return (true, version)
  }
}

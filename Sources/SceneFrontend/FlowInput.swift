import Diagnostics
import FileSystem
import SceneModel

/// Reading a flow file and the storyboard it names, checked as `validate` checks it
/// (`FileCheck`), ready to run (`test`, `explore --against`).
///
///     let loaded = FlowInput.load(bytes, file: "Scenes/Flows/info.yaml")
///     // loaded.problems empty: loaded.flow runs on loaded.storyboard, on loaded.device
public enum FlowInput {
  /// What a flow file gave: the flow, its storyboard and device when they can run, and why
  /// the flow cannot pass (as lines in `validate`'s text format).
  public struct Loaded: Sendable {
    /// The flow, nil when it did not load.
    public var flow: Flow?
    /// The storyboard's path as named, with `.` and `name/..` folded away (`normalized`).
    public var storyboardPath: String?
    /// The device's name: the one given, else the flow's, else `iphone`.
    public var deviceName: String
    /// What the flow runs on: nil when it cannot run.
    public var storyboard: Storyboard?
    public var device: Device?
    /// Why the flow cannot pass (unreadable or invalid files), as lines; with `allowErrors`
    /// the flow may still run, and still fails.
    public var problems: [String] = []
    /// The storyboard's warnings, when they did not stop the flow.
    public var warnings: [Diagnostic] = []
  }

  /// Loads a flow and checks its storyboard. The storyboard, and the files it references,
  /// are read only under `root` (default: the project holding the flow file's folder).
  /// A storyboard `validate` rejects (`FileCheck`) gives the flow its diagnostics as
  /// problems (`strict`: its warnings too); with `allowErrors` it still runs. `checks`
  /// keeps the storyboards one run has checked.
  public static func load(
    _ bytes: [UInt8], file: String, root: ReadRoot? = nil, device override: String?,
    strict: Bool = false, allowErrors: Bool = false, checks: FileCheck.Cache = FileCheck.Cache()
  ) -> Loaded {
    let root = root ?? InputRoot.ofFile(file)
    let printer = DiagnosticPrinter()
    var result = Loaded(flow: nil, deviceName: override ?? "iphone")
    let loaded = FlowLoader.load(bytes, file: file)
    let flowErrors = Diagnostic.sortedForOutput(loaded.diagnostics).filter {
      $0.severity == .error
    }
    guard let flow = loaded.flow, flowErrors.isEmpty else {
      result.problems = printer.render(flowErrors).map(\.trimmingTrailingNewline)
      return result
    }
    result.flow = flow
    result.deviceName = override ?? flow.device?.value ?? "iphone"
    result.storyboardPath = flow.storyboardPath.map(InputPaths.normalized)
    guard let path = flow.storyboardPath else {
      result.problems = ["\(file):1:1: error: the flow names no 'storyboard'"]
      return result
    }
    guard let device = Device.named(result.deviceName) else {
      let place = flow.device?.location.description ?? "\(file):1:1"
      result.problems = ["\(place): error: \(DeviceNames.unknown(result.deviceName))"]
      return result
    }
    let place = flow.storyboard?.location.description ?? "\(file):1:1"
    let written = MessageText.escaped(flow.storyboard?.value ?? path)
    switch InputRoot.read(path, under: root, what: .scenes) {
    case .failure(.outside(let folder)):
      result.problems = [
        "\(place): error: the flow's storyboard '\(written)' is outside "
          + "'\(MessageText.escaped(folder))', the folder this run may read; name a file under "
          + "it, or give --root a folder that holds both"
      ]
    case .failure(.notOfKind):
      result.problems = [
        "\(place): error: the flow's storyboard '\(written)' is not a scene file (it has no "
          + "'format:' line) nor a storyboard; name a scene file or a .storyboard"
      ]
    case .failure(.unreadable(let failure)):
      let problem = InputFile.problem(reading: path, failure, what: "a scene file")
      result.problems = ["\(place): error: the flow's storyboard: \(problem)"]
    case .success(let sceneBytes):
      let checked = checks.result(of: path, root: root) {
        FileCheck.run(sceneBytes, file: path, root: root)
      }
      let sorted = Diagnostic.sortedForOutput(checked.diagnostics)
      guard let storyboard = checked.storyboard, !checked.hasBlocking(strict: strict) else {
        // As `validate` prints them; with `allowErrors` the flow still runs, and fails.
        result.problems = printer.render(sorted).map(\.trimmingTrailingNewline)
        if allowErrors, let storyboard = checked.storyboard {
          result.storyboard = storyboard
          result.device = device
        }
        return result
      }
      result.warnings = sorted.filter { $0.severity == .warning }
      result.storyboard = storyboard
      result.device = device
    }
    return result
  }
}

extension InputPaths {
  /// A path with `.` and `name/..` folded away, for display: `Scenes/Flows/../A.yaml` is
  /// `Scenes/A.yaml`.
  public static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != "..", !last.isEmpty {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}

extension String {
  var trimmingTrailingNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}

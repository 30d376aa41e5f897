import Diagnostics

/// A flow file: a storyboard, a device and the steps to apply to it, with
/// expectations between them (SCENE-FORMAT.md §9).
///
///     storyboard: ../Wonderland.yaml
///     device: ipad
///     steps:
///       - tap: info
///       - expect: { top: authorInfo }
public struct Flow: Sendable {
  /// The path the flow was read from, as given.
  public var file: String
  /// The scene file, relative to the flow file's folder, as written.
  public var storyboard: Located<String>?
  /// The device name, as written; already checked against the built-in devices.
  public var device: Located<String>?
  public var steps: [FlowStep]

  public init(file: String) {
    self.file = file
    self.steps = []
  }

  /// The storyboard's path as seen from the current folder: joined to the flow file's folder.
  public var storyboardPath: String? {
    guard let path = storyboard?.value else { return nil }
    if path.hasPrefix("/") { return path }
    let folder = DataFileReader(sceneFile: file).folder
    return folder == "." ? path : "\(folder)/\(path)"
  }
}

/// One step of a flow.
public struct FlowStep: Sendable {
  /// What the step does.
  public enum Kind: Sendable {
    /// A user event (`tap: info`, `back`, `swipe: left`); never `.launch` or `.code`.
    case event(Event)
    case expect(FlowExpectation)
    /// A named picture of the screen as it is (`snapshot: NAME`): `test --record` writes it,
    /// `test --verify` compares it with the one recorded (docs/Report.md). It changes nothing.
    case snapshot(String)
  }

  public var kind: Kind
  public var location: Diagnostic.Location

  /// The event the step applies; nil for `expect` and `snapshot`.
  public var event: Event? {
    if case .event(let event) = kind { event } else { nil }
  }
}

/// What an `expect:` step checks; every part given must hold.
public struct FlowExpectation: Sendable {
  /// The scene on top.
  public var top: Located<String>?
  /// The scene ids from the window's root to the top.
  public var stack: [Located<String>]?
  /// View ids that must be on screen.
  public var visible: [Located<String>]
  /// View ids and the exact text each must show, in file order.
  public var text: [(view: Located<String>, text: Located<String>)]
  /// View ids and the frame each must have in window coordinates, as `simulate` prints it
  /// (laid out with the views' current values, on the device's pixel grid), in file order.
  public var frames: [(view: Located<String>, frame: Located<Rect>)]
  /// The alert or action sheet that must show, by its title (or its id when it has no
  /// title); `.none` (`alert: null`) when none may show.
  public var alert: Located<String?>?

  public init() {
    visible = []
    text = []
    frames = []
  }
}

extension Diagnostic {
  static func flowTooLong(_ limit: Int, at location: Location) -> Diagnostic {
    .error(
      .flowTooLong, "the flow has more than \(limit) steps; split it into shorter flows",
      at: location)
  }
}

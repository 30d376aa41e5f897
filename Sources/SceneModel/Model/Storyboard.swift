import Diagnostics
import SceneSyntax

/// One scene file: a storyboard with its scenes, app state and data sets
/// (SCENE-FORMAT.md §1).
public struct Storyboard: Sendable {
  /// The path the file was read from, as given on the command line.
  public var file: String
  public var format: Located<Int>?
  public var name: Located<String>?
  public var initial: Located<String>?
  /// The devices to validate and lay out on; all built-in devices when absent.
  public var devices: [Located<String>]?
  /// `ios:`, the app's deployment target's major version (an extension): before 13, sheets
  /// adapt to full screen on an iPhone (docs/Runtime.md §2.1). nil for today's iOS.
  public var iosVersion: Located<Int>?
  /// `sdk:`, the major version of the iOS SDK the app is built with (an extension): with 26
  /// or later, on iOS 26 or later, bars take iOS 26's metrics (docs/Layout.md §3). nil when
  /// the file does not say.
  public var sdkVersion: Located<Int>?

  /// The iOS whose presentation rules `simulate` models when neither `ios:` nor `--ios`
  /// says: today's.
  public static let currentIOS = 26
  /// The versions `ios:` and `--ios` take, and `sdk:` and `--sdk`.
  public static let iosVersions = 9...99
  /// App-wide values, in file order.
  public var state: [NamedValue] {
    didSet { stateNames = Set(state.map(\.name.value)) }
  }
  /// The names in `state`, so that checking a reference does not search the list.
  private var stateNames: Set<String> = []
  /// Named data sets, in file order.
  public var data: [DataSet]
  /// The scenes, in file order.
  public var scenes: [Scene] {
    didSet { sceneIndex = Self.index(of: scenes) }
  }
  /// Scene id to its position in `scenes` (the first, if an id repeats).
  private var sceneIndex: [String: Int] = [:]
  /// Where the document starts (for diagnostics about the file as a whole).
  public var location: Diagnostic.Location
  /// Every id `scenes:` declares, those of scenes that could not be read included: a
  /// reference to one of those is not reported as dangling, since the scene's own error is
  /// the cause.
  public var declaredSceneIDs: Set<String> = []
  /// Where the segues of the scenes that could not be read lead (their `to:` as written):
  /// those scenes are not reported unreachable, since the unread scene's error is the cause.
  public var unreadSceneTargets: [String] = []
  /// The other files its references named and `StoryboardLinker` tried to read (those that
  /// could not be read or loaded included), sorted: inputs that no output may replace.
  public var linkedFiles: [String] = []
  /// Whether `state:` is written but is not a mapping: its own error is the cause, so no
  /// `state.x` is reported undeclared.
  public var hasUnreadState = false

  public init(file: String, location: Diagnostic.Location) {
    self.file = file
    self.location = location
    self.state = []
    self.data = []
    self.scenes = []
  }

  /// The scene with the given id, if there is one.
  public func scene(_ id: String) -> Scene? {
    sceneIndex[id].map { scenes[$0] }
  }

  /// The scene with the given id, else the one whose `ib:` (its Interface Builder id) it
  /// is, so that tools can name scenes of an imported storyboard either way.
  public func scene(idOrIB name: String) -> Scene? {
    scene(name) ?? scenes.first { $0.ib?.value == name }
  }

  /// Whether `scenes:` declares `id`, whether or not its scene could be read.
  public func declaresScene(_ id: String) -> Bool {
    sceneIndex[id] != nil || declaredSceneIDs.contains(id)
  }

  /// Whether `state:` declares `name`.
  public func hasState(_ name: String) -> Bool {
    stateNames.contains(name)
  }

  /// The position in `scenes` of the scene with the given id (the first, if an id repeats).
  public func sceneIndex(of id: String) -> Int? {
    sceneIndex[id]
  }

  private static func index(of scenes: [Scene]) -> [String: Int] {
    var index: [String: Int] = [:]
    for position in scenes.indices { index.insertIfAbsent(scenes[position].id.value, position) }
    return index
  }

  /// The devices this storyboard is checked on, resolved against the built-in table, running
  /// the iOS it models.
  public var resolvedDevices: [Device] {
    guard let devices else { return Device.builtIn.map(running) }
    return devices.compactMap { device(named: $0.value) }
  }

  /// The device of this name (`Device.named`) running the iOS the storyboard models
  /// (`iosVersion`, else today's), built with its SDK (`sdkVersion`).
  public func device(named name: String) -> Device? {
    Device.named(name).map(running)
  }

  private func running(_ device: Device) -> Device {
    var device = device
    device.ios = iosVersion?.value ?? Self.currentIOS
    device.sdk = sdkVersion?.value
    return device
  }
}

/// A name bound to a literal value, as in `state:` and `properties:`.
public struct NamedValue: Sendable {
  public var name: Located<String>
  public var value: Value

  public init(name: Located<String>, value: Value) {
    self.name = name
    self.value = value
  }
}

/// A named data set: a list of records given inline or in a file beside the
/// scene file (SCENE-FORMAT.md §1).
public struct DataSet: Sendable {
  /// Where the rows came from.
  public enum Source: Sendable {
    case inline
    /// A path relative to the scene file's folder, as written.
    case file(Located<String>)
  }

  public var name: Located<String>
  public var source: Source
  /// The rows; empty when the file could not be read (a diagnostic says why).
  public var rows: [Value]

  public init(name: Located<String>, source: Source, rows: [Value]) {
    self.name = name
    self.source = source
    self.rows = rows
  }
}

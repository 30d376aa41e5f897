import Diagnostics
import SceneModel
import SceneRuntime

/// What exploring an app found: every state reachable from launch, breadth first, with the
/// shortest event sequence to each scene and to each finding (docs/Explore.md).
public struct Exploration: Sendable {
  /// A problem, with the shortest path that shows it.
  public struct Finding: Sendable, Hashable {
    /// `dead-end`, `error`, `unbounded`, `never-tappable`, `never-performed`.
    public var kind: String
    public var message: String
    /// The events from launch (empty for findings about the file as a whole).
    public var path: [Event]
    /// The place in the scene file it concerns.
    public var location: Diagnostic.Location?
    /// The scene on top at the end of the path, for a dead end.
    public var scene: String? = nil
  }

  /// A scene and the shortest path that first shows it on top.
  public struct Reached: Sendable, Hashable {
    public var scene: String
    public var path: [Event]
  }

  /// The device explored on.
  public var device: String
  /// Distinct states, the launch state included.
  public var states = 0
  /// Event applications that led from a state to a state (itself included).
  public var transitions = 0
  /// Whether every reachable state was explored; false with `limit` naming the bound hit.
  public var complete = true
  /// The first bound hit (`rows`, `depth`, `states`, `events`), nil when none was.
  public var limit: String?
  /// Every bound that cut the search, in the order first hit: those of `limit`, then
  /// `repeats` and `values` when growth was cut (which leaves `complete` true).
  public var cuts: [String] = []
  /// The storyboard identifiers explored from as entries from code, in file order: those no
  /// scene's code is known to instantiate (all of them without `--sources`).
  public var entries: [String] = []
  /// The scenes of the storyboard explored.
  public var sceneCount = 0
  /// Scenes reached on top, in the order first reached.
  public var scenes: [Reached] = []
  /// Alerts and action sheets shown, each a state of the scene that presents it and named
  /// `SCENE.ALERT` (not a scene of its own), in the order first shown.
  public var alerts: [Reached] = []
  /// A segue and the shortest path whose last event performs it.
  public struct Performed: Sendable, Hashable {
    public var scene: String
    /// The segue's position in its scene's `segues`.
    public var index: Int
    public var path: [Event]
  }

  /// Segues performed, in the order first performed.
  public var segues: [Performed] = []
  /// Scenes never shown, in file order: never shown under the model when `cuts` is empty,
  /// else not reached within the bounds.
  public var unreached: [String] = []
  public var findings: [Finding] = []
  /// Edges between different screens (the top scene before and after), for the map, in the
  /// order found.
  public var screenEdges: [(from: String, event: Event, to: String)] = []
}

/// The bounds of an exploration.
public struct ExploreOptions: Sendable {
  /// The most distinct states explored.
  public var maxStates = 50_000
  /// The most events on a path from launch.
  public var maxDepth = 40
  /// How many times one scene may appear on a stack before the state is not explored
  /// further (a push or presentation cycle that deepens forever).
  public var maxRepeats = 3
  /// Rows of a table, items of a collection view, pages of a page control and samples of a
  /// field tried (`--max-rows`); a view with more cuts the search (`rows`).
  public var maxRows = 10
  /// How many distinct values a number of the app state or of a controller's properties
  /// may take before states with further values are not explored (a counter that grows).
  public var maxValues = 4
  /// The most events applied in all (rebuilding states included): the bound on the work,
  /// whatever the size of the app. An event costs about 20 µs, so the default bounds a run to
  /// about 3 s of CPU; the largest shipped app (TabbedCalculation) needs under 80,000.
  public var maxEvents = 150_000
  /// What each scene's code does, by scene id (read from `--sources`): each event is offered
  /// while the scene is on screen and uncovered. A storyboard identifier that no event here
  /// shows is an entry from code (`CodeEvent.entry`), offered at launch.
  public var codeEvents: [String: [CodeEvent]] = [:]

  public init() {}
}

import Diagnostics
import SceneModel

/// A user event `scenectl simulate` applies (SCENE-FORMAT.md §9).
public enum Event: Sendable, Hashable, CustomStringConvertible {
  /// Showing the initial scene in the window.
  case launch
  /// A view, bar item, `tab:Title` or `action:Title`.
  case tap(String)
  /// Typing text into a text field or text view.
  case type(into: String, text: String)
  /// Row N of a table view, or segment N of a segmented control; with no N, a `text:"..."`
  /// target names the row of a table on screen whose cell shows that text.
  case select(String, Int?)
  /// The accessory button (detail button) of row N of a table view, or of the row a
  /// `text:"..."` target names.
  case accessory(String, Int?)
  /// The navigation bar's back button.
  case back
  /// A swipe on the visible page view controller.
  case swipe(SwipeDirection)
  /// A swipe on a view (`--swipe ID:DIRECTION`), which a swipe gesture of the view or of a
  /// superview recognizes.
  case swipeOn(String, Gesture.Direction)
  /// A long press on a view (`--long-press ID`), which a long-press gesture recognizes.
  case longPress(String)
  /// Pulling a table, collection or scroll view down past its top (`--pull-to-refresh ID`),
  /// which its refresh control answers.
  case pullToRefresh(String)
  /// The app's code ending a refresh (`--end-refreshing ID`): `endRefreshing()` on the refresh
  /// control ID, or on that of the view ID. Not a user's event: what code does once its data
  /// is in, which `simulate` cannot run.
  case endRefreshing(String)
  /// What the app's code does (`explore` only; a flow has no such step): an entry by a
  /// storyboard identifier, a segue it performs, a scene it shows.
  case code(CodeEvent)

  public var description: String {
    switch self {
    case .launch: "launch"
    case .tap(let id): "tap \(id)"
    case .type(let id, let text): "type \(id)=\(Self.quoted(text))"
    case .select(let id, let index): "select \(Self.indexed(id, index))"
    case .accessory(let id, let index): "accessory \(Self.indexed(id, index))"
    case .back: "back"
    case .swipe(let direction): "swipe \(direction.rawValue)"
    case .swipeOn(let id, let direction): "swipe \(id):\(direction.rawValue)"
    case .longPress(let id): "long-press \(id)"
    case .pullToRefresh(let id): "pull-to-refresh \(id)"
    case .endRefreshing(let id): "end-refreshing \(id)"
    case .code(let code): code.description
    }
  }

  /// A select or accessory target as written: `list:2`, or `text:"Buy milk"` with no number.
  public static func indexed(_ id: String, _ index: Int?) -> String {
    index.map { "\(id):\($0)" } ?? id
  }

  /// How many UTF-8 bytes of a string transcripts show; a longer one is cut (`quoted`).
  public static let shownBytes = 200

  /// A string as transcripts show it: in double quotes, with `"`, `\`, newlines and tabs
  /// escaped. When `cut`, one of more than `shownBytes` bytes shows its first whole
  /// characters up to that many bytes and an ellipsis, then its length:
  /// `"abc…" (1048576 bytes)`. (The final list of views on screen shows whole texts: it is
  /// printed once, not once per event.)
  static func quoted(_ text: String, cut: Bool = true) -> String {
    var out = ""
    var bytes = 0
    let total = text.utf8.count
    for scalar in text.unicodeScalars {
      if cut, total > shownBytes {
        bytes += UTF8.width(scalar)
        if bytes > shownBytes { return "\"\(out)…\" (\(total) bytes)" }
      }
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return "\"\(out)\""
  }
}

/// The ways to swipe: a page view controller left or right, a sheet down.
public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
  /// To the next page.
  case left
  /// To the previous page.
  case right
  /// Down on the sheet on top: dismisses it (iOS 13 and later; docs/Runtime.md §2.2).
  case down
}

/// One line of a transcript: a segue, a lifecycle call, an action or a step's effect.
public struct TranscriptEntry: Sendable, Hashable {
  /// What the line reports.
  public enum Kind: String, Sendable, Hashable {
    case segue, lifecycle, action, step, note
  }

  public var kind: Kind
  public var text: String
}

/// What one event did: its transcript lines, and the error that stopped it.
public struct EventRecord: Sendable {
  public var event: Event
  public var entries: [TranscriptEntry]
  public var error: SimulationError?
}

/// Why an event or step failed: a message, and where in a scene or flow file
/// it comes from when it comes from a file.
public struct SimulationError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  public var location: Diagnostic.Location?
  /// The view or bar item the event named that is in the storyboard but not on screen, or
  /// not uncovered (`Simulator.pathToShow` finds the events that show it).
  public var hiddenView: String?
  /// The scene of `hiddenView`, when known: another scene may have a view of that id.
  public var hiddenViewScene: String?

  public init(_ message: String, at location: Diagnostic.Location? = nil) {
    self.message = message
    self.location = location
  }

  /// A failure because `view` of `scene` is not on screen, or not uncovered.
  static func notShown(_ view: String, of scene: String?, _ message: String) -> SimulationError {
    var error = SimulationError(message)
    error.hiddenView = view
    error.hiddenViewScene = scene
    return error
  }

  /// `FILE:LINE:COLUMN: message`, or the message alone.
  public var description: String {
    location.map { "\($0): \(message)" } ?? message
  }
}

/// The bounds that stop runaway simulations (segue loops, deep presentation chains).
public struct SimulationLimits: Sendable, Hashable {
  /// Steps run (actions, onAppear, alert actions) for one event.
  public var stepsPerEvent: Int
  /// Transitions (push, pop, present, dismiss, tab switch) for one event.
  public var transitionsPerEvent: Int
  /// Controllers presented one above another.
  public var presentationDepth: Int
  /// Controllers on one navigation stack.
  public var navigationDepth: Int
  /// Controllers made in a whole simulation.
  public var controllers: Int
  /// UTF-8 bytes of transcript lines in a whole simulation.
  public var transcriptBytes: Int
  /// UTF-8 bytes of text one state value or view property may hold after a step or typing.
  public var valueBytes: Int

  public init(
    stepsPerEvent: Int, transitionsPerEvent: Int, presentationDepth: Int, navigationDepth: Int,
    controllers: Int, transcriptBytes: Int = 16 << 20, valueBytes: Int = 1 << 20
  ) {
    self.stepsPerEvent = stepsPerEvent
    self.transitionsPerEvent = transitionsPerEvent
    self.presentationDepth = presentationDepth
    self.navigationDepth = navigationDepth
    self.controllers = controllers
    self.transcriptBytes = transcriptBytes
    self.valueBytes = valueBytes
  }

  /// 10,000 steps and 100 transitions per event, 16 presentations, 64 pushes, 2,000
  /// controllers, 16 MiB of transcript and 1 MiB of text in one value.
  public static let standard = SimulationLimits(
    stepsPerEvent: 10_000, transitionsPerEvent: 100, presentationDepth: 16,
    navigationDepth: 64, controllers: 2_000)
}

import Diagnostics
import SceneModel

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

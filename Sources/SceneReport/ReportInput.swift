import Diagnostics
import SceneExplore
import SceneModel

/// Everything one report page shows (`scenectl report`, docs/Report.md): the storyboards with
/// their diagnostics, each on its devices, the flows' traces, and what could not be read.
///
/// The command line fills it in; `ReportPage.html(_:)` turns it into one page.
public struct ReportInput: Sendable {
  /// The page's title: what was given (a file or a folder).
  public var title: String
  public var storyboards: [ReportStoryboard]
  /// One trace per flow run, in the order the flows were found.
  public var traces: [FlowTrace]
  /// Inputs that did not load, one line each (`FILE:LINE:COL: error: …`), shown at the top.
  public var problems: [String]
  /// What the report leaves out and why (a flow on a storyboard it does not show).
  public var notes: [String]

  public init(
    title: String, storyboards: [ReportStoryboard], traces: [FlowTrace] = [],
    problems: [String] = [], notes: [String] = []
  ) {
    self.title = title
    self.storyboards = storyboards
    self.traces = traces
    self.problems = problems
    self.notes = notes
  }
}

/// One storyboard of a report: the model, every diagnostic of its file, the devices its
/// scenes are drawn on, and, when asked for, its exploration and the flows' coverage.
public struct ReportStoryboard: Sendable {
  public var storyboard: Storyboard
  /// The file's diagnostics, sorted for output.
  public var diagnostics: [Diagnostic]
  /// The devices each scene is drawn on, side by side, in this order.
  public var devices: [Device]
  /// `--explore`: one search per device.
  public var explorations: [Exploration]
  /// What the flows run on this storyboard left out; nil when no flow ran on it.
  public var coverage: ReportCoverage?

  public init(
    storyboard: Storyboard, diagnostics: [Diagnostic], devices: [Device],
    explorations: [Exploration] = [], coverage: ReportCoverage? = nil
  ) {
    self.storyboard = storyboard
    self.diagnostics = diagnostics
    self.devices = devices
    self.explorations = explorations
    self.coverage = coverage
  }
}

/// The coverage of one storyboard by the flows (`test --coverage`): counts by kind, and
/// each thing left out with its place.
public struct ReportCoverage: Sendable {
  /// A kind of thing flows exercise, with how many were and how many there are.
  public struct Count: Sendable {
    public var kind: String
    public var exercised: Int
    public var total: Int

    public init(kind: String, exercised: Int, total: Int) {
      self.kind = kind
      self.exercised = exercised
      self.total = total
    }
  }

  /// One thing no flow exercised.
  public struct Missed: Sendable {
    public var name: String
    public var location: Diagnostic.Location

    public init(name: String, location: Diagnostic.Location) {
      self.name = name
      self.location = location
    }
  }

  public var counts: [Count]
  public var missed: [Missed]

  public init(counts: [Count], missed: [Missed]) {
    self.counts = counts
    self.missed = missed
  }
}

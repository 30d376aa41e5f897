import SceneModel
import StoryboardXML
import TextPosition
import YAML

/// Something in a storyboard that the scene format cannot hold yet, and so is not in the
/// imported scenes: where it is, what it is, and why (the "not carried" list).
///
///     Main.storyboard:40:37: not carried: tap gesture recognizer 'eQD-GT-A1i': gesture
///     recognizers are not in the scene format yet
public struct NotCarried: Hashable, Sendable {
  /// Where the element starts.
  public var position: TextPosition
  /// What it is, with its IB id when it has one (`tap gesture recognizer 'eQD-GT-A1i'`).
  public var what: String
  /// Why it is left out, or what was made of it instead.
  public var reason: String

  /// Creates an entry.
  public init(at position: TextPosition, what: String, reason: String) {
    self.position = position
    self.what = what
    self.reason = reason
  }
}

/// How many elements of each kind: those an import carried into the scene file, or those the
/// storyboard has (`Census`).
public struct CarriedCounts: Hashable, Sendable {
  public var scenes = 0
  public var views = 0
  public var segues = 0
  public var outlets = 0
  public var actions = 0
  public var constraints = 0

  /// The given counts, zero where none is given.
  public init(
    scenes: Int = 0, views: Int = 0, segues: Int = 0, outlets: Int = 0, actions: Int = 0,
    constraints: Int = 0
  ) {
    (self.scenes, self.views, self.segues) = (scenes, views, segues)
    (self.outlets, self.actions, self.constraints) = (outlets, actions, constraints)
  }

  /// Each kind's count from `count`.
  init(_ count: (CarriedKind) -> Int) {
    for kind in CarriedKind.allCases { self[kind] = count(kind) }
  }

  /// The count of one kind.
  public subscript(kind: CarriedKind) -> Int {
    get {
      switch kind {
      case .scenes: scenes
      case .views: views
      case .segues: segues
      case .outlets: outlets
      case .actions: actions
      case .constraints: constraints
      }
    }
    set {
      switch kind {
      case .scenes: scenes = newValue
      case .views: views = newValue
      case .segues: segues = newValue
      case .outlets: outlets = newValue
      case .actions: actions = newValue
      case .constraints: constraints = newValue
      }
    }
  }

  /// The kinds in the order reports print them, with their counts.
  public var rows: [(kind: String, count: Int)] {
    CarriedKind.allCases.map { ($0.rawValue, self[$0]) }
  }
}

/// An unwind action the import declared on a scene because the storyboard suggests that
/// scene's class implements it (the storyboard does not say which class does).
public struct GuessedUnwind: Hashable, Sendable {
  /// The selector, as `unwindAction` writes it.
  public var action: String
  /// The scene id it was declared on.
  public var scene: String
  /// Where the unwind segue is.
  public var position: TextPosition
}

/// A storyboard turned into a scene file, with what that took.
public struct ImportedStoryboard: Sendable {
  /// The scene file as YAML nodes, each marked with its storyboard place: what the scene
  /// loader reads (`document`), and what `yaml` writes out. Its root carries the comment the
  /// text starts with.
  let root: Node

  /// The scene file (YAML, format 1 with documented extensions), written out anew on each
  /// use by the one writer of nodes (`YAMLWriter`).
  public var yaml: String { YAMLWriter.text(of: root) }

  /// The document the scene loader reads: the nodes themselves, no text in between.
  public var document: YAMLDocument { YAMLDocument(root: root, duplicateKeys: []) }

  /// What the YAML loader would refuse in `yaml` (a limit it crosses), at the storyboard
  /// place of the node past it; nil when the text loads.
  public var excess: YAMLError? { YAMLLimits.default.firstExcess(in: root) }

  /// What the figures are counted from, only when asked for (`import` prints them; the
  /// checks never read them, so a load does not walk the document for them).
  let figures: ImportFigures

  /// What was carried, per kind.
  public var carried: CarriedCounts { figures.census.carried(figures.claimed) }
  /// What the storyboard has, per kind: what `carried` is out of.
  public var inFile: CarriedCounts { figures.census.totals }
  /// What was not, in document order.
  public var notCarried: [NotCarried]
  /// Unwind declarations the import inferred, in document order.
  public var guessedUnwinds: [GuessedUnwind]
  /// What the storyboard connects to code, carried or not: every action's selector, every
  /// outlet's property, each scene's collection view cells' reuse identifiers by scene id.
  /// The load hands it on beside the model (`StoryboardLoader.Result.connections`).
  public var connections = CodeConnections()
  /// Unwind actions declared from the app's code (`CodeActions`), in document order.
  public var codeUnwinds: [CodeUnwind] = []
  /// IB ids written twice (IB's ids are unique in a document): the id, its first place and
  /// the repeat's, in document order.
  public var repeatedIDs: [(id: String, first: TextPosition, repeat: TextPosition)] = []
}

import Diagnostics

/// A gesture recognizer attached to a view (`gestures:`, an extension, docs/SceneFormat.md):
/// UIKit's `UIGestureRecognizer` subclasses. When it recognizes its gesture it sends its
/// action (an action of the scene sent from the view it is attached to) and performs its
/// segue (a segue of the scene from that view), as a storyboard's recognizer does.
public struct Gesture: Sendable {
  /// The recognizer classes: `UITapGestureRecognizer`, `UISwipeGestureRecognizer`,
  /// `UILongPressGestureRecognizer`, `UIPanGestureRecognizer`, `UIPinchGestureRecognizer`,
  /// `UIRotationGestureRecognizer` and `UIScreenEdgePanGestureRecognizer`.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case tap, swipe, longPress, pan, pinch, rotation, screenEdgePan

    /// How transcripts name the gesture: `tap`, `swipe`, `long press`, `screen edge pan`.
    public var displayName: String {
      switch self {
      case .longPress: "long press"
      case .screenEdgePan: "screen edge pan"
      default: rawValue
      }
    }
  }

  /// A swipe's direction (`UISwipeGestureRecognizer.Direction`).
  public enum Direction: String, Sendable, Hashable, CaseIterable {
    case right, left, up, down
  }

  /// The most taps a tap gesture may need (`numberOfTapsRequired`).
  public static let mostTaps = 10

  public var kind: Located<Kind>
  /// `id:` (an extension): the name outlets connect to, as a controller keeps a recognizer to
  /// turn it on and off or read its state; it joins the scene's one space of view ids. nil
  /// when not written.
  public var id: Located<String>? = nil
  /// A swipe's `direction:`; nil when not written (a swipe then recognizes `right`, UIKit's
  /// default).
  public var direction: Located<Direction>?
  /// A tap's `taps:` (1 to `mostTaps`); nil when not written (one tap).
  public var taps: Located<Int>?
  /// `action:`: the name of the action of the scene the gesture sends, one sent from the
  /// gesture's view.
  public var action: Located<String>?
  /// `segue:`: the id of the segue of the scene the gesture performs, one from the gesture's
  /// view.
  public var segue: Located<String>?
  public var location: Diagnostic.Location

  public init(
    kind: Located<Kind>, direction: Located<Direction>? = nil, taps: Located<Int>? = nil,
    action: Located<String>? = nil, segue: Located<String>? = nil, location: Diagnostic.Location
  ) {
    self.kind = kind
    self.direction = direction
    self.taps = taps
    self.action = action
    self.segue = segue
    self.location = location
  }

  /// The gestures of a scene's root view and of all its views, in file order.
  public static func all(in scene: Scene) -> [Gesture] {
    scene.gestures + (scene.viewsHoldDetails ? scene.allViews.flatMap(\.gestures) : [])
  }

  /// Whether `simulate` drives the gesture: a tap (`--tap`), a swipe (`--swipe`) or a long
  /// press (`--long-press`). Pans, pinches, rotations and screen edge pans are continuous
  /// gestures no event makes.
  public var isSimulated: Bool { [.tap, .swipe, .longPress].contains(kind.value) }

  /// A swipe's target as `--swipe` and the flow step `swipe:` write it: `ID` (to the right)
  /// or `ID:DIRECTION`, with ID an identifier; nil for anything else, and for a bare `up` or
  /// `down`, which is a direction, not a view (a view of that name is `up:right`).
  public static func swipeTarget(_ text: String) -> (id: String, direction: Direction)? {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let id = String(parts[0])
    guard LoadContext.isIdentifier(id) else { return nil }
    guard parts.count == 2 else { return Direction(rawValue: id) == nil ? (id, .right) : nil }
    return Direction(rawValue: String(parts[1])).map { (id, $0) }
  }

  /// The direction a swipe recognizes: `direction:`, else right.
  public var swipeDirection: Direction { direction?.value ?? .right }

  /// The taps a tap gesture needs: `taps:`, else 1.
  public var tapCount: Int { taps?.value ?? 1 }

  /// How transcripts name the gesture: `tap`, `double tap` (`3-tap` and so on), `swipe left`,
  /// `long press`.
  public var displayName: String {
    switch kind.value {
    case .tap: tapCount == 1 ? "tap" : tapCount == 2 ? "double tap" : "\(tapCount)-tap"
    case .swipe: "swipe \(swipeDirection.rawValue)"
    default: kind.value.displayName
    }
  }
}

extension Scene {
  /// Whether a gesture of the root view (`gestures:`) sends the action named `name`, which is
  /// then sent from `rootView`.
  public func hasRootGesture(sendingAction name: String) -> Bool {
    gestures.contains { $0.action?.value == name }
  }

  /// Whether a gesture of the root view performs the segue with id `id`, which then starts
  /// from `rootView`.
  public func hasRootGesture(performingSegue id: String) -> Bool {
    gestures.contains { $0.segue?.value == id }
  }
}

extension ViewSpec {
  /// Whether a gesture of the view sends the action named `name`: that action, sent from the
  /// view, is the gesture's, which the view's own events do not send.
  public func hasGesture(sendingAction name: String) -> Bool {
    gestures.contains { $0.action?.value == name }
  }

  /// Whether a gesture of the view performs the segue with id `id`: that segue, from the view,
  /// is the gesture's, which the view's own events do not fire.
  public func hasGesture(performingSegue id: String) -> Bool {
    gestures.contains { $0.segue?.value == id }
  }
}

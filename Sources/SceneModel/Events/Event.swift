/// A user event: what `scenectl simulate` applies, a flow step does and `explore` tries
/// (SCENE-FORMAT.md §9, docs/Runtime.md). The edges parse into it (command-line options in
/// `SimulateCommand`, flow steps in `FlowLoader`); the runtime and the explorer switch on it.
public enum Event: Sendable, Hashable, CustomStringConvertible {
  /// Showing the initial scene in the window.
  case launch
  /// A view, bar item, tab, alert action, stepper half or repeated tap (`TapTarget`).
  case tap(TapTarget)
  /// Typing text into a text field or text view.
  case type(into: ViewName, text: String)
  /// Row N of a table view, segment N of a segmented control or page N, or the row of a
  /// table on screen whose cell shows a text (`RowTarget`).
  case select(RowTarget)
  /// The accessory button (detail button) of row N of a table view, or of the row showing
  /// a text.
  case accessory(RowTarget)
  /// The navigation bar's back button.
  case back
  /// A swipe on the visible page view controller, or down on the sheet on top.
  case swipe(SwipeDirection)
  /// A swipe on a view (`--swipe ID:DIRECTION`), which a swipe gesture of the view or of a
  /// superview recognizes.
  case swipeOn(ViewName, Gesture.Direction)
  /// A long press on a view (`--long-press ID`), which a long-press gesture recognizes.
  case longPress(ViewName)
  /// Pulling a table, collection or scroll view down past its top (`--pull-to-refresh ID`),
  /// which its refresh control answers.
  case pullToRefresh(ViewName)
  /// The app's code ending a refresh (`--end-refreshing ID`): `endRefreshing()` on the refresh
  /// control ID, or on that of the view ID. Not a user's event: what code does once its data
  /// is in, which `simulate` cannot run.
  case endRefreshing(String)
  /// What the app's code does (`explore` only; a flow has no such step): an entry by a
  /// storyboard identifier, a segue it performs, a scene it shows.
  case code(CodeEvent)

  /// The event as `simulate` writes it in transcripts (`tap go`, `select list:2`).
  public var description: String {
    switch self {
    case .launch: "launch"
    case .tap(let id): "tap \(id)"
    case .type(let id, let text): "type \(id)=\(Self.quoted(text))"
    case .select(let target): "select \(target)"
    case .accessory(let target): "accessory \(target)"
    case .back: "back"
    case .swipe(let direction): "swipe \(direction.rawValue)"
    case .swipeOn(let id, let direction): "swipe \(id):\(direction.rawValue)"
    case .longPress(let id): "long-press \(id)"
    case .pullToRefresh(let id): "pull-to-refresh \(id)"
    case .endRefreshing(let id): "end-refreshing \(id)"
    case .code(let code): code.description
    }
  }

  /// How many UTF-8 bytes of a string transcripts show; a longer one is cut (`quoted`).
  public static let shownBytes = 200

  /// A string as transcripts show it: in double quotes, with `"`, `\`, newlines and tabs
  /// escaped. When `cut`, one of more than `shownBytes` bytes shows its first whole
  /// characters up to that many bytes and an ellipsis, then its length:
  /// `"abc…" (1048576 bytes)`. (The final list of views on screen shows whole texts: it is
  /// printed once, not once per event.)
  public static func quoted(_ text: String, cut: Bool = true) -> String {
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

/// What the app's code does that `explore` takes as an event (docs/Explore.md): it is read
/// from the code (`--sources`) or assumed from the file (a storyboard identifier is an entry
/// code may open), never run.
public enum CodeEvent: Sendable, Hashable, CustomStringConvertible {
  /// The window's root set to the scene with this storyboard identifier, as an app delegate
  /// or scene delegate does with `instantiateViewController(withIdentifier:)`.
  case entry(identifier: String)
  /// `performSegue(withIdentifier:)` by the controller of a scene on screen.
  case performSegue(scene: String, identifier: String)
  /// `instantiateViewController(withIdentifier:)` by the controller of a scene on screen,
  /// then `show` of the new controller: pushed in a navigation stack, else presented.
  case show(scene: String, identifier: String)

  public var description: String {
    switch self {
    case .entry(let identifier): "entry from code: storyboard identifier '\(identifier)'"
    case .performSegue(let scene, let identifier):
      "code: '\(scene)' performs segue '\(identifier)'"
    case .show(let scene, let identifier):
      "code: '\(scene)' shows storyboard identifier '\(identifier)'"
    }
  }
}

/// What a tap names (docs/Runtime.md §4), parsed once from `--tap VALUE` or `tap: VALUE`:
/// the runtime and the explorer switch on it, and `description` writes it back as given.
public enum TapTarget: Sendable, Hashable, CustomStringConvertible {
  /// A view, bar item or the root view (`rootView`), by the scene file's id, an Interface
  /// Builder id or `text:"..."`, the text the user sees (which may also name a tab, an
  /// alert's action or a table's row).
  case view(ViewName)
  /// The tab of the tab bar on screen with this title (`tab:Title`).
  case tab(String)
  /// The button of the alert or action sheet on screen with this title (`action:Title`).
  case alertAction(String)
  /// The plus (`ID:+`) or minus (`ID:-`) half of a stepper. (`text:...:+` is a text.)
  case stepper(String, up: Bool)
  /// N taps in a row on a view (`ID:N`, N from 1 to `Gesture.mostTaps`), for a tap gesture
  /// that needs N taps.
  case taps(String, count: Int)

  /// A tap's value as written: `text:` first (the text may hold anything), then `tab:`,
  /// `action:`, `ID:N`, `ID:+` or `ID:-`; anything else names a view.
  public init(parsing value: String) {
    if let text = ShownText(parsing: value) {
      self = .view(.shownText(text))
    } else if value.hasPrefix("tab:") {
      self = .tab(String(value.dropFirst(4)))
    } else if value.hasPrefix("action:") {
      self = .alertAction(String(value.dropFirst(7)))
    } else if let (id, count) = Self.tapCount(in: value) {
      self = .taps(id, count: count)
    } else if value.hasSuffix(":+") || value.hasSuffix(":-") {
      self = .stepper(String(value.dropLast(2)), up: value.hasSuffix("+"))
    } else {
      self = .view(.id(value))
    }
  }

  /// The target as the user writes it: `info`, `tab:Characters`, `count:+`, `photo:2`.
  public var description: String {
    switch self {
    case .view(let name): name.description
    case .tab(let title): "tab:\(title)"
    case .alertAction(let title): "action:\(title)"
    case .stepper(let id, let up): "\(id):\(up ? "+" : "-")"
    case .taps(let id, let count): "\(id):\(count)"
    }
  }

  /// The view a tap acts on: the id of a view, stepper or repeated tap; nil for a text,
  /// which names no view before the runtime finds it, and for a tab or an alert's button,
  /// which have none.
  public var viewID: String? {
    switch self {
    case .view(.id(let id)), .stepper(let id, _), .taps(let id, _): id
    case .view(.shownText), .tab, .alertAction: nil
    }
  }

  /// `ID:N` with N from 1 to `Gesture.mostTaps`: the view id and the number of taps.
  static func tapCount(in value: String) -> (id: String, taps: Int)? {
    guard let colon = value.lastIndex(of: ":"), colon != value.startIndex else { return nil }
    let digits = value[value.index(after: colon)...]
    guard !digits.isEmpty, digits.count <= 2, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }),
      let taps = Int(digits), (1...Gesture.mostTaps).contains(taps)
    else { return nil }
    return (String(value[..<colon]), taps)
  }
}

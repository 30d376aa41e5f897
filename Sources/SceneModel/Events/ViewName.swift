/// How an event names a view (docs/Runtime.md §4), parsed once from an option's or a flow
/// step's value: by an id (the scene file's or an Interface Builder id, which the runtime
/// looks up), or by the text it shows (`text:"Add Account"`). `description` writes it back
/// as given.
public enum ViewName: Sendable, Hashable, CustomStringConvertible {
  /// A view, bar item or the root view (`rootView`) by the scene file's id, or a storyboard
  /// element by its Interface Builder id.
  case id(String)
  /// The view, bar item (and for a tap, tab, alert action or row) showing this text.
  case shownText(ShownText)

  /// `text:...` names what shows the text; anything else is an id.
  public init(parsing value: String) {
    if let text = ShownText(parsing: value) {
      self = .shownText(text)
    } else {
      self = .id(value)
    }
  }

  /// The name as the user wrote it: `addButton`, `text:"Add Account"`, `text:Add`.
  public var description: String {
    switch self {
    case .id(let id): id
    case .shownText(let text): text.description
    }
  }
}

/// A text the user sees, as a target names it: `text:"Add Account"` or `text:Add`.
public struct ShownText: Sendable, Hashable, CustomStringConvertible {
  /// The text, without `text:` and the double quotes around it.
  public var text: String
  /// Whether the target wrote the text in double quotes (`description` writes them back).
  public var isQuoted: Bool

  public init(_ text: String, isQuoted: Bool = true) {
    self.text = text
    self.isQuoted = isQuoted
  }

  /// The text of `text:"Add Account"` (quotes first and last are taken off, nothing inside
  /// is unescaped) or `text:Add`; nil for a value not starting with `text:`.
  public init?(parsing value: String) {
    guard value.hasPrefix("text:") else { return nil }
    let text = value.dropFirst(5)
    isQuoted = text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
    self.text = String(isQuoted ? text.dropFirst().dropLast() : text)
  }

  /// The target as written: `text:"Add Account"` or `text:Add`.
  public var description: String {
    isQuoted ? "text:\"\(text)\"" : "text:\(text)"
  }
}

/// What a select or accessory event names (docs/Runtime.md §4): row, segment or page N of
/// a view (`list:2`), or the one row of a table on screen whose cell shows a text
/// (`text:"Buy milk"`, no number). `description` writes it back as given.
public enum RowTarget: Sendable, Hashable, CustomStringConvertible {
  /// Row N of a table view, segment N of a segmented control or page N (from 0).
  case row(ViewName, Int)
  /// The row of a table on screen whose cell shows this text.
  case rowShowing(ShownText)

  /// `NAME:N` with N a number from 0 (the last colon splits, so `text:"a:b":2` is row 2 of
  /// what shows `a:b`), else `text:...` for the row showing it; nil for anything else.
  public init?(parsing value: String) {
    if let colon = value.lastIndex(of: ":"), colon != value.startIndex,
      let index = Int(value[value.index(after: colon)...]), index >= 0
    {
      self = .row(ViewName(parsing: String(value[..<colon])), index)
    } else if value.count > 5, let text = ShownText(parsing: value) {
      self = .rowShowing(text)
    } else {
      return nil
    }
  }

  /// The view the target names as written: `list`, `text:"Buy milk"`.
  public var name: String {
    switch self {
    case .row(let name, _): name.description
    case .rowShowing(let text): text.description
    }
  }

  /// The target as written: `list:2`, `text:"Buy milk"`.
  public var description: String {
    switch self {
    case .row(let name, let index): "\(name):\(index)"
    case .rowShowing(let text): text.description
    }
  }
}

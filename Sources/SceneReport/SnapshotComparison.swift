/// What changed between a recorded snapshot's layout JSON and the current one
/// (`SnapshotFile.layoutJSON`): views moved, resized, retexted, changed state, new or gone,
/// and layer changes, in the recorded order, so `test --verify` can say which views moved.
///
///     let changes = SnapshotComparison.changes(recorded: old, current: new)
///     print(changes.map(\.description))
///     // Prints "["view 'title' frame [16, 100, 343, 21] is now [16, 120, 343, 21]"]"
public enum SnapshotComparison {
  /// One difference: of a view (by id), or of the screen (layers, device size).
  public struct Change: Sendable, Equatable, CustomStringConvertible {
    /// The view's id; nil for a change of the screen itself.
    public var view: String?
    public var what: String
    /// The view's frame before and after, when it has one on that side.
    public var before: [Double]?
    public var after: [Double]?

    public init(view: String?, what: String, before: [Double]? = nil, after: [Double]? = nil) {
      self.view = view
      self.what = what
      self.before = before
      self.after = after
    }

    public var description: String {
      view.map { "view '\($0)' \(what)" } ?? what
    }
  }

  /// One view line of a layout JSON, cut into its parts (kept as written).
  struct ViewLine {
    var key: String
    var id: String
    var frame: String
    var texts: String
    var states: String

    init?(_ line: Substring) {
      let text = line.trimmingPrefixSpaces
      guard text.hasPrefix("{\"id\": "), let type = text.firstRange(of: ", \"type\": ") else {
        return nil
      }
      key = String(text[..<type.lowerBound])
      id = ViewLine.firstString(in: text.dropFirst(7))
      frame = ViewLine.between(text, "\"frame\": [", "]")
      texts = ViewLine.between(text, "\"texts\": {", "}, \"states\"")
      states = ViewLine.between(text, "\"states\": {", "}}")
    }

    var frameNumbers: [Double]? {
      let numbers = frame.split(separator: ",").compactMap {
        Double($0.trimmingPrefixSpaces)
      }
      return numbers.count == 4 ? numbers : nil
    }

    static func between(_ text: Substring, _ start: String, _ end: String) -> String {
      guard let open = text.firstRange(of: start) else { return "" }
      let rest = text[open.upperBound...]
      guard let close = rest.firstRange(of: end) else { return String(rest) }
      return String(rest[..<close.lowerBound])
    }

    /// The JSON string at the start of `text`, its escapes kept, without its quotes.
    static func firstString(in text: Substring) -> String {
      guard text.first == "\"" else { return "" }
      var out = ""
      var escaped = false
      for character in text.dropFirst() {
        if !escaped && character == "\"" { break }
        escaped = !escaped && character == "\\"
        out.append(character)
      }
      return out
    }
  }

  /// The changes from `recorded` to `current`; empty when the layouts are the same.
  public static func changes(recorded: String, current: String) -> [Change] {
    let old = recorded.split(separator: "\n")
    let new = current.split(separator: "\n")
    let oldViews = old.compactMap(ViewLine.init)
    let newViews = new.compactMap(ViewLine.init)
    var changes: [Change] = []
    // The screen's own lines (size, layers): named as they are.
    let oldOther = old.filter { ViewLine($0) == nil && !$0.hasPrefix("{\"generator\"") }
    let newOther = new.filter { ViewLine($0) == nil && !$0.hasPrefix("{\"generator\"") }
    for line in oldOther where !newOther.contains(line) {
      changes.append(Change(view: nil, what: "screen line \(line.trimmingPrefixSpaces) is gone"))
    }
    for line in newOther where !oldOther.contains(line) {
      changes.append(Change(view: nil, what: "screen line \(line.trimmingPrefixSpaces) is new"))
    }
    var newByKey: [String: ViewLine] = [:]
    for view in newViews where newByKey[view.key] == nil { newByKey[view.key] = view }
    let oldKeys = Set(oldViews.map(\.key))
    for view in oldViews {
      guard let now = newByKey[view.key] else {
        changes.append(
          Change(view: view.id, what: "is gone", before: view.frameNumbers, after: nil))
        continue
      }
      var parts: [String] = []
      if view.frame != now.frame { parts.append("frame [\(view.frame)] is now [\(now.frame)]") }
      if view.texts != now.texts { parts.append("texts {\(view.texts)} are now {\(now.texts)}") }
      if view.states != now.states {
        parts.append("states {\(view.states)} are now {\(now.states)}")
      }
      if !parts.isEmpty {
        changes.append(
          Change(
            view: view.id, what: parts.joined(separator: ", "), before: view.frameNumbers,
            after: now.frameNumbers))
      }
    }
    for view in newViews where !oldKeys.contains(view.key) {
      changes.append(Change(view: view.id, what: "is new", before: nil, after: view.frameNumbers))
    }
    return changes
  }
}

extension Substring {
  var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}

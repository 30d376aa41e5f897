import SceneModel

/// How an event names what it acts on (Runtime.md §4): the scene file's id (`addButton`),
/// the Interface Builder id of the storyboard element it was imported from (`mQv-3O-Y2d`),
/// or `text:"Add Account"`, the title, label or accessibility label the user sees.
extension Simulator {
  /// The event with its target named as the scene file names it. A name that is an id of the
  /// storyboard is kept as written, so every existing message about it stands; an Interface
  /// Builder id or a text is replaced by the id it matches, with a note in the transcript.
  func resolved(_ event: Event) throws(SimulationError) -> Event {
    if case .select(let id, nil) = event, let (table, row) = try shownRow(id) {
      return .select(table, row)
    }
    if case .accessory(let id, nil) = event, let (table, row) = try shownRow(id) {
      return .accessory(table, row)
    }
    // A tap on what the user sees: a view, bar item, tab or alert action, or a table row,
    // which a tap selects.
    if case .tap(.view(let target)) = event, let text = Self.shownText(in: target) {
      let match = try matching(text, tabsAndActions: true, rows: true)
      _ = noted(match, text)
      if let (table, row) = match.row { return .select(table, row) }
      return .tap(match.tap)
    }
    return switch event {
    case .tap(let target): .tap(try resolvedTap(target))
    case .type(let id, let text): .type(into: try resolvedID(id), text: text)
    case .select(let id, let index): .select(try resolvedID(id), index)
    case .accessory(let id, let index): .accessory(try resolvedID(id), index)
    case .swipeOn(let id, let direction): .swipeOn(try resolvedID(id), direction)
    case .longPress(let id): .longPress(try resolvedID(id))
    case .pullToRefresh(let id): .pullToRefresh(try resolvedID(id))
    case .launch, .back, .swipe, .endRefreshing, .code: event
    }
  }

  /// A tap's target other than a text (`resolved`): a tab and an alert action as written;
  /// a stepper half or repeated tap on the resolved id.
  private func resolvedTap(_ target: TapTarget) throws(SimulationError) -> TapTarget {
    switch target {
    case .view(let id): .view(try resolvedID(id))
    case .stepper(let id, let up): .stepper(try resolvedID(id), up: up)
    case .taps(let id, let count): .taps(try resolvedID(id), count: count)
    case .tab, .alertAction: target
    }
  }

  /// A view or bar item's id: as written when the storyboard knows it, else the id of the
  /// element with this Interface Builder id, else the view or bar item showing `text:"..."`.
  private func resolvedID(_ id: String) throws(SimulationError) -> String {
    if let text = Self.shownText(in: id) {
      return noted(try matching(text, tabsAndActions: false), text)
    }
    guard !isKnown(id), let named = ibElement(id) else { return id }
    log(.note, "'\(id)' is the Interface Builder id of '\(named)'")
    return named
  }

  /// The table and row a `text:"Buy milk"` select or accessory target with no number names:
  /// the one row of a table on screen whose cell shows the text; nil for any other target.
  private func shownRow(_ target: String) throws(SimulationError) -> (String, Int)? {
    guard let text = Self.shownText(in: target) else { return nil }
    let match = try matching(text, tabsAndActions: false, rows: true)
    guard let row = match.row else {
      throw SimulationError(
        "text:\(Event.quoted(text)) is '\(match.target)' (\(match.what)), not a row of a table; "
          + "write text:\(Event.quoted(text)):N for its row, segment or page N")
    }
    _ = noted(match, text)
    return row
  }

  /// A select or accessory event's number, which only a `text:` target resolved to a row
  /// may leave out.
  static func required(_ index: Int?, of id: String) throws(SimulationError) -> Int {
    guard let index else {
      throw SimulationError("'\(id)' names no row: write '\(id):N' for its row or segment N")
    }
    return index
  }

  /// The text of `text:"Add Account"` (or `text:Add`), nil for any other target.
  static func shownText(in target: String) -> String? {
    guard target.hasPrefix("text:") else { return nil }
    let text = target.dropFirst(5)
    if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
      return String(text.dropFirst().dropLast())
    }
    return String(text)
  }

  /// Whether any scene has a view, prototype, bar item or free view with this id, or it is
  /// `rootView` or a field of the alert on screen.
  ///
  /// The common case, a view of a scene on screen, costs one lookup per displayed controller;
  /// the walk of every scene's cells is left for a name no scene has as a view or bar item.
  private func isKnown(_ id: String) -> Bool {
    if id == Scene.rootViewID { return true }
    if displayOrder().contains(where: { $0.view(id) != nil }) { return true }
    let scenes = storyboard.scenes + writtenStoryboard.scenes
    if scenes.contains(where: { $0.view(id) != nil || $0.barItem(id) != nil }) { return true }
    return scenes.contains { scene in
      scene.allViews.contains { $0.cells.contains { $0.id?.value == id } }
    }
  }

  /// The id of the view or cell imported from the storyboard element with this Interface
  /// Builder id, on screen first; a bar item, which keeps no `ib:`, by the id the import
  /// makes of it (`barItem_mQv_3O_Y2d`).
  private func ibElement(_ ib: String) -> String? {
    let scenes =
      displayOrder().reversed().map(\.scene)
      + storyboard.scenes + writtenStoryboard.scenes
    for scene in scenes {
      for view in scene.allViews {
        if view.ib?.value == ib { return view.id.value }
        if let cell = view.cells.first(where: { $0.ib?.value == ib }), let id = cell.id?.value {
          return id
        }
      }
    }
    let imported = "_" + String(ib.map { $0 == "-" ? "_" : $0 })
    for scene in scenes {
      if let item = scene.allBarItems.first(where: { $0.id.value.hasSuffix(imported) }) {
        return item.id.value
      }
    }
    return nil
  }

  /// What shows `text` on screen, uncovered: a view whose text, title or accessibility
  /// label it is, a bar item's title, for a tap a tab's title or an alert's action (the
  /// only targets while an alert shows), and for a select a table's row whose cell shows it.
  /// One match is the target (`noted` logs it); none or several fail.
  private func matching(_ text: String, tabsAndActions: Bool, rows: Bool = false)
    throws(SimulationError) -> Shown
  {
    let candidates = shownTexts(tabsAndActions: tabsAndActions, rows: rows)
    let matches = candidates.filter { $0.texts.contains(text) }
    let written = "text:" + Event.quoted(text)
    guard let match = matches.first else {
      let kinds =
        ["view", "bar item"] + (tabsAndActions ? ["tab", "alert action"] : [])
        + (rows ? ["table row"] : [])
      let what = kinds.dropLast().joined(separator: ", ") + " or " + (kinds.last ?? "")
      let missing = "no \(what) on screen shows \(Event.quoted(text))"
      let elsewhere = offScreen(showing: text)
      if let only = elsewhere.first, elsewhere.count == 1 {
        throw SimulationError.notShown(
          only.id, of: only.scene, missing + "; '\(only.id)' of scene '\(only.scene)' does, which is not shown")
      }
      if !elsewhere.isEmpty {
        let listed = elsewhere.map { "'\($0.id)' of scene '\($0.scene)'" }
        throw SimulationError(
          missing + "; \(listed.count) views of scenes not shown do: "
            + listed.joined(separator: ", "))
      }
      let near =
        Suggestions.closest(to: text, in: candidates.flatMap(\.texts).filter { !$0.isEmpty })
        ?? Suggestions.closest(to: text, in: writtenTexts())
      let hint = near.map { "; did you mean text:\(Event.quoted($0))?" } ?? ""
      throw SimulationError(missing + hint)
    }
    guard matches.count == 1 else {
      // The first ten, so that a screen of many alike stays a one-line message.
      var listed = matches.prefix(10).map { "'\($0.target)' (\($0.what))" }
        .joined(separator: ", ")
      if matches.count > 10 { listed += " and \(matches.count - 10) more" }
      let byNumber = matches.contains { $0.row != nil } ? ", a row by TABLE:N" : ""
      throw SimulationError(
        "\(written) matches \(matches.count) things on screen: \(listed); name one by its id"
          + byNumber)
    }
    return match
  }

  /// The target `text` matched, with a note in the transcript of what it is.
  private func noted(_ match: Shown, _ text: String) -> String {
    let written = "text:" + Event.quoted(text)
    if let (table, row) = match.row {
      log(.note, "\(written) is row \(row) of '\(table)'")
    } else {
      log(.note, "\(written) is '\(match.target)' (\(match.what))")
    }
    return match.target
  }

  /// The views and bar items of the storyboard's scenes that show `text` as the file writes
  /// them (their title, text or accessibility label), at most `maxListed`, in file order.
  private func offScreen(showing text: String) -> [(id: String, scene: String)] {
    let maxListed = 5
    var found: [(id: String, scene: String)] = []
    for scene in storyboard.scenes {
      for view in templates.template(of: scene).views where view.type != .textField {
        let label = view.value("accessibilityLabel")
        guard view.text == text || label == .string(text) else { continue }
        found.append((view.id, scene.id.value))
        if found.count == maxListed { return found }
      }
      for item in scene.allBarItems where item.displayTitle == text {
        found.append((item.id.value, scene.id.value))
        if found.count == maxListed { return found }
      }
    }
    return found
  }

  /// Every title, text and accessibility label the scenes write, in file order.
  private func writtenTexts() -> [String] {
    var texts: [String] = []
    for scene in storyboard.scenes {
      for view in templates.template(of: scene).views where view.type != .textField {
        if let text = view.text, !text.isEmpty { texts.append(text) }
        if case .string(let label)? = view.value("accessibilityLabel") { texts.append(label) }
      }
      texts += scene.allBarItems.map(\.displayTitle).filter { !$0.isEmpty }
    }
    return texts
  }

  /// A thing on screen that shows text: what a tap names it by, what it is, its texts, and
  /// for a table's row the table and the row's number.
  private struct Shown {
    var target: String
    /// What a tap on it is: the view, the tab or the alert's action (a row's is its table).
    var tap: TapTarget
    var what: String
    var texts: [String]
    var row: (table: String, index: Int)? = nil
  }

  /// Every thing on screen showing text, in stacking order; when `rows`, each table's rows
  /// whose cells show text come just before it.
  private func shownTexts(tabsAndActions: Bool, rows: Bool = false) -> [Shown] {
    if let alert = shownAlert?.alert {
      guard tabsAndActions else { return [] }
      return alert.spec.buttons.map { button in
        let title = button.title.value
        return Shown(
          target: "action:\(title)", tap: .alertAction(title),
          what: "action of alert '\(alert.spec.id.value)'",
          texts: [title])
      }
    }
    var shown: [Shown] = []
    for view in viewsOnScreen() where coveringPresentation(of: view.controller) == nil {
      if rows, view.type == .view(.tableView), let cells = view.cells {
        for (index, cell) in cells.enumerated() where !cell.isEmpty {
          shown.append(
            Shown(
              target: "\(view.id):\(index)", tap: .view(view.id), what: "row of '\(view.id)'",
              texts: [cell], row: (view.id, index)))
        }
      }
      var texts: [String] = []
      // What a field holds is typed content, not a title the user reads to find it.
      if let text = view.text, view.type != .view(.textField), view.type != .view(.textView) {
        texts.append(text)
      }
      if case .string(let label)? = view.controller.view(view.id)?.value("accessibilityLabel") {
        texts.append(label)
      }
      guard !texts.isEmpty else { continue }
      let quoted = view.text.map { " " + Event.quoted($0) } ?? ""
      shown.append(
        Shown(
          target: view.id, tap: .view(view.id),
          what: "\(view.type)\(quoted) in '\(view.controller.name)'", texts: texts))
    }
    if tabsAndActions {
      for tabs in tabBarsOnScreen() {
        for child in tabs.children {
          let title = Self.tabTitle(child)
          shown.append(
            Shown(
              target: "tab:\(title)", tap: .tab(title), what: "tab of '\(tabs.name)'",
              texts: [title]))
        }
      }
    }
    return shown
  }
}

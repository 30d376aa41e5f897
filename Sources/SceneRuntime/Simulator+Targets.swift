import SceneModel

/// How an event names what it acts on (Runtime.md §4): the scene file's id (`addButton`),
/// the Interface Builder id of the storyboard element it was imported from (`mQv-3O-Y2d`),
/// or `text:"Add Account"`, the title, label or accessibility label the user sees.
extension Simulator {
  /// A tap on what shows `text`: a view, bar item, tab or alert action, or a table's row,
  /// which a tap selects; a note in the transcript says which.
  func tapShown(_ text: ShownText) throws(SimulationError) {
    let match = try matching(text.text, tabsAndActions: true, rows: true)
    _ = noted(match, text.text)
    if let (table, row) = match.row { return try select(table, row) }
    switch match.tap {
    // The id of a view on screen, used as it is.
    case .view(.id(let id)): try tap(view: id)
    case .view(.shownText), .tab, .alertAction, .stepper, .taps: try tap(match.tap)
    }
  }

  /// The table, segmented control or page view and the number a select or accessory event
  /// names: a view with a number, or the one row of a table on screen showing a text.
  func resolvedRow(_ target: RowTarget) throws(SimulationError) -> (String, Int) {
    switch target {
    case .row(let name, let index): (try resolvedID(name), index)
    case .rowShowing(let text): try shownRow(text.text)
    }
  }

  /// The id of the view or bar item a name names: the id as `resolvedID(_:)` keeps or finds
  /// it, or the one view or bar item on screen showing the text.
  func resolvedID(_ name: ViewName) throws(SimulationError) -> String {
    switch name {
    case .id(let id): try resolvedID(id)
    case .shownText(let text):
      noted(try matching(text.text, tabsAndActions: false), text.text)
    }
  }

  /// A view or bar item's id: as written when the storyboard knows it, else the id of the
  /// element with this Interface Builder id. A name that is an id of the storyboard is kept
  /// as written, so every existing message about it stands; an Interface Builder id is
  /// replaced by the id it matches, with a note in the transcript.
  func resolvedID(_ id: String) throws(SimulationError) -> String {
    guard !isKnown(id), let named = ibElement(id) else { return id }
    log(.note, "'\(id)' is the Interface Builder id of '\(named)'")
    return named
  }

  /// The table and row of the one row of a table on screen whose cell shows `text`.
  private func shownRow(_ text: String) throws(SimulationError) -> (String, Int) {
    let match = try matching(text, tabsAndActions: false, rows: true)
    guard let row = match.row else {
      throw SimulationError(
        "text:\(Event.quoted(text)) is '\(match.target)' (\(match.what)), not a row of a table; "
          + "write text:\(Event.quoted(text)):N for its row, segment or page N")
    }
    _ = noted(match, text)
    return row
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
          only.id, of: only.scene,
          missing + "; '\(only.id)' of scene '\(only.scene)' does, which is not shown")
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
              target: "\(view.id):\(index)", tap: .view(.id(view.id)), what: "row of '\(view.id)'",
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
          target: view.id, tap: .view(.id(view.id)),
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

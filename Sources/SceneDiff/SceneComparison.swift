/// The changes between two versions of one scene (matched by key): its views, cells and bar
/// items by key, then its connections (`SceneComparison+Connections.swift`).
struct SceneComparison {
  let old: SceneSnapshot
  let new: SceneSnapshot
  let oldFile: FileSnapshot
  let newFile: FileSnapshot

  /// Every change, in the order reports print them: the scene's own properties, views
  /// (removed first, then in the new file's order), segues, outlets, actions, constraints.
  func changes() -> [Change] {
    // Most scenes of a diff are equal: two equal versions tell no change.
    if isUnchanged { return [] }
    return elementChanges() + segueChanges() + outletChanges() + actionChanges()
      + constraintChanges()
  }

  /// Whether the scene is the same in both versions, and so are the keys of the scenes its
  /// segues and actions name: then every part compares equal to equal.
  private var isUnchanged: Bool {
    guard old == new else { return false }
    for record in new.segues + new.actions {
      for id in record.to where oldFile.sceneKeys[id] != newFile.sceneKeys[id] { return false }
    }
    return true
  }

  private func elementChanges() -> [Change] {
    var changes: [Change] = []
    let oldIndex = Self.firstIndices(old.elements)
    let newIndex = Self.firstIndices(new.elements)
    for element in old.elements.dropFirst() where newIndex[element.key] == nil {
      changes.append(
        Change(
          subject: .view, kind: .removed, element: "'\(element.name)'",
          before: "(\(element.kind))"))
    }
    for (position, element) in new.elements.enumerated()
    where newIndex[element.key] == position {
      guard let index = oldIndex[element.key] else {
        changes.append(
          Change(
            subject: .view, kind: .added, element: "'\(element.name)'",
            after: "(\(element.kind)) in " + place(of: element, in: new)))
        continue
      }
      changes += compare(old.elements[index], element, isScene: position == 0)
    }
    return changes + subviewOrderChanges()
  }

  /// The views whose subviews both versions have in another order: their z-order, which
  /// draws one over another (a stack's arranged subviews have their own positions).
  private func subviewOrderChanges() -> [Change] {
    func children(in scene: SceneSnapshot, kept: Set<String>) -> [String: [Element]] {
      var lists: [String: [Element]] = [:]
      for element in scene.elements.dropFirst()
      where (element.role == "subviews" || element.role == "views") && kept.contains(element.key) {
        lists[element.parent, default: []].append(element)
      }
      return lists
    }
    // Views in both versions under the same superview.
    let oldPlaces = Dictionary(
      old.elements.map { ($0.key, "\($0.parent) \($0.role)") }, uniquingKeysWith: { a, _ in a })
    let kept = Set(
      new.elements.filter { oldPlaces[$0.key] == "\($0.parent) \($0.role)" }.map(\.key))
    let before = children(in: old, kept: kept)
    let after = children(in: new, kept: kept)
    var changes: [Change] = []
    for parent in new.elements.map(\.key) {
      guard let now = after[parent], let was = before[parent], now.map(\.key) != was.map(\.key)
      else { continue }
      let name =
        parent == new.key
        ? "the root view" : "'\(new.elements.first { $0.key == parent }?.name ?? parent)'"
      changes.append(
        Change(
          subject: .view, kind: .changed, element: name, field: "subview order",
          before: was.map { "'\($0.name)'" }.joined(separator: ", "),
          after: now.map { "'\($0.name)'" }.joined(separator: ", ")))
    }
    return changes
  }

  private func compare(_ before: Element, _ after: Element, isScene: Bool) -> [Change] {
    guard before != after else { return [] }
    let subject: Change.Subject = isScene ? .scene : .view
    let name = "'\(after.name)'"
    var changes: [Change] = []
    // An element with an Interface Builder id has no name of its own in the storyboard: its
    // id is made from its class, outlet or label, whose change is reported by itself.
    if before.name != after.name, after.key == after.name {
      changes.append(
        Change(
          subject: subject, kind: .renamed, element: name, before: "'\(before.name)'",
          after: name))
    }
    if !isScene, before.kind != after.kind {
      changes.append(
        Change(
          subject: .view, kind: .retyped, element: name, before: before.kind, after: after.kind))
    }
    if !isScene, before.parent != after.parent || before.role != after.role {
      changes.append(
        Change(
          subject: .view, kind: .moved, element: name, before: place(of: before, in: old),
          after: place(of: after, in: new)))
    } else if before.position != after.position {
      changes.append(
        Change(
          subject: .view, kind: .changed, element: name, field: "arranged position",
          before: before.position.map(String.init), after: after.position.map(String.init)))
    }
    for field in Set(before.fields.keys).union(after.fields.keys).sorted()
    where before.fields[field] != after.fields[field] {
      changes.append(
        Change(
          subject: subject, kind: .changed, element: name, field: field,
          before: before.fields[field], after: after.fields[field]))
    }
    for when in Set(before.variations.keys).union(after.variations.keys).sorted() {
      let (was, now) = (before.variations[when], after.variations[when])
      guard was != now else { continue }
      let element = "\(name) when \(FlowText.quoted(when))"
      switch (was, now) {
      case (nil, let now?):
        changes.append(Change(subject: .variation, kind: .added, element: element, after: now))
      case (let was?, nil):
        changes.append(Change(subject: .variation, kind: .removed, element: element, before: was))
      default:
        changes.append(
          Change(subject: .variation, kind: .changed, element: element, before: was, after: now))
      }
    }
    return changes
  }

  /// Where an element sits, for messages: `the root view`, `'card'`, `'stack' arrangedSubviews`,
  /// `navigationItem.right`.
  private func place(of element: Element, in scene: SceneSnapshot) -> String {
    guard element.parent != scene.key else {
      return element.role == "views" ? "the root view" : element.role
    }
    let parent = scene.elements.first { $0.key == element.parent }?.name ?? element.parent
    return element.role == "subviews" ? "'\(parent)'" : "'\(parent)' \(element.role)"
  }

  /// The index of the first element with each key.
  static func firstIndices(_ elements: [Element]) -> [String: Int] {
    var index: [String: Int] = [:]
    for (position, element) in elements.enumerated() where index[element.key] == nil {
      index[element.key] = position
    }
    return index
  }
}

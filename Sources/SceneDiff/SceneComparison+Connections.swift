/// Segues, outlets, actions and constraints compared by what they connect: the ids they
/// name are replaced by keys first, so renaming a view changes none of them.
extension SceneComparison {
  func segueChanges() -> [Change] {
    let before = old.segues.map { canonical($0, scene: old, file: oldFile) }
    let after = new.segues.map { canonical($0, scene: new, file: newFile) }
    let match = Pairing.match(
      old: before, new: after, exact: \.exact,
      keys: [
        { $0.fields["id"].map { "\($0)" } },
        { segue in segue.from.map { "\(segue.owner) \($0) \(segue.fields["trigger"] ?? "")" } },
        { segue in segue.fields["relationship"].map { "\(segue.owner) \($0)" } },
        { segue in segue.from == nil ? "\(segue.owner) \(segue.to)" : nil },
      ])
    var changes = match.removed.map { index in
      Change(
        subject: .segue, kind: .removed, element: segueName(old.segues[index]),
        before: segueSummary(old.segues[index]))
    }
    for (was, now) in match.pairs {
      let (from, to) = (old.segues[was], new.segues[now])
      let name = segueName(to)
      if before[was].to != after[now].to {
        changes.append(
          Change(
            subject: .segue, kind: .retargeted, element: name, before: quotedList(from.to),
            after: quotedList(to.to)))
      }
      if before[was].from != after[now].from {
        changes.append(
          Change(
            subject: .segue, kind: .changed, element: name, field: "from",
            before: from.from.map { "'\($0)'" }, after: to.from.map { "'\($0)'" }))
      }
      for field in Set(from.fields.keys).union(to.fields.keys).sorted()
      where from.fields[field] != to.fields[field] {
        changes.append(
          Change(
            subject: .segue, kind: .changed, element: name,
            field: field == "id" ? "identifier" : field, before: from.fields[field],
            after: to.fields[field]))
      }
    }
    changes += match.added.map { index in
      Change(
        subject: .segue, kind: .added, element: segueName(new.segues[index]),
        after: segueSummary(new.segues[index]))
    }
    return changes
  }

  /// Outlets are paired by owner, kind and property; where one version repeats a key (an
  /// outlet connected twice), the repeats pair in order, and only those one version lacks
  /// are added or removed.
  func outletChanges() -> [Change] {
    func key(_ outlet: OutletRecord) -> String {
      "\(outlet.owner) \(outlet.isDelegate) \(outlet.property)"
    }
    let after = Dictionary(grouping: new.outlets.indices) { key(new.outlets[$0]) }
    var before = Dictionary(grouping: old.outlets.indices) { key(old.outlets[$0]) }
    var changes: [Change] = []
    for (place, outlet) in old.outlets.enumerated() {
      let repeats = before[key(outlet)] ?? []
      guard let rank = repeats.firstIndex(of: place), rank >= (after[key(outlet)]?.count ?? 0)
      else { continue }
      changes.append(
        Change(
          subject: .outlet, kind: .removed, element: outletName(outlet),
          before: "→ " + quotedList(outlet.targets)))
    }
    for outlet in new.outlets {
      guard let index = before[key(outlet)]?.first else {
        changes.append(
          Change(
            subject: .outlet, kind: .added, element: outletName(outlet),
            after: "→ " + quotedList(outlet.targets)))
        continue
      }
      before[key(outlet)]?.removeFirst()
      let previous = old.outlets[index]
      let (was, now) = (previous.targets.map(old.viewKey), outlet.targets.map(new.viewKey))
      if was != now {
        // A view replaced by another of the same name: the keys tell them apart.
        let same = previous.targets == outlet.targets
        changes.append(
          Change(
            subject: .outlet, kind: .retargeted, element: outletName(outlet),
            before: quotedList(previous.targets)
              + (same ? " (\(was.joined(separator: ", ")))" : ""),
            after: quotedList(outlet.targets) + (same ? " (\(now.joined(separator: ", ")))" : "")))
      }
    }
    return changes
  }

  func actionChanges() -> [Change] {
    let before = old.actions.map { canonical($0, scene: old, file: oldFile) }
    let after = new.actions.map { canonical($0, scene: new, file: newFile) }
    let match = Pairing.match(
      old: before, new: after, exact: \.exact,
      keys: [
        { "\($0.owner) \($0.fields["name"] ?? "") \($0.from ?? "")" },
        { "\($0.owner) \($0.fields["name"] ?? "")" },
        { "\($0.owner) \($0.from ?? "") \($0.fields["event"] ?? "")" },
      ])
    var changes = match.removed.map { index in
      Change(
        subject: .action, kind: .removed, element: actionName(old.actions[index]),
        before: old.actions[index].from.map { "from '\($0)'" })
    }
    for (was, now) in match.pairs {
      let (from, to) = (old.actions[was], new.actions[now])
      let name = actionName(to)
      if before[was].from != after[now].from {
        changes.append(
          Change(
            subject: .action, kind: .retargeted, element: name,
            before: from.from.map { "from '\($0)'" }, after: to.from.map { "from '\($0)'" }))
      }
      if before[was].to != after[now].to {
        changes.append(
          Change(
            subject: .action, kind: .retargeted, element: name,
            before: from.to.isEmpty ? "the controller" : quotedList(from.to),
            after: to.to.isEmpty ? "the controller" : quotedList(to.to)))
      }
      for field in Set(from.fields.keys).union(to.fields.keys).sorted()
      where from.fields[field] != to.fields[field] {
        changes.append(
          Change(
            subject: .action, kind: .changed, element: name, field: field,
            before: from.fields[field], after: to.fields[field]))
      }
    }
    changes += match.added.map { index in
      Change(
        subject: .action, kind: .added, element: actionName(new.actions[index]),
        after: new.actions[index].from.map { "from '\($0)'" })
    }
    return changes
  }

  func constraintChanges() -> [Change] {
    typealias Keys = (identity: String, exact: String, byFirst: String, bySecond: String)
    func canonical(_ record: ConstraintRecord, _ scene: SceneSnapshot) -> Keys {
      let found = ConstraintText.canonical(record.text, in: scene)
      let prefix = "\(record.owner) [\(record.when)] "
      return (
        prefix + found.identity, prefix + found.value + " " + record.extras,
        prefix + found.byFirst, prefix + found.bySecond
      )
    }
    let before = old.constraints.map { canonical($0, old) }
    let after = new.constraints.map { canonical($0, new) }
    let match = Pairing.match(
      old: before, new: after, exact: \.exact,
      keys: [{ $0.identity }, { $0.byFirst }, { $0.bySecond }])
    func text(_ record: ConstraintRecord) -> String {
      record.extras.isEmpty ? record.text : "\(record.text) \(record.extras)"
    }
    func condition(_ record: ConstraintRecord) -> String? {
      record.when.isEmpty ? nil : "when \(FlowText.quoted(record.when))"
    }
    var changes = match.removed.map { index in
      Change(
        subject: .constraint, kind: .removed, element: text(old.constraints[index]),
        before: condition(old.constraints[index]))
    }
    for (was, now) in match.pairs {
      changes.append(
        Change(
          subject: .constraint, kind: .changed, element: condition(new.constraints[now]) ?? "",
          before: text(old.constraints[was]), after: text(new.constraints[now])))
    }
    changes += match.added.map { index in
      Change(
        subject: .constraint, kind: .added, element: text(new.constraints[index]),
        after: condition(new.constraints[index]))
    }
    return changes
  }

  /// A segue or action with its ids replaced by keys, and its whole value on one line.
  private func canonical(_ record: Record, scene: SceneSnapshot, file: FileSnapshot)
    -> (owner: String, from: String?, to: String, fields: [String: String], exact: String)
  {
    let from = record.from.map(scene.viewKey)
    let to = record.to.map { file.sceneKeys[$0] ?? scene.viewKey($0) }.joined(separator: ", ")
    let fields = record.fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let exact = "\(record.owner) \(from ?? "") → \(to) " + fields.joined(separator: " ")
    return (record.owner, from, to, record.fields, exact)
  }

  private func segueName(_ segue: Record) -> String {
    if let id = segue.fields["id"] { return "'\(id)'" }
    if let from = segue.from { return "from '\(from)'" }
    if let relationship = segue.fields["relationship"] { return relationship }
    if let action = segue.fields["action"] { return "unwind \(action)" }
    return "to " + quotedList(segue.to)
  }

  private func segueSummary(_ segue: Record) -> String {
    var parts = ["(" + (segue.fields["kind"] ?? "segue")]
    if let from = segue.from, segue.fields["id"] != nil { parts.append("from '\(from)'") }
    if !segue.to.isEmpty { parts.append("to " + quotedList(segue.to)) }
    return parts.joined(separator: " ") + ")"
  }

  private func outletName(_ outlet: OutletRecord) -> String {
    outlet.isDelegate ? "'\(outlet.property)' (delegate)" : "'\(outlet.property)'"
  }

  private func actionName(_ action: Record) -> String {
    "'" + (action.fields["name"] ?? action.fields["selector"] ?? "?") + "'"
  }

  private func quotedList(_ ids: [String]) -> String {
    ids.map { "'\($0)'" }.joined(separator: ", ")
  }
}

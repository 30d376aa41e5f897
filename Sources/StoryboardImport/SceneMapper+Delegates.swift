import StoryboardXML

/// A view's delegate wiring (`<outlet property="dataSource" destination=...>` on a table
/// view, `delegate` on a text field, ...) as its `delegates:` (an extension), each to `self`
/// (the scene's controller) or a view or object of the scene. A table whose `dataSource` goes
/// nowhere shows no rows, so the wiring is carried and counted (`Census`); wiring owned by
/// anything but a view (a controller's, a cell's, a gesture's, an object's) is listed as not
/// carried, at its line.
extension SceneMapper {
  /// Each view's `delegates:` mapping, by view id, in document order of the views; what
  /// cannot be carried is reported (`skip`).
  func mapDelegates() -> [(view: String, delegates: YAMLTree)] {
    var out: [(view: String, delegates: YAMLTree)] = []
    var owners: [(element: IBElement, role: ConnectionSource)] = [(controller, .controller)]
    owners += sources
    for object in scene.first("objects")?.children(named: "customObject") ?? [] {
      let name = objectIDs[object.ibID] ?? object.ibID
      owners.append((object, ConnectionSource.leftOut(what: "object '\(name)'")))
    }
    for (element, role) in owners {
      let wiring = (element.first("connections")?.children(named: "outlet") ?? []).filter {
        Census.delegateOutlets.contains($0["property"] ?? "")
      }
      guard !wiring.isEmpty else { continue }
      guard case .view(let id, _) = role else {
        for outlet in wiring {
          skip(
            outlet.position, "outlet '\(outlet["property"] ?? "?")' of \(describe(role, element))",
            "the scene format carries the delegate wiring of views only (delegates:)")
        }
        continue
      }
      var delegates = YAMLTree.mapping(at: element.position)
      for outlet in wiring {
        guard let property = outlet["property"], let destination = outlet["destination"] else {
          continue
        }
        guard let target = delegateTarget(destination) else {
          skip(
            outlet.position, "outlet '\(property)' of '\(id)'",
            "it connects to '\(destination)', \(whatIsLeftOut(destination)); delegates: connect "
              + "to the scene's controller or a view, cell or object of the scene")
          continue
        }
        delegates.set(property, .string(target, at: outlet.position))
        carry(.outlets, outlet.ibID)
      }
      if !delegates.isEmpty { out.append((id, delegates)) }
    }
    return out
  }

  /// `self` for the scene's controller, else the id of a view, cell or object of the scene;
  /// nil for anything else.
  private func delegateTarget(_ destination: String) -> String? {
    if destination == controller.ibID { return "self" }
    if let view = views[destination]?.id { return view }
    return objectIDs[destination]
  }
}

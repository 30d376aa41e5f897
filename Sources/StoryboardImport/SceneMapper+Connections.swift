import SceneModel
import StoryboardXML
import TextPosition

/// Outlets, actions and segues: each `<connections>` child, read where IB keeps it (in its
/// source), becomes the scene's `outlets:`, `actions:` or `segues:` (IB-STORYBOARD.md §3.3,
/// §3.4).
extension SceneMapper {
  static let events: [String: String] = [
    "touchUpInside": "touchUpInside", "valueChanged": "valueChanged",
    "editingChanged": "editingChanged", "editingDidEnd": "editingDidEnd",
    "primaryActionTriggered": "primaryAction", "editingDidBegin": "editingDidBegin",
    "editingDidEndOnExit": "editingDidEndOnExit", "touchDown": "touchDown",
  ]
  /// The types that send actions (`ViewTraits.events`), and a refresh control.
  static let controls = Set(ViewType.allCases.filter(\.isControl).map(\.rawValue))
    .union(["refreshControl"])
  static let presentations: Set<String> = [
    "automatic", "fullScreen", "pageSheet", "formSheet", "overFullScreen", "currentContext",
    "overCurrentContext",
  ]
  static let transitions: Set<String> = [
    "coverVertical", "flipHorizontal", "crossDissolve", "partialCurl",
  ]
  static let relationships: [String: String] = [
    "rootViewController": "rootViewController", "viewControllers": "viewControllers",
    "masterViewController": "master", "supplementaryViewController": "supplementary",
    "detailViewController": "detail",
  ]

  /// `outlets`, `actions` and `segues`, those that have something.
  func mapConnections() -> [(String, YAMLTree)] {
    var outlets = YAMLTree.mapping(at: controller.position)
    var outletNamesTaken: Set<String> = []
    var collections: [(property: String, targets: [String], ibIDs: [String], at: TextPosition)] =
      []
    var actions: [YAMLTree] = []
    var segues: [(YAMLTree, TextPosition)] = []
    var tabs: (targets: [String], ibIDs: [String], at: TextPosition)?
    sources.insert((controller, .controller), at: 0)
    let outletOwners = Set(viewsOwningOutlets.map(\.element.ibID))
    for (element, role) in sources {
      for connection in element.first("connections")?.children ?? [] {
        switch connection.name {
        case "outlet", "outletCollection":
          guard case .controller = role else {
            // A cell's outlets, and a custom view's, are carried with it (`ownedOutlets`).
            let counted: Bool =
              if case .cell = role { true } else { outletOwners.contains(element.ibID) }
            if !counted, connection["property"] != "gestureRecognizers",
              !Census.notOwnedOutlets.contains(connection["property"] ?? "")
            {
              skip(
                connection.position,
                "outlet '\(connection["property"] ?? "?")' of \(describe(role, element))",
                "only a view of a custom class, a cell or an object owns outlets in the scene "
                  + "format; this one has no class")
            }
            continue
          }
          mapOutlet(connection, into: &outlets, taken: &outletNamesTaken, collections: &collections)
        case "action":
          if let action = mapAction(connection, from: element, role: role) {
            actions.append(action)
          }
        case "segue":
          handledSegues.insert(connection.ibID)
          if connection["kind"] == "relationship", connection["relationship"] == "viewControllers",
            case .controller = role, let destination = connection["destination"]
          {
            let target = session.sceneID(forController: destination)
            if tabs == nil { tabs = ([], [], connection.position) }
            tabs?.targets.append(target)
            tabs?.ibIDs.append(connection.ibID)
            continue
          }
          if let segue = mapSegue(connection, from: element, role: role) {
            segues.append((segue, connection.position))
          }
        default:
          break
        }
      }
    }
    for (segue, trigger) in orphanSegues + unreadSegues() {
      if let tree = mapSegue(segue, from: controller, role: .controller, orphan: trigger) {
        segues.append((tree, segue.position))
      }
    }
    for collection in collections {
      outlets.set(
        collection.property,
        YAMLTree(.flowList(collection.targets.map(YAMLTree.quoted)), at: collection.at))
      for id in collection.ibIDs { carry(.outlets, id) }
    }
    if let tabs {
      var tree = YAMLTree.mapping(at: tabs.at)
      tree.set("kind", .string("relationship", at: tabs.at))
      tree.set("relationship", .string("viewControllers", at: tabs.at))
      tree.set("to", YAMLTree(.flowList(tabs.targets.map(YAMLTree.quoted)), at: tabs.at))
      segues.append((tree, tabs.at))
      for id in tabs.ibIDs { carry(.segues, id) }
    }
    segues.sort { $0.1 < $1.1 }
    var result: [(String, YAMLTree)] = []
    if !outlets.isEmpty { result.append(("outlets", outlets)) }
    if !actions.isEmpty {
      result.append(("actions", YAMLTree(.list(actions), at: controller.position)))
    }
    if !segues.isEmpty {
      result.append(("segues", YAMLTree(.list(segues.map(\.0)), at: controller.position)))
    }
    return result
  }

  /// The segues of elements the import did not carry (a standalone toolbar's items, a
  /// view inside a cell), with what holds them.
  private func unreadSegues() -> [(segue: IBElement, trigger: String)] {
    let claimed = handledSegues.union(orphanSegues.map(\.segue.ibID))
    var found: [(segue: IBElement, trigger: String)] = []
    for (segue, owner) in index.segues where !claimed.contains(segue.ibID) {
      found.append((segue, "its source, \(owner.name) '\(owner.ibID)',"))
    }
    return found
  }

  func describe(_ role: ConnectionSource, _ element: IBElement) -> String {
    switch role {
    case .controller: "the controller"
    case .view(let id, _): "'\(id)'"
    case .barItem(let id): "bar item '\(id)'"
    case .cell(let id): "cell '\(id)'"
    case .gesture(let view, _, let type): "the \(type) gesture of '\(view)'"
    case .leftOut(let what): what
    }
  }

  private func mapOutlet(
    _ outlet: IBElement, into outlets: inout YAMLTree, taken: inout Set<String>,
    collections: inout [(property: String, targets: [String], ibIDs: [String], at: TextPosition)]
  ) {
    guard let property = outlet["property"], let destination = outlet["destination"] else { return }
    if Census.notOwnedOutlets.contains(property) || property == "searchDisplayController" { return }
    if elementName(of: destination) == nil {
      // Nothing in this scene has that id: a broken connection, which the validator reports
      // (`outlet-dangling-destination`) under a name that shows the IB id.
      let missing = YAMLTree.string(
        IdentifierSpace.sanitized("missing_\(destination)"), at: outlet.position)
      if taken.insert(property).inserted {
        outlets.add(property, missing)
      } else {
        outlets.set(property, missing)
      }
      return
    }
    guard
      let target = views[destination]?.id ?? constraintNames[destination] ?? objectIDs[destination]
        ?? builtInLabelIDs[destination] ?? gestureIDs[destination]
    else {
      skip(
        outlet.position, "outlet '\(property)'",
        "it connects to '\(destination)', \(whatIsLeftOut(destination))")
      return
    }
    guard IdentifierSpace.isIdentifier(property) else {
      skip(outlet.position, "outlet '\(property)'", "it is not a valid property name")
      return
    }
    if outlet.name == "outletCollection" {
      if let index = collections.firstIndex(where: { $0.property == property }) {
        collections[index].targets.append(target)
        collections[index].ibIDs.append(outlet.ibID)
      } else if !taken.contains(property) {
        taken.insert(property)
        collections.append((property, [target], [outlet.ibID], outlet.position))
      }
      return
    }
    guard !taken.contains(property) else {
      skip(
        outlet.position, "outlet '\(property)'", "the controller has another outlet of that name")
      return
    }
    taken.insert(property)
    outlets.add(property, .string(target, at: outlet.position))
    carry(.outlets, outlet.ibID)
  }

  /// Why an IB id has no view in the scene.
  func whatIsLeftOut(_ id: String) -> String {
    if session.sceneIDs[id] != nil { return "a view controller, not a view" }
    if carriedGestures.contains(id) {
      return "a gesture recognizer, carried as a gesture of its view (outlets to gestures are not "
        + "in the scene format)"
    }
    let first = index.firstElements[id]
    let line = first.map { " (line \($0.position.line))" } ?? ""
    switch first?.name {
    case "constraint"?:
      return "a constraint\(line) the import could not name: it is left out, or it has a line "
        + "per size class"
    case "viewLayoutGuide"?:
      return "a layout guide the scene format does not have: a scroll view's content or frame "
        + "guide (constraints between a scroll view's edges and its subviews tie to its content "
        + "instead), or the safe area of a view the import left out"
    case nil: return "which is not in this scene"
    default: return "a <\(first?.name ?? "")>\(line) the import left out"
    }
  }

  /// The format's name of an action selector (`flipCard:` is `flipCard`, `a:b:` is `a_b`); nil
  /// when that is not a valid name.
  static func actionName(_ selector: String) -> String? {
    let name = String(selector.split(separator: ":").joined(separator: "_"))
    return IdentifierSpace.isIdentifier(name) ? name : nil
  }

  private func mapAction(_ action: IBElement, from element: IBElement, role: ConnectionSource)
    -> YAMLTree?
  {
    let selector = action["selector"] ?? "?"
    let what = "action '\(selector)'"
    // Sent to the controller, to a view or cell of the scene (`target:`), or to another
    // scene's controller (`targetScene:`, stale XML).
    var elsewhere: (key: String, id: String)? = nil
    if let destination = action["destination"], destination != controller.ibID {
      if let scene = session.sceneIDs[destination] {
        elsewhere = ("targetScene", scene)
      } else if let view = views[destination]?.id ?? objectIDs[destination] {
        elsewhere = ("target", view)
      } else {
        skip(
          action.position, what,
          "it is sent to '\(destination)', \(whatIsLeftOut(destination)); the format sends an "
            + "action to its scene's controller, a view or cell of the scene, or another scene")
        return nil
      }
    } else if action["destination"] == nil {
      skip(action.position, what, "it is sent to nothing (no destination)")
      return nil
    }
    let source: String
    var event: String? = nil
    switch role {
    case .view(let id, let type) where Self.controls.contains(type):
      source = id
      if let type = action["eventType"] {
        guard let mapped = Self.events[type] else {
          skip(
            action.position(of: "eventType"), "\(what) for \(type)",
            "the format's events are \(Self.events.values.sorted().joined(separator: ", "))"
          )
          return nil
        }
        event = mapped
      }
    case .barItem(let id):
      source = id
    case .gesture(let view, _, _):
      guard gestureAction(of: element)?.ibID == action.ibID else {
        skip(action.position, what, "a gesture sends one action in the format; this is another")
        return nil
      }
      source = view
    default:
      skip(
        action.position, what,
        "it is sent by \(describe(role, element)), which is not a control or bar item of the format"
      )
      return nil
    }
    guard let name = Self.actionName(selector) else {
      skip(action.position, what, "its selector is not a valid name")
      return nil
    }
    var tree = YAMLTree.mapping(at: action.position)
    tree.set("name", .string(name, at: action.position(of: "selector")))
    tree.set("from", .string(source, at: action.position))
    if let event { tree.set("event", .string(event, at: action.position(of: "eventType"))) }
    tree.set("selector", .string(selector, at: action.position(of: "selector")))
    if let elsewhere {
      tree.set(elsewhere.key, .string(elsewhere.id, at: action.position(of: "destination")))
    }
    carry(.actions, action.ibID)
    return tree
  }
}

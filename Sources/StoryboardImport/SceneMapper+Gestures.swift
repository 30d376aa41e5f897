import StoryboardXML
import TextPosition

/// Gesture recognizers (IB-STORYBOARD.md §5, hard case 6): a recognizer is an object of the
/// scene, attached to a view by the view's `gestureRecognizers` outlet collection. It becomes a
/// `gestures:` entry of that view (of the scene, for the root view's); its action becomes an
/// action sent from the view (`rootView`) and its segue a segue from the view, which the
/// gesture names (`action:`, `segue:`).
extension SceneMapper {
  /// Interface Builder's recognizer elements and the format's gesture types
  /// (`pongPressGestureRecognizer` is Xcode's spelling of the long press).
  static let gestureTypes: [String: String] = [
    "tapGestureRecognizer": "tap", "swipeGestureRecognizer": "swipe",
    "pongPressGestureRecognizer": "longPress", "panGestureRecognizer": "pan",
    "pinchGestureRecognizer": "pinch", "rotationGestureRecognizer": "rotation",
    "screenEdgePanGestureRecognizer": "screenEdgePan",
  ]

  /// The segue kinds a gesture's segue keeps (an embed or relationship comes from no gesture).
  static let gestureSegueKinds: Set<String> = [
    "push", "show", "showDetail", "modal", "presentation", "replace", "popoverPresentation",
    "popover", "custom", "unwind",
  ]

  /// For each recognizer a view lists in its `gestureRecognizers`, the IB id of that view; when
  /// several list it, the one whose connection comes last in the file (UIKit keeps a recognizer
  /// on one view, the last it was added to).
  static func gestureOwners(in controller: IBElement) -> [String: String] {
    var owners: [String: (view: String, at: TextPosition)] = [:]
    var pending = [controller]
    while let element = pending.popLast() {
      for connection in element.first("connections")?.children(named: "outletCollection") ?? []
      where connection["property"] == "gestureRecognizers" {
        guard let target = connection["destination"] else { continue }
        if let known = owners[target], known.at > connection.position { continue }
        owners[target] = (element.ibID, connection.position)
      }
      pending.append(contentsOf: element.children)
    }
    return owners.mapValues(\.view)
  }

  /// The `gestures:` of the view `element` (carried as `id`): the recognizers it owns, in the
  /// order it lists them; nil when it has none.
  func mapGestures(of element: IBElement, id: String) -> YAMLTree? {
    guard let connections = element.first("connections") else { return nil }
    var items: [YAMLTree] = []
    for connection in connections.children(named: "outletCollection")
    where connection["property"] == "gestureRecognizers" {
      guard let target = connection["destination"], gestureOwners[target] == element.ibID,
        !carriedGestures.contains(target),
        let recognizer = scene.first("objects")?.children.first(where: { $0.ibID == target }),
        let type = Self.gestureTypes[recognizer.name]
      else { continue }
      carriedGestures.insert(target)
      carry(.outlets, connection.ibID)
      items.append(mapGesture(recognizer, type: type, view: id))
      sources.append((recognizer, .gesture(view: id, viewIB: element.ibID, type: type)))
    }
    return items.isEmpty ? nil : YAMLTree(.list(items), at: connections.position)
  }

  /// The scene's `gestures:`: the recognizers of a view controller's root view (LootLogger's
  /// background tap), whose actions and segues are sent from `rootView`; nil when it has none.
  /// A table or collection view controller's root view is a view of the scene, which carries
  /// its own.
  func mapRootGestures() -> YAMLTree? {
    guard kind == "viewController", let root = controller.child(key: "view") else { return nil }
    return mapGestures(of: root, id: "rootView")
  }

  private func mapGesture(_ recognizer: IBElement, type: String, view: String) -> YAMLTree {
    var tree = YAMLTree.mapping(at: recognizer.position)
    tree.set("type", .string(type, at: recognizer.position))
    // An outlet to the recognizer (xDrip's chart pan, Provenance's image taps) names it.
    if let name = outletNames[recognizer.ibID] {
      let id = ids.claim(name)
      gestureIDs[recognizer.ibID] = id
      tree.set("id", .string(id, at: recognizer.position))
    }
    let what = "the \(type) gesture '\(recognizer.ibID)' of '\(view)'"
    if type == "swipe", let direction = recognizer["direction"] {
      if ["right", "left", "up", "down"].contains(direction) {
        tree.set("direction", .string(direction, at: recognizer.position(of: "direction")))
      } else {
        skip(
          recognizer.position(of: "direction"), "direction '\(direction)' of \(what)",
          "a swipe takes one direction (right, left, up or down); it recognizes right here")
      }
    }
    if type == "tap", let taps = recognizer.number("numberOfTapsRequired"), taps != 1 {
      if taps == taps.rounded(), (1...10).contains(taps) {
        tree.set("taps", .number(taps, at: recognizer.position(of: "numberOfTapsRequired")))
      } else {
        skip(
          recognizer.position(of: "numberOfTapsRequired"), "numberOfTapsRequired of \(what)",
          "a tap takes 1 to 10 taps; it takes one here")
      }
    }
    if let touches = recognizer.number("numberOfTouchesRequired"), touches != 1 {
      skip(
        recognizer.position(of: "numberOfTouchesRequired"), "numberOfTouchesRequired of \(what)",
        "the format's gestures are made with one finger")
    }
    if let action = gestureAction(of: recognizer),
      let selector = action["selector"], let name = Self.actionName(selector)
    {
      tree.set("action", .string(name, at: action.position(of: "selector")))
    }
    if let segue = recognizer.first("connections")?.children(named: "segue").first,
      willCarryGestureSegue(segue)
    {
      let id =
        segue["identifier"].map { claimSegueIdentifier(segue, $0) }
        ?? segueIDs.claim("segue_\(segue.ibID)")
      gestureSegueIDs[segue.ibID] = id
      tree.set("segue", .string(id, at: segue.position))
    }
    return tree
  }

  /// The action a recognizer sends in the format: its first one to the scene's controller.
  func gestureAction(of recognizer: IBElement) -> IBElement? {
    recognizer.first("connections")?.children(named: "action").first {
      $0["destination"] == controller.ibID
    }
  }

  /// Whether `mapSegue` keeps a gesture's segue: a kind it maps, and for an unwind an action
  /// whose destination the import can tell.
  private func willCarryGestureSegue(_ segue: IBElement) -> Bool {
    guard let kind = segue["kind"], Self.gestureSegueKinds.contains(kind) else { return false }
    guard kind == "unwind" else { return true }
    guard let action = segue["unwindAction"] else { return false }
    return !(session.unwindTargets[id + " " + action] ?? []).isEmpty
  }

  /// Why a recognizer of the scene's objects is not carried.
  func gestureLeftOut(_ recognizer: IBElement) -> String {
    guard Self.gestureTypes[recognizer.name] != nil else {
      return "this recognizer class is not in the scene format"
    }
    guard let owner = gestureOwners[recognizer.ibID] else {
      return "no view lists it in its gestureRecognizers, so it is attached to none"
    }
    return "it is attached to '\(owner)', \(whatIsLeftOut(owner))"
  }
}

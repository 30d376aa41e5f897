import StoryboardXML

/// Segues (IB-STORYBOARD.md §3.4): kinds old and new, triggers, presentation styles,
/// popover anchors, embeds and unwinds by action.
extension SceneMapper {
  /// A segue; `orphan` names its trigger when that is not carried, and the segue becomes a
  /// manual one (performed from code), so the scenes it leads to stay reachable.
  func mapSegue(
    _ segue: IBElement, from element: IBElement, role: ConnectionSource, orphan: String? = nil
  ) -> YAMLTree? {
    let kind = segue["kind"] ?? ""
    let label = "\(kind) segue" + (segue["identifier"].map { " '\($0)'" } ?? " '\(segue.ibID)'")
    var tree = YAMLTree.mapping(at: segue.position)
    if let orphan {
      skip(
        segue.position, "the trigger of \(label)",
        "\(orphan) is not in the scene format yet; the segue is a manual one here (performed from code)"
      )
      if segue["identifier"] == nil {
        tree.set("id", .string(segueIDs.claim("segue_\(segue.ibID)"), at: segue.position))
      }
    }
    if case .gesture = role {
      guard let id = gestureSegueIDs[segue.ibID] else {
        skip(segue.position, label, "a gesture performs one segue in the format; this is another")
        return nil
      }
      tree.set("id", .string(id, at: segue.position(of: "identifier")))
    } else if let identifier = segue["identifier"], kind != "relationship" {
      tree.set(
        "id", .string(claimSegueIdentifier(segue, identifier), at: segue.position(of: "identifier"))
      )
    }
    var formatKind: String
    switch kind {
    case "push", "show", "showDetail", "modal", "embed": formatKind = kind
    case "presentation": formatKind = "modal"
    case "replace": formatKind = "showDetail"
    case "popoverPresentation", "popover": formatKind = "popover"
    case "unwind": formatKind = "unwind"
    case "relationship": formatKind = "relationship"
    case "custom" where segue["customClass"].map(IdentifierSpace.isIdentifier) == true:
      formatKind = "custom"
    case "custom":
      skip(
        segue.position, label,
        "a custom segue needs a class name to run; it is a modal presentation here")
      formatKind = "modal"
    default:
      skip(segue.position, label, "this segue kind is not in the scene format")
      return nil
    }
    tree.set("kind", .string(formatKind, at: segue.position(of: "kind")))
    switch role {
    case .controller:
      break
    case .view(let id, let type) where Self.controls.contains(type) || formatKind == "embed":
      tree.set("from", .string(id, at: segue.position))
    case .gesture(let view, _, _):
      tree.set("from", .string(view, at: segue.position))
    case .barItem(let id), .cell(let id):
      tree.set("from", .string(id, at: segue.position))
      if segue["trigger"] == "accessoryAction" {
        tree.set("trigger", .string("accessory", at: segue.position(of: "trigger")))
      }
    default:
      skip(
        segue.position, label,
        "it is performed by \(describe(segue, role)), which is not a control, bar item or cell of the format"
      )
      return nil
    }
    if formatKind == "relationship" {
      guard let relationship = segue["relationship"].flatMap({ Self.relationships[$0] }) else {
        skip(
          segue.position, "relationship '\(segue["relationship"] ?? "?")'",
          "this container relationship is not in the scene format yet")
        return nil
      }
      tree.set("relationship", .string(relationship, at: segue.position(of: "relationship")))
    }
    if formatKind == "unwind" {
      guard let action = segue["unwindAction"] else {
        skip(segue.position, label, "it names no unwind action")
        return nil
      }
      guard !(session.unwindTargets[id + " " + action] ?? []).isEmpty else {
        skip(
          segue.position, label,
          "no scene leads here, so the import cannot tell which class implements '\(action)'")
        return nil
      }
      tree.set("action", .string(action, at: segue.position(of: "unwindAction")))
    } else {
      let destination = segue["destination"] ?? ""
      tree.set(
        "to",
        .string(session.sceneID(forController: destination), at: segue.position(of: "destination")))
      if kind == "presentation" || kind == "modal" {
        presentation(segue, destination: destination, into: &tree)
      }
      if formatKind == "popover", case .gesture(let view, let viewIB, _) = role {
        let anchor = segue["popoverAnchorBarButtonItem"] ?? segue["popoverAnchorView"]
        if let anchor, anchor != viewIB {
          skip(
            segue.position, "popover anchor '\(views[anchor]?.id ?? anchor)'",
            "the format anchors a gesture's popover at the gesture's view, '\(view)' here")
        }
      } else if formatKind == "popover" {
        anchor(segue, into: &tree)
        if !tree.has("from") {
          skip(
            segue.position, "the anchor of \(label)",
            "a popover needs a control or bar item to point at; it is a modal presentation here")
          tree.set("kind", .string("modal", at: segue.position(of: "kind")))
        }
      }
    }
    if let name = segue["customClass"], IdentifierSpace.isIdentifier(name) {
      tree.set("class", .string(name, at: segue.position(of: "customClass")))
    }
    carry(.segues, segue.ibID)
    return tree
  }

  /// A segue's `identifier` as a segue id of the scene, as written (the format's segue ids
  /// are any text, as UIKit's); noted when it had to change: empty, too long or with control
  /// characters, or the scene's second segue of that identifier.
  func claimSegueIdentifier(_ segue: IBElement, _ identifier: String) -> String {
    let id = segueIDs.claim(verbatim: identifier)
    if id != identifier {
      skip(
        segue.position(of: "identifier"), "segue identifier '\(identifier)'",
        "the format's segue ids are unique in their scene and up to 256 bytes of text without "
          + "control characters; it is '\(id)' here")
    }
    return id
  }

  private func describe(_ segue: IBElement, _ role: ConnectionSource) -> String {
    switch role {
    case .view(let id, let type): "'\(id)', a \(type)"
    case .leftOut(let what): what
    default: "its source"
    }
  }

  /// `presentation:` and `transition:` from the segue, else from the destination controller.
  private func presentation(_ segue: IBElement, destination: String, into tree: inout YAMLTree) {
    let target = session.controllers[destination]
    for (attribute, key, allowed) in [
      ("modalPresentationStyle", "presentation", Self.presentations),
      ("modalTransitionStyle", "transition", Self.transitions),
    ] {
      let (value, at) =
        segue[attribute].map { ($0, segue.position(of: attribute)) }
        ?? target?[attribute].map { ($0, target?.position(of: attribute) ?? segue.position) } ?? (
          nil, segue.position
        )
      guard let value else { continue }
      if allowed.contains(value) {
        tree.set(key, .string(value, at: at))
      } else {
        skip(
          at, "\(attribute) '\(value)'",
          "the format's values are \(allowed.sorted().joined(separator: ", ")); the default is used"
        )
      }
    }
  }

  /// A popover's `from:` is its anchor, when IB names one other than the trigger.
  private func anchor(_ segue: IBElement, into tree: inout YAMLTree) {
    guard let anchor = segue["popoverAnchorBarButtonItem"] ?? segue["popoverAnchorView"] else {
      return
    }
    guard let (id, type) = views[anchor] else {
      skip(
        segue.position, "popover anchor '\(anchor)'", "it is '\(anchor)', \(whatIsLeftOut(anchor))")
      return
    }
    guard Self.controls.contains(type) || type == "barItem" else {
      skip(
        segue.position, "popover anchor '\(id)'",
        "the format anchors popovers at controls and bar items; '\(id)' is a \(type)")
      return
    }
    tree.set("from", .string(id, at: segue.position(of: "popoverAnchorView")))
  }
}

import StoryboardXML

/// Custom objects (`<customObject customClass=...>` beside the controller, Interface
/// Builder's Object) as the scene's `objects:` (an extension): an id, the class, and the
/// outlets the object owns to the scene's views. A bar button item beside the controller,
/// which code puts in a bar, is an object too (`freeBarItem(_:)`).
extension SceneMapper {
  /// The `objects:` list; objects with no class of the app are listed as not carried.
  func mapObjects() -> [YAMLTree] {
    var list: [YAMLTree] = []
    for object in scene.first("objects")?.children ?? [] {
      if object.name == "barButtonItem", object["sceneMemberID"] == nil {
        list.append(freeBarItem(object))
      }
      guard object.name == "customObject" else { continue }
      guard let name = object["customClass"], IdentifierSpace.isIdentifier(name) else {
        skip(
          object.position, "custom object '\(object.ibID)'",
          "it has no class of the app (or not a valid class name), so it is no object of the app")
        continue
      }
      let outletName = outletNames[object.ibID].flatMap {
        Census.notOwnedOutlets.contains($0) ? nil : $0
      }
      let base =
        outletName ?? object["userLabel"].map(IdentifierSpace.lowerFirst)
        ?? IdentifierSpace.lowerFirst(name)
      let id = ids.claim(base)
      objectIDs[object.ibID] = id
      var tree = YAMLTree.mapping(at: object.position)
      tree.set("ib", .string(object.ibID, at: object.position(of: "id")))
      tree.set("id", .string(id, at: object.position))
      tree.set("class", .string(name, at: object.position(of: "customClass")))
      if let outlets = ownedOutlets(of: object, owner: "object '\(id)'") {
        tree.set("outlets", outlets)
      }
      list.append(tree)
    }
    return list
  }

  /// A bar button item among the scene's objects (CloudNotes' and GreatReader's toolbar
  /// items, which the controller's code puts in its bars through its outlets): an object of
  /// its class (`UIBarButtonItem` unless a custom one), so the outlets to it are carried. Its
  /// actions and segues are listed as lost: no bar of the file shows it.
  func freeBarItem(_ item: IBElement) -> YAMLTree {
    let custom = item["customClass"].flatMap { IdentifierSpace.isIdentifier($0) ? $0 : nil }
    let base =
      outletNames[item.ibID] ?? item["userLabel"].map(IdentifierSpace.lowerFirst)
      ?? item["systemItem"].map { "\($0)Button" } ?? "barItem"
    let id = ids.claim(base)
    objectIDs[item.ibID] = id
    carriedObjects.insert(item.ibID)
    var tree = YAMLTree.mapping(at: item.position)
    tree.set("ib", .string(item.ibID, at: item.position(of: "id")))
    tree.set("id", .string(id, at: item.position))
    let classAt = item.position(of: custom == nil ? "id" : "customClass")
    tree.set("class", .string(custom ?? "UIBarButtonItem", at: classAt))
    let lost = BarItems.connectionSummary(item)
    if !lost.isEmpty {
      skip(
        item.position, "free-standing bar button item '\(item.ibID)'",
        "code puts it in a bar: it is carried as object '\(id)', which outlets reach" + lost)
    }
    return tree
  }
}

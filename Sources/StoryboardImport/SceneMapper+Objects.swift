import StoryboardXML

/// Custom objects (`<customObject customClass=...>` beside the controller, Interface
/// Builder's Object) as the scene's `objects:` (an extension): an id, the class, and the
/// outlets the object owns to the scene's views.
extension SceneMapper {
  /// The `objects:` list; objects with no class of the app are listed as not carried.
  func mapObjects() -> [YAMLTree] {
    var list: [YAMLTree] = []
    for object in scene.first("objects")?.children(named: "customObject") ?? [] {
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
}

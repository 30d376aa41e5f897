import StoryboardXML

/// A table view controller's refresh control (`<refreshControl key="refreshControl">` in the
/// controller, IB's "Refreshing: Enabled"): UIKit sets it as its table view's, so it becomes the
/// `refreshControl:` of the scene's root table (an extension), and its actions, sent for
/// `valueChanged`, are sent from its id as a control's.
extension SceneMapper {
  /// The `refreshControl:` of the root view carried as `view` (nil when the controller has
  /// none); listed as not carried when the root view is no scroll view of the format.
  @discardableResult func mapRefreshControl(rootType: String) -> YAMLTree? {
    guard let element = controller.child(key: "refreshControl") else { return nil }
    guard ["tableView", "collectionView"].contains(rootType) else {
      skip(
        element.position, "refresh control '\(element.ibID)'",
        "its controller's root view is no table or collection view, which alone hold one"
          + BarItems.connectionSummary(element))
      return nil
    }
    let base =
      outletNames[element.ibID] ?? element["userLabel"].map(IdentifierSpace.lowerFirst)
      ?? "refreshControl"
    let id = ids.claim(base)
    var tree = YAMLTree.mapping(at: element.position)
    tree.set("id", .string(id, at: element.position))
    let title =
      element.child(key: "attributedTitle")?.children(named: "fragment")
      .map { $0["content"] ?? "" }.joined() ?? ""
    if !title.isEmpty, let at = element.child(key: "attributedTitle")?.position {
      tree.set("title", .string(title, at: at))
    }
    sources.append((element, .view(id: id, type: "refreshControl")))
    return tree
  }
}

import StoryboardXML

/// Free-standing views (`freeViews:`, an extension): views among a scene's objects, beside the
/// controller and outside its view tree, which code adds to a view later. Each becomes a view
/// of the format with its subviews, its canvas size as `size:` and the constraints under it as
/// its own `constraints:`; their outlets and actions are carried as the view tree's are.
extension SceneMapper {
  /// The element names carried as free views: the format's view types but container views
  /// (whose embed segue needs the view tree).
  static func isFreeViewElement(_ element: IBElement) -> Bool {
    element.name != "containerView" && formatTypes[element.name] != nil
  }

  /// The scene's free views, in document order.
  func freeViews() -> [YAMLTree] {
    var out: [YAMLTree] = []
    for object in scene.first("objects")?.children ?? []
    where object["sceneMemberID"] == nil && Self.isFreeViewElement(object) {
      let sites = constraintSites(under: object)
      let pinnedBefore = pinnedContentViews
      // Placed by code: no frame, its size instead.
      guard var tree = mapView(object, parent: nil, arranged: true) else { continue }
      carriedFreeViews.insert(object.ibID)
      let pinned = pinnedContentViews.subtracting(pinnedBefore)
      pinnedContentViews = pinnedBefore
      if let size = size(of: object) { tree.set("size", size) }
      if let constraints = mapConstraints(sites, pinned: pinned, at: object.position) {
        tree.set("constraints", constraints)
      }
      out.append(tree)
    }
    return out
  }

  /// `size: [w, h]`: the free view's size on the canvas.
  private func size(of element: IBElement) -> YAMLTree? {
    guard let rect = element.child(key: "frame"), let width = rect.number("width"),
      let height = rect.number("height")
    else { return nil }
    return YAMLTree(.flowList([width, height].map(YAMLTree.number)), at: rect.position)
  }
}

import StoryboardXML

/// Collection views: the flow layout becomes `itemSize`, the spacings and `scrollDirection`;
/// each prototype cell an item of `items:`, with its content view's subviews, class and outlets,
/// and the section header and footer views `sectionHeader:` and `sectionFooter:` with their
/// reference sizes (docs/SceneFormat.md, collection views). Other layouts are reported.
extension SceneMapper {
  /// Sets the flow layout's properties and the items on the collection view's `tree`.
  func mapCollectionContent(_ collection: IBElement, into tree: inout YAMLTree) {
    if let layout = collection.child(key: "collectionViewLayout") {
      if layout.name == "collectionViewFlowLayout" {
        flowLayout(layout, into: &tree)
      } else {
        skip(
          layout.position, "layout '\(layout.ibID)' of collection view '\(collection.ibID)'",
          "only flow layouts are in the scene format; it lays out as a default flow layout here")
      }
    }
    let cells = collection.first("cells")?.children ?? []
    let items = cells.compactMap { element -> YAMLTree? in
      guard element.name == "collectionViewCell" else {
        skip(
          element.position, "\(element.name) '\(element.ibID)'",
          "only collection view cells are item prototypes")
        return nil
      }
      return item(element, in: collection)
    }
    if !items.isEmpty {
      tree.set("items", YAMLTree(.list(items), at: cells[0].position))
    }
    for (key, name) in [
      ("sectionHeaderView", "sectionHeader"), ("sectionFooterView", "sectionFooter"),
    ] {
      if let view = collection.child(key: key), let supplementary = item(view, in: collection) {
        tree.set(name, supplementary)
      }
    }
  }

  private func flowLayout(_ layout: IBElement, into tree: inout YAMLTree) {
    if let size = layout.child(key: "itemSize"), let width = size.number("width"),
      let height = size.number("height"), width > 0, height > 0, width <= 100_000,
      height <= 100_000, width != 50 || height != 50
    {
      tree.set(
        "itemSize", YAMLTree(.flowList([width, height].map(YAMLTree.number)), at: size.position))
    }
    for key in ["minimumInteritemSpacing", "minimumLineSpacing"] {
      if let spacing = layout.number(key), spacing >= 0, spacing <= 100_000, spacing != 10 {
        tree.set(key, .number(spacing, at: layout.position(of: key)))
      }
    }
    if let inset = layout.child(key: "sectionInset"),
      ["minX", "minY", "maxX", "maxY"].contains(where: { (inset.number($0) ?? 0) != 0 })
    {
      // Interface Builder's minY, minX, maxY, maxX: top, leading, bottom, trailing.
      let sides = ["minY", "minX", "maxY", "maxX"].map { YAMLTree.number(inset.number($0) ?? 0) }
      tree.set("sectionInset", YAMLTree(.flowList(sides), at: inset.position))
    }
    for key in ["headerReferenceSize", "footerReferenceSize"] {
      if let size = layout.child(key: key), let width = size.number("width"),
        let height = size.number("height"), (0...100_000).contains(width),
        (0...100_000).contains(height), width > 0 || height > 0
      {
        tree.set(key, YAMLTree(.flowList([width, height].map(YAMLTree.number)), at: size.position))
      }
    }
    if layout["scrollDirection"] == "horizontal" {
      tree.set("scrollDirection", .string("horizontal", at: layout.position(of: "scrollDirection")))
    }
  }

  /// One item prototype (or a section header or footer, a `collectionReusableView` whose
  /// subviews are its own): its reuse identifier, class, content views and outlets.
  private func item(_ cell: IBElement, in collection: IBElement) -> YAMLTree? {
    guard let reuse = cell["reuseIdentifier"].flatMap({ $0.isEmpty ? nil : $0 }) else {
      skip(
        cell.position, "collection view cell '\(cell.ibID)'",
        "it has no reuse identifier, so no item can use it")
      for segue in cell.first("connections")?.children(named: "segue") ?? [] {
        orphanSegues.append((segue, "a collection view cell without a reuse identifier"))
      }
      return nil
    }
    let content = cell.name == "collectionReusableView" ? cell : cell.child(key: "contentView")
    let id = ids.claim(reuse)
    register(
      cell, content: content == cell ? nil : content, as: id, type: "collectionViewCell",
      in: collection)
    var tree = YAMLTree.mapping(at: cell.position)
    tree.set("ib", .string(cell.ibID, at: cell.position(of: "id")))
    tree.set("id", .string(id, at: cell.position(of: "reuseIdentifier")))
    if let name = cell["customClass"], IdentifierSpace.isIdentifier(name) {
      tree.set("class", .string(name, at: cell.position(of: "customClass")))
    }
    if let insets = cell.child(key: "layoutMargins"), insets.name == "edgeInsets" {
      let sides = ["top", "left", "bottom", "right"].map { insets.number($0) ?? 0 }
      tree.set(
        "layoutMargins", YAMLTree(.flowList(sides.map(YAMLTree.number)), at: insets.position))
    }
    readOutletNames(of: cell)
    if let content, let subviews = contentSubviews(content, excluding: []) {
      tree.set("subviews", subviews)
    }
    cellsOwningOutlets.append((cell, id))
    return tree
  }
}

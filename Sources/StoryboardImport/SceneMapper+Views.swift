import SceneModel
import StoryboardXML

/// The view tree: the root view's subviews, each with its type, properties and frame.
extension SceneMapper {
  /// IB element names that are views of the format's types, to the type's name
  /// (`ViewTraits.ibElements`).
  static let formatTypes: [String: String] = Dictionary(
    ViewType.allCases.flatMap { type in type.traits.ibElements.map { ($0, type.rawValue) } },
    uniquingKeysWith: { first, _ in first })

  /// Custom classes of a plain `<view>` that are a format's type, to the type's name
  /// (`ViewTraits.ibClass`): the types IB's library has no element for.
  static let classTypes: [String: String] = Dictionary(
    ViewType.allCases.compactMap { type in type.traits.ibClass.map { ($0, type.rawValue) } },
    uniquingKeysWith: { first, _ in first })

  /// The root view's subviews (for a table view controller, the table itself).
  func rootViews() -> [YAMLTree] {
    guard let root = controller.child(key: "view") else { return [] }
    rootID = root.ibID
    recordFrameSize(of: root)
    if let safeArea = root.children.first(where: {
      $0.name == "viewLayoutGuide" && $0["key"] == "safeArea"
    }) {
      guides[safeArea.ibID] = "safeArea"
    }
    for guide in controller.first("layoutGuides")?.children(named: "viewControllerLayoutGuide")
      ?? []
    {
      guides[guide.ibID] = guide["type"] == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide"
    }
    constraintSites = constraintSites(under: root)
    if kind == "tableViewController" || kind == "collectionViewController" {
      guard var tree = mapView(root, parent: nil, arranged: true) else { return [] }
      if let refresh = mapRefreshControl(rootType: views[root.ibID]?.type ?? "") {
        tree.set("refreshControl", refresh)
      }
      return [tree]
    }
    mapRefreshControl(rootType: root.name)  // listed: a plain root view holds none
    if root.name != "view" {
      skip(
        root.position, "root \(root.name) '\(root.ibID)'",
        "a root view of this type is not in the scene format; its subviews are on a plain root view"
      )
    }
    sources.append((root, .leftOut(what: "the root view")))
    return subviews(of: root, parent: root.ibID, arranged: false)
  }

  /// Every constraint under `view`, each with the view holding it, in document order; the
  /// views they name are marked `constrained`.
  func constraintSites(under view: IBElement) -> [(constraint: IBElement, owner: String)] {
    var sites: [(constraint: IBElement, owner: String)] = []
    addConstraintSites(of: [view], at: 0, to: &sites)
    return sites.sorted { $0.constraint.position < $1.constraint.position }
  }

  /// The constraints of the element at `index` of `siblings` and of every element under it,
  /// in document order. An element is named by its list and index, not passed, so that none
  /// is copied on the way (the XML reader bounds the depth: `XMLLimits.maxDepth`, 256 levels).
  private func addConstraintSites(
    of siblings: [IBElement], at index: Int,
    to sites: inout [(constraint: IBElement, owner: String)]
  ) {
    let children = siblings[index].children
    for child in children.indices where children[child].isNamed("constraints") {
      let owner = siblings[index].ibID
      for constraint in children[child].children(named: "constraint") {
        sites.append((constraint, owner))
        constrained.insert(constraint["firstItem"] ?? owner)
        if let second = constraint["secondItem"] { constrained.insert(second) }
      }
      break
    }
    for child in children.indices {
      addConstraintSites(of: children, at: child, to: &sites)
    }
  }

  /// Names the safe-area guide of `element` (a view, a cell or a cell's content view, which
  /// stands for the cell) `ID.safeArea`, so that constraints to it name the view's guide; the
  /// root view's stays `safeArea`.
  func nameSafeAreaGuide(of element: IBElement, as id: String) {
    // By index, so that no child is copied to be tested.
    for index in element.children.indices
    where element.children[index].isNamed("viewLayoutGuide")
      && element.children[index]["key"] == "safeArea"
    {
      let guide = element.children[index].ibID
      if guides[guide] == nil { guides[guide] = "\(id).safeArea" }
      return
    }
  }

  /// The view elements of `<subviews>` (and a visual effect view's content view).
  func subviews(of element: IBElement, parent: String, arranged: Bool) -> [YAMLTree] {
    var children = element.first("subviews")?.children ?? []
    if let content = element.child(key: "contentView"), element.name == "visualEffectView" {
      children.insert(content, at: 0)
      pinnedContentViews.insert(content.ibID)
    }
    return children.compactMap { mapView($0, parent: parent, arranged: arranged) }
  }

  /// One view and its subtree.
  ///
  /// - Parameter tableEnd: whether the view is a table's header or footer view, whose frame is
  ///   always written (its height sizes it) and whose autoresizing mask does not matter.
  func mapView(
    _ element: IBElement, parent: String?, arranged: Bool, tableEnd: Bool = false
  ) -> YAMLTree? {
    // Only controls send actions: a plain view that does is a custom UIControl subclass.
    let sendsActions = element.first("connections")?.first("action") != nil
    let classType =
      element.name == "view" ? element["customClass"].flatMap { Self.classTypes[$0] } : nil
    let type =
      classType
      ?? (element.name == "view" && sendsActions
        ? "control" : Self.formatTypes[element.name] ?? "view")
    let known = classType != nil || Self.formatTypes[element.name] != nil
    let base =
      outletNames[element.ibID] ?? element["userLabel"].map(IdentifierSpace.lowerFirst)
      ?? "\(element.name)_\(element.ibID)"
    let id = ids.claim(base)
    views[element.ibID] = (id, type)
    elementPositions[element.ibID] = element.position
    if let parent { parents[element.ibID] = parent }
    nameSafeAreaGuide(of: element, as: id)
    noteScrollGuides(of: element)
    recordFrameSize(of: element)
    var tree = YAMLTree.mapping(at: element.position)
    tree.set("ib", .string(element.ibID, at: element.position(of: "id")))
    tree.set("id", .string(id, at: element.position))
    tree.set("type", .string(type, at: element.position))
    if !known { noteUnknownType(element) }
    // A class that is the type (`classTypes`) is UIKit's, not the app's.
    if let name = element["customClass"], classType == nil {
      if IdentifierSpace.isIdentifier(name) {
        tree.set("class", .string(name, at: element.position(of: "customClass")))
        // Its class's outlets are written once every view of the scene has its id.
        let outlets = element.first("connections")?.children(named: "outlet") ?? []
        if outlets.contains(where: { !Census.notOwnedOutlets.contains($0["property"] ?? "") }) {
          viewsOwningOutlets.append((element, id))
        }
      } else {
        skip(
          element.position(of: "customClass"), "custom class '\(name)' of \(element.name) '\(id)'",
          "it is not a valid class name")
      }
    }
    let imageSize =
      IntrinsicSizes.symbolImageSize(element)
      ?? (element.name == "imageView" ? element["image"].flatMap { session.imageSizes[$0] } : nil)
    if let size = IntrinsicSizes.of(element, era: session.fontEra) ?? imageSize {
      let sides = YAMLTree(
        .flowList(size.map { $0.map(YAMLTree.number) ?? YAMLTree.nullScalar }), at: element.position)
      if IntrinsicSizes.isCanvasMeasured(element) {
        // A label's, button's or text field's size is the canvas's measurement of its text.
        var canvas = YAMLTree.mapping(at: element.position)
        canvas.set("canvas", sides)
        tree.set("intrinsicSize", canvas)
      } else {
        tree.set("intrinsicSize", sides)
      }
    }
    if let insets = element.child(key: "layoutMargins"), insets.name == "edgeInsets" {
      let sides = ["top", "left", "bottom", "right"].map { insets.number($0) ?? 0 }
      tree.set(
        "layoutMargins", YAMLTree(.flowList(sides.map(YAMLTree.number)), at: insets.position))
    }
    if element["preservesSuperviewLayoutMargins"] == "YES", isFlushWithSuperview(element) {
      tree.set(
        "preservesSuperviewLayoutMargins",
        .bool(true, at: element.position(of: "preservesSuperviewLayoutMargins")))
    }
    if element["insetsLayoutMarginsFromSafeArea"] == "NO" {
      tree.set(
        "insetsLayoutMarginsFromSafeArea",
        .bool(false, at: element.position(of: "insetsLayoutMarginsFromSafeArea")))
    }
    ViewProperties(mapper: self).apply(element, type: type, to: &tree)
    if tableEnd || (!arranged && !constrained.contains(element.ibID)) {
      setFrame(of: element, checksMask: !tableEnd, into: &tree)
    }
    sources.append((element, .view(id: id, type: type)))
    if let gestures = mapGestures(of: element, id: id) { tree.set("gestures", gestures) }
    if let attributes = runtimeAttributes(of: element) {
      tree.set("runtimeAttributes", attributes)
    }
    mapVariations(of: element, into: &tree)
    if type == "tableView" {
      if let rowHeight = element.number("rowHeight"), rowHeight > 0, rowHeight != 44 {
        tree.set("rowHeight", .number(rowHeight, at: element.position(of: "rowHeight")))
      }
      // Interface Builder's "Automatic" row height (-1): UITableView.automaticDimension.
      if element.number("rowHeight") == -1 {
        tree.set("selfSizingRows", .bool(true, at: element.position(of: "rowHeight")))
      }
      // No line between rows: before iOS 13 the cells' content views take the whole row.
      if element["separatorStyle"] == "none" {
        tree.set("separatorStyle", .string("none", at: element.position(of: "separatorStyle")))
      }
      // Its header and footer views: the table gives them its width, their frame their height
      // (written whatever names them).
      for key in ["tableHeaderView", "tableFooterView"] {
        if let end = element.child(key: key),
          let view = mapView(end, parent: element.ibID, arranged: false, tableEnd: true)
        {
          tree.set(key, view)
        }
      }
      if let content = mapTableContent(element) { tree.set(content.key, content.tree) }
    } else if type == "collectionView" {
      mapCollectionContent(element, into: &tree)
    } else if type == "toolbar", let list = element.first("items") {
      let items = list.children(named: "barButtonItem").compactMap(barItem)
      if !items.isEmpty { tree.set("items", YAMLTree(.list(items), at: list.position)) }
    } else if type == "navigationBar" {
      mapNavigationBarItem(element, into: &tree)
    }
    // The custom views of a standalone bar's items and its title view are its subviews.
    let barViews = barItemViews
    barItemViews = []
    let children =
      barViews + subviews(of: element, parent: element.ibID, arranged: type == "stackView")
    if !children.isEmpty {
      tree.set(
        type == "stackView" ? "arrangedSubviews" : "subviews",
        YAMLTree(.list(children), at: element.first("subviews")?.position ?? element.position))
    }
    carry(.views, element.ibID)
    return tree
  }

  /// `frame: [x, y, w, h]` of a view no constraint names, with its autoresizing mask when it
  /// moves or resizes with its superview (`autoresizing:` and the superview's canvas size,
  /// `superviewSize:`); a mask whose superview's size is not known is reported.
  private func setFrame(of element: IBElement, checksMask: Bool, into tree: inout YAMLTree) {
    guard let (rect, x, y, width, height) = Self.canvasFrame(of: element) else { return }
    tree.set(
      "frame", YAMLTree(.flowList([x, y, width, height].map(YAMLTree.number)), at: rect.position))
    guard checksMask, let mask = element.child(key: "autoresizingMask"),
      element["translatesAutoresizingMaskIntoConstraints"] != "NO"
    else { return }
    let flags = Autoresizing.allCases.filter { mask.flag($0.interfaceBuilderName) }
    // Only a flexible left or top margin, width or height moves the frame.
    guard flags.contains(where: { ![.flexibleRightMargin, .flexibleBottomMargin].contains($0) })
    else { return }
    guard let parent = parents[element.ibID], let size = frameSizes[parent] else {
      skip(
        mask.position,
        "autoresizing mask of '\(views[element.ibID]?.id ?? element.ibID)' "
          + "(\(flags.map(\.interfaceBuilderName).joined(separator: ", ")))",
        "its superview's size on the canvas is not known; it keeps its frame on the canvas")
      return
    }
    tree.set(
      "autoresizing",
      YAMLTree(.flowList(flags.map { YAMLTree.quoted($0.rawValue) }), at: mask.position))
    tree.set("superviewSize", YAMLTree(.flowList(size.map(YAMLTree.number)), at: mask.position))
  }

  /// Whether the element's canvas frame spans its superview's width (x = 0, as wide as the
  /// superview), where UIKit's `preservesSuperviewLayoutMargins` gives it the superview's side
  /// margins whole; a view set in from the sides keeps less of them, which the format does not
  /// model, so the flag is carried only for flush views.
  func isFlushWithSuperview(_ element: IBElement) -> Bool {
    guard let (_, x, _, width, _) = Self.canvasFrame(of: element),
      let parent = parents[element.ibID], let size = frameSizes[parent], size.count == 2
    else { return false }
    return abs(x) < 0.01 && abs(width - size[0]) < 0.01
  }

  /// The canvas frame Interface Builder stored: `<rect key="frame">`, or the
  /// `<frame key="frameInset" minX= minY= width= height=>` of the files Xcode 8's betas saved
  /// (tools version 11xxx) for views placed by their frame; a zero frame for a `fixedFrame` view
  /// that stores none; nil when there is none.
  static func canvasFrame(of element: IBElement)
    -> (element: IBElement, x: Double, y: Double, width: Double, height: Double)?
  {
    if let rect = element.child(key: "frame"), let x = rect.number("x"), let y = rect.number("y"),
      let width = rect.number("width"), let height = rect.number("height")
    {
      return (rect, x, y, width, height)
    }
    if let inset = element.child(key: "frameInset"), let x = inset.number("minX"),
      let y = inset.number("minY"), let width = inset.number("width"),
      let height = inset.number("height")
    {
      return (inset, x, y, width, height)
    }
    // A view Xcode places by its frame (`fixedFrame`, autoresizing at build time) whose frame
    // is empty: Interface Builder writes no `<rect>` for a zero frame.
    if element.flag("fixedFrame") { return (element, 0, 0, 0, 0) }
    return nil
  }

  /// Records `element`'s canvas frame size, which its subviews' masks measure from.
  func recordFrameSize(of element: IBElement) {
    if let rect = element.child(key: "frame"), let width = rect.number("width"),
      let height = rect.number("height")
    {
      frameSizes[element.ibID] = [width, height]
    }
  }

  private func noteUnknownType(_ element: IBElement) {
    let what: String
    switch element.name {
    case _ where IntrinsicSizes.of(element, era: session.fontEra) != nil || IntrinsicSizes.none.contains(element.name):
      what = "it is a plain view of its intrinsic size here, without its events"
    default:
      partial = true
      what = "it is a plain view here, without its intrinsic size or events"
    }
    skip(
      element.position, "\(element.name) '\(element.ibID)'",
      "this UIKit view type is not in the scene format yet; \(what)")
  }
}

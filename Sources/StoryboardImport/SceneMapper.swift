import StoryboardXML
import TextPosition

/// Maps one storyboard scene (its controller and everything under it) to a scene of the
/// format, noting what it carries and leaves out in its `log`. While scenes are mapped the
/// mapper only reads the session, so that scenes can be mapped at once.
final class SceneMapper {
  /// Where the scene's constraints and views are installed per size class, read once.
  lazy var masks = SizeClassMasks(scene: self)
  /// The container kinds, which get their children through relationship segues.
  static let containerKinds: Set<String> = [
    "navigationController", "tabBarController", "splitViewController", "pageViewController",
  ]
  static let controllerKinds: Set<String> = containerKinds.union([
    "viewController", "tableViewController", "collectionViewController",
  ])

  let session: ImportSession
  let scene: IBElement
  let controller: IBElement
  let id: String
  /// The scene's kind in the format.
  let kind: String
  /// The root view's size on the canvas, for the canvas device of files without `<device>`.
  let rootSize: (width: Double, height: Double)?
  /// A name for the scene's comment: its title, else its class.
  let displayName: String?

  // Done for speed: the mapper's tables are read and written for every element it maps, and
  // a class's stored property is checked for overlapping access at run time on each use
  // (about 60 instructions). One mapper maps one scene on one thread, so they skip it.
  /// The scene's views, bar items and cells share one space of ids; segues have another.
  @exclusivity(unchecked) var ids = IdentifierSpace()
  @exclusivity(unchecked) var segueIDs = IdentifierSpace()
  /// IB id to scene id and format type of every view, cell and bar item carried: one entry
  /// for both (done for speed: they are always made together, and a constraint's items ask
  /// for both, so one hash serves where two did).
  @exclusivity(unchecked) var views: [String: (id: String, type: String)] = [:]
  /// IB id to scene id of each constraint carried with an id (an outlet connects to it).
  @exclusivity(unchecked) var constraintNames: [String: String] = [:]
  /// IB id to scene id of each styled cell's built-in label an outlet connects to.
  @exclusivity(unchecked) var builtInLabelIDs: [String: String] = [:]
  /// IB id to scene id of each custom object carried (`objects:`).
  @exclusivity(unchecked) var objectIDs: [String: String] = [:]
  /// The cells (table and collection) whose outlets are written once every id is known.
  @exclusivity(unchecked) var cellsOwningOutlets: [(element: IBElement, id: String)] = []
  /// The IB ids of the free-standing bar button items carried as objects.
  @exclusivity(unchecked) var carriedObjects: Set<String> = []
  /// Where each carried view starts.
  @exclusivity(unchecked) var elementPositions: [String: TextPosition] = [:]
  /// The IB id of each carried view's superview (absent for the root view).
  @exclusivity(unchecked) var parents: [String: String] = [:]
  /// The size of each view's frame on the canvas by IB id (the root's, and every mapped
  /// view's): what a subview's `autoresizing:` measures from (`superviewSize:`).
  @exclusivity(unchecked) var frameSizes: [String: [Double]] = [:]
  @exclusivity(unchecked) var rootID: String?
  /// IB id of each table cell (the cell, not its content view) to its accessory's width: a
  /// constraint the cell holds to its own trailing edge is the content view's, moved by it.
  @exclusivity(unchecked) var cellAccessoryWidths: [String: Double] = [:]
  /// Layout guides: IB id to `safeArea`, `topLayoutGuide` or `bottomLayoutGuide`.
  @exclusivity(unchecked) var guides: [String: String] = [:]
  /// A scroll view's content and frame layout guides: IB id to the scroll view's IB id and
  /// whether it is the content guide (`SceneMapper+ScrollGuides.swift`).
  @exclusivity(unchecked) var scrollGuides: [String: (scrollView: String, content: Bool)] = [:]
  /// The constraints of the scene's views (cells excluded), each with the view holding it.
  @exclusivity(unchecked) var constraintSites: [(constraint: IBElement, owner: String)] = []
  /// The IB ids the constraints name, so views without any keep their frames.
  @exclusivity(unchecked) var constrained: Set<String> = []
  /// Elements that may hold connections, with what they are in the scene.
  @exclusivity(unchecked) var sources: [(element: IBElement, role: ConnectionSource)] = []
  /// The controller's outlet names by destination id, which name the views.
  @exclusivity(unchecked) var outletNames: [String: String] = [:]
  /// Whether something the layout needs was left out (`partialLayout: true`).
  @exclusivity(unchecked) var partial = false
  /// One walk over the scene: names by IB id, segues, variations.
  let index: SceneIndex
  /// The element name of an IB id in the scene (its first element's), for messages about
  /// what an id is; nil when no element of the scene has it.
  func elementName(of id: String) -> String? { index.firstElements[id]?.name }
  /// Content views UIKit pins to their visual effect view's edges.
  @exclusivity(unchecked) var pinnedContentViews: Set<String> = []
  /// The IB ids of the segues read where they belong.
  @exclusivity(unchecked) var handledSegues: Set<String> = []
  /// Segues whose trigger is not carried (a static cell, a gesture), with what it is.
  @exclusivity(unchecked) var orphanSegues: [(segue: IBElement, trigger: String)] = []
  /// Views the navigation bar shows (`titleView`), carried with the scene's views.
  @exclusivity(unchecked) var titleViews: [YAMLTree] = []
  /// The views of a custom class whose outlets connect (IB element, scene id), in document
  /// order: `outlets:` of theirs, written once every view has its id.
  @exclusivity(unchecked) var viewsOwningOutlets: [(element: IBElement, id: String)] = []
  /// The custom views of the bar items mapped last (`<view key="customView">`), waiting for
  /// their place: a standalone bar's subviews, else the scene's views beside `titleViews`.
  @exclusivity(unchecked) var barItemViews: [YAMLTree] = []
  /// The view each gesture recognizer is attached to (`gestureOwners(in:)`), by IB ids.
  lazy var gestureOwners: [String: String] = Self.gestureOwners(in: controller)
  /// The IB ids of the free-standing views carried as free views (`freeViews()`).
  @exclusivity(unchecked) var carriedFreeViews: Set<String> = []
  /// IB id to scene id of each recognizer carried with an id (an outlet connects to it).
  @exclusivity(unchecked) var gestureIDs: [String: String] = [:]
  /// The IB ids of the recognizers carried as gestures of views.
  @exclusivity(unchecked) var carriedGestures: Set<String> = []
  /// The segue id of each gesture's segue, by the segue's IB id, claimed with the gesture.
  @exclusivity(unchecked) var gestureSegueIDs: [String: String] = [:]
  /// What the mapping reports for the whole import, added to the session once every scene is
  /// mapped (`SceneLog`).
  @exclusivity(unchecked) var log = SceneLog()

  init(session: ImportSession, scene: IBElement, controller: IBElement, id: String) {
    self.session = session
    self.scene = scene
    self.controller = controller
    self.id = id
    self.index = SceneIndex(scene)
    let root = controller.child(key: "view")
    switch controller.name {
    case "viewController" where root?.name == "tableView": kind = "tableViewController"
    case "viewController" where root?.name == "collectionView": kind = "collectionViewController"
    case let name where Self.controllerKinds.contains(name): kind = name
    default: kind = "viewController"
    }
    if let frame = root?.child(key: "frame"), let width = frame.number("width"),
      let height = frame.number("height")
    {
      rootSize = (width, height)
    } else {
      rootSize = nil
    }
    displayName =
      controller.child(key: "navigationItem")?["title"] ?? controller["title"]
      ?? controller["customClass"]
    // The tables by IB id are sized once for the scene's ids (views, cells, constraints and
    // the rest), so that none is grown and rehashed view by view.
    let idCount = index.firstElements.count
    views.reserveCapacity(idCount)
    elementPositions.reserveCapacity(idCount)
    parents.reserveCapacity(idCount)
    frameSizes.reserveCapacity(idCount)
    constrained.reserveCapacity(idCount)
    ids.reserveCapacity(idCount)
  }

  /// The scene as YAML.
  func map() -> YAMLTree {
    var tree = YAMLTree.mapping(at: controller.position)
    tree.set("ib", .string(controller.ibID, at: controller.position(of: "id")))
    tree.set("kind", .string(kind, at: controller.position))
    noteController()
    if let reference = reference() { tree.set("reference", reference) }
    if let edges = controller.child(key: "edgesForExtendedLayout") {
      let names = ["top", "left", "bottom", "right"].filter { edges.flag($0) }
      tree.set(
        "edgesForExtendedLayout",
        YAMLTree(.flowList(names.map(YAMLTree.quoted)), at: edges.position))
    }
    if let bars = simulatedBars() { tree.set("simulatedBars", bars) }
    if let attributes = runtimeAttributes(of: controller) {
      tree.set("runtimeAttributes", attributes)
    }
    if let name = controller["customClass"] {
      if IdentifierSpace.isIdentifier(name) {
        tree.set("class", .string(name, at: controller.position(of: "customClass")))
      } else {
        skip(
          controller.position(of: "customClass"), "custom class '\(name)'",
          "it is not a valid class name")
      }
    }
    if let (title, at) = title() { tree.set("title", .string(title, at: at)) }
    if let (color, at) = ViewProperties.rootBackground(of: controller, colors: session.colors) {
      tree.set("backgroundColor", .string(color, at: at))
    }
    if let identifier = controller["storyboardIdentifier"] {
      tree.set(
        "storyboardIdentifier",
        .string(identifier, at: controller.position(of: "storyboardIdentifier")))
    }
    if let tab = tabItem() { tree.set("tabItem", tab) }
    if controller.flag("hidesBottomBarWhenPushed") {
      tree.set(
        "hidesBottomBarWhenPushed",
        .bool(true, at: controller.position(of: "hidesBottomBarWhenPushed")))
    }
    readOutletNames()
    let views = rootViews()
    if let gestures = mapRootGestures() { tree.set("gestures", gestures) }
    let free = freeViews()
    let navigation = navigationItem()
    let toolbar = toolbarItems()
    if let navigation { tree.set("navigationItem", navigation) }
    if let toolbar { tree.set("toolbarItems", toolbar) }
    var allViews = views + titleViews
    for (element, id) in viewsOwningOutlets {
      guard let outlets = ownedOutlets(of: element, owner: "view '\(id)'") else { continue }
      for index in allViews.indices {
        if allViews[index].setting("outlets", outlets, inView: id) { break }
      }
    }
    // Objects first: delegates may connect to them.
    let objects = mapObjects()
    var freeViews = free
    for (id, delegates) in mapDelegates() {
      var placed = false
      for index in allViews.indices where !placed {
        placed = allViews[index].setting("delegates", delegates, inView: id)
      }
      for index in freeViews.indices where !placed {
        placed = freeViews[index].setting("delegates", delegates, inView: id)
      }
    }
    if !allViews.isEmpty { tree.set("views", YAMLTree(.list(allViews), at: controller.position)) }
    if !freeViews.isEmpty {
      tree.set("freeViews", YAMLTree(.list(freeViews), at: controller.position))
    }
    if !objects.isEmpty { tree.set("objects", YAMLTree(.list(objects), at: controller.position)) }
    noteSceneObjects()
    // Before the connections, which name the constraints outlets connect to.
    let constraints = mapConstraints()
    // The cells' outlets last, once their constraints and the free views have ids (a cell's
    // accessory view is one of the scene's objects).
    for (cell, id) in cellsOwningOutlets {
      guard let outlets = ownedOutlets(of: cell, owner: "cell '\(id)'") else { continue }
      _ = tree.setting("outlets", outlets, inView: id)
    }
    let connections = mapConnections()
    for (key, value) in connections { tree.set(key, value) }
    if let constraints { tree.set("constraints", constraints) }
    if partial { tree.set("partialLayout", .bool(true, at: controller.position)) }
    let hasRoot =
      controller.first("connections")?.children.contains {
        $0.name == "segue" && $0["relationship"] == "rootViewController"
      } ?? false
    if kind == "navigationController", !hasRoot {
      tree.set("rootFromCode", .bool(true, at: controller.position))
    }
    if kind == "navigationController", controller["navigationBarHidden"] == "YES" {
      tree.set(
        "navigationBarHidden", .bool(true, at: controller.position(of: "navigationBarHidden")))
    }
    if controller.flag("definesPresentationContext") {
      tree.set(
        "definesPresentationContext",
        .bool(true, at: controller.position(of: "definesPresentationContext")))
    }
    if kind == "navigationController", controller["toolbarHidden"] == "NO" {
      tree.set("toolbarHidden", .bool(false, at: controller.position(of: "toolbarHidden")))
    }
    if kind == "navigationController", let bar = controller.child(key: "navigationBar"),
      bar["translucent"] == "NO"
    {
      tree.set("opaqueNavigationBar", .bool(true, at: bar.position(of: "translucent")))
    }
    if kind == "tabBarController", let bar = controller.child(key: "tabBar"),
      bar["translucent"] == "NO"
    {
      tree.set("opaqueTabBar", .bool(true, at: bar.position(of: "translucent")))
    }
    if kind == "navigationController", let bar = controller.child(key: "navigationBar"),
      bar.flag("prefersLargeTitles")
    {
      tree.set("prefersLargeTitles", .bool(true, at: bar.position(of: "prefersLargeTitles")))
    }
    if let actions = session.unwindDeclarations[id] {
      var declared = YAMLTree(.flowList(actions.map(YAMLTree.quoted)), at: controller.position)
      declared.comment =
        session.decidedByCode.contains(id)
        ? "from the code: \(controller["customClass"] ?? "its class") implements them"
        : "guessed by the import: the storyboard does not say which classes implement them"
      tree.set("unwindActions", declared)
    }
    return tree
  }

  /// What the format does not know of the controller itself.
  private func noteController() {
    switch controller.name {
    case "viewControllerPlaceholder":
      break
    case let name where !Self.controllerKinds.contains(name):
      skip(
        controller.position, "\(name) '\(controller.ibID)'",
        "this controller type is not in the scene format; it is a plain view controller here")
    default:
      break
    }
  }

  /// A storyboard reference's `reference:`: the storyboard it names (this file when it names
  /// none), beside this file, and the storyboard identifier there, if it gives one.
  private func reference() -> YAMLTree? {
    guard controller.name == "viewControllerPlaceholder" else { return nil }
    var tree = YAMLTree.mapping(at: controller.position)
    let name = controller["storyboardName"] ?? StoryboardImport.storyboardName(session.file)
    let at = controller.position(of: controller["storyboardName"] == nil ? "id" : "storyboardName")
    tree.set("storyboard", .string(name + ".storyboard", at: at))
    if let identifier = controller["referencedIdentifier"] {
      tree.set("scene", .string(identifier, at: controller.position(of: "referencedIdentifier")))
    }
    return tree
  }

  /// The navigation item's title, else the controller's (what the bar shows).
  private func title() -> (String, TextPosition)? {
    if let item = controller.child(key: "navigationItem"), let title = item["title"], !title.isEmpty
    {
      return (title, item.position(of: "title"))
    }
    if let title = controller["title"], !title.isEmpty {
      return (title, controller.position(of: "title"))
    }
    return nil
  }

  private func tabItem() -> YAMLTree? {
    guard let item = controller.child(key: "tabBarItem") else { return nil }
    var tree = YAMLTree.mapping(at: item.position)
    if let title = item["title"] {
      tree.set("title", .string(title, at: item.position(of: "title")))
    } else if let system = item["systemItem"] {
      tree.set("title", .string(BarItems.systemTitle(system), at: item.position(of: "systemItem")))
    }
    if let image = item["image"] {
      tree.set("image", .string(image, at: item.position(of: "image")))
    }
    if let badge = item["badgeValue"] {
      tree.set("badge", .string(badge, at: item.position(of: "badgeValue")))
    }
    return tree.isEmpty ? nil : tree
  }

  private func readOutletNames() {
    // The controller's outlets name what they connect to first, then custom objects' outlets.
    let objects = scene.first("objects")?.children(named: "customObject") ?? []
    let connections = ([controller] + objects).flatMap { $0.first("connections")?.children ?? [] }
    for outlet in connections where outlet.name == "outlet" {
      guard let property = outlet["property"], let destination = outlet["destination"],
        outletNames[destination] == nil, property != "view"
      else { continue }
      outletNames[destination] = property
    }
  }

  /// Gesture recognizers, custom objects and free-standing objects beside the controller
  /// that are not carried as free views.
  private func noteSceneObjects() {
    for object in scene.first("objects")?.children ?? [] {
      if object["sceneMemberID"] != nil || object.name == "placeholder" || object.name == "exit" {
        continue
      }
      if object.name.hasSuffix("GestureRecognizer") {
        if carriedGestures.contains(object.ibID) { continue }
        let kind = object.name.dropLast("GestureRecognizer".count)
        for segue in object.first("connections")?.children(named: "segue") ?? [] {
          orphanSegues.append((segue, "a \(kind) gesture recognizer attached to no view"))
        }
        skip(
          object.position, "\(kind) gesture recognizer '\(object.ibID)'",
          gestureLeftOut(object) + BarItems.connectionSummary(object))
      } else if carriedFreeViews.contains(object.ibID) {
        continue
      } else if object.name == "customObject" || carriedObjects.contains(object.ibID) {
        continue  // `mapObjects()`
      } else {
        skip(
          object.position, "free-standing \(object.name) '\(object.ibID)'",
          "it is outside the view tree (code adds it), and free views are views of the format's "
            + "types only")
      }
    }
  }
}

/// What an element holding connections is in its scene.
enum ConnectionSource {
  case controller
  case view(id: String, type: String)
  case barItem(id: String)
  case cell(id: String)
  /// A gesture recognizer attached to the view `view` (IB id `viewIB`).
  case gesture(view: String, viewIB: String, type: String)
  case leftOut(what: String)
}

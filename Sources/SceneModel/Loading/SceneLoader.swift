import Diagnostics
import YAML

/// Reads one scene (SCENE-FORMAT.md §2) and its parts.
enum SceneLoader {
  static let keys = [
    "kind", "class", "title", "tabItem", "navigationItem", "toolbarItems",
    "hidesBottomBarWhenPushed", "modalInPresentation", "properties", "views", "outlets", "actions",
    "onAppear",
    "segues", "constraints", "alerts", "unwindActions", "partialLayout", "ib",
    "storyboardIdentifier", "rootFromCode", "navigationBarHidden", "freeViews", "objects",
    "definesPresentationContext", "toolbarHidden", "reference", "runtimeAttributes",
    "prefersLargeTitles", "edgesForExtendedLayout", "gestures", "backgroundColor",
    "simulatedBars", "opaqueNavigationBar", "opaqueTabBar",
  ]

  static func load(id: Located<String>, _ node: Node, context: LoadContext) -> Scene? {
    let what = "scene '\(id.value)'"
    guard let fields = context.fields(node, what, allowed: keys) else { return nil }
    guard let kindNode = fields.value("kind") else {
      context.report(.missingKey("kind", in: what, at: context.location(node)))
      return nil
    }
    guard let kind = context.choice(kindNode, "scene kind", as: Scene.Kind.self) else {
      return nil
    }
    var scene = Scene(id: id, kind: kind)
    if let n = fields.value("class") { scene.className = context.identifier(n, "class name") }
    if let n = fields.value("title") { scene.title = context.string(n, "'title'") }
    if let n = fields.value("tabItem") { scene.tabItem = loadTabItem(n, context: context) }
    if let n = fields.value("navigationItem") {
      scene.navigationItem = loadNavigationItem(n, context: context)
    }
    if let n = fields.value("toolbarItems") {
      scene.toolbarItems = loadBarItems(n, "'toolbarItems'", context: context)
    }
    if let n = fields.value("modalInPresentation") {
      scene.modalInPresentation = context.bool(n, "'modalInPresentation'")
    }
    if let n = fields.value("hidesBottomBarWhenPushed") {
      scene.hidesBottomBarWhenPushed = context.bool(n, "'hidesBottomBarWhenPushed'")
    }
    if let n = fields.value("properties") {
      scene.properties = LiteralLoader.namedValues(n, "'properties'", context: context)
      scene.hasUnreadProperties = n.mapping == nil
    }
    if let n = fields.value("views") {
      context.unreadViewIDs = []
      if let items = context.sequence(n, "'views'") {
        scene.views = items.compactMap { ViewLoader.load($0, context: context) }
      } else {
        // One view written without its list (`views: { id: ... }`) is still declared.
        context.recordUnreadView(n)
      }
      scene.unreadViewIDs = context.unreadViewIDs
    }
    if let n = fields.value("freeViews") {
      context.unreadViewIDs = []
      scene.freeViews = FreeViewLoader.load(n, context: context)
      scene.unreadViewIDs.formUnion(context.unreadViewIDs)
    }
    if let n = fields.value("outlets") { scene.outlets = loadOutlets(n, context: context) }
    if let n = fields.value("objects") { scene.objects = ObjectLoader.load(n, context: context) }
    if let n = fields.value("actions"), let items = context.sequence(n, "'actions'") {
      scene.actions = items.compactMap { loadAction($0, context: context) }
    }
    if let n = fields.value("onAppear") {
      scene.onAppear = StepLoader.steps(n, "'onAppear'", context: context)
    }
    if let n = fields.value("segues") {
      if let items = context.sequence(n, "'segues'") {
        for item in items {
          if let segue = SegueLoader.load(item, context: context) {
            scene.segues.append(segue)
          } else {
            SegueLoader.recordUnread(item, in: &scene)
          }
        }
      } else {
        // One segue written without its list (`segues: { id: ... }`) still says where it leads.
        SegueLoader.recordUnread(n, in: &scene)
      }
    }
    if let n = fields.value("constraints") {
      context.droppedConstraint = false
      scene.constraints = ConstraintLoader.load(n, conditions: [], context: context)
      scene.hasUnreadableConstraints = context.droppedConstraint
    }
    if let n = fields.value("unwindActions") {
      scene.unwindActions = UnwindLoader.actions(n, context: context)
    }
    if let n = fields.value("ib") { scene.ib = context.string(n, "'ib'") }
    if let n = fields.value("rootFromCode") {
      scene.rootFromCode = context.bool(n, "'rootFromCode'")
    }
    for key in ["navigationBarHidden", "toolbarHidden", "prefersLargeTitles", "opaqueNavigationBar"] {
      guard let n = fields.value(key), let hidden = context.bool(n, "'\(key)'") else { continue }
      guard kind.value == .navigationController else {
        context.report(
          .valueOutOfRange(
            "'\(key)' is a navigation controller's; scene '\(id.value)' is a "
              + "\(kind.value.rawValue): remove it, or put it on the navigation controller",
            at: hidden.location))
        continue
      }
      switch key {
      case "toolbarHidden": scene.toolbarHidden = hidden
      case "prefersLargeTitles": scene.prefersLargeTitles = hidden
      case "opaqueNavigationBar": scene.opaqueNavigationBar = hidden
      default: scene.navigationBarHidden = hidden
      }
    }
    if let n = fields.value("opaqueTabBar"), let opaque = context.bool(n, "'opaqueTabBar'") {
      if kind.value == .tabBarController {
        scene.opaqueTabBar = opaque
      } else {
        context.report(
          .valueOutOfRange(
            "'opaqueTabBar' is a tab bar controller's; scene '\(id.value)' is a "
              + "\(kind.value.rawValue): remove it, or put it on the tab bar controller",
            at: opaque.location))
      }
    }
    if let n = fields.value("gestures") {
      scene.gestures = GestureLoader.rootGestures(
        n, of: id.value, kind: kind.value, context: context)
    }
    if let n = fields.value("definesPresentationContext") {
      scene.definesPresentationContext = context.bool(n, "'definesPresentationContext'")
    }
    if let n = fields.value("storyboardIdentifier") {
      scene.storyboardIdentifier = context.string(n, "'storyboardIdentifier'")
    }
    if let n = fields.value("backgroundColor") {
      scene.backgroundColor = context.string(n, "'backgroundColor'")
    }
    if let n = fields.value("partialLayout") {
      scene.partialLayout = context.bool(n, "'partialLayout'")
    }
    if let n = fields.value("reference") {
      scene.reference = loadReference(n, in: what, context: context)
      // A reference has nothing of its own: what it stands for is the other file's.
      let own = ["views", "outlets", "actions", "segues", "constraints", "gestures"].filter {
        fields.value($0) != nil
      }
      if let reference = scene.reference, !own.isEmpty {
        context.report(.referenceWithContent(id.value, own, at: reference.location))
      }
    }
    if let n = fields.value("edgesForExtendedLayout"),
      let items = context.sequence(n, "'edgesForExtendedLayout'")
    {
      let edges = items.compactMap { context.choice($0, "edge", as: Scene.RectEdge.self)?.value }
      if edges.count == items.count {
        scene.edgesForExtendedLayout = Located(edges, at: context.location(n))
      }
    }
    if let n = fields.value("simulatedBars"),
      let items = context.sequence(n, "'simulatedBars'")
    {
      let bars = items.compactMap {
        context.choice($0, "simulated bar", as: Scene.SimulatedBar.self)?.value
      }
      if bars.count == items.count { scene.simulatedBars = Located(bars, at: context.location(n)) }
    }
    if let n = fields.value("runtimeAttributes") {
      scene.runtimeAttributes = LiteralLoader.runtimeAttributes(n, context: context)
    }
    if let n = fields.value("alerts"), let pairs = context.mapping(n, "'alerts'") {
      scene.alerts = pairs.compactMap { AlertLoader.load($0, context: context) }
    }
    return scene
  }

  /// `reference: {storyboard: FILE, scene: ID}`: `storyboard:` is required, a relative or
  /// absolute path of at most 1,024 characters.
  static func loadReference(_ node: Node, in what: String, context: LoadContext)
    -> StoryboardReference?
  {
    guard let fields = context.fields(node, "'reference'", allowed: ["storyboard", "scene"])
    else { return nil }
    guard let n = fields.value("storyboard") else {
      context.report(
        .missingKey("storyboard", in: "'reference' of \(what)", at: context.location(node)))
      return nil
    }
    guard let file = context.string(n, "reference 'storyboard'") else { return nil }
    guard !file.value.isEmpty, file.value.utf8.count <= 1024, !file.value.contains("\0") else {
      context.report(
        .valueOutOfRange(
          "'storyboard' of a reference is the path of a scene file or storyboard, relative "
            + "to this file's folder, of 1 to 1,024 characters", at: file.location))
      return nil
    }
    return StoryboardReference(
      storyboard: file,
      scene: fields.value("scene").flatMap { context.string($0, "reference 'scene'") },
      location: context.location(node))
  }

  static func loadTabItem(_ node: Node, context: LoadContext) -> TabItem? {
    let keys = ["title", "image", "badge"]
    guard let fields = context.fields(node, "'tabItem'", allowed: keys) else { return nil }
    return TabItem(
      title: fields.value("title").flatMap { context.string($0, "tab item 'title'") },
      image: fields.value("image").flatMap { context.string($0, "tab item 'image'") },
      badge: fields.value("badge").flatMap { context.string($0, "tab item 'badge'") },
      location: context.location(node))
  }

  static func loadNavigationItem(_ node: Node, context: LoadContext) -> NavigationItem? {
    let keys = ["left", "right", "titleView", "backTitle", "largeTitleDisplayMode"]
    guard let fields = context.fields(node, "'navigationItem'", allowed: keys) else { return nil }
    var item = NavigationItem(
      left: fields.value("left").map { loadBarItems($0, "'left'", context: context) } ?? [],
      right: fields.value("right").map { loadBarItems($0, "'right'", context: context) } ?? [],
      titleView: fields.value("titleView").flatMap { context.identifier($0, "title view id") },
      backTitle: fields.value("backTitle").flatMap { context.string($0, "'backTitle'") },
      location: context.location(node))
    item.largeTitleDisplayMode = fields.value("largeTitleDisplayMode").flatMap {
      context.choice($0, "large title display mode", as: NavigationItem.LargeTitleMode.self)
    }
    return item
  }

  static func loadBarItems(_ node: Node, _ what: String, context: LoadContext) -> [BarItem] {
    guard let items = context.sequence(node, what) else { return [] }
    return items.compactMap { item in
      if let space = loadSpace(item, context: context) { return space }
      let keys = [
        "id", "title", "image", "system", "view", "runtimeAttributes", "accessibilityLabel",
      ]
      guard let fields = context.fields(item, "a bar item", allowed: keys) else { return nil }
      guard let idNode = fields.value("id") else {
        context.report(.missingKey("id", in: "a bar item", at: context.location(item)))
        return nil
      }
      guard let id = context.viewIdentifier(idNode, "bar item id") else { return nil }
      var item = BarItem(
        id: id,
        title: fields.value("title").flatMap { context.string($0, "bar item 'title'") },
        image: fields.value("image").flatMap { context.string($0, "bar item 'image'") },
        system: fields.value("system").flatMap {
          context.choice($0, "system bar item", as: BarItem.SystemItem.self)
        },
        location: context.location(item))
      item.view = fields.value("view").flatMap { context.identifier($0, "bar item view id") }
      item.accessibilityLabel = fields.value("accessibilityLabel").flatMap {
        context.string($0, "bar item 'accessibilityLabel'")
      }
      if let n = fields.value("runtimeAttributes") {
        item.runtimeAttributes = LiteralLoader.runtimeAttributes(n, context: context)
      }
      // A `system:` that is not a system item has its own error: not also "has none".
      if item.title == nil && item.image == nil && item.system == nil && item.view == nil
        && fields.value("system") == nil
      {
        context.report(.barItemEmpty(id.value, at: id.location))
      }
      return item
    }
  }

  /// A `flexibleSpace` or `fixedSpace` item (`{system: fixedSpace, width: 20}`), or nil when
  /// the item is not one. A space has no id: nothing taps it, connects to it or names it.
  static func loadSpace(_ item: Node, context: LoadContext) -> BarItem? {
    guard let pairs = item.mapping,
      let system = pairs.first(where: { $0.key.scalar?.text == "system" })?.value.scalar?.text,
      let kind = BarItem.SystemItem(rawValue: system), kind == .flexibleSpace || kind == .fixedSpace
    else { return nil }
    let what = "a \(system) bar item"
    let keys = kind == .fixedSpace ? ["system", "width"] : ["system"]
    // Unknown keys are reported; the item is a mapping, so there are fields.
    let fields = context.fields(item, what, allowed: keys)
    var width: Located<Double>?
    if let node = fields?.value("width"), let value = context.double(node, "fixed space 'width'") {
      if value.value >= 0 && value.value <= 10_000 {
        width = value
      } else {
        context.report(
          .valueOutOfRange(
            "width \(node.scalar?.text ?? "") is out of range: a fixed space is 0 to 10000 "
              + "points wide", at: value.location))
      }
    }
    let at = fields?.value("system").map(context.location) ?? context.location(item)
    return BarItem(
      id: Located("", at: context.location(item)), title: nil, image: nil,
      system: Located(kind, at: at), location: context.location(item), width: width)
  }

  static func loadOutlets(_ node: Node, context: LoadContext) -> [Outlet] {
    guard let pairs = context.mapping(node, "'outlets'") else { return [] }
    return pairs.compactMap { pair in
      guard let property = context.identifier(pair.key, "outlet name") else { return nil }
      let what = "outlet '\(property.value)'"
      if let items = pair.value.sequence {
        let targets = items.compactMap { context.identifier($0, "a view id in \(what)") }
        return Outlet(property: property, targets: targets, isCollection: true, expectedType: nil)
      }
      if pair.value.mapping != nil {
        guard let fields = context.fields(pair.value, what, allowed: ["view", "type"]) else {
          return nil
        }
        guard let viewNode = fields.value("view") else {
          context.report(.missingKey("view", in: what, at: context.location(pair.value)))
          return nil
        }
        guard let view = context.identifier(viewNode, "view id of \(what)") else { return nil }
        let type = fields.value("type").flatMap {
          context.choice($0, "view type", as: ViewType.self)
        }
        return Outlet(property: property, targets: [view], isCollection: false, expectedType: type)
      }
      guard let view = context.identifier(pair.value, "view id of \(what)") else { return nil }
      return Outlet(property: property, targets: [view], isCollection: false, expectedType: nil)
    }
  }

  /// `delegates: { dataSource: self, delegate: picker }`: a view's delegate wiring, each to
  /// `self` (the scene's controller) or an id of the scene.
  static func loadDelegates(_ node: Node, context: LoadContext) -> [Outlet] {
    guard let pairs = context.mapping(node, "'delegates'") else { return [] }
    return pairs.compactMap { pair in
      guard let property = context.identifier(pair.key, "delegate property"),
        let target = context.identifier(
          pair.value, "the destination of '\(property.value)' ('self' or an id of the scene)")
      else { return nil }
      return Outlet(property: property, targets: [target], isCollection: false, expectedType: nil)
    }
  }

  static func loadAction(_ node: Node, context: LoadContext) -> Action? {
    let keys = ["name", "from", "event", "selector", "target", "targetScene", "do"]
    guard let fields = context.fields(node, "an action", allowed: keys) else { return nil }
    for key in ["name", "from"] where !fields.has(key) {
      context.report(.missingKey(key, in: "an action", at: context.location(node)))
    }
    guard let name = fields.value("name").flatMap({ context.identifier($0, "action name") }),
      let from = fields.value("from").flatMap({ context.identifier($0, "action 'from'") })
    else { return nil }
    let event = fields.value("event").flatMap {
      context.choice($0, "control event", as: ControlEvent.self)
    }
    let steps =
      fields.value("do").map {
        StepLoader.steps($0, "the steps of action '\(name.value)'", context: context)
      } ?? []
    let selector = fields.value("selector").flatMap {
      UnwindLoader.selector($0, "action 'selector'", context: context)
    }
    return Action(
      name: name, from: from, event: event, selector: selector,
      target: fields.value("target").flatMap { context.identifier($0, "action 'target'") },
      targetScene: fields.value("targetScene").flatMap {
        context.identifier($0, "action 'targetScene'")
      }, steps: steps, location: context.location(node))
  }
}

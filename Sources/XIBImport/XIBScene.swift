import StoryboardXML
import TextPosition

/// One scene made from a XIB's top-level object (`XIBStoryboard`): its controller, made up
/// for a view or cell, or the XIB's own.
struct XIBScene {
  var element: IBElement
  var kind: XIBObjects.Kind
  var owner: IBElement?
  /// The File's Owner's connections into this scene's object.
  var ownerConnections: [IBElement]
  var controllerID: String
  /// Whether it is the XIB's initial scene (the File's Owner's own).
  var isInitial: Bool
  /// The scene's objects: its controller, First Responder and free objects.
  var members: [IBElement] = []

  init(
    element: IBElement, kind: XIBObjects.Kind, owner: IBElement?, ownerConnections: [IBElement],
    controllerID: String, isInitial: Bool
  ) {
    self.isInitial = isInitial
    self.element = element
    self.kind = kind
    self.owner = owner
    self.ownerConnections = ownerConnections
    self.controllerID = kind == .controller ? element["id"] ?? controllerID : controllerID
  }

  /// `<scene sceneID=…><objects>…</objects></scene>` at `position`.
  func element(at position: TextPosition) -> IBElement {
    let id = IBAttribute(name: "sceneID", value: "scene\(controllerID)", position: position)
    let objects = IBElement(name: "objects", children: members, position: position)
    return IBElement(name: "scene", attributes: [id], children: [objects], position: position)
  }

  /// The scene's controller: the XIB's own, or one made up with the File's Owner's class
  /// and connections around the view or cell.
  func controller() -> IBElement {
    if kind == .controller {
      var own = element
      own.set("sceneMemberID", "viewController")
      return own
    }
    // A view whose class owns its outlets (the File's Owner has no class: the view is
    // loaded as the nib's first object) lends the scene its class and outlets.
    let classOwner = viewAsOwner ? element : owner
    let at = classOwner?.position ?? element.position
    var made = IBElement(name: controllerName, position: at)
    made.attributes = [IBAttribute(name: "id", value: controllerID, position: at)]
    for name in ["customClass", "customModule", "customModuleProvider"] {
      if let attribute = classOwner?.attribute(name) { made.attributes.append(attribute) }
    }
    made.set("sceneMemberID", "viewController")
    made.set("userLabel", label)
    if !isInitial {
      // Code loads it as it loads the initial one; no segue leads to it.
      made.set("storyboardIdentifier", label)
    }
    made.children = [root()]
    // An outlet to the top-level view itself (`view`, a custom view's `contentView`) names
    // the scene's root, which the format gives no id.
    let connections = (ownerConnections + (viewAsOwner ? outlets(of: element) : [])).filter {
      !($0.name == "outlet" && $0["destination"] == element["id"])
    }
    if !connections.isEmpty {
      let place =
        classOwner?.children.first { $0.name == "connections" }?.position ?? at
      made.children.append(IBElement(name: "connections", children: connections, position: place))
    }
    return made
  }

  /// Whether the top-level view stands for the scene's class: it has a class and the
  /// File's Owner has none.
  private var viewAsOwner: Bool {
    kind == .view && element["customClass"] != nil && owner?["customClass"] == nil
  }

  /// The outlets among an element's own connections.
  private func outlets(of element: IBElement) -> [IBElement] {
    let connections = element.children.first { $0.name == "connections" }?.children ?? []
    return connections.filter { $0.name == "outlet" || $0.name == "outletCollection" }
  }

  private var controllerName: String {
    switch kind {
    case .tableCell: "tableViewController"
    case .collectionCell: "collectionViewController"
    case .view, .controller: "viewController"
    }
  }

  /// The name the scene's id is made from when the File's Owner has no class: the cell's
  /// class or reuse identifier, else the view's class or IB label, else the element and id.
  private var label: String {
    for name in ["customClass", "reuseIdentifier", "userLabel"] {
      if let value = element[name], !value.isEmpty { return value }
    }
    return "\(element.name)_\(element["id"] ?? "")"
  }

  /// The root view: the top-level view itself, or a table or collection holding the cell,
  /// of the cell's size.
  private func root() -> IBElement {
    var view = element
    view.set("key", "view")
    if viewAsOwner {
      // Its class and outlets are the scene's.
      view.attributes.removeAll { $0.name.hasPrefix("customModule") || $0.name == "customClass" }
      view.children = view.children.map { child in
        guard child.name == "connections" else { return child }
        var kept = child
        kept.children.removeAll { $0.name == "outlet" || $0.name == "outletCollection" }
        return kept
      }
    }
    // A cell registered from code need not name its reuse identifier in the XIB; the
    // prototype is named after its class (what code registers it as, most often).
    if kind == .tableCell || kind == .collectionCell, element["reuseIdentifier"] == nil {
      view.set("reuseIdentifier", label)
    }
    switch kind {
    case .view, .controller:
      return view
    case .tableCell, .collectionCell:
      view.attributes.removeAll { $0.name == "key" }
      let at = element.position
      let table = kind == .tableCell
      var holder = IBElement(name: table ? "tableView" : "collectionView", position: at)
      holder.attributes = [
        IBAttribute(name: "key", value: "view", position: at),
        IBAttribute(name: "id", value: "\(element["id"] ?? "cell")-xib-holder", position: at),
        IBAttribute(name: "userLabel", value: table ? "table" : "collection", position: at),
      ]
      if table {
        holder.attributes.append(IBAttribute(name: "style", value: "plain", position: at))
        if let height = element.attribute("rowHeight") { holder.attributes.append(height) }
      }
      if !table { view = withCanvasMargins(view) }
      var children: [IBElement] = []
      if let frame = element.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }) {
        children.append(frame)
        if !table { children.append(flowLayout(itemSize: frame)) }
      }
      children.append(
        IBElement(name: table ? "prototypes" : "cells", children: [view], position: at))
      holder.children = children
      return holder
    }
  }

  /// A collection view cell with the layout margins Interface Builder draws it with as the
  /// root of its canvas: none above and below, and the system minimum across, 16 points, or
  /// 20 on a canvas 390 points wide or more (Rocket.Chat's cells hold views pinned to their
  /// margins 16 points in at 352 to 375 points wide, 20 at 402 to 600, and flush at the top
  /// and bottom). A cell that sets its own margins keeps them.
  private func withCanvasMargins(_ cell: IBElement) -> IBElement {
    guard !cell.children.contains(where: { $0["key"] == "layoutMargins" }),
      let frame = cell.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }),
      let width = frame["width"].flatMap(Double.init)
    else { return cell }
    let at = cell.position
    let side = width >= 390 ? "20" : "16"
    var insets = IBElement(name: "edgeInsets", position: at)
    let values = [
      ("key", "layoutMargins"), ("top", "0"), ("left", side), ("bottom", "0"), ("right", side),
    ]
    insets.attributes = values.map { IBAttribute(name: $0.0, value: $0.1, position: at) }
    var margined = cell
    margined.children.append(insets)
    return margined
  }

  /// A flow layout whose one item is the cell's size.
  private func flowLayout(itemSize frame: IBElement) -> IBElement {
    let at = element.position
    var size = IBElement(name: "size", position: frame.position)
    size.attributes = [IBAttribute(name: "key", value: "itemSize", position: frame.position)]
    for name in ["width", "height"] {
      if let attribute = frame.attribute(name) { size.attributes.append(attribute) }
    }
    var layout = IBElement(name: "collectionViewFlowLayout", children: [size], position: at)
    layout.attributes = [
      IBAttribute(name: "key", value: "collectionViewLayout", position: at),
      IBAttribute(name: "id", value: "\(element["id"] ?? "cell")-xib-layout", position: at),
    ]
    return layout
  }
}

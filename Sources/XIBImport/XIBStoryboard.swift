import StoryboardImport
import StoryboardXML

/// The storyboard a XIB stands for (docs/Storyboards.md, "XIB files"): one scene per
/// top-level view, cell or view controller, in document order.
///
/// - A top-level view is the root view of a view controller whose class is the File's
///   Owner's and whose outlets are the Owner's outlets into that view (the Owner's `view`
///   outlet is the root itself, as in a storyboard).
/// - A table view cell is the one prototype of a table view controller's table, a collection
///   view cell the one cell of a collection view controller's collection, each the size of
///   the cell; the cell keeps its class and outlets.
/// - A top-level view controller is a scene as a storyboard's is.
///
/// The scene of the view the Owner's `view` outlet names (else the first view, else the first
/// scene) is the initial one; it has the First Responder and the free objects, and the ids
/// `-1` (File's Owner) and `-2` (First Responder) as in the XIB, so connections to them need
/// no change. In the other scenes they are `-1-ID` and `-2-ID` (ID: the top-level object's).
/// Synthesized elements stand at the place of the object they come from.
enum XIBStoryboard {
  static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

  static func make(from xib: IBElement) -> Result<IBElement, StoryboardImport.Refusal> {
    let objects = XIBObjects(xib)
    guard !objects.scenes.isEmpty else {
      let place = xib.children.first { $0.name == "objects" }?.position ?? xib.position
      return .failure(
        StoryboardImport.Refusal(
          code: .xibNoViews,
          message: "this XIB has no top-level view, cell or view controller, so there is "
            + "nothing to check or lay out; add a view to it in Interface Builder, or "
            + "delete the file if nothing loads it",
          position: place))
    }
    let primary = primaryIndex(objects)
    let owner = objects.filesOwner
    let subtreeIDs = objects.scenes.map { XIBObjects.ids(in: $0.element) }
    var ownerConnections = Array(repeating: [IBElement](), count: objects.scenes.count)
    for connection in owner?.children.first(where: { $0.name == "connections" })?.children ?? [] {
      let destination = connection["destination"] ?? ""
      let index = subtreeIDs.firstIndex { $0.contains(destination) } ?? primary
      ownerConnections[index].append(connection)
    }
    var scenes: [IBElement] = []
    var initial = "-1"
    for (index, (element, kind)) in objects.scenes.enumerated() {
      let suffix = index == primary ? "" : "-\(element["id"] ?? "\(index)")"
      var scene = XIBScene(
        element: renamed(element, suffix: suffix), kind: kind, owner: owner,
        ownerConnections: ownerConnections[index], controllerID: "-1\(suffix)",
        isInitial: index == primary)
      var members = [scene.controller()]
      if var responder = objects.firstResponder {
        responder.set("id", "-2\(suffix)")
        responder.set("sceneMemberID", "firstResponder")
        members.append(responder)
      }
      if index == primary {
        members += objects.free
        initial = scene.controllerID
      }
      scene.members = members
      scenes.append(scene.element(at: element.position))
    }
    var document = xib
    document.set("type", storyboardType)
    document.set("initialViewController", initial)
    if let canvas = freeformCanvas(objects.scenes[primary]) {
      document.set(CanvasDevice.xibCanvas, canvas)
    }
    document.children = xib.children.filter { $0.name != "objects" }
    let at = xib.children.first { $0.name == "objects" }?.position ?? xib.position
    document.children.append(IBElement(name: "scenes", children: scenes, position: at))
    return .success(document)
  }

  /// The scene that holds the File's Owner's own place: its `view` outlet's, else the first
  /// top-level view's, else the first scene's.
  static func primaryIndex(_ objects: XIBObjects) -> Int {
    let connections = objects.filesOwner?.children.first { $0.name == "connections" }?.children
    let viewOutlet = connections?.first { $0.name == "outlet" && $0["property"] == "view" }
    if let target = viewOutlet?["destination"],
      let index = objects.scenes.firstIndex(where: { $0.element["id"] == target })
    {
      return index
    }
    return objects.scenes.firstIndex { $0.kind == .view } ?? 0
  }

  /// The canvas of a cell, or of a view Interface Builder draws at its own size
  /// (`<freeformSimulatedSizeMetrics>`): that size, with no safe area (`320x120+0+0`); nil
  /// for a view drawn on a device and for a view controller.
  static func freeformCanvas(_ object: (element: IBElement, kind: XIBObjects.Kind)) -> String? {
    let freeform = object.element.children.contains { $0.name == "freeformSimulatedSizeMetrics" }
    guard
      object.kind == .tableCell || object.kind == .collectionCell
        || (object.kind == .view && freeform),
      let frame = object.element.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }
      ),
      let width = frame["width"].flatMap(Double.init).map({ $0.rounded() }),
      let height = frame["height"].flatMap(Double.init).map({ $0.rounded() }),
      width >= 1, height >= 1, width <= 10_000, height <= 10_000
    else { return nil }
    return "\(Int(width))x\(Int(height))+0+0"
  }

  /// A top-level object whose connections to the placeholders (`-1`, `-2`) are renamed
  /// with `suffix`, for a scene other than the initial one.
  static func renamed(_ element: IBElement, suffix: String) -> IBElement {
    guard !suffix.isEmpty else { return element }
    var copy = element
    for (index, attribute) in copy.attributes.enumerated()
    where attribute.name == "destination" && (attribute.value == "-1" || attribute.value == "-2") {
      copy.attributes[index].value = attribute.value + suffix
    }
    copy.children = copy.children.map { renamed($0, suffix: suffix) }
    return copy
  }
}

extension IBElement {
  /// Sets an attribute's value, adding it (at the element's place) when absent.
  mutating func set(_ name: String, _ value: String) {
    if let index = attributes.firstIndex(where: { $0.name == name }) {
      attributes[index].value = value
    } else {
      attributes.append(IBAttribute(name: name, value: value, position: position))
    }
  }
}

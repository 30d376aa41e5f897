import Diagnostics
import StoryboardXML
import TextPosition

/// What the storyboard checks do not see in a XIB: a view controller's XIB whose File's
/// Owner has no `view` outlet (UIKit raises "loaded the nib but the view outlet was not
/// set") or whose `view` outlet names no top-level view, and a connection of a view or cell
/// to an id nothing in the XIB has (the File's Owner's own outlets are checked as a
/// controller's are).
enum XIBChecks {
  static func check(_ xib: IBElement, file: String) -> [Diagnostic] {
    viewOutlet(xib, file: file) + danglingConnections(xib, file: file)
  }

  /// Actions, and outlets of anything but the File's Owner, to ids the XIB does not have.
  static func danglingConnections(_ xib: IBElement, file: String) -> [Diagnostic] {
    guard let objects = xib.children.first(where: { $0.name == "objects" }) else { return [] }
    let ids = XIBObjects.ids(in: objects)
    var found: [Diagnostic] = []
    var pending = objects.children.filter { $0["placeholderIdentifier"] != "IBFilesOwner" }
      .reversed().map { $0 }
    while let element = pending.popLast() {
      pending.append(contentsOf: element.children.reversed())
      guard element.name == "connections" else { continue }
      for connection in element.children {
        guard let destination = connection.attribute("destination"),
          !ids.contains(destination.value), connection.name != "segue"
        else { continue }
        let isAction = connection.name == "action"
        let name = connection[isAction ? "selector" : "property"] ?? "?"
        found.append(
          .error(
            .xibConnectionDangling,
            "\(isAction ? "action" : "outlet") '\(MessageText.escaped(name))' connects to "
              + "'\(MessageText.escaped(destination.value))', which nothing in this XIB is "
              + "(UIKit cannot load the XIB); connect it again in Interface Builder, or remove it",
            at: location(destination.position, file)))
      }
    }
    return found
  }

  private static func location(_ position: TextPosition, _ file: String) -> Diagnostic.Location {
    Diagnostic.Location(file: file, line: position.line, column: position.column)
  }

  /// The File's Owner's `view` outlet: missing for a controller, or to no top-level view.
  static func viewOutlet(_ xib: IBElement, file: String) -> [Diagnostic] {
    let objects = XIBObjects(xib)
    guard let owner = objects.filesOwner else { return [] }
    let outlets = owner.children.first { $0.name == "connections" }?.children ?? []
    let view = outlets.first { $0.name == "outlet" && $0["property"] == "view" }
    let className = owner["customClass"] ?? ""
    guard let view else {
      guard className.hasSuffix("Controller"), objects.scenes.contains(where: { $0.kind == .view })
      else { return [] }
      let at = owner.attribute("customClass")?.position ?? owner.position
      return [
        .error(
          .xibViewOutletMissing,
          "the File's Owner, '\(MessageText.escaped(className))', has no 'view' outlet, so "
            + "UIKit stops loading this XIB ('loaded the nib but the view outlet was not set'); "
            + "connect the File's Owner's 'view' outlet to the top-level view",
          at: location(at, file))
      ]
    }
    let target = view["destination"] ?? ""
    guard !objects.scenes.contains(where: { $0.kind == .view && $0.element["id"] == target })
    else { return [] }
    let at = view.attribute("destination")?.position ?? view.position
    return [
      .error(
        .xibViewOutletDangling,
        "the File's Owner's 'view' outlet names '\(MessageText.escaped(target))', which is no "
          + "top-level view of this XIB, so UIKit has no view to load; connect it to the "
          + "top-level view",
        at: location(at, file))
    ]
  }
}

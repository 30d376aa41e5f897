import StoryboardXML

/// The top-level objects of a XIB (`<objects>`), sorted by what they become: the File's
/// Owner and First Responder placeholders, the objects that become scenes (views, cells, view
/// controllers) and the rest (gesture recognizers, custom objects, bar items), which join
/// the first scene as its free objects.
struct XIBObjects {
  /// What a top-level object becomes.
  enum Kind: Equatable {
    /// A view (of any kind): the root view of a scene of its own.
    case view
    /// A table view cell: a prototype in a table of its own.
    case tableCell
    /// A collection view cell: a cell in a collection of its own.
    case collectionCell
    /// A view controller: a scene as in a storyboard.
    case controller
  }

  var filesOwner: IBElement?
  var firstResponder: IBElement?
  var scenes: [(element: IBElement, kind: Kind)] = []
  var free: [IBElement] = []

  /// The element names of view controllers.
  static let controllers: Set<String> = [
    "viewController", "tableViewController", "collectionViewController",
    "navigationController", "tabBarController", "splitViewController", "pageViewController",
  ]

  init(_ document: IBElement) {
    let objects = document.children.first { $0.name == "objects" }?.children ?? []
    for object in objects {
      switch object.name {
      case "placeholder" where object["placeholderIdentifier"] == "IBFilesOwner":
        filesOwner = object
      case "placeholder" where object["placeholderIdentifier"] == "IBFirstResponder":
        firstResponder = object
      case "tableViewCell":
        scenes.append((object, .tableCell))
      case "collectionViewCell":
        scenes.append((object, .collectionCell))
      case _ where Self.controllers.contains(object.name):
        scenes.append((object, .controller))
      case _ where Self.isView(object):
        scenes.append((object, .view))
      default:
        free.append(object)
      }
    }
  }

  /// A view has a frame; recognizers, custom objects and bar items have none.
  static func isView(_ element: IBElement) -> Bool {
    element.children.contains { $0.name == "rect" && $0["key"] == "frame" }
  }

  /// Every IB id in a subtree.
  static func ids(in element: IBElement) -> Set<String> {
    var found: Set<String> = []
    var pending = [element]
    while let next = pending.popLast() {
      if let id = next["id"] { found.insert(id) }
      pending.append(contentsOf: next.children)
    }
    return found
  }
}

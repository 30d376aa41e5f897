import StoryboardXML
import TextPosition

/// What one walk over a scene's elements finds, so that nothing walks the scene again: the
/// element name of every IB id, every segue with the element holding it, and the size-class
/// variations.
struct SceneIndex {
  /// IB id to the name of its first element and where that element starts.
  var firstElements: [String: (name: String, position: TextPosition)] = [:]
  /// Every IB id with where its element starts, in document order (repeats included).
  var ids: [(id: String, position: TextPosition)] = []
  /// Segues in document order, each with the element whose `<connections>` holds it
  /// (peek and pop sub-segues, which have a `key`, excluded).
  var segues: [(segue: IBElement, owner: IBElement)] = []
  /// `<variation>` elements, in document order.
  var variations: [IBElement] = []
  /// The selectors of every `<action>`, the properties of every outlet.
  var selectors: Set<String> = []
  var outlets: Set<String> = []
  /// The reuse identifiers of the collection view cells, in document order, each once (code
  /// dequeues these by identifier; those of cells without one are not carried as items).
  var collectionCells: [String] = []

  init(_ scene: IBElement) {
    visit(scene)
  }

  /// Recursive: the XML reader bounds the depth (`XMLLimits.maxDepth`, 256 levels).
  private mutating func visit(_ element: IBElement) {
    if let id = element["id"] {
      // One hash: the subscript with a default inserts it when the id is new, and leaves the
      // first element's entry alone otherwise.
      Self.access(&firstElements[id, default: (element.name, element.position)])
      ids.append((id, element.position))
    }
    if element.name == "variation" { variations.append(element) }
    if element.name == "collectionViewCell", let identifier = element["reuseIdentifier"],
      !collectionCells.contains(identifier)
    {
      collectionCells.append(identifier)
    }
    // By index, so that no child is copied (and retained and released) on the way.
    for index in element.children.indices {
      if element.children[index].name == "connections" {
        collect(element.children[index], of: element)
      }
      visit(element.children[index])
    }
  }

  /// The segues, selectors and outlets of an element's `<connections>`.
  private mutating func collect(_ connections: IBElement, of element: IBElement) {
    for index in connections.children.indices {
      let connection = connections.children[index]
      if connection.name == "segue" && connection["key"] == nil {
        segues.append((connection, element))
      } else if connection.name == "action", let selector = connection["selector"] {
        selectors.insert(selector)
      } else if connection.name.hasPrefix("outlet"), let property = connection["property"] {
        outlets.insert(property)
      }
    }
  }

  /// Nothing: an access to a dictionary's entry through its `default:` subscript, which
  /// inserts the default when the key is absent.
  private static func access<Value>(_ value: inout Value) {}

  /// How many elements named `name` are under `element` (itself included).
  static func count(_ name: String, in element: IBElement) -> Int {
    element.children.reduce(element.name == name ? 1 : 0) { $0 + count(name, in: $1) }
  }
}
